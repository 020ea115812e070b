import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, NotFound, displayName, idSchema, parseInput, withParticle, z } from '@shop/kit';
import { StoredFileEntity } from '../files/file.entity.js';
import { fileUrl } from '../files/files.service.js';
import { BLOG, CONTENT_CATEGORIES, INTERNAL_CATEGORY_TITLES, TODAY_COMMENT } from './content-categories.js';
import { ContentEntity, type Content } from './content.entities.js';
import { contentCategories, type ContentCategoryView } from './content.service.js';

/**
 * Admin writing of content pages, blog posts and comments of the day. Brand contents belong to a
 * brand and a content type and are not written here. Statuses are the table's (contents_status_check):
 * a draft is seen only in the admin list; publishing shows it in the mall from that moment.
 */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** Categories an admin writes into: the content pages of spec section 2, the blog and the comment of the day. */
export const WRITABLE_CATEGORY_CODES = [...CONTENT_CATEGORIES.map((c) => c.code), BLOG, TODAY_COMMENT];

/** The writable categories with their titles on a Korean date (for the admin's category select). */
export function writableCategories(date: string): ContentCategoryView[] {
  return [...contentCategories(date), ...[BLOG, TODAY_COMMENT].map((code) => ({ code, title: INTERNAL_CATEGORY_TITLES[code]! }))];
}

const statusSchema = z.enum(CONTENT_STATUSES, { error: '콘텐츠 상태는 draft 또는 published입니다.' });
/** Multi-line text (line breaks allowed), NFC-normalised and trimmed, 1-`max` characters. */
const longText = (label: string, max: number) => {
  const enter = `${withParticle(label, '을', '를')} 입력해주세요.`;
  return z
    .string({ error: enter })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, enter)
        .max(max, `${withParticle(label, '은', '는')} ${max}자 이하여야 합니다.`),
    );
};

const contentSchema = z.object({
  title: displayName('제목', { min: 2, max: 150 }),
  categoryCode: z.string({ error: '카테고리를 선택해주세요.' }).refine((code) => WRITABLE_CATEGORY_CODES.includes(code), '없는 콘텐츠 카테고리입니다.'),
  body: longText('본문', 20_000),
  summary: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().max(300, '요약은 300자 이하여야 합니다.'))
    .nullish()
    .transform((s) => s || null),
  status: statusSchema.nullish(),
  thumbnailFileId: idSchema('대표 이미지').nullish(),
});
export type ContentInput = z.input<typeof contentSchema>;

async function findContent(em: EntityManager, id: string): Promise<Content> {
  const content = await em.findOne(ContentEntity, { id });
  if (!content) throw NotFound('콘텐츠를 찾을 수 없습니다.');
  return content;
}

/** The address of an uploaded content image (files uploaded with ownerType `content`). */
async function thumbnailUrl(em: EntityManager, fileId: string): Promise<string> {
  const file = await em.findOne(StoredFileEntity, { id: fileId, ownerType: 'content' });
  const message = !file ? '대표 이미지 파일을 찾을 수 없습니다.' : !file.contentType.startsWith('image/') ? '대표 이미지는 이미지 파일이어야 합니다.' : null;
  if (message) throw BadInput([{ field: 'thumbnailFileId', message }]);
  return fileUrl(file!);
}

/** The row's values from the input: a thumbnail replaces the image, none keeps it. */
async function valuesOf(em: EntityManager, raw: unknown) {
  const { thumbnailFileId, status, ...input } = parseInput(contentSchema, raw);
  return { ...input, status: status ?? null, ...(thumbnailFileId ? { imageUrl: await thumbnailUrl(em, thumbnailFileId) } : {}) };
}

export async function createContent(em: EntityManager, raw: unknown, now = new Date()): Promise<Content> {
  const { status, ...values } = await valuesOf(em, raw);
  const content = em.create(ContentEntity, { ...values, status: status ?? 'draft', publishedAt: now });
  await em.flush();
  return content;
}

export async function editContent(em: EntityManager, id: string, raw: unknown, now = new Date()): Promise<Content> {
  const content = await findContent(em, id);
  const { status, ...values } = await valuesOf(em, raw);
  em.assign(content, values);
  if (status) applyStatus(content, status, now);
  await em.flush();
  return content;
}

/** Publishing a draft dates it now (it appears as the newest); hiding it again keeps that date. */
function applyStatus(content: Content, status: ContentStatus, now: Date): void {
  if (status === 'published' && content.status !== 'published') content.publishedAt = now;
  content.status = status;
}

export async function setContentStatus(em: EntityManager, id: string, rawStatus: unknown, now = new Date()): Promise<Content> {
  const content = await findContent(em, id);
  applyStatus(content, parseInput(statusSchema, rawStatus, 'status'), now);
  await em.flush();
  return content;
}

export async function deleteContent(em: EntityManager, id: string): Promise<void> {
  await findContent(em, id);
  await em.nativeDelete(ContentEntity, { id });
}
