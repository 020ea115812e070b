import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secrets every service must share: the access-token key (commerce signs, the gateway
 * verifies; the SMS verification and social sign-up tokens derive their keys from it with a
 * purpose suffix) and the gateway -> subgraph identity-header key. None has a value in the
 * repository: outside production a missing one is generated at random on first start and kept
 * in `<DATA_DIR>/secrets.json`; production must be given its own.
 */
export const SECRET_NAMES = ['JWT_SECRET', 'GATEWAY_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

/** HS256 keys shorter than this are refused (RFC 7518 wants at least the hash size, 256 bits). */
export const MIN_SECRET_LENGTH = 32;

/**
 * SHA-256 digests of the development secrets that earlier versions of this repository shipped as
 * defaults (they are public in its history): a deployment that copied them is refused, and a
 * development secrets file holding them is replaced. Only digests, so the values stay out.
 */
export const PUBLISHED_SECRET_DIGESTS = new Set(['b0e895f9dca590e28c6975cda686d0788cec3d6f75bfd3e80cdbb660f1d6bb82', '59fc30b20b4cab8bd9fc6ed3c6e3a2c0509fb3b33090709cb2241d12b965b3b4']);

export function isPublishedSecret(value: string): boolean {
  return PUBLISHED_SECRET_DIGESTS.has(createHash('sha256').update(value).digest('hex'));
}

export function isUsableSecret(value: unknown): value is string {
  return typeof value === 'string' && value.length >= MIN_SECRET_LENGTH && !isPublishedSecret(value);
}

export function secretsFilePath(dataDir: string): string {
  return path.resolve(dataDir, 'secrets.json');
}

const generate = () => randomBytes(48).toString('base64url');

/** Synchronous sleep: configuration is read synchronously at start-up, before anything serves. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

type ReadResult = { kind: 'absent' } | { kind: 'unreadable'; reason: string } | { kind: 'ok'; secrets: Partial<Record<string, string>> };

function read(file: string): ReadResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { kind: 'unreadable', reason: 'not a JSON object' };
    return { kind: 'ok', secrets: parsed as Record<string, string> };
  } catch (error) {
    return { kind: 'unreadable', reason: (error as Error).message };
  }
}

/** Writes a complete file under a unique temporary name (mode 0600), for linking or renaming into place. */
function writeTemp(file: string, secrets: Record<string, string>): string {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return temp;
}

/**
 * Creates the file only if none exists, with its whole content at once: a hard link of a
 * complete temporary file either appears whole or fails with EEXIST, so of the five processes
 * `npm start` starts together exactly one creates it and the others read what it wrote.
 * Returns false when another process won.
 */
function createExclusively(file: string, secrets: Record<string, string>): boolean {
  const temp = writeTemp(file, secrets);
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: an exclusive create (readers retry a half-written file).
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS' || code === 'EXDEV') {
      try {
        writeFileSync(file, readFileSync(temp), { mode: 0o600, flag: 'wx' });
        return true;
      } catch (inner) {
        if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw inner;
      }
    }
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Adds missing secrets to an existing file (a later version needs a new one) under a lock
 * directory (mkdir is atomic), re-reading inside the lock so concurrent starters agree.
 */
function addMissing(file: string, names: readonly string[]): void {
  const lock = `${file}.lock`;
  for (let waited = 0; ; waited += 20) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A starter killed while holding the lock (it holds it for milliseconds) leaves it behind.
      if (waited > 5000 && Date.now() - statSync(lock).mtimeMs > 10_000) rmdirSync(lock);
      sleep(20);
    }
  }
  try {
    const current = read(file);
    const secrets = current.kind === 'ok' ? { ...current.secrets } : {};
    for (const name of names) if (!isUsableSecret(secrets[name])) secrets[name] = generate();
    renameSync(writeTemp(file, secrets as Record<string, string>), file);
  } finally {
    rmdirSync(lock);
  }
}

/**
 * The development secrets of this data folder, created on first use: random, kept in
 * `<dataDir>/secrets.json` (mode 0600), the same for every process that uses the folder.
 */
export function ensureSecretsFile(dataDir: string, names: readonly SecretName[] = SECRET_NAMES): Secrets {
  const file = secretsFilePath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  let lastProblem = '';
  for (let attempt = 0; attempt < 100; attempt++) {
    const current = read(file);
    if (current.kind === 'ok' && names.every((name) => isUsableSecret(current.secrets[name]))) {
      restrictMode(file);
      return Object.fromEntries(names.map((name) => [name, current.secrets[name]!])) as Secrets;
    }
    if (current.kind === 'absent') {
      createExclusively(file, Object.fromEntries(names.map((name) => [name, generate()])));
    } else if (current.kind === 'ok') {
      addMissing(file, names);
    } else {
      // Half-written by a starter on a file system without hard links: give it a moment.
      lastProblem = current.reason;
      sleep(20);
    }
  }
  throw new Error(`${file} cannot be read (${lastProblem}). Delete it to have new development secrets generated (everyone must log in again).`);
}

/** The file holds keys: only its owner may read it, even if someone loosened its mode. */
function restrictMode(file: string): void {
  if (process.platform === 'win32') return;
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
}
