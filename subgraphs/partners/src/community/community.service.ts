import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Forbidden, NotFound, displayName, idSchema, lockKey, parseInput, z, type Identity, type Page } from '@shop/kit';
import { ChannelEntity, type Channel } from '../channels/channel.entity.js';
import { manageableChannel, managesChannel } from '../channels/channel-access.js';
import { assertAdvertisingCompliance, productIdsLinkedIn } from '../advertising/ad-compliance.js';
import { channelByRef } from './channel-ref.js';
import { imageUrlsSchema } from './community-images.js';
import {
  COMMUNITY_POST_KINDS,
  COMMUNITY_RULES,
  CommunityCategoryEntity,
  CommunityPostEntity,
  ChannelFavoriteEntity,
  type CommunityCategory,
  type CommunityPost,
  type CommunityPostKind,
} from './community.entities.js';

/**
 * A channel's community (issue 20, item 4): categories the owner manages, posts every signed-up
 * member writes and anyone reads. A post is edited or deleted by its writer, the channel's owner
 * or an admin. Before anything is published, the health-food advertising rules are applied
 * (advertising/ad-compliance.ts); a post linking to products is an ad and says so in its title.
 */

const notFound = (field: string, message: string) => new AppError('NOT_FOUND', message, { fields: [{ field, message }] });

// ---------------------------------------------------------------------------------------------
// Categories

const categoryName = displayName('카테고리 이름', { max: COMMUNITY_RULES.categoryNameMax });

/** A channel's categories in their order (public: the community's tabs). */
export async function categoriesOf(em: EntityManager, channelId: string): Promise<CommunityCategory[]> {
  return em.find(CommunityCategoryEntity, { channelId }, { orderBy: { position: 'asc', id: 'asc' } });
}

export async function publicCategories(em: EntityManager, channelRef: string): Promise<CommunityCategory[]> {
  return categoriesOf(em, (await channelByRef(em, channelRef)).id);
}

/** The owner's view of their categories (an admin: any channel's). */
export async function managedCategories(em: EntityManager, identity: Identity, channelId?: string | null): Promise<CommunityCategory[]> {
  return categoriesOf(em, (await manageableChannel(em, identity, channelId)).id);
}

/** A category the caller manages: NOT_FOUND without it, FORBIDDEN when it is another influencer's channel's. */
async function manageableCategory(em: EntityManager, identity: Identity, rawId: string, field = 'id'): Promise<CommunityCategory> {
  const id = parseInput(idSchema('카테고리'), rawId, field);
  const category = await em.findOne(CommunityCategoryEntity, { id });
  if (!category) throw NotFound('카테고리를 찾을 수 없습니다.');
  await manageableChannel(em, identity, category.channelId);
  return category;
}

/**
 * A new category at the end of the list. The count and the position are taken under the
 * channel's category lock, so concurrent creations never pass COMMUNITY_RULES.maxCategories; the
 * name's uniqueness is the database's (community_categories_channel_id_name_unique).
 */
export async function createCategory(em: EntityManager, identity: Identity, channelId: string | null | undefined, rawName: string): Promise<CommunityCategory> {
  const channel = await manageableChannel(em, identity, channelId);
  const name = parseInput(categoryName, rawName, 'name');
  await lockKey(em, `partners.community_categories:${channel.id}`);
  const [{ count, last }] = await em.execute<{ count: number; last: number }[]>(
    'select count(*)::int as count, coalesce(max(position), 0)::int as last from partners.community_categories where channel_id = ?',
    [channel.id],
  );
  if (count >= COMMUNITY_RULES.maxCategories) {
    throw new AppError('CHANNEL_LIMIT', `커뮤니티 카테고리는 ${COMMUNITY_RULES.maxCategories}개까지 만들 수 있습니다.`, {
      fields: [{ field: 'name', message: `커뮤니티 카테고리는 ${COMMUNITY_RULES.maxCategories}개까지 만들 수 있습니다.` }],
    });
  }
  const category = em.create(CommunityCategoryEntity, { channelId: channel.id, name, position: last + 1 });
  await em.flush();
  return category;
}

export async function renameCategory(em: EntityManager, identity: Identity, rawId: string, rawName: string): Promise<CommunityCategory> {
  const category = await manageableCategory(em, identity, rawId);
  category.name = parseInput(categoryName, rawName, 'name');
  await em.flush();
  return category;
}

/** Deletes a category; its posts stay in the channel without one (community_posts_category_id_foreign: set null). */
export async function deleteCategory(em: EntityManager, identity: Identity, rawId: string): Promise<boolean> {
  const category = await manageableCategory(em, identity, rawId);
  await em.nativeDelete(CommunityCategoryEntity, { id: category.id });
  return true;
}

/** Posts per category (one query for a list of categories). */
export async function postCountsOfCategories(em: EntityManager, categoryIds: readonly string[]): Promise<number[]> {
  if (!categoryIds.length) return [];
  const rows = await em.execute<{ category_id: string; n: number }[]>(
    `select category_id::text as category_id, count(*)::int as n from partners.community_posts where category_id in (${categoryIds.map(() => '?').join(', ')}) group by category_id`,
    [...categoryIds],
  );
  const byId = new Map(rows.map((r) => [r.category_id, r.n]));
  return categoryIds.map((id) => byId.get(String(id)) ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Posts

const title = displayName('제목', { max: COMMUNITY_RULES.titleMax });
const content = z
  .string({ error: '내용을 입력해주세요.' })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().min(1, '내용을 입력해주세요.').max(COMMUNITY_RULES.contentMax, `내용은 ${COMMUNITY_RULES.contentMax}자까지 쓸 수 있습니다.`));
const productIds = z.array(idSchema('상품')).max(COMMUNITY_RULES.maxProducts, `상품은 글 하나에 ${COMMUNITY_RULES.maxProducts}개까지 연결할 수 있습니다.`);
const kind = z.enum(COMMUNITY_POST_KINDS, { error: '글 종류를 확인해주세요.' });

const createSchema = (identity: Identity) =>
  z.object({
    channelId: z.string({ error: '채널을 선택해주세요.' }).min(1, '채널을 선택해주세요.'),
    kind: kind.nullish(),
    categoryId: idSchema('카테고리').nullish(),
    title,
    content,
    images: imageUrlsSchema(identity, COMMUNITY_RULES.maxImages).nullish(),
    productIds: productIds.nullish(),
  });

const editSchema = (identity: Identity) =>
  z.object({
    id: idSchema('게시글'),
    categoryId: idSchema('카테고리').nullish(),
    title: title.nullish(),
    content: content.nullish(),
    images: imageUrlsSchema(identity, COMMUNITY_RULES.maxImages).nullish(),
    productIds: productIds.nullish(),
  });

/** The products a post links to: those given, and the shop product links in its text (once each, at most COMMUNITY_RULES.maxProducts). */
function linkedProducts(given: readonly string[], text: string): string[] {
  const ids = [...new Set([...given, ...productIdsLinkedIn(text)])];
  if (ids.length > COMMUNITY_RULES.maxProducts) {
    throw BadInput([{ field: 'productIds', message: `상품은 글 하나에 ${COMMUNITY_RULES.maxProducts}개까지 연결할 수 있습니다. (본문의 상품 링크 포함)` }]);
  }
  return ids;
}

async function categoryOfChannel(em: EntityManager, channelId: string, categoryId: string): Promise<CommunityCategory> {
  const category = await em.findOne(CommunityCategoryEntity, { id: categoryId, channelId });
  if (!category) throw notFound('categoryId', '이 채널의 카테고리를 찾을 수 없습니다.');
  return category;
}

/**
 * Writes a post in a channel (a signed-up member). A board post (`kind: board`, the channel's
 * board of /partners/create/board) has no category; a community post may have one of the channel's.
 */
export async function createPost(em: EntityManager, identity: Identity, raw: unknown): Promise<CommunityPost> {
  const input = parseInput(createSchema(identity), raw);
  const channel = await channelByRef(em, input.channelId);
  const postKind: CommunityPostKind = input.kind ?? 'community';
  if (postKind === 'board' && input.categoryId) throw BadInput([{ field: 'categoryId', message: '게시판 글에는 카테고리를 정할 수 없습니다.' }]);
  if (input.categoryId) await categoryOfChannel(em, channel.id, input.categoryId);
  assertAdvertisingCompliance({ title: input.title, content: input.content });
  const products = linkedProducts(input.productIds ?? [], input.content);
  const post = em.create(CommunityPostEntity, {
    channelId: channel.id,
    kind: postKind,
    categoryId: input.categoryId ?? null,
    authorUserId: identity.userId,
    title: input.title,
    content: input.content,
    imageUrls: input.images ?? [],
    productIds: products,
    isAd: products.length > 0,
  });
  await em.flush();
  return post;
}

/** Who may change a post: its writer, the channel's owner, admins. */
export function mayModifyPost(identity: Identity | null, post: Pick<CommunityPost, 'authorUserId'>, channel: Pick<Channel, 'ownerUserId'>): boolean {
  return !!identity && (post.authorUserId === identity.userId || managesChannel(identity, channel));
}

/** The post locked for a change by someone who may make it. */
async function postForChange(em: EntityManager, identity: Identity, rawId: string, field: string): Promise<CommunityPost> {
  const id = parseInput(idSchema('게시글'), rawId, field);
  const post = await em.findOne(CommunityPostEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!post) throw NotFound('게시글을 찾을 수 없습니다.');
  const channel = await em.findOneOrFail(ChannelEntity, { id: post.channelId });
  if (!mayModifyPost(identity, post, channel)) throw Forbidden('글쓴이나 채널 운영자만 고치거나 지울 수 있습니다.');
  return post;
}

/**
 * Edits a post: only the fields sent change (`categoryId: null` takes it out of its category;
 * `images` and `productIds` replace the lists; a null title, content or list is "unchanged"). The
 * advertising rules apply to the new text, and the ad mark follows the products it links to after
 * the edit: without `productIds`, the products given before stay and the links follow the text.
 */
export async function editPost(em: EntityManager, identity: Identity, raw: { id: string } & Record<string, unknown>): Promise<CommunityPost> {
  // Who may change it is answered before what they sent is judged.
  const post = await postForChange(em, identity, raw.id, 'id');
  const input = parseInput(editSchema(identity), raw);
  if ('categoryId' in raw && raw.categoryId !== undefined) {
    if (input.categoryId && post.kind === 'board') throw BadInput([{ field: 'categoryId', message: '게시판 글에는 카테고리를 정할 수 없습니다.' }]);
    if (input.categoryId) await categoryOfChannel(em, post.channelId, input.categoryId);
    post.categoryId = input.categoryId ?? null;
  }
  assertAdvertisingCompliance({ title: input.title, content: input.content });
  const linkedBefore = new Set(productIdsLinkedIn(post.content));
  const given = input.productIds ?? post.productIds.filter((id) => !linkedBefore.has(id));
  if (input.title != null) post.title = input.title;
  if (input.content != null) post.content = input.content;
  if (input.images != null) post.imageUrls = input.images;
  const products = linkedProducts(given, post.content);
  post.productIds = products;
  post.isAd = products.length > 0;
  await em.flush();
  return post;
}

/**
 * Adds images to a post (after those it has). One conditional statement appends them only while
 * the post stays within COMMUNITY_RULES.maxImages: concurrent requests queue on the row, and each
 * sees the images the earlier ones added, so the limit holds whatever the timing (and the CHECK
 * community_posts_image_urls_check holds it in the database too).
 */
export async function registerImages(em: EntityManager, identity: Identity, rawPostId: string, rawUrls: unknown): Promise<CommunityPost> {
  const postId = parseInput(idSchema('게시글'), rawPostId, 'postId');
  const post = await em.findOne(CommunityPostEntity, { id: postId });
  if (!post) throw NotFound('게시글을 찾을 수 없습니다.');
  const channel = await em.findOneOrFail(ChannelEntity, { id: post.channelId });
  if (!mayModifyPost(identity, post, channel)) throw Forbidden('글쓴이나 채널 운영자만 이미지를 붙일 수 있습니다.');
  const urls = parseInput(imageUrlsSchema(identity, COMMUNITY_RULES.maxImages).min(1, '붙일 이미지를 골라주세요.'), rawUrls, 'urls');
  const added = await em.execute<{ n: number }[]>(
    `update partners.community_posts set image_urls = image_urls || array[${urls.map(() => '?').join(', ')}]::text[], updated_at = now()
      where id = ? and cardinality(image_urls) + ? <= ? returning cardinality(image_urls) as n`,
    [...urls, postId, urls.length, COMMUNITY_RULES.maxImages],
  );
  if (!added.length) {
    const message = `이미지는 글 하나에 ${COMMUNITY_RULES.maxImages}장까지 붙일 수 있습니다.`;
    throw new AppError('CHANNEL_LIMIT', message, { fields: [{ field: 'urls', message }] });
  }
  return em.findOneOrFail(CommunityPostEntity, { id: postId }, { refresh: true });
}

/** Counts a view: one `view_count = view_count + 1` statement, so a burst of views loses none. */
export async function addView(em: EntityManager, rawId: string): Promise<CommunityPost> {
  const id = parseInput(idSchema('게시글'), rawId, 'id');
  const rows = await em.execute<{ id: string }[]>('update partners.community_posts set view_count = view_count + 1 where id = ? returning id', [id]);
  if (!rows.length) throw NotFound('게시글을 찾을 수 없습니다.');
  return em.findOneOrFail(CommunityPostEntity, { id }, { refresh: true });
}

/** Deletes a post with its comments (cascade) and the favorites that pointed at it. */
export async function deletePost(em: EntityManager, identity: Identity, rawId: string): Promise<boolean> {
  const post = await postForChange(em, identity, rawId, 'id');
  await em.nativeDelete(ChannelFavoriteEntity, { kind: 'post', targetId: post.id });
  await em.nativeDelete(CommunityPostEntity, { id: post.id });
  return true;
}

export async function postById(em: EntityManager, rawId: string): Promise<CommunityPost> {
  const id = parseInput(idSchema('게시글'), rawId, 'id');
  const post = await em.findOne(CommunityPostEntity, { id });
  if (!post) throw NotFound('게시글을 찾을 수 없습니다.');
  return post;
}

const listSchema = z.object({ categoryId: idSchema('카테고리').nullish(), kind: kind.nullish() });

/** A channel's posts, newest first: all, of one kind, or of one of its categories. */
export async function postsOf(em: EntityManager, channelRef: string, raw: unknown, page: { offset: number; limit: number }): Promise<Page<CommunityPost>> {
  const input = parseInput(listSchema, raw);
  const channel = await channelByRef(em, channelRef);
  if (input.categoryId) await categoryOfChannel(em, channel.id, input.categoryId);
  const where = { channelId: channel.id, ...(input.categoryId ? { categoryId: input.categoryId } : {}), ...(input.kind ? { kind: input.kind } : {}) };
  const [items, total] = await em.findAndCount(CommunityPostEntity, where, { orderBy: { createdAt: 'desc', id: 'desc' }, ...page });
  return { items, total };
}

export interface CategoryPostCount {
  categoryId: string;
  name: string;
  count: number;
}

export interface PostCounts {
  total: number;
  community: number;
  board: number;
  /** Community posts without a category. */
  uncategorized: number;
  byCategory: CategoryPostCount[];
}

/** How many posts a channel has: in all, by kind, and per category (every category, zero included). */
export async function postCounts(em: EntityManager, channelRef: string): Promise<PostCounts> {
  const channel = await channelByRef(em, channelRef);
  const rows = await em.execute<{ kind: CommunityPostKind; category_id: string | null; n: number }[]>(
    'select kind, category_id::text as category_id, count(*)::int as n from partners.community_posts where channel_id = ? group by kind, category_id',
    [channel.id],
  );
  const categories = await categoriesOf(em, channel.id);
  const sum = (rows_: typeof rows) => rows_.reduce((total, r) => total + r.n, 0);
  const byCategory = new Map(rows.filter((r) => r.category_id).map((r) => [r.category_id!, r.n]));
  return {
    total: sum(rows),
    community: sum(rows.filter((r) => r.kind === 'community')),
    board: sum(rows.filter((r) => r.kind === 'board')),
    uncategorized: sum(rows.filter((r) => r.kind === 'community' && !r.category_id)),
    byCategory: categories.map((c) => ({ categoryId: c.id, name: c.name, count: byCategory.get(c.id) ?? 0 })),
  };
}
