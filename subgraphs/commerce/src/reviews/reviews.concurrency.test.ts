import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { ProductRatingEntity, ReviewEntity } from './review.entities.js';
import { PNG_PIXEL, WRITE_REVIEW, countedRating, orderedLine, reviewedProduct } from './reviews.testing.js';

/** The rules of reviews hit by 20 requests at once, each on its own connection. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

/** product_ratings as stored, in the shape countedRating gives. */
async function storedRating(productId: string) {
  const row = await api.em().findOne(ProductRatingEntity, { productId });
  if (!row) return { reviewCount: 0, distribution: [0, 0, 0, 0, 0], photoReviewCount: 0, ratingSum: 0 };
  return { reviewCount: row.reviewCount, distribution: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5], photoReviewCount: row.photoReviewCount, ratingSum: row.ratingSum };
}

describe('reviews under concurrency', () => {
  it(`${RACERS} buyers writing at once, then editing and deleting at once: the summary always equals the reviews`, async () => {
    const stocked = await reviewedProduct(api.em());
    const buyers = Array.from({ length: RACERS }, () => testIdentity());
    const lines = await Promise.all(buyers.map((buyer) => orderedLine(api, buyer, stocked)));
    const written = await Promise.all(
      buyers.map((buyer, i) =>
        api.ok<{ writeReview: { id: string } }>(
          WRITE_REVIEW,
          { i: { orderLineId: lines[i]!.lineId, rating: (i % 5) + 1, content: `동시에 쓰는 리뷰 ${i}번이에요.`, photos: i % 3 === 0 ? [{ fileName: 'p.png', contentBase64: PNG_PIXEL }] : null } },
          buyer,
        ),
      ),
    );
    expect(await storedRating(stocked.product.id)).toEqual(await countedRating(api.em(), stocked.product.id));
    expect((await storedRating(stocked.product.id)).reviewCount).toBe(RACERS);

    // Half edit their rating, half delete, all at once.
    await Promise.all(
      written.map(({ writeReview }, i) =>
        i % 2 === 0
          ? api.ok('mutation ($i: EditReviewInput!) { editReview(input: $i) { id } }', { i: { id: writeReview.id, rating: 5 - (i % 5), removePhotoIds: [] } }, buyers[i])
          : api.ok('mutation ($id: ID!) { deleteReview(id: $id) { id } }', { id: writeReview.id }, buyers[i]),
      ),
    );
    const counted = await countedRating(api.em(), stocked.product.id);
    expect(counted.reviewCount).toBe(RACERS / 2);
    expect(await storedRating(stocked.product.id)).toEqual(counted);
  });

  it(`${RACERS} writes of the same line at once: exactly one review, the rest refused with 409`, async () => {
    const buyer = testIdentity();
    const stocked = await reviewedProduct(api.em());
    const { lineId } = await orderedLine(api, buyer, stocked);
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.exec(WRITE_REVIEW, { i: { orderLineId: lineId, rating: 4, content: `같은 상품 리뷰 ${i}번 시도` } }, buyer)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'REVIEW_EXISTS', fields: [{ field: 'orderLineId' }] });
    expect(await api.em().count(ReviewEntity, { orderLineId: lineId })).toBe(1);
    expect(await storedRating(stocked.product.id)).toEqual(await countedRating(api.em(), stocked.product.id));
  });

  it(`${RACERS} 도움돼요 from one member at once count once; ${RACERS} members at once count ${RACERS}`, async () => {
    const writer = testIdentity();
    const stocked = await reviewedProduct(api.em());
    const { lineId } = await orderedLine(api, writer, stocked);
    const { writeReview } = await api.ok<{ writeReview: { id: string } }>(WRITE_REVIEW, { i: { orderLineId: lineId, rating: 5, content: '도움돼요 경쟁 시험용 리뷰' } }, writer);
    const HELPFUL = 'mutation ($id: ID!) { setReviewHelpful(reviewId: $id, helpful: true) { helpfulCount } }';
    const reader = testIdentity();
    await Promise.all(Array.from({ length: RACERS }, () => api.ok(HELPFUL, { id: writeReview.id }, reader)));
    expect((await api.em().findOneOrFail(ReviewEntity, { id: writeReview.id })).helpfulCount).toBe(1);
    await Promise.all(Array.from({ length: RACERS }, () => api.ok(HELPFUL, { id: writeReview.id }, testIdentity())));
    const [{ marks }] = await api.em().execute<{ marks: string }[]>('select count(*)::text as marks from commerce.review_helpfuls where review_id = ?', [writeReview.id]);
    expect((await api.em().findOneOrFail(ReviewEntity, { id: writeReview.id })).helpfulCount).toBe(RACERS + 1);
    expect(Number(marks)).toBe(RACERS + 1);
  });
});
