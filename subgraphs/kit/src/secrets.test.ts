/**
 * No shared secrets: the development keys earlier versions shipped are refused, missing keys are
 * generated once per data folder and agreed on by processes that start together, production
 * refuses to start without its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { config, loadConfig, resetConfig } from './config.js';
import { signAccessToken, signIdentity, verifyAccessToken, verifyIdentity } from './identity.js';
import { secretsFilePath } from './secrets.js';

/**
 * The defaults `subgraphs/kit/src/config.ts` held until issue 9 (commit 72eee1a on): public in
 * the repository's history, so anyone could sign an admin token with them. Kept here only to
 * prove they no longer open anything.
 */
const PUBLISHED = {
  JWT_SECRET: 'dev-only-access-token-secret-change-me-0123456789',
  GATEWAY_SECRET: 'dev-only-gateway-identity-secret-0123456789',
};

const configModule = fileURLToPath(new URL('./config.ts', import.meta.url));
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'shop-secrets-'));
const base = { NODE_ENV: 'development', DATA_DIR: '' } as NodeJS.ProcessEnv;

afterEach(() => resetConfig());

/** One fresh Node process that reads the configuration and prints its two secrets. */
function secretsOfAProcess(dataDir: string): Promise<string> {
  const code = `const { loadConfig } = await import(${JSON.stringify(configModule)}); const c = loadConfig(); process.stdout.write(JSON.stringify([c.JWT_SECRET, c.GATEWAY_SECRET]));`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir };
  delete env.JWT_SECRET;
  delete env.GATEWAY_SECRET;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (status) => (status === 0 ? resolve(out) : reject(new Error(`exit ${status}: ${err}`))));
  });
}

describe('secrets', () => {
  it('refuses an access token and an identity header signed with the secrets the repository once published', async () => {
    const identity = { userId: '1', role: 'admin' as const };
    // What an attacker would do: sign with the published key exactly as commerce and the gateway sign.
    const forgedAccess = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('shop-commerce')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(PUBLISHED.JWT_SECRET));
    await expect(verifyAccessToken(forgedAccess)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const forgedHeader = await new SignJWT({ role: 'admin', ip: '127.0.0.1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('shop-gateway')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(PUBLISHED.GATEWAY_SECRET));
    await expect(verifyIdentity(forgedHeader)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    // The same tokens signed with this installation's keys do verify (the refusal is the key's).
    expect(await verifyAccessToken(await signAccessToken(identity))).toEqual(identity);
    expect(await verifyIdentity(await signIdentity(identity))).toEqual(identity);
    expect(config().JWT_SECRET).not.toBe(PUBLISHED.JWT_SECRET);
    expect(config().GATEWAY_SECRET).not.toBe(PUBLISHED.GATEWAY_SECRET);
  });

  it('refuses the published values when someone sets them, in development as in production', () => {
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ ...base, DATA_DIR: tempDir(), NODE_ENV, ...PUBLISHED, SMS_PROVIDER: 'http', OAUTH_PROVIDER: 'http' })).toThrow(/published/);
    }
  });

  it('generates the missing secrets once per data folder: processes starting together agree, the file is private', async () => {
    const dataDir = tempDir();
    // Five at once, as `npm start` starts four subgraphs and the gateway.
    const answers = await Promise.all(Array.from({ length: 5 }, () => secretsOfAProcess(dataDir)));
    const [first] = answers;
    const [jwt, gateway] = JSON.parse(first!) as [string, string];
    expect(new Set(answers).size).toBe(1);
    expect(jwt).not.toBe(gateway);
    expect(jwt.length).toBeGreaterThanOrEqual(32);
    const file = secretsFilePath(dataDir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ JWT_SECRET: jwt, GATEWAY_SECRET: gateway });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    // A later start reads the same file; another data folder gets other keys.
    expect(await secretsOfAProcess(dataDir)).toBe(first);
    expect(await secretsOfAProcess(tempDir())).not.toBe(first);
    // Seven Node processes with the TypeScript loader: seconds on a busy machine.
  }, 120_000);

  it('keeps secrets given in the environment, and fills in only the missing one', () => {
    const dataDir = tempDir();
    const own = 'x'.repeat(40);
    const loaded = loadConfig({ ...base, DATA_DIR: dataDir, JWT_SECRET: own });
    expect(loaded.JWT_SECRET).toBe(own);
    expect(loaded.GATEWAY_SECRET).toBe(JSON.parse(readFileSync(secretsFilePath(dataDir), 'utf8')).GATEWAY_SECRET);
    // Nothing is written when both are given.
    const untouched = tempDir();
    loadConfig({ ...base, DATA_DIR: untouched, JWT_SECRET: own, GATEWAY_SECRET: 'y'.repeat(40) });
    expect(() => statSync(secretsFilePath(untouched))).toThrow(/ENOENT/);
  });

  it('adds a secret a file lacks and replaces a published or short one, keeping the rest', () => {
    const dataDir = tempDir();
    const kept = 'k'.repeat(48);
    writeFileSync(secretsFilePath(dataDir), JSON.stringify({ JWT_SECRET: kept, GATEWAY_SECRET: PUBLISHED.GATEWAY_SECRET, OTHER: 'left alone' }), { mode: 0o644 });
    const loaded = loadConfig({ ...base, DATA_DIR: dataDir });
    expect(loaded.JWT_SECRET).toBe(kept);
    expect(loaded.GATEWAY_SECRET).not.toBe(PUBLISHED.GATEWAY_SECRET);
    expect(JSON.parse(readFileSync(secretsFilePath(dataDir), 'utf8'))).toEqual({ JWT_SECRET: kept, GATEWAY_SECRET: loaded.GATEWAY_SECRET, OTHER: 'left alone' });
    if (process.platform !== 'win32') expect(statSync(secretsFilePath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('production refuses to start without its own secrets, naming the variables, and writes no file', () => {
    const dataDir = tempDir();
    const production = { ...base, NODE_ENV: 'production', DATA_DIR: dataDir, SMS_PROVIDER: 'http', OAUTH_PROVIDER: 'http' };
    expect(() => loadConfig(production)).toThrow(/Production needs its own secrets: set JWT_SECRET and GATEWAY_SECRET/);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'a'.repeat(40), GATEWAY_SECRET: '' })).toThrow(/set GATEWAY_SECRET \(/);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'short', GATEWAY_SECRET: 'b'.repeat(40) })).toThrow(/at least 32/);
    expect(() => statSync(secretsFilePath(dataDir))).toThrow(/ENOENT/);
    expect(loadConfig({ ...production, JWT_SECRET: 'a'.repeat(40), GATEWAY_SECRET: 'b'.repeat(40) }).GATEWAY_SECRET).toBe('b'.repeat(40));
  });
});
