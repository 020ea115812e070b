import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  BadInput,
  Conflict,
  displayName,
  idSchema,
  isId,
  lockKey,
  NotFound,
  parseInput,
  searchCondition,
  searchExactness,
  searchKeys,
  text,
  z,
  type FieldError,
  type Identity,
  type Page,
} from '@shop/kit';
import { ChannelEntity, type Channel } from '../channels/channel.entity.js';
import { manageableChannel } from '../channels/channel-access.js';
import { findChannelByHandle, normalizeHandle } from '../channels/channels.service.js';
import { CATALOG_RULES, ChannelCategoryEntity, ChannelProductEntity, type ChannelCategory, type ChannelProduct } from './catalog.entities.js';
import { commerceProducts } from './commerce-products.js';
import { assertAdvertisingCompliance } from '../advertising/ad-compliance.js';

/**
 * A channel's shop window (issue 20, item 2): categories and the products recommended in them.
 * Who may change it is channel-access.ts's rule (the owner, and admins); anyone reads it. Every
 * write of one channel's catalog takes turns on the channel's catalog lock until its transaction
 * ends, so a count checked under it holds when the row goes in: 20 creations at once cannot pass
 * a maximum. The database holds the same limits (catalog.entities.ts) in case anything forgets.
 */

/** Serialises the writes of one channel's catalog (categories, products, videos, links) until the commit. */
export const lockCatalog = (em: EntityManager, channelId: string) => lockKey(em, `partners:catalog:${channelId}`);

/** NOT_FOUND naming the field the client sent (the REST envelope shows it). */
export const notFound = (field: string, message: string) => new AppError('NOT_FOUND', message, { fields: [{ field, message }] });
/** CHANNEL_LIMIT: the channel (or category) holds its maximum of something. */
export const limitReached = (field: string, message: string, limit: number) => new AppError('CHANNEL_LIMIT', message, { fields: [{ field, message }], limit });

/**
 * A channel named by a visitor's link: its handle (`@` removed, any case) or its number. A number
 * is tried as an id first, then as a handle (handles may be digits).
 */
export async function channelByRef(em: EntityManager, raw: string): Promise<Channel> {
  const ref = typeof raw === 'string' ? normalizeHandle(raw) : '';
  // Handles are at most 40 characters (channels.handle): anything longer names no channel.
  if (!ref || ref.length > 40) throw NotFound('채널을 찾을 수 없습니다.');
  if (isId(ref)) {
    const channel = await em.findOne(ChannelEntity, { id: ref });
    if (channel) return channel;
  }
  return findChannelByHandle(em, ref);
}

// ---------------------------------------------------------------------------------------------
// Categories

const categoryName = displayName('카테고리 이름', { max: CATALOG_RULES.categoryName });

async function nameTaken(em: EntityManager, channelId: string, name: string): Promise<boolean> {
  // lower() as the constraint's generated name_key computes it (the database's case rules, not JS's).
  const rows = await em.execute<{ id: string }[]>('select id::text as id from partners.channel_categories where channel_id = ? and name_key = lower(?) limit 1', [channelId, name]);
  return rows.length > 0;
}

/** A category by id for someone who may change it: NOT_FOUND naming `field`, FORBIDDEN for another channel's influencer. */
export async function managedCategory(em: EntityManager, identity: Identity | null, rawId: unknown, field: string): Promise<{ category: ChannelCategory; channel: Channel }> {
  const id = parseInput(idSchema('카테고리'), rawId, field);
  const category = await em.findOne(ChannelCategoryEntity, { id });
  if (!category) throw notFound(field, '카테고리를 찾을 수 없습니다.');
  const channel = await manageableChannel(em, identity, category.channelId);
  return { category, channel };
}

export async function createCategory(em: EntityManager, identity: Identity | null, raw: { channelId?: string | null; name: unknown }): Promise<ChannelCategory> {
  const channel = await manageableChannel(em, identity, raw.channelId);
  const { name } = parseInput(z.object({ name: categoryName }), { name: raw.name });
  await lockCatalog(em, channel.id);
  const count = await em.count(ChannelCategoryEntity, { channelId: channel.id });
  if (count >= CATALOG_RULES.maxCategories) {
    throw limitReached('name', `카테고리는 채널마다 ${CATALOG_RULES.maxCategories}개까지 만들 수 있습니다.`, CATALOG_RULES.maxCategories);
  }
  if (await nameTaken(em, channel.id, name)) throw Conflict('이미 있는 카테고리 이름입니다.', { fields: [{ field: 'name', message: '이미 있는 카테고리 이름입니다.' }] });
  const category = em.create(ChannelCategoryEntity, { channelId: channel.id, name, position: count + 1, ...searchKeys([name]) });
  await em.flush();
  return category;
}

const changeSchema = z
  .array(z.object({ id: idSchema('카테고리'), name: categoryName }), { error: '카테고리 목록을 보내주세요.' })
  .min(1, '카테고리를 한 개 이상 보내주세요.')
  .max(CATALOG_RULES.maxCategories, `카테고리는 ${CATALOG_RULES.maxCategories}개까지입니다.`);

/**
 * Renames and reorders every category of the channel in one call: `categories` is the complete
 * new order (each category once) with its name. One statement writes it, so two categories may
 * swap names or places (the unique constraints are checked at its end).
 */
export async function changeCategories(em: EntityManager, identity: Identity | null, raw: { channelId?: string | null; categories: unknown }): Promise<ChannelCategory[]> {
  const channel = await manageableChannel(em, identity, raw.channelId);
  const list = parseInput(changeSchema, raw.categories, 'categories');
  const problems: FieldError[] = [];
  const ids = new Set<string>();
  const names = new Set<string>();
  list.forEach((item, i) => {
    if (ids.has(item.id)) problems.push({ field: `categories.${i}.id`, message: '같은 카테고리가 두 번 들어 있습니다.' });
    if (names.has(item.name.toLowerCase())) problems.push({ field: `categories.${i}.name`, message: '카테고리 이름이 겹칩니다.' });
    ids.add(item.id);
    names.add(item.name.toLowerCase());
  });
  if (problems.length) throw BadInput(problems);
  await lockCatalog(em, channel.id);
  const current = await em.find(ChannelCategoryEntity, { channelId: channel.id });
  const mine = new Set(current.map((c) => c.id));
  const strangers = list.flatMap((item, i) => (mine.has(item.id) ? [] : [{ field: `categories.${i}.id`, message: '이 채널의 카테고리가 아닙니다.' }]));
  if (strangers.length) throw new AppError('NOT_FOUND', '카테고리를 찾을 수 없습니다.', { fields: strangers });
  if (list.length !== current.length) throw BadInput([{ field: 'categories', message: `카테고리 ${current.length}개를 빠짐없이 새 순서대로 보내주세요.` }]);
  const rows = list.map((item, i) => {
    const keys = searchKeys([item.name]);
    return { id: item.id, name: item.name, position: i + 1, search_name: keys.searchName, search_text: keys.searchText, search_choseong: keys.searchChoseong, search_bigrams: keys.searchBigrams };
  });
  await em.execute(
    `update partners.channel_categories c
        set name = v.name, position = v.position, search_name = v.search_name, search_text = v.search_text, search_choseong = v.search_choseong,
            search_bigrams = v.search_bigrams, updated_at = now()
       from json_to_recordset(?::json) as v(id bigint, name text, position int, search_name text, search_text text, search_choseong text, search_bigrams text[])
      where c.id = v.id and c.channel_id = ?`,
    [JSON.stringify(rows), channel.id],
  );
  return em.find(ChannelCategoryEntity, { channelId: channel.id }, { orderBy: { position: 'asc' }, refresh: true });
}

/** Deletes a category with its recommended products and combinations (foreign keys, same transaction); the rest close up. */
export async function deleteCategory(em: EntityManager, identity: Identity | null, rawId: unknown): Promise<boolean> {
  const { category, channel } = await managedCategory(em, identity, rawId, 'id');
  await lockCatalog(em, channel.id);
  const [deleted] = await em.execute<{ position: number }[]>('delete from partners.channel_categories where id = ? returning position', [category.id]);
  // Deleted by a request that held the lock before this one.
  if (!deleted) throw notFound('id', '카테고리를 찾을 수 없습니다.');
  await em.execute('update partners.channel_categories set position = position - 1 where channel_id = ? and position > ?', [channel.id, deleted.position]);
  em.getUnitOfWork().unsetIdentity(category);
  return true;
}

export async function categoriesOfChannel(em: EntityManager, channelRef: string): Promise<ChannelCategory[]> {
  const channel = await channelByRef(em, channelRef);
  return em.find(ChannelCategoryEntity, { channelId: channel.id }, { orderBy: { position: 'asc' } });
}

/** The owner's (or, for an admin, any channel's) categories: the admin list, with counts in its fields. */
export async function managedCategories(em: EntityManager, identity: Identity | null, channelId?: string | null): Promise<ChannelCategory[]> {
  const channel = await manageableChannel(em, identity, channelId);
  return em.find(ChannelCategoryEntity, { channelId: channel.id }, { orderBy: { position: 'asc' } });
}

export async function categoryById(em: EntityManager, rawId: unknown, field = 'id'): Promise<ChannelCategory> {
  const id = parseInput(idSchema('카테고리'), rawId, field);
  const category = await em.findOne(ChannelCategoryEntity, { id });
  if (!category) throw notFound(field, '카테고리를 찾을 수 없습니다.');
  return category;
}

const searchQuery = text().pipe(z.string().min(1, '검색어를 입력해주세요.').max(CATALOG_RULES.categoryName, `검색어는 ${CATALOG_RULES.categoryName}자까지 입력할 수 있습니다.`));

/**
 * Categories whose name matches (kit korean-search: words, two-syllable words, initial consonants
 * 'ㄷㅇㅇㅌ'), in one channel or in all; a category the query names exactly comes first.
 */
export async function searchCategories(em: EntityManager, input: { channel?: string | null; query: unknown }, page: { offset: number; limit: number }): Promise<Page<ChannelCategory>> {
  const query = parseInput(z.string({ error: '검색어를 입력해주세요.' }).pipe(searchQuery), input.query, 'query');
  const channel = input.channel ? await channelByRef(em, input.channel) : null;
  const match = searchCondition(query, 'c');
  if (!match) return { items: [], total: 0 };
  const exact = searchExactness(query, 'c');
  const where = `${channel ? 'c.channel_id = ? and ' : ''}${match.sql}`;
  const params = [...(channel ? [channel.id] : []), ...match.params];
  const [{ total }] = await em.execute<{ total: string }[]>(`select count(*)::text as total from partners.channel_categories c where ${where}`, params);
  const rows = await em.execute<{ id: string }[]>(`select c.id::text as id from partners.channel_categories c where ${where} order by ${exact.sql} desc, c.channel_id, c.position offset ? limit ?`, [
    ...params,
    ...exact.params,
    page.offset,
    page.limit,
  ]);
  return {
    items: await inOrder(
      em,
      ChannelCategoryEntity,
      rows.map((r) => r.id),
    ),
    total: Number(total),
  };
}

async function inOrder<T extends { id: string }>(em: EntityManager, entity: typeof ChannelCategoryEntity | typeof ChannelProductEntity, ids: string[]): Promise<T[]> {
  if (!ids.length) return [];
  const found = new Map(((await em.find(entity as typeof ChannelCategoryEntity, { id: { $in: ids } })) as unknown as T[]).map((row) => [row.id, row]));
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

// ---------------------------------------------------------------------------------------------
// Recommended products

const comment = text().pipe(z.string().max(CATALOG_RULES.comment, `추천 코멘트는 ${CATALOG_RULES.comment}자까지 쓸 수 있습니다.`));
const position = (max: number) => z.number({ error: '순서를 숫자로 입력해주세요.' }).int('순서는 정수로 입력해주세요.').min(1, '순서는 1부터입니다.').max(max, `순서는 ${max}까지입니다.`);
const createProductSchema = z.object({ productId: idSchema('상품'), comment: comment.nullish(), position: position(CATALOG_RULES.maxProductsPerCategory).nullish() });
const editProductSchema = z.object({ comment: comment.nullish(), position: position(CATALOG_RULES.maxProductsPerCategory).nullish() });

/** A recommended product for someone who may change it (its category's channel's manager). */
async function managedProduct(em: EntityManager, identity: Identity | null, rawId: unknown, field: string): Promise<{ row: ChannelProduct; channelId: string }> {
  const id = parseInput(idSchema('추천 상품'), rawId, field);
  const row = await em.findOne(ChannelProductEntity, { id });
  if (!row) throw notFound(field, '추천 상품을 찾을 수 없습니다.');
  const category = await em.findOneOrFail(ChannelCategoryEntity, { id: row.categoryId });
  await manageableChannel(em, identity, category.channelId);
  return { row, channelId: category.channelId };
}

/**
 * Recommends a commerce product in a category, with the influencer's comment. The product must
 * exist and be on sale (asked of commerce before the lock is taken, so the lock is never held
 * across a call to another service); at most 50 per category, each product once.
 */
export async function createRecommendedProduct(
  em: EntityManager,
  identity: Identity | null,
  raw: { categoryId: unknown; productId: unknown; comment?: unknown; position?: unknown },
): Promise<ChannelProduct> {
  const { category, channel } = await managedCategory(em, identity, raw.categoryId, 'categoryId');
  const input = parseInput(createProductSchema, { productId: raw.productId, comment: raw.comment, position: raw.position });
  assertAdvertisingCompliance({ comment: input.comment });
  const product = (await commerceProducts([input.productId])).get(input.productId);
  if (!product) throw notFound('productId', '상품을 찾을 수 없습니다.');
  if (product.status !== 'on_sale') throw new AppError('SOLD_OUT', '판매 중인 상품만 추천할 수 있습니다.', { fields: [{ field: 'productId', message: '판매 중인 상품만 추천할 수 있습니다.' }] });
  await lockCatalog(em, channel.id);
  if (!(await em.count(ChannelCategoryEntity, { id: category.id }))) throw notFound('categoryId', '카테고리를 찾을 수 없습니다.');
  if (await em.count(ChannelProductEntity, { categoryId: category.id, productId: input.productId })) {
    throw Conflict('이미 이 카테고리에 추천한 상품입니다.', { fields: [{ field: 'productId', message: '이미 이 카테고리에 추천한 상품입니다.' }] });
  }
  const count = await em.count(ChannelProductEntity, { categoryId: category.id });
  if (count >= CATALOG_RULES.maxProductsPerCategory) {
    throw limitReached('categoryId', `추천 상품은 카테고리마다 ${CATALOG_RULES.maxProductsPerCategory}개까지 등록할 수 있습니다.`, CATALOG_RULES.maxProductsPerCategory);
  }
  const at = input.position ?? count + 1;
  if (at > count + 1) throw BadInput([{ field: 'position', message: `순서는 1부터 ${count + 1}까지 정할 수 있습니다.` }]);
  if (at <= count) await em.execute('update partners.channel_category_products set position = position + 1 where category_id = ? and position >= ?', [category.id, at]);
  const row = em.create(ChannelProductEntity, { categoryId: category.id, productId: input.productId, comment: input.comment ?? '', position: at });
  await em.flush();
  return row;
}

/** Changes a recommendation's comment and/or its place in the category (the others between move up or down by one). */
export async function editRecommendedProduct(em: EntityManager, identity: Identity | null, raw: { id: unknown; comment?: unknown; position?: unknown }): Promise<ChannelProduct> {
  const { row, channelId } = await managedProduct(em, identity, raw.id, 'id');
  const input = parseInput(editProductSchema, { comment: raw.comment, position: raw.position });
  assertAdvertisingCompliance({ comment: input.comment });
  await lockCatalog(em, channelId);
  const current = await em.findOne(ChannelProductEntity, { id: row.id }, { refresh: true });
  if (!current) throw notFound('id', '추천 상품을 찾을 수 없습니다.');
  if (input.position != null && input.position !== current.position) {
    const count = await em.count(ChannelProductEntity, { categoryId: current.categoryId });
    if (input.position > count) throw BadInput([{ field: 'position', message: `순서는 1부터 ${count}까지 정할 수 있습니다.` }]);
    const from = current.position;
    const to = input.position;
    // One statement (the position constraint is checked at its end): the row moves, the rows between shift towards its old place.
    await em.execute(
      `update partners.channel_category_products set position = case when id = ? then ?::int when position between ?::int and ?::int then position + ?::int else position end, updated_at = now()
        where category_id = ?`,
      [current.id, to, Math.min(from, to), Math.max(from, to), to < from ? 1 : -1, current.categoryId],
    );
    await em.refresh(current);
  }
  if (input.comment != null) current.comment = input.comment;
  await em.flush();
  return current;
}

export async function deleteRecommendedProduct(em: EntityManager, identity: Identity | null, rawId: unknown): Promise<boolean> {
  const { row, channelId } = await managedProduct(em, identity, rawId, 'id');
  await lockCatalog(em, channelId);
  const [deleted] = await em.execute<{ position: number }[]>('delete from partners.channel_category_products where id = ? returning position', [row.id]);
  if (!deleted) throw notFound('id', '추천 상품을 찾을 수 없습니다.');
  await em.execute('update partners.channel_category_products set position = position - 1 where category_id = ? and position > ?', [row.categoryId, deleted.position]);
  em.getUnitOfWork().unsetIdentity(row);
  return true;
}

/** A category's product set: its recommended products in order (`/partners/read/category/product/set`). */
export async function productsOfCategory(em: EntityManager, rawCategoryId: unknown): Promise<ChannelProduct[]> {
  const category = await categoryById(em, rawCategoryId, 'categoryId');
  return em.find(ChannelProductEntity, { categoryId: category.id }, { orderBy: { position: 'asc' } });
}

/** The owner's recommended products, in category order then each category's order (optionally one category). */
export async function managedProducts(
  em: EntityManager,
  identity: Identity | null,
  input: { channelId?: string | null; categoryId?: string | null },
  page: { offset: number; limit: number },
): Promise<Page<ChannelProduct>> {
  const channel = await manageableChannel(em, identity, input.channelId);
  if (input.categoryId) {
    const category = await categoryById(em, input.categoryId, 'categoryId');
    if (category.channelId !== channel.id) throw notFound('categoryId', '이 채널의 카테고리가 아닙니다.');
  }
  const where = `c.channel_id = ?${input.categoryId ? ' and p.category_id = ?' : ''}`;
  const params = [channel.id, ...(input.categoryId ? [input.categoryId] : [])];
  const from = 'partners.channel_category_products p join partners.channel_categories c on c.id = p.category_id';
  const [{ total }] = await em.execute<{ total: string }[]>(`select count(*)::text as total from ${from} where ${where}`, params);
  const rows = await em.execute<{ id: string }[]>(`select p.id::text as id from ${from} where ${where} order by c.position, p.position offset ? limit ?`, [...params, page.offset, page.limit]);
  return {
    items: await inOrder(
      em,
      ChannelProductEntity,
      rows.map((r) => r.id),
    ),
    total: Number(total),
  };
}
