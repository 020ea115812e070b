import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, koreanDate, parseInput, z, type Page } from '@shop/kit';
import { BannerEntity, ContentEntity, type Banner, type Content } from './content.entities.js';
import { BLOG, BRAND_CONTENT, CONTENT_CATEGORIES, TODAY_COMMENT } from './content-categories.js';

export interface ContentCategoryView {
  code: string;
  title: string;
}

export function contentCategories(date = koreanDate()): ContentCategoryView[] {
  return CONTENT_CATEGORIES.map((c) => ({ code: c.code, title: c.title(date) }));
}

const published = (now: Date) => ({ status: 'published', publishedAt: { $lte: now } });

export async function listContents(em: EntityManager, categoryCode: string | null | undefined, page: { offset: number; limit: number }, now = new Date()): Promise<Page<Content>> {
  const [items, total] = await em.findAndCount(
    ContentEntity,
    { ...published(now), ...(categoryCode ? { categoryCode } : { categoryCode: { $nin: [BLOG, TODAY_COMMENT, BRAND_CONTENT] } }) },
    { orderBy: { sortOrder: 'asc', publishedAt: 'desc', id: 'desc' }, ...page },
  );
  return { items, total };
}

/** Content of several categories at once (`/content/category/together`), newest first per category. */
export async function contentsOfCategories(em: EntityManager, codes: readonly string[], perCategory: number, now = new Date()): Promise<Content[][]> {
  const rows = await em.find(ContentEntity, { ...published(now), categoryCode: { $in: [...codes] } }, { orderBy: { sortOrder: 'asc', publishedAt: 'desc', id: 'desc' } });
  return codes.map((code) => rows.filter((r) => r.categoryCode === code).slice(0, perCategory));
}

export async function getContent(em: EntityManager, id: string, now = new Date()): Promise<Content> {
  const content = await em.findOne(ContentEntity, { id, ...published(now) });
  if (!content) throw NotFound('콘텐츠를 찾을 수 없습니다.');
  return content;
}

/** Admin list: every status, newest first. */
export async function adminContents(em: EntityManager, status: string | null | undefined, page: { offset: number; limit: number }): Promise<Page<Content>> {
  const [items, total] = await em.findAndCount(ContentEntity, status ? { status } : {}, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

/** The comment of the day: the newest published one (a new one each day). */
export function todayComment(em: EntityManager, now = new Date()): Promise<Content | null> {
  return em.findOne(ContentEntity, { ...published(now), categoryCode: TODAY_COMMENT }, { orderBy: { publishedAt: 'desc', id: 'desc' } });
}

const placementSchema = z.enum(['mall', 'top'], { error: '배너 위치는 mall 또는 top입니다.' });

/** Banners showing now at a placement. */
export function activeBanners(em: EntityManager, placement: string, now = new Date()): Promise<Banner[]> {
  const where = { placement: parseInput(placementSchema, placement, 'placement'), startsAt: { $lte: now }, $or: [{ endsAt: null }, { endsAt: { $gt: now } }] };
  return em.find(BannerEntity, where, { orderBy: { sortOrder: 'asc', id: 'desc' } });
}

export async function brandContentTypes(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ content_type: string }[]>(
    `select distinct content_type from commerce.contents where category_code = ? and status = 'published' and content_type is not null order by content_type`,
    [BRAND_CONTENT],
  );
  return rows.map((r) => r.content_type);
}

/** A brand's contents of the given types (all types when none are given). */
export function brandContents(em: EntityManager, brandId: string, contentTypes: string[] | null | undefined, now = new Date()): Promise<Content[]> {
  return em.find(
    ContentEntity,
    { ...published(now), categoryCode: BRAND_CONTENT, brandId, ...(contentTypes?.length ? { contentType: { $in: contentTypes } } : {}) },
    { orderBy: { sortOrder: 'asc', publishedAt: 'desc' } },
  );
}
