#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, failing fast. Runs on a real PostgreSQL server:
# TEST_DATABASE_URL (or DATABASE_URL) when set; else the machine's on 127.0.0.1:5432 when it
# answers; else an embedded one (.data/test-postgres) started here for the run and stopped at the
# end. EMBEDDED_POSTGRES=1 picks the embedded one even where the machine has a server.
set -euo pipefail
shopt -s lastpipe
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

step() { printf '\n== %s\n' "$*"; }

step "type-check"
npm run --silent typecheck

step "lint and formatting (ESLint, Prettier)"
eslint --max-warnings 0 .
prettier --check --log-level warn .

step "schema composition and freshness (schema/)"
tsx scripts/compose.ts --check

if [ -f web/package.json ] && [ -f codegen.ts ]; then
  step "generated web code freshness"
  tsx scripts/codegen-check.ts
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && [ -z "${DATABASE_URL:-}" ]; then
  step "PostgreSQL server"
  # One server for every step below; the helper stays alive while it runs an embedded server.
  exec 3< <(exec node --import tsx scripts/test/database-server.ts)
  db_pid=$!
  trap 'kill "$db_pid" 2>/dev/null || true; wait "$db_pid" 2>/dev/null || true' EXIT
  if ! read -r TEST_DATABASE_URL <&3; then
    echo "no PostgreSQL server for the tests" >&2
    exit 1
  fi
  export TEST_DATABASE_URL
  echo "using $TEST_DATABASE_URL" | sed 's#//\([^:/@]*\):[^@]*@#//\1:***@#'
fi

step "unit and integration tests (vitest, real PostgreSQL)"
mkdir -p test-results
status=0
vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
node -e '
  const r = require("./test-results/vitest.json");
  console.log(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  require("fs").writeFileSync("test-results/counts", `${r.numPassedTests} ${r.numFailedTests}\n`);
' || true
[ "$status" -eq 0 ] || exit "$status"
read -r passed failed < test-results/counts

if [ -f scripts/browser-smoke.ts ] && [ "${SKIP_BROWSER:-}" != "1" ]; then
  step "browser smoke test (headless Chromium)"
  tsx scripts/browser-smoke.ts | tee test-results/browser.log
  read -r b_passed b_failed < <(sed -n 's/^browser: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' test-results/browser.log)
  passed=$((passed + b_passed)); failed=$((failed + b_failed))
fi

printf '\n'
echo "total: ${passed} passed, ${failed} failed"
