import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, NotFound, displayName, idSchema, parseId, parseInput, z } from '@shop/kit';
import { CategoryEntity } from '../catalog/catalog.entities.js';
import { StoredFileEntity } from '../files/file.entity.js';
import { fileUrl } from '../files/files.service.js';
import { BannerEntity, ExhibitionEntity, ExhibitionProductEntity, HomeCategoryIconEntity, type Banner, type Exhibition, type ExhibitionProduct, type HomeCategoryIcon } from './content.entities.js';

/**
 * The home page's content an admin manages (issue 21, docs/decisions/home-content.md): the banner
 * carousel, the category icons and the 기획전 (curated product lists). Rules without GraphQL; the
 * limits are the database's (slots 1-10 unique, positions 1-60 unique, a product once per
 * exhibition), the checks here only say them earlier in Korean.
 */

/** The drawn icons a category shortcut can wear (web/src/ui/icons.tsx draws each). */
export const HOME_ICON_KEYS = ['vitamin', 'mineral', 'gut', 'omega', 'eye', 'ginseng', 'protein', 'beauty', 'liver', 'energy', 'family', 'heart'] as const;
export type HomeIconKey = (typeof HOME_ICON_KEYS)[number];
/** How many icons the home row holds (home_category_icons_slot_check). */
export const HOME_ICON_SLOTS = 10;
/** How many products one exhibition holds (exhibition_products_position_check). */
export const EXHIBITION_MAX_PRODUCTS = 60;
export const BANNER_PLACEMENTS = ['mall', 'top'] as const;
export const EXHIBITION_STATUSES = ['draft', 'published'] as const;

/** The address of an uploaded content image (ownerType `content`), or BAD_USER_INPUT naming `field`. */
export async function contentImageUrl(em: EntityManager, fileId: string, field: string, label: string): Promise<string> {
  const file = await em.findOne(StoredFileEntity, { id: fileId, ownerType: 'content' });
  const message = !file ? `${label} 파일을 찾을 수 없습니다.` : !file.contentType.startsWith('image/') ? `${label}는 이미지 파일이어야 합니다.` : null;
  if (message) throw BadInput([{ field, message }]);
  return fileUrl(file!);
}

/** A link inside the shop (`/search?query=…`) or an https address; nothing else (no `javascript:`). */
const linkSchema = z
  .string()
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .max(300, '링크는 300자 이하여야 합니다.')
      .refine((s) => s === '' || (s.startsWith('/') && !s.startsWith('//')) || /^https:\/\/[^\s]+$/.test(s), '링크는 /로 시작하는 쇼핑몰 주소나 https:// 주소여야 합니다.'),
  )
  .nullish()
  .transform((s) => s || null);
const dateSchema = (label: string) => z.coerce.date({ error: `${label}을 입력해주세요.` });
const sortOrderSchema = z.number({ error: '순서는 숫자여야 합니다.' }).int('순서는 정수여야 합니다.').min(0, '순서는 0 이상이어야 합니다.').max(9999, '순서는 9999 이하여야 합니다.');

// Banners -----------------------------------------------------------------------------------------

const bannerSchema = z.object({
  placement: z.enum(BANNER_PLACEMENTS, { error: '배너 위치는 mall 또는 top입니다.' }),
  title: displayName('제목', { min: 2, max: 100 }),
  linkUrl: linkSchema,
  startsAt: dateSchema('시작 시각'),
  endsAt: dateSchema('종료 시각').nullish(),
  sortOrder: sortOrderSchema.nullish(),
  imageFileId: idSchema('배너 이미지').nullish(),
  removeImage: z.boolean().nullish(),
});
export type BannerInput = z.input<typeof bannerSchema>;

async function bannerValues(em: EntityManager, raw: unknown) {
  const { imageFileId, removeImage, sortOrder, endsAt, ...input } = parseInput(bannerSchema, raw);
  const image = imageFileId ? { imageUrl: await contentImageUrl(em, imageFileId, 'imageFileId', '배너 이미지') } : removeImage ? { imageUrl: null } : {};
  return { ...input, endsAt: endsAt ?? null, sortOrder: sortOrder ?? 0, ...image };
}

/** Every banner, for the admin: by placement, then as shown. */
export function adminBanners(em: EntityManager): Promise<Banner[]> {
  return em.find(BannerEntity, {}, { orderBy: { placement: 'asc', sortOrder: 'asc', id: 'desc' } });
}

export async function createBanner(em: EntityManager, raw: unknown): Promise<Banner> {
  const banner = em.create(BannerEntity, { imageUrl: null, ...(await bannerValues(em, raw)) });
  await em.flush();
  return banner;
}

export async function editBanner(em: EntityManager, rawId: unknown, raw: unknown): Promise<Banner> {
  const banner = await em.findOne(BannerEntity, { id: parseId(rawId) });
  if (!banner) throw NotFound('배너를 찾을 수 없습니다.');
  em.assign(banner, await bannerValues(em, raw));
  await em.flush();
  return banner;
}

export async function deleteBanner(em: EntityManager, rawId: unknown): Promise<void> {
  if (!(await em.nativeDelete(BannerEntity, { id: parseId(rawId) }))) throw NotFound('배너를 찾을 수 없습니다.');
}

// Category icons ----------------------------------------------------------------------------------

const iconSchema = z.object({
  slot: z
    .number({ error: '위치를 선택해주세요.' })
    .int('위치는 정수여야 합니다.')
    .min(1, `위치는 1~${HOME_ICON_SLOTS}번입니다.`)
    .max(HOME_ICON_SLOTS, `위치는 1~${HOME_ICON_SLOTS}번입니다. 홈 아이콘은 ${HOME_ICON_SLOTS}개까지입니다.`),
  label: displayName('이름', { min: 1, max: 12 }),
  iconKey: z.enum(HOME_ICON_KEYS, { error: '아이콘을 선택해주세요.' }),
  categoryId: idSchema('카테고리'),
});
export type HomeCategoryIconInput = z.input<typeof iconSchema>;

/** The values of an icon; its category must be a mall category (the nutrient list is not browsed). */
async function iconValues(em: EntityManager, raw: unknown) {
  const input = parseInput(iconSchema, raw);
  const category = await em.findOne(CategoryEntity, { id: input.categoryId });
  if (!category || category.kind !== 'mall') throw BadInput([{ field: 'categoryId', message: '쇼핑 카테고리를 선택해주세요.' }]);
  return input;
}

/** The home row, in slot order. */
export function homeCategoryIcons(em: EntityManager): Promise<HomeCategoryIcon[]> {
  return em.find(HomeCategoryIconEntity, {}, { orderBy: { slot: 'asc' } });
}

export async function createHomeCategoryIcon(em: EntityManager, raw: unknown): Promise<HomeCategoryIcon> {
  const icon = em.create(HomeCategoryIconEntity, await iconValues(em, raw));
  await em.flush();
  return icon;
}

export async function editHomeCategoryIcon(em: EntityManager, rawId: unknown, raw: unknown): Promise<HomeCategoryIcon> {
  const icon = await em.findOne(HomeCategoryIconEntity, { id: parseId(rawId) });
  if (!icon) throw NotFound('홈 아이콘을 찾을 수 없습니다.');
  em.assign(icon, await iconValues(em, raw));
  await em.flush();
  return icon;
}

export async function deleteHomeCategoryIcon(em: EntityManager, rawId: unknown): Promise<void> {
  if (!(await em.nativeDelete(HomeCategoryIconEntity, { id: parseId(rawId) }))) throw NotFound('홈 아이콘을 찾을 수 없습니다.');
}

// Exhibitions (기획전) -----------------------------------------------------------------------------

const exhibitionSchema = z.object({
  title: displayName('제목', { min: 2, max: 60 }),
  summary: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().max(200, '소개는 200자 이하여야 합니다.'))
    .nullish()
    .transform((s) => s || null),
  status: z.enum(EXHIBITION_STATUSES, { error: '기획전 상태는 draft 또는 published입니다.' }).nullish(),
  startsAt: dateSchema('시작 시각'),
  endsAt: dateSchema('종료 시각').nullish(),
  sortOrder: sortOrderSchema.nullish(),
  bannerFileId: idSchema('배너 이미지').nullish(),
  removeBanner: z.boolean().nullish(),
});
export type ExhibitionInput = z.input<typeof exhibitionSchema>;

async function exhibitionValues(em: EntityManager, raw: unknown) {
  const { bannerFileId, removeBanner, status, sortOrder, endsAt, ...input } = parseInput(exhibitionSchema, raw);
  const banner = bannerFileId ? { bannerImageUrl: await contentImageUrl(em, bannerFileId, 'bannerFileId', '배너 이미지') } : removeBanner ? { bannerImageUrl: null } : {};
  return { ...input, endsAt: endsAt ?? null, ...(sortOrder == null ? {} : { sortOrder }), ...(status ? { status } : {}), ...banner };
}

/** Published and running now: what the home page lists and /exhibitions/:id shows. */
const running = (now: Date) => ({ status: 'published', startsAt: { $lte: now }, $or: [{ endsAt: null }, { endsAt: { $gt: now } }] });

export function activeExhibitions(em: EntityManager, now = new Date()): Promise<Exhibition[]> {
  return em.find(ExhibitionEntity, running(now), { orderBy: { sortOrder: 'asc', startsAt: 'desc', id: 'desc' } });
}

export async function getExhibition(em: EntityManager, rawId: unknown, now = new Date()): Promise<Exhibition> {
  const exhibition = await em.findOne(ExhibitionEntity, { id: parseId(rawId), ...running(now) });
  if (!exhibition) throw NotFound('기획전을 찾을 수 없습니다.');
  return exhibition;
}

/** Every exhibition, for the admin: newest first. */
export function adminExhibitions(em: EntityManager): Promise<Exhibition[]> {
  return em.find(ExhibitionEntity, {}, { orderBy: { id: 'desc' } });
}

export async function createExhibition(em: EntityManager, raw: unknown): Promise<Exhibition> {
  const exhibition = em.create(ExhibitionEntity, { status: 'draft', bannerImageUrl: null, ...(await exhibitionValues(em, raw)) });
  await em.flush();
  return exhibition;
}

async function findExhibition(em: EntityManager, rawId: unknown): Promise<Exhibition> {
  const exhibition = await em.findOne(ExhibitionEntity, { id: parseId(rawId) });
  if (!exhibition) throw NotFound('기획전을 찾을 수 없습니다.');
  return exhibition;
}

export async function editExhibition(em: EntityManager, rawId: unknown, raw: unknown): Promise<Exhibition> {
  const exhibition = await findExhibition(em, rawId);
  em.assign(exhibition, await exhibitionValues(em, raw));
  await em.flush();
  return exhibition;
}

export async function deleteExhibition(em: EntityManager, rawId: unknown): Promise<void> {
  await findExhibition(em, rawId);
  await em.nativeDelete(ExhibitionEntity, { id: parseId(rawId) });
}

const productIdsSchema = z
  .array(idSchema('상품'), { error: '상품 목록을 보내주세요.' })
  .max(EXHIBITION_MAX_PRODUCTS, `기획전 상품은 ${EXHIBITION_MAX_PRODUCTS}개까지입니다.`)
  .refine((ids) => new Set(ids).size === ids.length, '같은 상품이 두 번 있습니다.');

/**
 * The exhibition's products, in this order, replacing the list. The exhibition's row is locked
 * first, so two admins saving at once are one after the other: the list is exactly one of theirs.
 */
export async function setExhibitionProducts(em: EntityManager, rawId: unknown, rawProductIds: unknown): Promise<Exhibition> {
  const id = parseId(rawId);
  const productIds = parseInput(productIdsSchema, rawProductIds, 'productIds');
  const exhibition = await em.findOne(ExhibitionEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!exhibition) throw NotFound('기획전을 찾을 수 없습니다.');
  await em.nativeDelete(ExhibitionProductEntity, { exhibitionId: id });
  productIds.forEach((productId, index) => em.create(ExhibitionProductEntity, { exhibitionId: id, position: index + 1, productId }));
  await em.flush();
  return exhibition;
}

/** The product ids of several exhibitions, each in position order (one statement). */
export async function productIdsOfExhibitions(em: EntityManager, ids: readonly string[]): Promise<string[][]> {
  const rows: ExhibitionProduct[] = await em.find(ExhibitionProductEntity, { exhibitionId: { $in: [...ids] } }, { orderBy: { exhibitionId: 'asc', position: 'asc' } });
  return ids.map((id) => rows.filter((r) => r.exhibitionId === id).map((r) => r.productId));
}
