import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One row per user and product, moved to "now" on every view (recently viewed = newest first). */
export const ProductViewEntity = defineEntity({
  name: 'ProductView',
  tableName: 'product_views',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    productId: p.bigint('string'),
    viewCount: p.integer().default(1),
    viewedAt: p.datetime(),
  },
  uniques: [{ properties: ['userId', 'productId'] }],
  indexes: [{ properties: ['userId', 'viewedAt'] }],
});
export type ProductView = InferEntity<typeof ProductViewEntity>;
