import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig, type Identity } from '@shop/kit';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { MAX_FILE_BYTES } from './files.service.js';

// Files go to a temporary DATA_DIR so the test leaves nothing behind in the project.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-files-'));
process.env.DATA_DIR = dataDir;
resetConfig();

let api: TestSubgraph;
const member = (): Identity => testIdentity();
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

// A real 1x1 PNG and a tiny PDF, so the type is detected from the bytes.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64');
const UPLOAD = 'mutation ($i: UploadFileInput!) { uploadFile(input: $i) { id contentType size fileName url } }';

describe('files', () => {
  it('stores an upload on disk, detects its type from the bytes, and lists it by owner', async () => {
    const me = member();
    const { uploadFile } = await api.ok<{ uploadFile: { id: string; contentType: string; size: number; url: string } }>(
      UPLOAD,
      { i: { ownerType: 'inquiry', ownerId: '42', fileName: '영수증.jpg', contentBase64: PNG } },
      me,
    );
    expect(uploadFile.contentType).toBe('image/png');
    const file = path.join(dataDir, 'uploads', uploadFile.url.replace('/uploads/', ''));
    expect(readFileSync(file).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const listed = await api.ok<{ files: { id: string }[] }>('{ files(ownerType: "inquiry", ownerId: "42") { id } }');
    expect(listed.files.map((f) => f.id)).toContain(uploadFile.id);
  });

  it('refuses other types, empty and oversized files, with nothing stored', async () => {
    const me = member();
    const text = Buffer.from('just text, not an image').toString('base64');
    const refused = await api.exec(UPLOAD, { i: { ownerType: 'review', ownerId: '1', fileName: 'a.png', contentBase64: text } }, me);
    expect(refused.errors?.[0].extensions?.code).toBe('UNSUPPORTED_FILE_TYPE');
    const huge = Buffer.alloc(MAX_FILE_BYTES + 1).toString('base64');
    expect((await api.exec(UPLOAD, { i: { ownerType: 'review', ownerId: '1', fileName: 'big.png', contentBase64: huge } }, me)).errors?.[0].extensions?.code).toBe('FILE_TOO_LARGE');
    expect((await api.exec(UPLOAD, { i: { ownerType: 'nowhere', ownerId: '1', fileName: 'a.png', contentBase64: PNG } }, me)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.exec(UPLOAD, { i: { ownerType: 'review', ownerId: '1', fileName: 'a.png', contentBase64: PNG } }, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('replaces and deletes only the uploader\'s own files, removing the stored object', async () => {
    const me = member();
    const { uploadFile } = await api.ok<{ uploadFile: { id: string; url: string } }>(UPLOAD, { i: { ownerType: 'meal', ownerId: '7', fileName: '점심.png', contentBase64: PNG } }, me);
    const oldFile = path.join(dataDir, 'uploads', uploadFile.url.replace('/uploads/', ''));
    const REPLACE = 'mutation ($id: ID!, $c: String!) { replaceFile(id: $id, fileName: "문서.pdf", contentBase64: $c) { contentType url } }';
    expect((await api.exec(REPLACE, { id: uploadFile.id, c: PDF }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const replaced = await api.ok<{ replaceFile: { contentType: string; url: string } }>(REPLACE, { id: uploadFile.id, c: PDF }, me);
    expect(replaced.replaceFile.contentType).toBe('application/pdf');
    expect(existsSync(oldFile)).toBe(false);
    const newFile = path.join(dataDir, 'uploads', replaced.replaceFile.url.replace('/uploads/', ''));
    expect(existsSync(newFile)).toBe(true);
    expect((await api.exec('mutation ($id: ID!) { deleteFile(id: $id) }', { id: uploadFile.id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteFile(id: $id) }', { id: uploadFile.id }, me);
    expect(existsSync(newFile)).toBe(false);
  });
});
