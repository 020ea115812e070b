import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductEntity } from '../catalog/catalog.entities.js';

/** One row per user and product, moved to "now" on every view (recently viewed = newest first). */
export const ProductViewEntity = defineEntity({
  name: 'ProductView',
  tableName: 'product_views',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    // The view history goes with its product (cascade).
    productId: p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade'),
    viewCount: p.integer().default(1),
    viewedAt: p.datetime(),
  },
  uniques: [{ properties: ['userId', 'productId'] }],
  indexes: [{ properties: ['userId', 'viewedAt'] }],
  checks: [{ name: 'product_views_view_count_check', expression: '"view_count" >= 1' }],
});
export type ProductView = InferEntity<typeof ProductViewEntity>;
