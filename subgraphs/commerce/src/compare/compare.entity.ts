import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductEntity } from '../catalog/catalog.entities.js';

export const CompareItemEntity = defineEntity({
  name: 'CompareItem',
  tableName: 'compare_items',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    // A compared product that is deleted leaves the list (cascade).
    productId: p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['userId', 'productId'] }],
});
export type CompareItem = InferEntity<typeof CompareItemEntity>;
