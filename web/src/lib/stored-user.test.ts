import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptUserId, encryptUserId, readStoredUserId, STORED_USER_KEY, storeUserId, userIdOfToken } from './stored-user';

const cipher = { key: randomBytes(32).toString('hex'), iv: randomBytes(16).toString('hex') };

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('stored user id (AES-256-CBC)', () => {
  it('is stored encrypted and read back', async () => {
    const storage = memoryStorage();
    await storeUserId('12345', { storage, cipher });
    const stored = storage.getItem(STORED_USER_KEY)!;
    expect(stored).not.toContain('12345');
    expect(await readStoredUserId({ storage, cipher })).toBe('12345');
  });

  it('is the standard AES-256-CBC with PKCS#7 padding (node:crypto decrypts it)', async () => {
    const { createDecipheriv } = await import('node:crypto');
    const encrypted = await encryptUserId('987654321', cipher);
    const decipher = createDecipheriv('aes-256-cbc', Buffer.from(cipher.key, 'hex'), Buffer.from(cipher.iv, 'hex'));
    expect(Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString()).toBe('987654321');
    expect(await decryptUserId(encrypted, cipher)).toBe('987654321');
  });

  it('reads nothing under another key, from a tampered value, or without a key', async () => {
    const storage = memoryStorage();
    await storeUserId('42', { storage, cipher });
    const other = { key: randomBytes(32).toString('hex'), iv: cipher.iv };
    expect(await readStoredUserId({ storage, cipher: other })).toBeNull();
    storage.setItem(STORED_USER_KEY, 'not-base64!');
    expect(await readStoredUserId({ storage, cipher })).toBeNull();
    expect(await readStoredUserId({ storage, cipher: null })).toBeNull();
  });

  it('is forgotten with null', async () => {
    const storage = memoryStorage();
    await storeUserId('7', { storage, cipher });
    await storeUserId(null, { storage, cipher });
    expect(storage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('takes the user id from the token subject', () => {
    const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
    expect(userIdOfToken(token({ sub: '31', role: 'guest' }))).toBe('31');
    expect(userIdOfToken(token({ sub: 'x' }))).toBeNull();
    expect(userIdOfToken('garbage')).toBeNull();
  });
});
