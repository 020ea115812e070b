import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig, type Identity } from '@shop/kit';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { uploadKeyOf } from '@shop/kit/file-urls.js';
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
const FILES = 'query ($t: String!, $id: String!) { files(ownerType: $t, ownerId: $id) { id } }';

/** A one-to-one inquiry written by `who`: a target only its writer may attach to and see. */
async function inquiryOf(who: Identity): Promise<string> {
  const data = await api.ok<{ createInquiry: { id: string } }>('mutation { createInquiry(category: "etc", title: "영수증 문의", content: "첨부합니다") { id } }', {}, who);
  return data.createInquiry.id;
}

describe('files', () => {
  it("stores an upload on disk, detects its type from the bytes, and lists it to the target's owner only", async () => {
    const me = member();
    const inquiry = await inquiryOf(me);
    const { uploadFile } = await api.ok<{ uploadFile: { id: string; contentType: string; size: number; url: string } }>(
      UPLOAD,
      { i: { ownerType: 'inquiry', ownerId: inquiry, fileName: '영수증.jpg', contentBase64: PNG } },
      me,
    );
    expect(uploadFile.contentType).toBe('image/png');
    // A private target's file: a private key naming the inquiry, reached only by a signed, expiring URL.
    expect(uploadFile.url).toMatch(new RegExp(`^/uploads/private/inquiry/${inquiry}/\\d{4}-\\d{2}/[0-9a-f-]{36}\\.png\\?exp=\\d+&sig=[\\w-]+$`));
    const file = path.join(dataDir, 'uploads', uploadKeyOf(uploadFile.url)!);
    expect(readFileSync(file).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const listed = await api.ok<{ files: { id: string }[] }>(FILES, { t: 'inquiry', id: inquiry }, me);
    expect(listed.files.map((f) => f.id)).toContain(uploadFile.id);
    // Another member and an anonymous caller do not see a private target's files; an admin does.
    expect((await api.exec(FILES, { t: 'inquiry', id: inquiry }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(FILES, { t: 'inquiry', id: inquiry }, null)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ files: { id: string }[] }>(FILES, { t: 'inquiry', id: inquiry }, testIdentity('admin'))).files.map((f) => f.id)).toContain(uploadFile.id);
  });

  it("attaches only to targets the caller owns: another member's inquiry, a shop page or an unknown target are refused, nothing stored", async () => {
    const owner = member();
    const inquiry = await inquiryOf(owner);
    const stranger = member();
    const tried = await api.exec(UPLOAD, { i: { ownerType: 'inquiry', ownerId: inquiry, fileName: 'x.png', contentBase64: PNG } }, stranger);
    expect(tried.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(UPLOAD, { i: { ownerType: 'product', ownerId: '1', fileName: 'x.png', contentBase64: PNG } }, stranger)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(UPLOAD, { i: { ownerType: 'inquiry', ownerId: '999999999999', fileName: 'x.png', contentBase64: PNG } }, stranger)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.ok<{ files: unknown[] }>(FILES, { t: 'inquiry', id: inquiry }, owner)).files).toEqual([]);
    // Shop pages: admins attach, everyone sees.
    const admin = testIdentity('admin');
    const { uploadFile } = await api.ok<{ uploadFile: { id: string; url: string } }>(UPLOAD, { i: { ownerType: 'product', ownerId: '1', fileName: '상품.png', contentBase64: PNG } }, admin);
    // A shop page's file is public: a plain, cacheable URL.
    expect(uploadFile.url).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    expect((await api.ok<{ files: { id: string }[] }>(FILES, { t: 'product', id: '1' }, null)).files.map((f) => f.id)).toContain(uploadFile.id);
  });

  it('refuses other types, empty and oversized files, with nothing stored', async () => {
    const me = member();
    const text = Buffer.from('just text, not an image').toString('base64');
    const inquiry = await inquiryOf(me);
    const refused = await api.exec(UPLOAD, { i: { ownerType: 'inquiry', ownerId: inquiry, fileName: 'a.png', contentBase64: text } }, me);
    expect(refused.errors?.[0].extensions?.code).toBe('UNSUPPORTED_FILE_TYPE');
    const huge = Buffer.alloc(MAX_FILE_BYTES + 1).toString('base64');
    expect((await api.exec(UPLOAD, { i: { ownerType: 'inquiry', ownerId: inquiry, fileName: 'big.png', contentBase64: huge } }, me)).errors?.[0].extensions?.code).toBe('FILE_TOO_LARGE');
    expect((await api.exec(UPLOAD, { i: { ownerType: 'nowhere', ownerId: '1', fileName: 'a.png', contentBase64: PNG } }, me)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.exec(UPLOAD, { i: { ownerType: 'inquiry', ownerId: inquiry, fileName: 'a.png', contentBase64: PNG } }, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.ok<{ files: unknown[] }>(FILES, { t: 'inquiry', id: inquiry }, me)).files).toEqual([]);
  });

  it("replaces and deletes only the uploader's own files, removing the stored object", async () => {
    const me = member();
    const inquiry = await inquiryOf(me);
    const { uploadFile } = await api.ok<{ uploadFile: { id: string; url: string } }>(UPLOAD, { i: { ownerType: 'inquiry', ownerId: inquiry, fileName: '점심.png', contentBase64: PNG } }, me);
    const oldFile = path.join(dataDir, 'uploads', uploadKeyOf(uploadFile.url)!);
    const REPLACE = 'mutation ($id: ID!, $c: String!) { replaceFile(id: $id, fileName: "문서.pdf", contentBase64: $c) { contentType url } }';
    expect((await api.exec(REPLACE, { id: uploadFile.id, c: PDF }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const replaced = await api.ok<{ replaceFile: { contentType: string; url: string } }>(REPLACE, { id: uploadFile.id, c: PDF }, me);
    expect(replaced.replaceFile.contentType).toBe('application/pdf');
    expect(existsSync(oldFile)).toBe(false);
    const newFile = path.join(dataDir, 'uploads', uploadKeyOf(replaced.replaceFile.url)!);
    expect(uploadKeyOf(replaced.replaceFile.url)).toMatch(new RegExp(`^private/inquiry/${inquiry}/.*\\.pdf$`));
    expect(existsSync(newFile)).toBe(true);
    expect((await api.exec('mutation ($id: ID!) { deleteFile(id: $id) }', { id: uploadFile.id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteFile(id: $id) }', { id: uploadFile.id }, me);
    expect(existsSync(newFile)).toBe(false);
  });
});
