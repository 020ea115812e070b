/**
 * `npm start`: builds the web client if needed, starts the four subgraphs and the gateway as
 * separate processes, and serves the shop at http://localhost:4000 (PORT to change). With no
 * DATABASE_URL it first starts one embedded PostgreSQL server (data in .data/postgres, kept
 * across restarts) with the database `shop`, gives its URL to every subgraph (each in its own
 * schema, as on any server) and seeds demo data. Ctrl-C stops the services, then the server.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureSecretsFile, secretsFilePath } from '../subgraphs/kit/src/secrets.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './lib/embedded-postgres.js';
import { startSystem } from './lib/supervisor.js';

const port = Number(process.env.PORT ?? 4000);
const embedded = !process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? '.data';
const say = (message: string) => process.stdout.write(`${message}\n`);

say('영양제 쇼핑몰을 시작합니다…');
say(embedded ? `  · 내장 PostgreSQL을 사용합니다 (${path.join(dataDir, 'postgres')})` : '  · DATABASE_URL의 PostgreSQL을 사용합니다');

if (needsWebBuild()) {
  say('  · 웹 화면을 빌드하는 중… (처음 한 번)');
  execFileSync('npm', ['run', 'build', '--workspace', 'web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  say('  ✓ 웹 화면 빌드 완료');
}
mkdirSync(dataDir, { recursive: true });
// The services share their signing keys; outside production, when none are given, they are
// generated once here, before the five processes start (each would also create or read the
// same file on its own, see kit/src/secrets.ts). Production brings its own (kit/config.ts).
if (process.env.NODE_ENV !== 'production' && (!process.env.JWT_SECRET || !process.env.GATEWAY_SECRET)) {
  const created = !existsSync(secretsFilePath(dataDir));
  ensureSecretsFile(dataDir);
  if (created) say(`  · 개발용 비밀키를 만들었습니다 (${path.relative('.', secretsFilePath(dataDir))}, 이 컴퓨터에만 있습니다)`);
}

let database: EmbeddedPostgres | undefined;
if (embedded) {
  try {
    database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres') });
    await database.ensureDatabase('shop');
  } catch (error) {
    say(`내장 PostgreSQL을 시작하지 못했습니다: ${(error as Error).message}`);
    await database?.stop();
    process.exit(1);
  }
  say(`  ✓ PostgreSQL 준비 완료 (127.0.0.1:${database.port}, 로그 ${path.relative('.', database.logFile)})`);
}

const logLines: string[] = [];
const system = await startSystem({
  port,
  // `npm run dev`: the TypeScript, each service restarted when one of its files changes.
  watch: process.argv.includes('--dev'),
  // The embedded database is the demo: it gets demo data unless SEED_DEMO=0.
  env: database ? { DATABASE_URL: database.databaseUrl('shop'), SEED_DEMO: process.env.SEED_DEMO === '0' ? '0' : '1' } : {},
  log: (line) => {
    logLines.push(line);
    if (process.env.VERBOSE) say(line);
  },
  onProgress: say,
}).catch(async (error: Error) => {
  say(`시작하지 못했습니다: ${error.message}`);
  for (const line of logLines.slice(-30)) say(line);
  await database?.stop();
  process.exit(1);
});

const shopUrl = `http://localhost:${port}`;
say('');
say(`쇼핑몰이 준비되었습니다: ${shopUrl}`);
say(`  GraphQL  ${shopUrl}/graphql`);
say(`  REST API ${shopUrl}/api/docs`);
say(`  상태     ${shopUrl}/health`);
say('종료하려면 Ctrl-C를 누르세요.');
openBrowser(shopUrl);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  say('\n종료하는 중…');
  await system.stop();
  // After the services, so none loses its connection in the middle of its own shutdown.
  await database?.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const service of system.services) {
  service.child.once('exit', (code) => {
    if (stopping) return;
    say(`${service.name} 프로세스가 종료되었습니다 (code ${code}). 전체를 종료합니다.`);
    for (const line of logLines.slice(-30)) say(line);
    void shutdown();
  });
}

function needsWebBuild(): boolean {
  if (!existsSync('web/index.html')) return false;
  const built = 'web/dist/index.html';
  if (!existsSync(built)) return true;
  return newestMtime('web/src') > statSync(built).mtimeMs;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Opens the shop in the desktop's browser when there is one; on servers and CI it only prints. */
function openBrowser(url: string): void {
  if (process.env.CI || process.env.NO_OPEN) return;
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return;
  spawnSync(opener, [url], { stdio: 'ignore' });
}
