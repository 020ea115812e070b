import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { fileStorage } from './file-storage/index.js';

/**
 * Where uploaded files are kept and how browsers reach them (docs/decisions/security.md, "Files").
 *
 * - Shop pages' files (products, content, events) are public: `<yyyy-mm>/<uuid>.<ext>`, served
 *   at `/uploads/<key>` (or the bucket's public URL) and cached for a long time.
 * - Every other file (an inquiry's attachment, a meal or body photo, a question's picture) is
 *   private: `private/<ownerType>/<ownerId>/<yyyy-mm>/<uuid>.<ext>`. Browsers get it only through
 *   a short-lived signed URL, `/uploads/private/...?exp=<unix seconds>&sig=<HMAC>`, handed out by
 *   a service that has just checked the caller may see it; the gateway checks the signature and
 *   answers `Cache-Control: private, no-store`, so no shared cache keeps it. The owner in the key
 *   lets a service check that a file a client names (a meal photo on a record) belongs to the
 *   record it is put on, without asking commerce.
 */
export const UPLOADS_PATH = '/uploads/';
export const PRIVATE_KEY_PREFIX = 'private/';
/** How long a signed URL stays valid at least (it ends on a quarter-hour boundary after that, so a page's URLs stay the same for a while). */
export const SIGNED_FILE_URL_SECONDS = 60 * 60;
const SIGNED_URL_STEP_SECONDS = 15 * 60;

/** Accepted file types (detected from the bytes) and the extension their keys end with. */
export const FILE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};
const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(FILE_TYPES).map(([type, ext]) => [ext, type]));

/** The content type a key's extension stands for (keys are made only by `storageKeyFor`). */
export function contentTypeOfKey(key: string): string {
  return TYPE_OF_EXTENSION[key.split('.').at(-1) ?? ''] ?? 'application/octet-stream';
}

const OWNER_ID = /^[1-9][0-9]{0,18}$/;
const OWNER_TYPE = /^[a-z]{1,30}$/;

/** A new storage key for a file of `contentType`: private (with its owner) unless `owner` is null. */
export function storageKeyFor(contentType: string, owner: { ownerType: string; ownerId: string } | null, now = new Date()): string {
  const name = `${now.toISOString().slice(0, 7)}/${randomUUID()}.${FILE_TYPES[contentType]}`;
  if (!owner) return name;
  if (!OWNER_TYPE.test(owner.ownerType) || !OWNER_ID.test(owner.ownerId)) throw new Error(`no private key for owner ${owner.ownerType}/${owner.ownerId}`);
  return `${PRIVATE_KEY_PREFIX}${owner.ownerType}/${owner.ownerId}/${name}`;
}

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_KEY_PREFIX);

/** The owner a private key was made for, or null for a public (or malformed) key. */
export function privateKeyOwner(key: string): { ownerType: string; ownerId: string } | null {
  const match = /^private\/([a-z]{1,30})\/([1-9][0-9]{0,18})\/\d{4}-\d{2}\/[0-9a-f-]{36}\.[a-z]{3,4}$/.exec(key);
  return match ? { ownerType: match[1]!, ownerId: match[2]! } : null;
}

/** The storage key of an `/uploads/...` URL this shop handed out (signed or not), or null for any other URL. */
export function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_PATH)) return null;
  const key = url.slice(UPLOADS_PATH.length).split(/[?#]/)[0]!;
  return key && !key.split('/').some((part) => part === '' || part === '.' || part === '..') ? key : null;
}

const signingKey = () => createHmac('sha256', config().JWT_SECRET).update('file-urls').digest();
const signatureOf = (key: string, exp: number) => createHmac('sha256', signingKey()).update(`${key}\n${exp}`).digest('base64url');

/** A signed URL of a private file, valid for SIGNED_FILE_URL_SECONDS at least. */
export function signedFileUrl(key: string, now = Date.now()): string {
  const exp = Math.ceil((Math.floor(now / 1000) + SIGNED_FILE_URL_SECONDS) / SIGNED_URL_STEP_SECONDS) * SIGNED_URL_STEP_SECONDS;
  return `${UPLOADS_PATH}${key}?exp=${exp}&sig=${signatureOf(key, exp)}`;
}

/** Whether `exp`/`sig` of a request for a private `key` are this shop's and not expired. */
export function verifyFileSignature(key: string, exp: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 <= now) return false;
  const expected = Buffer.from(signatureOf(key, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The URL a browser loads a stored file from: a signed URL for a private one, the public URL otherwise. */
export function fileUrl(key: string, now = Date.now()): string {
  return isPrivateKey(key) ? signedFileUrl(key, now) : fileStorage().publicUrl(key);
}

/**
 * An image URL a record keeps (a meal or body photo): an `/uploads/` URL is signed again for the
 * reader (a stored one is the bare path, without its old signature); any other URL is as it was.
 */
export function readableImageUrl(stored: string | null | undefined, now = Date.now()): string | null {
  if (!stored) return null;
  const key = uploadKeyOf(stored);
  return key ? fileUrl(key, now) : stored;
}
