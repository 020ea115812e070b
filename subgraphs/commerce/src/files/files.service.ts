import type { EntityManager } from '@mikro-orm/postgresql';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, Forbidden, NotFound, enqueue, parseInput, z, type Identity } from '@shop/kit';
import { FILE_REMOVE } from '../lifecycle.js';
import { fileStorage } from '@shop/kit/file-storage/index.js';
import { FILE_TYPES, fileUrl as urlOfKey, storageKeyFor } from '@shop/kit/file-urls.js';
import { StoredFileEntity, type StoredFile } from './file.entity.js';
import { isPublicOwnerType, mayAttach, maySee, targetOf } from './file-targets.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const OWNER_TYPES = ['product', 'review', 'inquiry', 'question', 'content', 'event', 'meal', 'body', 'profile', 'user'] as const;

const uploadSchema = z.object({
  ownerType: z.enum(OWNER_TYPES, { error: '첨부 대상 종류를 확인해주세요.' }),
  ownerId: z.string().regex(/^[\w-]{1,40}$/, '첨부 대상을 확인해주세요.'),
  fileName: z
    .string()
    .transform((s) => s.normalize('NFC').replace(/[/\\]/g, '_').trim())
    .pipe(z.string().min(1, '파일 이름을 확인해주세요.').max(200, '파일 이름이 너무 깁니다.')),
  contentBase64: z.string().min(1, '파일이 비어 있습니다.'),
});

async function decode(contentBase64: string): Promise<{ bytes: Buffer; contentType: string }> {
  // Base64 of MAX_FILE_BYTES is 4/3 as long; refuse before decoding a huge string.
  if (contentBase64.length > Math.ceil(MAX_FILE_BYTES / 3) * 4 + 4) throw tooLarge();
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw new AppError('BAD_USER_INPUT', '파일이 비어 있습니다.', { fields: [{ field: 'contentBase64', message: '파일이 비어 있습니다.' }] });
  if (bytes.length > MAX_FILE_BYTES) throw tooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  // The type is detected from the bytes (a renamed .exe is not an image).
  if (!detected || !(detected.mime in FILE_TYPES)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', 'JPG, PNG, WEBP, GIF 이미지와 PDF만 올릴 수 있습니다.', { fields: [{ field: 'contentBase64', message: '지원하지 않는 파일 형식입니다.' }] });
  }
  return { bytes, contentType: detected.mime };
}

const tooLarge = () => new AppError('FILE_TOO_LARGE', '파일은 10MB까지 올릴 수 있습니다.', { fields: [{ field: 'contentBase64', message: '파일이 너무 큽니다.' }] });
/** A new key: shop pages' files are public; every other file is private to its owner (kit file-urls.ts). */
const keyFor = (contentType: string, ownerType: string, ownerId: string) => storageKeyFor(contentType, isPublicOwnerType(ownerType) ? null : { ownerType, ownerId });

export async function uploadFile(em: EntityManager, identity: Identity, raw: unknown): Promise<StoredFile> {
  const input = parseInput(uploadSchema, raw);
  // Only the owner of a target attaches to it (shop pages: admins), checked before the bytes are read.
  const target = await targetOf(em, input.ownerType, input.ownerId);
  if (!target) throw NotFound('첨부할 대상을 찾을 수 없습니다.');
  if (!mayAttach(identity, input.ownerType, target)) throw Forbidden('본인의 글이나 기록에만 파일을 첨부할 수 있습니다.');
  const { bytes, contentType } = await decode(input.contentBase64);
  const storageKey = keyFor(contentType, input.ownerType, input.ownerId);
  await fileStorage().put(storageKey, bytes, contentType);
  const file = em.create(StoredFileEntity, { ownerType: input.ownerType, ownerId: input.ownerId, uploaderId: identity.userId, fileName: input.fileName, contentType, size: bytes.length, storageKey });
  await em.flush();
  return file;
}

async function ownedFile(em: EntityManager, identity: Identity, id: string): Promise<StoredFile> {
  const file = await em.findOne(StoredFileEntity, { id });
  if (!file) throw NotFound('파일을 찾을 수 없습니다.');
  if (identity.role !== 'admin' && file.uploaderId !== identity.userId) throw Forbidden('본인이 올린 파일만 바꾸거나 지울 수 있습니다.');
  return file;
}

/** Replaces a file's content (new key, the old object removed after the row points to the new one). */
export async function replaceFile(em: EntityManager, identity: Identity, id: string, rawName: string, contentBase64: string): Promise<StoredFile> {
  const file = await ownedFile(em, identity, id);
  const input = parseInput(uploadSchema, { ownerType: file.ownerType, ownerId: file.ownerId, fileName: rawName, contentBase64 });
  const { bytes, contentType } = await decode(input.contentBase64);
  const oldKey = file.storageKey;
  const storageKey = keyFor(contentType, file.ownerType, file.ownerId);
  await fileStorage().put(storageKey, bytes, contentType);
  em.assign(file, { fileName: input.fileName, contentType, size: bytes.length, storageKey });
  await em.flush();
  // The old object goes after the commit: a rolled-back replacement must still find it.
  await enqueue(em, FILE_REMOVE, { storageKey: oldKey });
  return file;
}

export async function deleteFile(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const file = await ownedFile(em, identity, id);
  await em.nativeDelete(StoredFileEntity, { id });
  await enqueue(em, FILE_REMOVE, { storageKey: file.storageKey });
}

/** A target's files, for whoever may see the target (a private one answers FORBIDDEN, an unknown one NOT_FOUND). */
export async function filesOf(em: EntityManager, identity: Identity | null, ownerType: string, ownerId: string): Promise<StoredFile[]> {
  const target = await targetOf(em, ownerType, ownerId);
  if (!target) throw NotFound('첨부 대상을 찾을 수 없습니다.');
  if (!maySee(identity, target)) throw Forbidden('이 첨부 파일을 볼 권한이 없습니다.');
  return em.find(StoredFileEntity, { ownerType, ownerId }, { orderBy: { id: 'asc' } });
}

/** The URL the caller (who was just allowed to see the file) loads it from: signed and short-lived for a private file. */
export const fileUrl = (file: StoredFile) => urlOfKey(file.storageKey);
