import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductEntity } from '../catalog/catalog.entities.js';
import { OrderLineEntity } from '../orders/order.entities.js';

/** Review rules the database holds too (reviews.service.ts checks them first, with Korean messages). */
export const REVIEW_RULES = { minContent: 10, maxContent: 1000, maxPhotos: 5 } as const;

/**
 * A buyer's review of one confirmed order line: once per line (the unique order line), a rating of
 * 1 to 5, text and up to five photos (files with owner type `review`). `photoCount` and
 * `helpfulCount` are kept with the rows that make them (the files, review_helpfuls) in the same
 * transaction, so lists sort and filter by them without counting.
 */
export const ReviewEntity = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    // Like orders, the account is not a foreign key (tests' accounts have no rows); the buyer of the line.
    userId: p.bigint('string').index(),
    productId: () => p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade'),
    orderLineId: () => p.manyToOne(OrderLineEntity).mapToPk().joinColumn('order_line_id').deleteRule('cascade').unique('reviews_order_line_unique'),
    /** The option bought, as the line named it ("60정"), shown with the review. */
    optionName: p.string().length(60).nullable(),
    rating: p.smallint(),
    content: p.text(),
    photoCount: p.smallint().default(0),
    helpfulCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    editedAt: p.datetime().nullable(),
  },
  indexes: [
    // The product's list in each order it offers (latest, rating, helpful) and photo reviews first.
    { name: 'reviews_product_latest_index', properties: ['productId', 'createdAt'] },
    { name: 'reviews_product_helpful_index', properties: ['productId', 'helpfulCount'] },
  ],
  checks: [
    { name: 'reviews_rating_check', expression: '"rating" between 1 and 5' },
    { name: 'reviews_content_check', expression: `char_length("content") between ${REVIEW_RULES.minContent} and ${REVIEW_RULES.maxContent}` },
    { name: 'reviews_photo_count_check', expression: `"photo_count" between 0 and ${REVIEW_RULES.maxPhotos}` },
    { name: 'reviews_helpful_count_check', expression: '"helpful_count" >= 0' },
  ],
});
export type Review = InferEntity<typeof ReviewEntity>;

/** "도움돼요": one mark per member and review (the primary key); the review's count moves with it. */
export const ReviewHelpfulEntity = defineEntity({
  name: 'ReviewHelpful',
  tableName: 'review_helpfuls',
  properties: {
    reviewId: () => p.manyToOne(ReviewEntity).mapToPk().joinColumn('review_id').deleteRule('cascade').primary(),
    userId: p.bigint('string').primary().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ReviewHelpful = InferEntity<typeof ReviewHelpfulEntity>;

/**
 * A product's rating summary, changed in the transaction of every review write (an upsert that
 * locks the product's row), so cards read it instead of counting reviews. The checks keep it a
 * summary: the count is the sum of the stars and the sum is their weighted sum.
 */
export const ProductRatingEntity = defineEntity({
  name: 'ProductRating',
  tableName: 'product_ratings',
  properties: {
    productId: () => p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade').primary(),
    reviewCount: p.integer().default(0),
    ratingSum: p.integer().default(0),
    stars1: p.integer().default(0),
    stars2: p.integer().default(0),
    stars3: p.integer().default(0),
    stars4: p.integer().default(0),
    stars5: p.integer().default(0),
    photoReviewCount: p.integer().default(0),
  },
  checks: [
    {
      name: 'product_ratings_counts_check',
      expression: '"stars1" >= 0 and "stars2" >= 0 and "stars3" >= 0 and "stars4" >= 0 and "stars5" >= 0 and "photo_review_count" between 0 and "review_count"',
    },
    { name: 'product_ratings_count_sum_check', expression: '"review_count" = "stars1" + "stars2" + "stars3" + "stars4" + "stars5"' },
    { name: 'product_ratings_rating_sum_check', expression: '"rating_sum" = "stars1" + 2 * "stars2" + 3 * "stars3" + 4 * "stars4" + 5 * "stars5"' },
  ],
});
export type ProductRating = InferEntity<typeof ProductRatingEntity>;
