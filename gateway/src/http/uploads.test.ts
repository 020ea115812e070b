/**
 * /uploads as a browser (or anyone holding a URL) meets it: a shop page's image is public and
 * cached; a private file (an inquiry attachment, a meal or body photo) is answered only to a URL
 * this shop signed and that has not expired, and never with a cache header that lets a shared
 * cache keep it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedFileUrl, storageKeyFor } from '@shop/kit/file-urls.js';
import { mountUploads } from './uploads.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const uploads = mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
const put = (key: string) => {
  mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
  writeFileSync(path.join(uploads, key), PNG);
};

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  mountUploads(app, uploads);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(uploads, { recursive: true, force: true });
});

describe('/uploads', () => {
  it("a shop page's file is public and cached for 30 days", async () => {
    const key = storageKeyFor('image/png', null);
    put(key);
    const answer = await fetch(`${base}/uploads/${key}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
  });

  it('a private file only by its signed, unexpired URL, with Cache-Control: private, no-store', async () => {
    const key = storageKeyFor('image/png', { ownerType: 'meal', ownerId: '42' });
    put(key);
    const signed = await fetch(`${base}${signedFileUrl(key)}`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toBe('private, no-store');
    expect(signed.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await signed.arrayBuffer()).equals(PNG)).toBe(true);

    const other = storageKeyFor('image/png', { ownerType: 'meal', ownerId: '43' });
    put(other);
    const otherSignature = new URL(signedFileUrl(other), base).search;
    const expired = signedFileUrl(key, Date.now() - 3 * 3_600_000);
    for (const url of [`/uploads/${key}`, `/uploads/${key}?exp=9999999999&sig=forged`, `/uploads/${key}${otherSignature}`, expired]) {
      const refused = await fetch(`${base}${url}`);
      expect(refused.status, url).toBe(403);
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
      expect(await refused.json()).toMatchObject({ code: 403, result: { error: 'FORBIDDEN' } });
    }
    // Deleted: gone, even for a URL signed before.
    const url = signedFileUrl(key);
    rmSync(path.join(uploads, key));
    expect((await fetch(`${base}${url}`)).status).toBe(404);
  });
});
