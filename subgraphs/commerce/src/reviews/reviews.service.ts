import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Forbidden, NotFound, enqueue, groupByKeys, idSchema, parseInput, z, type Identity, type Page } from '@shop/kit';
import { FILE_REMOVE } from '../lifecycle.js';
import { StoredFileEntity, type StoredFile } from '../files/file.entity.js';
import { uploadFile } from '../files/files.service.js';
import { grantReviewPoints, revokeGrant } from '../points/points.service.js';
import { REVIEW_RULES, ReviewEntity, type Review } from './review.entities.js';

/**
 * Reviews (issue 19 item 1; docs/decisions/reviews.md). Only the buyer of a confirmed order line
 * reviews it, once (the unique order line). Every write changes the product's rating summary in
 * the same transaction (product_ratings), so cards never count reviews.
 */

/** Orders whose lines may be reviewed: the purchase is confirmed (구매확정), or an exchange finished. */
export const REVIEWABLE_ORDER_STATUSES = ['complete', 'exchange_complete'] as const;
/** Lines that were kept: not cancelled, not returned, not waiting for either. */
export const REVIEWABLE_LINE_STATUSES = ['ordered', 'exchanged'] as const;

export const REVIEW_SORTS = ['LATEST', 'RATING_HIGH', 'RATING_LOW', 'HELPFUL'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
const ORDER_BY: Record<ReviewSort, string> = {
  LATEST: 'r.created_at desc, r.id desc',
  RATING_HIGH: 'r.rating desc, r.created_at desc, r.id desc',
  RATING_LOW: 'r.rating asc, r.created_at desc, r.id desc',
  HELPFUL: 'r.helpful_count desc, r.created_at desc, r.id desc',
};

const rating = z.number({ error: '별점을 골라주세요.' }).int('별점은 1점부터 5점까지예요.').min(1, '별점은 1점부터 5점까지예요.').max(5, '별점은 1점부터 5점까지예요.');
const content = z
  .string({ error: '리뷰 내용을 써주세요.' })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().min(REVIEW_RULES.minContent, `리뷰는 ${REVIEW_RULES.minContent}자 이상 써주세요.`).max(REVIEW_RULES.maxContent, `리뷰는 ${REVIEW_RULES.maxContent}자까지 쓸 수 있어요.`));
const photo = z.object({ fileName: z.string(), contentBase64: z.string() });
const photos = z.array(photo).max(REVIEW_RULES.maxPhotos, `사진은 ${REVIEW_RULES.maxPhotos}장까지 올릴 수 있어요.`);

const writeSchema = z.object({ orderLineId: idSchema('주문 상품'), rating, content, photos: photos.nullish() });
const editSchema = z.object({
  id: idSchema('리뷰'),
  rating: rating.nullish(),
  content: content.nullish(),
  addPhotos: photos.nullish(),
  removePhotoIds: z.array(idSchema('사진')).max(REVIEW_RULES.maxPhotos).nullish(),
});

interface LineOfReview {
  line_id: string;
  product_id: string;
  option_name: string | null;
  user_id: string;
  order_status: string;
  line_status: string;
  review_id: string | null;
}

/**
 * The line with its order and review, the line row locked first: a second write of the same line
 * waits for the first to commit, and its own statement after the wait then sees the first review.
 */
async function lineForReview(em: EntityManager, lineId: string): Promise<LineOfReview | null> {
  const [row] = await em.execute<Omit<LineOfReview, 'review_id'>[]>(
    `select l.id::text as line_id, l.product_id::text as product_id, l.option_name, o.user_id::text as user_id, o.status as order_status, l.status as line_status
       from commerce.order_lines l join commerce.orders o on o.id = l.order_id
      where l.id = ? for update of l`,
    [lineId],
  );
  if (!row) return null;
  const [review] = await em.execute<{ id: string }[]>('select id::text as id from commerce.reviews where order_line_id = ?', [lineId]);
  return { ...row, review_id: review?.id ?? null };
}

const isReviewable = (line: Pick<LineOfReview, 'order_status' | 'line_status'>) =>
  (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(line.order_status) && (REVIEWABLE_LINE_STATUSES as readonly string[]).includes(line.line_status);

/** A change of a product's rating summary: the stars one review adds (+1) or takes away (-1). */
interface RatingDelta {
  productId: string;
  stars: Partial<Record<1 | 2 | 3 | 4 | 5, number>>;
  photoReviews: number;
}

/**
 * Applies a delta to the product's summary in the caller's transaction. Adding reviews upserts (the
 * product's first review makes its row); anything that takes one away updates the row the earlier
 * reviews made. Either way the row is locked until the commit, so concurrent writes add up.
 */
async function changeRating(em: EntityManager, delta: RatingDelta): Promise<void> {
  const star = (n: 1 | 2 | 3 | 4 | 5) => delta.stars[n] ?? 0;
  const count = star(1) + star(2) + star(3) + star(4) + star(5);
  const sum = star(1) + 2 * star(2) + 3 * star(3) + 4 * star(4) + 5 * star(5);
  const values = [count, sum, star(1), star(2), star(3), star(4), star(5), delta.photoReviews];
  if (values.every((v) => v === 0)) return;
  if (values.every((v) => v >= 0)) {
    await em.execute(
      `insert into commerce.product_ratings as t (product_id, review_count, rating_sum, stars1, stars2, stars3, stars4, stars5, photo_review_count)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (product_id) do update set review_count = t.review_count + excluded.review_count, rating_sum = t.rating_sum + excluded.rating_sum,
         stars1 = t.stars1 + excluded.stars1, stars2 = t.stars2 + excluded.stars2, stars3 = t.stars3 + excluded.stars3, stars4 = t.stars4 + excluded.stars4,
         stars5 = t.stars5 + excluded.stars5, photo_review_count = t.photo_review_count + excluded.photo_review_count`,
      [delta.productId, ...values],
    );
    return;
  }
  await em.execute(
    `update commerce.product_ratings set review_count = review_count + ?, rating_sum = rating_sum + ?, stars1 = stars1 + ?, stars2 = stars2 + ?, stars3 = stars3 + ?,
       stars4 = stars4 + ?, stars5 = stars5 + ?, photo_review_count = photo_review_count + ? where product_id = ?`,
    [...values, delta.productId],
  );
}

const starsOf = (value: number) => value as 1 | 2 | 3 | 4 | 5;

async function attachPhotos(em: EntityManager, identity: Identity, review: Review, list: { fileName: string; contentBase64: string }[], field: string): Promise<void> {
  for (const [i, item] of list.entries()) {
    try {
      await uploadFile(em, identity, { ownerType: 'review', ownerId: review.id, fileName: item.fileName, contentBase64: item.contentBase64 });
    } catch (error) {
      // The files module names its own fields (contentBase64); the client sent photos[i].
      if (error instanceof AppError && Array.isArray(error.extensions.fields)) {
        const fields = (error.extensions.fields as { field: string; message: string }[]).map((f) => ({ ...f, field: `${field}.${i}.${f.field}` }));
        throw new AppError(error.extensions.code as 'BAD_USER_INPUT', error.message, { ...error.extensions, fields });
      }
      throw error;
    }
  }
}

export async function writeReview(em: EntityManager, identity: Identity, raw: unknown): Promise<Review> {
  const input = parseInput(writeSchema, raw);
  const line = await lineForReview(em, input.orderLineId);
  if (!line) throw NotFound('주문 상품을 찾을 수 없습니다.');
  if (line.user_id !== identity.userId) throw Forbidden('구매하신 분만 리뷰를 쓸 수 있어요.');
  if (line.review_id)
    throw new AppError('REVIEW_EXISTS', '이미 리뷰를 쓴 상품이에요. 쓴 리뷰는 고칠 수 있어요.', {
      fields: [{ field: 'orderLineId', message: '이미 리뷰를 쓴 상품이에요.' }],
      reviewId: line.review_id,
    });
  if (!isReviewable(line)) throw new AppError('REVIEW_NOT_CONFIRMED', '구매확정한 상품만 리뷰를 쓸 수 있어요.', { fields: [{ field: 'orderLineId', message: '구매확정 후 리뷰를 쓸 수 있어요.' }] });
  const review = em.create(ReviewEntity, {
    userId: identity.userId,
    productId: line.product_id,
    orderLineId: line.line_id,
    optionName: line.option_name,
    rating: input.rating,
    content: input.content,
  });
  await em.flush();
  const list = input.photos ?? [];
  await attachPhotos(em, identity, review, list, 'photos');
  review.photoCount = list.length;
  await em.flush();
  await changeRating(em, { productId: review.productId, stars: { [starsOf(review.rating)]: 1 }, photoReviews: review.photoCount > 0 ? 1 : 0 });
  // Earned as written (photos or not); editing does not change the grant (docs/decisions/points.md).
  await grantReviewPoints(em, review);
  return review;
}

/** The review locked for a change by its writer (an admin may delete any, not rewrite it). */
async function reviewForChange(em: EntityManager, identity: Identity, id: string, change: 'edit' | 'delete'): Promise<Review> {
  const review = await em.findOne(ReviewEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!review) throw NotFound('리뷰를 찾을 수 없습니다.');
  const mine = review.userId === identity.userId;
  if (!mine && !(change === 'delete' && identity.role === 'admin')) throw Forbidden('본인이 쓴 리뷰만 고치거나 지울 수 있어요.');
  return review;
}

export async function editReview(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<Review> {
  const input = parseInput(editSchema, raw);
  const review = await reviewForChange(em, identity, input.id, 'edit');
  const before = { rating: review.rating, hadPhotos: review.photoCount > 0 };
  const removing = [...new Set(input.removePhotoIds ?? [])];
  const removed = removing.length ? await em.find(StoredFileEntity, { id: { $in: removing }, ownerType: 'review', ownerId: review.id }) : [];
  if (removed.length !== removing.length) {
    const known = new Set(removed.map((f) => f.id));
    throw BadInput(
      removing.flatMap((id, i) => (known.has(id) ? [] : [{ field: `removePhotoIds.${i}`, message: '이 리뷰의 사진이 아니에요.' }])),
      '지울 사진을 확인해주세요.',
    );
  }
  const adding = input.addPhotos ?? [];
  const photoCount = review.photoCount - removed.length + adding.length;
  if (photoCount > REVIEW_RULES.maxPhotos) throw BadInput([{ field: 'addPhotos', message: `사진은 ${REVIEW_RULES.maxPhotos}장까지 올릴 수 있어요.` }]);
  for (const file of removed) {
    await em.nativeDelete(StoredFileEntity, { id: file.id });
    await enqueue(em, FILE_REMOVE, { storageKey: file.storageKey });
  }
  await attachPhotos(em, identity, review, adding, 'addPhotos');
  em.assign(review, { rating: input.rating ?? review.rating, content: input.content ?? review.content, photoCount, editedAt: now });
  await em.flush();
  const stars: RatingDelta['stars'] = {};
  if (review.rating !== before.rating) {
    stars[starsOf(before.rating)] = -1;
    stars[starsOf(review.rating)] = 1;
  }
  await changeRating(em, { productId: review.productId, stars, photoReviews: Number(review.photoCount > 0) - Number(before.hadPhotos) });
  return review;
}

/** Deletes a review with its photos and 도움돼요 marks; the summary loses it. */
export async function deleteReview(em: EntityManager, identity: Identity, rawId: string): Promise<Review> {
  const id = parseInput(idSchema('리뷰'), rawId, 'id');
  const review = await reviewForChange(em, identity, id, 'delete');
  await removeReviews(em, [review]);
  return review;
}

export async function removeReviews(em: EntityManager, reviews: Review[]): Promise<void> {
  if (!reviews.length) return;
  const ids = reviews.map((r) => r.id);
  const files = await em.execute<{ storage_key: string }[]>(`delete from commerce.files where owner_type = 'review' and owner_id in (${ids.map(() => '?').join(', ')}) returning storage_key`, ids);
  for (const { storage_key } of files) await enqueue(em, FILE_REMOVE, { storageKey: storage_key });
  await em.nativeDelete(ReviewEntity, { id: { $in: ids } });
  // What is left of each review's points goes with it (spent points stay spent).
  for (const review of reviews) await revokeGrant(em, 'review', review.id, '리뷰 삭제로 적립 취소');
  for (const review of reviews) await changeRating(em, { productId: review.productId, stars: { [starsOf(review.rating)]: -1 }, photoReviews: review.photoCount > 0 ? -1 : 0 });
}

/**
 * A member leaving (lifecycle `userDeleted`): their reviews go with their photos (the files
 * module removes what they uploaded), and their 도움돼요 marks stop counting.
 */
export async function removeReviewsOfUser(em: EntityManager, userId: string): Promise<void> {
  const reviews = await em.find(ReviewEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
  await removeReviews(em, reviews);
  const marked = await em.execute<{ review_id: string }[]>('delete from commerce.review_helpfuls where user_id = ? returning review_id', [userId]);
  for (const { review_id } of marked) await em.execute('update commerce.reviews set helpful_count = helpful_count - 1 where id = ?', [review_id]);
}

/** "도움돼요" on (true) or off: once per member (the primary key), never on one's own review. */
export async function setReviewHelpful(em: EntityManager, identity: Identity, rawId: string, helpful: boolean): Promise<Review> {
  const id = parseInput(idSchema('리뷰'), rawId, 'reviewId');
  const review = await em.findOne(ReviewEntity, { id });
  if (!review) throw NotFound('리뷰를 찾을 수 없습니다.');
  if (review.userId === identity.userId) throw new AppError('REVIEW_OWN_HELPFUL', '내가 쓴 리뷰에는 도움돼요를 누를 수 없어요.', { fields: [{ field: 'reviewId', message: '내가 쓴 리뷰예요.' }] });
  const changed = helpful
    ? await em.execute<unknown[]>('insert into commerce.review_helpfuls (review_id, user_id, created_at) values (?, ?, now()) on conflict do nothing returning review_id', [id, identity.userId])
    : await em.execute<unknown[]>('delete from commerce.review_helpfuls where review_id = ? and user_id = ? returning review_id', [id, identity.userId]);
  if (changed.length) {
    const [row] = await em.execute<{ helpful_count: number }[]>('update commerce.reviews set helpful_count = helpful_count + ? where id = ? returning helpful_count', [helpful ? 1 : -1, id]);
    review.helpfulCount = row.helpful_count;
  }
  return review;
}

const listSchema = z.object({
  productId: idSchema('상품'),
  sort: z.enum(REVIEW_SORTS, { error: '정렬을 확인해주세요.' }).nullish(),
  photoOnly: z.boolean().nullish(),
});

/** A product's reviews in the order asked (최신순 by default), or only those with photos. */
export async function productReviews(em: EntityManager, raw: unknown, page: { offset: number; limit: number }): Promise<Page<Review>> {
  const input = parseInput(listSchema, raw);
  const where = `r.product_id = ?${input.photoOnly ? ' and r.photo_count > 0' : ''}`;
  const [{ total }] = await em.execute<{ total: string }[]>(`select count(*)::text as total from commerce.reviews r where ${where}`, [input.productId]);
  const rows = await em.execute<{ id: string }[]>(`select r.id::text as id from commerce.reviews r where ${where} order by ${ORDER_BY[input.sort ?? 'LATEST']} offset ? limit ?`, [
    input.productId,
    page.offset,
    page.limit,
  ]);
  return {
    items: await inOrder(
      em,
      rows.map((r) => r.id),
    ),
    total: Number(total),
  };
}

async function inOrder(em: EntityManager, ids: string[]): Promise<Review[]> {
  if (!ids.length) return [];
  const found = new Map((await em.find(ReviewEntity, { id: { $in: ids } })).map((r) => [r.id, r]));
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/**
 * Best reviews (`/review/best/list/product`): of one product, or of the whole shop without one.
 * The most helpful first; among equals the ones with photos, then the longer text, then the newer.
 * A review nobody found helpful and without photos is not "best".
 */
export async function bestReviews(em: EntityManager, rawProductId: string | null | undefined, rawLimit: number): Promise<Review[]> {
  const productId = rawProductId == null ? null : parseInput(idSchema('상품'), rawProductId, 'productId');
  const limit = Math.min(Math.max(Math.trunc(rawLimit) || 10, 1), 20);
  const rows = await em.execute<{ id: string }[]>(
    `select r.id::text as id from commerce.reviews r
      where (r.helpful_count > 0 or r.photo_count > 0)${productId ? ' and r.product_id = ?' : ''}
      order by r.helpful_count desc, (r.photo_count > 0) desc, char_length(r.content) desc, r.id desc limit ?`,
    productId ? [productId, limit] : [limit],
  );
  return inOrder(
    em,
    rows.map((r) => r.id),
  );
}

export async function myReviews(em: EntityManager, identity: Identity, page: { offset: number; limit: number }): Promise<Page<Review>> {
  const [items, total] = await em.findAndCount(ReviewEntity, { userId: identity.userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, ...page });
  return { items, total };
}

export async function reviewById(em: EntityManager, rawId: string): Promise<Review> {
  const id = parseInput(idSchema('리뷰'), rawId, 'id');
  const review = await em.findOne(ReviewEntity, { id });
  if (!review) throw NotFound('리뷰를 찾을 수 없습니다.');
  return review;
}

export interface RatingSummary {
  productId: string;
  reviewCount: number;
  /** Mean of the ratings to one decimal (null without reviews). */
  average: number | null;
  /** Reviews with 1, 2, 3, 4 and 5 stars. */
  distribution: number[];
  photoReviewCount: number;
}

/** Summaries of products (one query for any number; a product without reviews has zeros). */
export async function ratingSummaries(em: EntityManager, productIds: readonly string[]): Promise<RatingSummary[]> {
  const rows = productIds.length
    ? await em.execute<{ product_id: string; review_count: number; rating_sum: number; stars1: number; stars2: number; stars3: number; stars4: number; stars5: number; photo_review_count: number }[]>(
        `select product_id::text as product_id, review_count, rating_sum, stars1, stars2, stars3, stars4, stars5, photo_review_count from commerce.product_ratings
          where product_id in (${productIds.map(() => '?').join(', ')})`,
        [...productIds],
      )
    : [];
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  return productIds.map((productId) => {
    const row = byId.get(String(productId));
    if (!row || row.review_count === 0) return { productId, reviewCount: 0, average: null, distribution: [0, 0, 0, 0, 0], photoReviewCount: 0 };
    return {
      productId,
      reviewCount: row.review_count,
      average: Math.round((row.rating_sum / row.review_count) * 10) / 10,
      distribution: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
      photoReviewCount: row.photo_review_count,
    };
  });
}

export interface LineReviewState {
  /** The review written for the line (null when none). */
  reviewId: string | null;
  /** The caller may write its review now (their confirmed line without one). */
  reviewable: boolean;
}

/** For order lines: their review and whether the caller may write one now (one query for a page of orders). */
export async function lineReviewStates(em: EntityManager, identity: Identity | null, lineIds: readonly string[]): Promise<LineReviewState[]> {
  if (!lineIds.length) return [];
  const rows = await em.execute<{ line_id: string; user_id: string; order_status: string; line_status: string; review_id: string | null }[]>(
    `select l.id::text as line_id, o.user_id::text as user_id, o.status as order_status, l.status as line_status, r.id::text as review_id
       from commerce.order_lines l join commerce.orders o on o.id = l.order_id left join commerce.reviews r on r.order_line_id = l.id
      where l.id in (${lineIds.map(() => '?').join(', ')})`,
    [...lineIds],
  );
  const byId = new Map(rows.map((r) => [r.line_id, r]));
  return lineIds.map((id) => {
    const row = byId.get(String(id));
    if (!row) return { reviewId: null, reviewable: false };
    return { reviewId: row.review_id, reviewable: !row.review_id && !!identity && row.user_id === identity.userId && isReviewable(row) };
  });
}

/** The photos of reviews, in upload order (one query for a page of reviews). */
export async function reviewPhotos(em: EntityManager, reviewIds: readonly string[]): Promise<StoredFile[][]> {
  if (!reviewIds.length) return [];
  return groupByKeys(reviewIds, await em.find(StoredFileEntity, { ownerType: 'review', ownerId: { $in: [...reviewIds] } }, { orderBy: { id: 'asc' } }), (f) => f.ownerId);
}

/** How a writer is shown: the first letter of the nickname and stars ("데***"); guests and missing accounts as 구매자. */
export function maskedWriter(nickname: string | null | undefined): string {
  const name = [...(nickname ?? '').trim()];
  if (!name.length) return '구매자';
  return `${name[0]}${'*'.repeat(Math.min(Math.max(name.length - 1, 2), 4))}`;
}

/** Writers' nicknames by account (one query for a page of reviews). */
export async function writerNames(em: EntityManager, userIds: readonly string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await em.execute<{ id: string; nickname: string; provider: string }[]>(
    `select id::text as id, nickname, provider from commerce.users where id in (${userIds.map(() => '?').join(', ')})`,
    [...userIds],
  );
  const byId = new Map(rows.map((r) => [r.id, r.provider === 'guest' ? null : r.nickname]));
  return userIds.map((id) => maskedWriter(byId.get(String(id))));
}
