import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { fromGraphQLError } from '../../../../gateway/src/rest/envelope.js';
import { commerce } from '../schema.js';
import { commerceLifecycle } from '../lifecycle.js';
import { StoredFileEntity } from '../files/file.entity.js';
import { ReviewEntity } from './review.entities.js';
import { maskedWriter } from './reviews.service.js';
import { PNG_PIXEL, RATING, WRITE_REVIEW, countedRating, orderedLine, reviewedProduct } from './reviews.testing.js';
import type { EntityManager } from '@mikro-orm/postgresql';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

interface Written {
  id: string;
  rating: number;
  content: string;
  photoCount: number;
  photos: { id: string; url: string }[];
  writer: string;
  mine: boolean;
}
const write = (identity: ReturnType<typeof testIdentity>, input: Record<string, unknown>) => api.exec<{ writeReview: Written }>(WRITE_REVIEW, { i: input }, identity);
const ratingOf = async (productId: string) =>
  (await api.ok<{ product: { rating: { reviewCount: number; average: number | null; distribution: number[]; photoReviewCount: number } } }>(RATING, { id: productId })).product.rating;

describe('writing a review', () => {
  it('only the buyer of a confirmed line writes, once; the refusals say why in Korean and change nothing', async () => {
    const buyer = testIdentity();
    const stocked = await reviewedProduct(api.em());
    const shipped = await orderedLine(api, buyer, stocked, 'delivery_complete');
    const confirmed = await orderedLine(api, buyer, stocked);
    const text = '맛도 괜찮고 먹기 편해요. 재구매 의사 있어요.';

    const stranger = await write(testIdentity(), { orderLineId: confirmed.lineId, rating: 5, content: text });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stranger.errors?.[0]?.message).toBe('구매하신 분만 리뷰를 쓸 수 있어요.');

    const early = await write(buyer, { orderLineId: shipped.lineId, rating: 5, content: text });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'REVIEW_NOT_CONFIRMED', fields: [{ field: 'orderLineId' }] });
    expect(fromGraphQLError(early.errors![0]!)).toMatchObject([409, { code: 409 }]);

    const short = await write(buyer, { orderLineId: confirmed.lineId, rating: 5, content: '좋아요' });
    expect(short.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'content', message: '리뷰는 10자 이상 써주세요.' }] });
    const sixStars = await write(buyer, { orderLineId: confirmed.lineId, rating: 6, content: text });
    expect(sixStars.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'rating', message: '별점은 1점부터 5점까지예요.' }] });
    expect(await api.em().count(ReviewEntity, { productId: stocked.product.id })).toBe(0);

    const first = await write(buyer, { orderLineId: confirmed.lineId, rating: 4, content: `  ${text}  `, photos: [{ fileName: '사진.png', contentBase64: PNG_PIXEL }] });
    expect(first.errors).toBeUndefined();
    expect(first.data!.writeReview).toMatchObject({ rating: 4, content: text, photoCount: 1, writer: '구매자', mine: true });
    expect(first.data!.writeReview.photos).toHaveLength(1);
    expect(await ratingOf(stocked.product.id)).toEqual({ reviewCount: 1, average: 4, distribution: [0, 0, 0, 1, 0], photoReviewCount: 1 });

    const again = await write(buyer, { orderLineId: confirmed.lineId, rating: 1, content: text });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'REVIEW_EXISTS', reviewId: first.data!.writeReview.id });
    expect(await ratingOf(stocked.product.id)).toMatchObject({ reviewCount: 1 });
  });

  it('a photo that is not an image is refused naming photos.N, and nothing is stored', async () => {
    const buyer = testIdentity();
    const stocked = await reviewedProduct(api.em());
    const { lineId } = await orderedLine(api, buyer, stocked);
    const result = await write(buyer, {
      orderLineId: lineId,
      rating: 5,
      content: '사진도 같이 올려요. 좋아요!',
      photos: [
        { fileName: 'a.png', contentBase64: PNG_PIXEL },
        { fileName: 'b.exe', contentBase64: Buffer.from('MZ not an image at all').toString('base64') },
      ],
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', fields: [{ field: 'photos.1.contentBase64' }] });
    expect(await api.em().count(ReviewEntity, { orderLineId: lineId })).toBe(0);
    expect(await ratingOf(stocked.product.id)).toMatchObject({ reviewCount: 0, average: null });
  });

  it('the order line says whether its buyer may review it now, and which review it has', async () => {
    const buyer = testIdentity();
    const stocked = await reviewedProduct(api.em());
    const { orderId, lineId } = await orderedLine(api, buyer, stocked);
    const LINE = 'query ($id: ID!) { order(id: $id) { lines { reviewable reviewId } } }';
    expect((await api.ok<{ order: { lines: unknown[] } }>(LINE, { id: orderId }, buyer)).order.lines).toEqual([{ reviewable: true, reviewId: null }]);
    const { writeReview } = (await write(buyer, { orderLineId: lineId, rating: 5, content: '아이가 잘 먹어요. 추천합니다.' })).data!;
    expect((await api.ok<{ order: { lines: unknown[] } }>(LINE, { id: orderId }, buyer)).order.lines).toEqual([{ reviewable: false, reviewId: writeReview.id }]);
  });
});

describe('changing and removing reviews', () => {
  it('editing moves the star and photo counts; deleting takes the review, its photos and marks out of the summary', async () => {
    const buyer = testIdentity();
    const stocked = await reviewedProduct(api.em());
    const { lineId } = await orderedLine(api, buyer, stocked);
    const { writeReview } = (await write(buyer, { orderLineId: lineId, rating: 2, content: '배송은 빨랐는데 알이 커요.' })).data!;
    const EDIT = 'mutation ($i: EditReviewInput!) { editReview(input: $i) { rating photoCount editedAt photos { id } } }';
    const edited = await api.ok<{ editReview: { rating: number; photoCount: number; editedAt: string; photos: { id: string }[] } }>(
      EDIT,
      { i: { id: writeReview.id, rating: 5, addPhotos: [{ fileName: 'x.png', contentBase64: PNG_PIXEL }] } },
      buyer,
    );
    expect(edited.editReview).toMatchObject({ rating: 5, photoCount: 1 });
    expect(edited.editReview.editedAt).toBeTruthy();
    expect(await ratingOf(stocked.product.id)).toEqual({ reviewCount: 1, average: 5, distribution: [0, 0, 0, 0, 1], photoReviewCount: 1 });

    const other = await api.exec(EDIT, { i: { id: writeReview.id, rating: 1 } }, testIdentity());
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await api.exec(EDIT, { i: { id: writeReview.id, rating: 1 } }, testIdentity('admin'));
    expect(admin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const removedPhoto = await api.ok<{ editReview: { photoCount: number } }>(EDIT, { i: { id: writeReview.id, removePhotoIds: [edited.editReview.photos[0]!.id] } }, buyer);
    expect(removedPhoto.editReview.photoCount).toBe(0);
    expect(await ratingOf(stocked.product.id)).toMatchObject({ photoReviewCount: 0 });

    await api.ok('mutation ($id: ID!, $h: Boolean!) { setReviewHelpful(reviewId: $id, helpful: $h) { helpfulCount } }', { id: writeReview.id, h: true }, testIdentity());
    // An admin removes a review (moderation) like its writer.
    await api.ok('mutation ($id: ID!) { deleteReview(id: $id) { id } }', { id: writeReview.id }, testIdentity('admin'));
    expect(await ratingOf(stocked.product.id)).toEqual({ reviewCount: 0, average: null, distribution: [0, 0, 0, 0, 0], photoReviewCount: 0 });
    expect(await api.em().count(StoredFileEntity, { ownerType: 'review', ownerId: writeReview.id })).toBe(0);
    expect(await api.em().execute('select 1 from commerce.review_helpfuls where review_id = ?', [writeReview.id])).toHaveLength(0);
  });

  it('도움돼요 counts once per member, goes back off, and never on one’s own review', async () => {
    const buyer = testIdentity();
    const stocked = await reviewedProduct(api.em());
    const { lineId } = await orderedLine(api, buyer, stocked);
    const { writeReview } = (await write(buyer, { orderLineId: lineId, rating: 5, content: '먹고 나서 피로가 덜해요.' })).data!;
    const HELPFUL = 'mutation ($id: ID!, $h: Boolean!) { setReviewHelpful(reviewId: $id, helpful: $h) { helpfulCount helpfulByMe } }';
    const reader = testIdentity();
    expect((await api.ok<{ setReviewHelpful: unknown }>(HELPFUL, { id: writeReview.id, h: true }, reader)).setReviewHelpful).toEqual({ helpfulCount: 1, helpfulByMe: true });
    expect((await api.ok<{ setReviewHelpful: unknown }>(HELPFUL, { id: writeReview.id, h: true }, reader)).setReviewHelpful).toEqual({ helpfulCount: 1, helpfulByMe: true });
    expect((await api.ok<{ setReviewHelpful: unknown }>(HELPFUL, { id: writeReview.id, h: false }, reader)).setReviewHelpful).toEqual({ helpfulCount: 0, helpfulByMe: false });
    const own = await api.exec(HELPFUL, { id: writeReview.id, h: true }, buyer);
    expect(own.errors?.[0]?.extensions).toMatchObject({ code: 'REVIEW_OWN_HELPFUL', fields: [{ field: 'reviewId' }] });
  });

  it('a member leaving takes their reviews out of the summary and their marks off others’ reviews', async () => {
    const leaver = testIdentity();
    const writer = testIdentity();
    const stocked = await reviewedProduct(api.em());
    const mine = await orderedLine(api, leaver, stocked);
    const theirs = await orderedLine(api, writer, stocked);
    await write(leaver, { orderLineId: mine.lineId, rating: 1, content: '저에게는 맞지 않았어요.', photos: [{ fileName: 'a.png', contentBase64: PNG_PIXEL }] });
    const kept = (await write(writer, { orderLineId: theirs.lineId, rating: 5, content: '저는 아주 만족해요. 추천!' })).data!.writeReview;
    await api.ok('mutation ($id: ID!) { setReviewHelpful(reviewId: $id, helpful: true) { id } }', { id: kept.id }, leaver);
    await api.em().transactional((em) => commerceLifecycle.userDeleted(em as EntityManager, { userId: leaver.userId }));
    expect(await ratingOf(stocked.product.id)).toEqual({ reviewCount: 1, average: 5, distribution: [0, 0, 0, 0, 1], photoReviewCount: 0 });
    expect((await api.em().findOneOrFail(ReviewEntity, { id: kept.id })).helpfulCount).toBe(0);
    expect(await countedRating(api.em(), stocked.product.id)).toMatchObject({ reviewCount: 1, distribution: [0, 0, 0, 0, 1] });
  });
});

describe('reading reviews', () => {
  it('lists a product’s reviews in each order, photo reviews alone, best first, and mine', async () => {
    const stocked = await reviewedProduct(api.em());
    const buyers = [testIdentity(), testIdentity(), testIdentity()];
    const ids: string[] = [];
    for (const [i, rating] of [3, 5, 1].entries()) {
      const { lineId } = await orderedLine(api, buyers[i]!, stocked);
      const photos = i === 2 ? [{ fileName: 'p.png', contentBase64: PNG_PIXEL }] : undefined;
      ids.push((await write(buyers[i]!, { orderLineId: lineId, rating, content: `리뷰 번호 ${i + 1}번입니다. 잘 먹고 있어요.`, photos })).data!.writeReview.id);
    }
    await api.ok('mutation ($id: ID!) { setReviewHelpful(reviewId: $id, helpful: true) { id } }', { id: ids[0] }, buyers[1]);
    const LIST = 'query ($p: ID!, $s: ReviewSort, $photo: Boolean) { productReviews(productId: $p, sort: $s, photoOnly: $photo) { total items { id } } }';
    const order = async (sort?: string, photoOnly?: boolean) =>
      (await api.ok<{ productReviews: { total: number; items: { id: string }[] } }>(LIST, { p: stocked.product.id, s: sort, photo: photoOnly })).productReviews;
    expect((await order()).items.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await order('RATING_HIGH')).items.map((r) => r.id)).toEqual([ids[1], ids[0], ids[2]]);
    expect((await order('RATING_LOW')).items.map((r) => r.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await order('HELPFUL')).items[0]!.id).toBe(ids[0]);
    expect(await order(undefined, true)).toEqual({ total: 1, items: [{ id: ids[2] }] });
    const best = await api.ok<{ bestReviews: { id: string }[] }>('query ($p: ID) { bestReviews(productId: $p) { id } }', { p: stocked.product.id });
    // Helpful first, then photos; the review with neither is not "best".
    expect(best.bestReviews.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    const mine = await api.ok<{ myReviews: { total: number; items: { id: string; product: { id: string } }[] } }>('{ myReviews { total items { id product { id } } } }', {}, buyers[1]);
    expect(mine.myReviews).toEqual({ total: 1, items: [{ id: ids[1], product: { id: stocked.product.id } }] });
  });

  it('writers are shown by the first letter of their nickname', () => {
    expect(maskedWriter('데모회원')).toBe('데***');
    expect(maskedWriter('김')).toBe('김**');
    expect(maskedWriter('아주아주긴닉네임입니다')).toBe('아****');
    expect(maskedWriter(null)).toBe('구매자');
  });
});
