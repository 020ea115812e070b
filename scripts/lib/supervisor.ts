import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PAYMENT_WEBHOOK_PATH } from '../../subgraphs/kit/src/payment-gateway.js';
import { SUBGRAPHS } from './subgraphs.js';

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
}

/**
 * How a service's entry (`subgraphs/commerce/src/main.ts`) runs. Compiled (this file runs from
 * dist/, as `npm start` runs it): its JavaScript in dist/, plain Node, no loader. Otherwise (tests,
 * `npm run dev`): the TypeScript with the tsx loader in Node itself (not the tsx CLI, which would
 * put a second process in between that does not pass signals on), and with `watch` Node's own
 * restart on a changed file.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const runningCompiled = import.meta.url.endsWith('.js');
/** dist/ (scripts/build-server.mjs): this file's own tree when it runs compiled, else beside the sources. */
const distDir = runningCompiled ? path.join(here, '..', '..') : path.join(here, '..', '..', 'dist');
/**
 * V8's memory for each compiled service: a young generation of semi-spaces up to
 * SERVICE_SEMI_SPACE_MIB (default 8) and a capped old generation (SERVICE_HEAP_MIB, default 192; the
 * payment sandbox 48). Without caps V8 grows each heap under load and keeps the pages: six
 * processes held ~1.4 GB after the benchmark, ~0.9 GB with them (docs/decisions/runtime-and-database.md,
 * "Memory"). The young generation trades memory for CPU: 2 MiB cost the recommendation's
 * submission 28 % more CPU in collections than 8 MiB, which takes ~55 MB more for the six
 * processes; 16 MiB took ~140 MB more and saved nothing further (bench/results/2026-11-27-recommendation.md).
 */
function heapFlags(entry: string): string[] {
  const heap = entry.includes('sandbox') ? 48 : Number(process.env.SERVICE_HEAP_MIB ?? 192);
  return [`--max-old-space-size=${heap}`, `--max-semi-space-size=${Number(process.env.SERVICE_SEMI_SPACE_MIB ?? 8)}`];
}

export function serviceArgs(entry: string, options: { watch?: boolean; compiled?: boolean } = {}): string[] {
  if (options.compiled ?? runningCompiled) return [...heapFlags(entry), path.join(distDir, entry.replace(/\.ts$/, '.js'))];
  return [...(options.watch ? ['--watch'] : []), '--import', 'tsx', entry];
}

/** Starts one service entry as a child process and resolves when it prints `READY <name> <url>`. */
export function startProcess(name: string, entry: string, env: NodeJS.ProcessEnv, log: (line: string) => void, mode: { watch?: boolean; compiled?: boolean } = {}): Promise<Service> {
  return new Promise((resolve, reject) => {
    // The IPC channel lets the service notice when the supervisor dies, however it dies
    // (exitWithParent in kit), so none is left holding a port.
    const child = spawn(process.execPath, serviceArgs(entry, mode), { env: { ...process.env, ...env, SERVICE_NAME: name }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let ready = false;
    // The last lines a service printed before it was ready go into the error when it dies first:
    // a caller that keeps no log (the fuzz test) still learns why.
    const early: string[] = [];
    const output = (line: string) => {
      if (!ready && early.push(line) > 30) early.shift();
      log(`[${name}] ${line}`);
    };
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^READY (\S+) (\S+)/.exec(line);
      if (match && !ready) {
        ready = true;
        early.length = 0;
        resolve({ name, url: match[2], child });
      } else output(line);
    });
    readline.createInterface({ input: child.stderr! }).on('line', output);
    // 'close', not 'exit': by then both streams have ended, so the last lines written are in.
    child.once('close', (code) => {
      if (!ready) reject(new Error(`${name} exited with code ${code} before it was ready${early.length ? `; its last output:\n${early.join('\n')}` : ''}`));
    });
  });
}

export interface SystemOptions {
  port: number;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  onProgress?: (message: string) => void;
  /** Restart each service when one of its files changes (`npm run dev`; TypeScript only). */
  watch?: boolean;
  /** Run the services' compiled JavaScript (dist/; scripts/build-server.mjs first) even from TypeScript (the benchmark). */
  compiled?: boolean;
}

export interface RunningSystem {
  url: string;
  services: Service[];
  stop(): Promise<void>;
}

/**
 * Starts the four subgraphs (ports PORT+1..PORT+4) and then the gateway on PORT, as separate
 * processes on loopback, exactly as `npm start` and the end-to-end tests run them.
 */
export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const log = options.log ?? (() => undefined);
  const progress = options.onProgress ?? (() => undefined);
  const services: Service[] = [];
  const stop = async () => {
    await Promise.all(
      services.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.child.exitCode !== null) return resolve();
            s.child.once('exit', () => resolve());
            s.child.kill('SIGTERM');
            // Later than a service's own 5 s exit guard (kit service-main), so a slow close still exits
            // by itself (and writes what it writes on exit, such as a CPU profile).
            setTimeout(() => s.child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  try {
    // Each subgraph knows where its siblings listen (service-to-service calls, e.g. nutrition's
    // notification outbox delivering to commerce).
    const siblings: NodeJS.ProcessEnv = Object.fromEntries(SUBGRAPHS.map(({ name }, i) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `http://127.0.0.1:${options.port + i + 1}/`]));
    // Commerce exchanges social login codes with the gateway's Kakao/Naver sandbox (kit social-login.ts).
    siblings.OAUTH_SANDBOX_URL = process.env.OAUTH_SANDBOX_URL ?? `http://127.0.0.1:${options.port}/sandbox/oauth`;
    // The sandbox payment gateway, a server of its own (sandboxes/src/payment-sandbox.ts) on a free port, unless
    // a gateway is configured (PG_PROVIDER=http or PG_API_URL) or in production: commerce calls its REST API, the
    // browser opens its payment page, and its webhooks come to the gateway's /api/payment/webhook.
    const pgEnv = { ...process.env, ...options.env };
    if (pgEnv.PG_PROVIDER !== 'http' && !pgEnv.PG_API_URL && pgEnv.NODE_ENV !== 'production') {
      const sandbox = await startProcess('payment-sandbox', 'sandboxes/src/payment-sandbox.main.ts', { ...options.env, PORT: '0' }, log, options);
      services.push(sandbox);
      siblings.PG_API_URL = sandbox.url;
      progress(`  ✓ 결제 샌드박스 준비 완료 (${sandbox.url})`);
    }
    siblings.PG_NOTICE_URL = pgEnv.PG_NOTICE_URL ?? `http://127.0.0.1:${options.port}${PAYMENT_WEBHOOK_PATH}`;
    const subgraphs = await Promise.all(
      SUBGRAPHS.map(async ({ name }, i) => {
        const service = await startProcess(name, `subgraphs/${name}/src/main.ts`, { ...siblings, ...options.env, PORT: String(options.port + i + 1) }, log, options);
        services.push(service);
        progress(`  ✓ ${name} 준비 완료`);
        return service;
      }),
    );
    const gatewayEnv: NodeJS.ProcessEnv = { ...options.env, PORT: String(options.port) };
    for (const s of subgraphs) gatewayEnv[`SUBGRAPH_${s.name.toUpperCase()}_URL`] = s.url;
    const gateway = await startProcess('gateway', 'gateway/src/main.ts', gatewayEnv, log, options);
    services.push(gateway);
    progress('  ✓ gateway 준비 완료');
    return { url: gateway.url, services, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
