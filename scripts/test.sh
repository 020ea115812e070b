#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, failing fast. Runs on the real PostgreSQL server
# (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432).
set -euo pipefail
shopt -s lastpipe
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

step() { printf '\n== %s\n' "$*"; }

step "type-check"
npm run --silent typecheck

step "schema composition and freshness (schema/)"
tsx scripts/compose.ts --check

if [ -f web/package.json ] && [ -f codegen.ts ]; then
  step "generated web code freshness"
  tsx scripts/codegen-check.ts
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
