/**
 * Spec section 1: the stored user id is kept encrypted in local storage — AES-256-CBC through Web
 * Crypto, with the key and iv of the build configuration (web/vite.config.ts: WEB_USER_ID_KEY
 * and WEB_USER_ID_IV, or generated into .data/ for development). It names the user the browser
 * last held a session for — after a login, the guest whose cart moves to the member (updateUser).
 * It is never trusted by the server: the signed tokens say who the caller is.
 */
export const STORED_USER_KEY = 'shop.uid';

export interface UserIdCipher {
  /** 32 bytes as 64 hex digits. */
  key: string;
  /** 16 bytes as 32 hex digits. */
  iv: string;
}

const buildCipher = (): UserIdCipher | null => {
  const key = import.meta.env.VITE_USER_ID_KEY as string | undefined;
  const iv = import.meta.env.VITE_USER_ID_IV as string | undefined;
  return key && iv ? { key, iv } : null;
};

function bytes(hex: string, length: number): Uint8Array<ArrayBuffer> {
  if (!new RegExp(`^[0-9a-f]{${length * 2}}$`, 'i').test(hex)) throw new Error(`expected ${length} bytes of hex`);
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const toBase64 = (data: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(data)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function aes(cipher: UserIdCipher, usage: 'encrypt' | 'decrypt'): Promise<{ key: CryptoKey; iv: Uint8Array<ArrayBuffer> }> {
  const key = await crypto.subtle.importKey('raw', bytes(cipher.key, 32), { name: 'AES-CBC' }, false, [usage]);
  return { key, iv: bytes(cipher.iv, 16) };
}

export async function encryptUserId(userId: string, cipher: UserIdCipher): Promise<string> {
  const { key, iv } = await aes(cipher, 'encrypt');
  return toBase64(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, new TextEncoder().encode(userId)));
}

export async function decryptUserId(stored: string, cipher: UserIdCipher): Promise<string> {
  const { key, iv } = await aes(cipher, 'decrypt');
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, key, fromBase64(stored)));
}

/** The user id (the `sub` claim) of an access token, or null when it cannot be read. */
export function userIdOfToken(accessToken: string): string | null {
  try {
    const payload = JSON.parse(atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' && /^[1-9][0-9]{0,18}$/.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}

/** Stores the user id encrypted (or forgets it with null). A failure is only logged: nothing depends on it being there. */
export async function storeUserId(userId: string | null, { storage = localStorage, cipher = buildCipher() }: { storage?: Storage; cipher?: UserIdCipher | null } = {}): Promise<void> {
  try {
    if (userId === null) storage.removeItem(STORED_USER_KEY);
    else if (cipher) storage.setItem(STORED_USER_KEY, await encryptUserId(userId, cipher));
  } catch (error) {
    console.warn('사용자 정보를 저장하지 못했습니다.', error instanceof Error ? error.name : 'error');
  }
}

/** The stored user id, or null when there is none or it does not decrypt (another build's key). */
export async function readStoredUserId({ storage = localStorage, cipher = buildCipher() }: { storage?: Storage; cipher?: UserIdCipher | null } = {}): Promise<string | null> {
  const stored = storage.getItem(STORED_USER_KEY);
  if (!stored || !cipher) return null;
  try {
    const id = await decryptUserId(stored, cipher);
    return /^[1-9][0-9]{0,18}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
