import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductEntity } from '../catalog/catalog.entities.js';

export const FavoriteEntity = defineEntity({
  name: 'Favorite',
  tableName: 'favorites',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    // A favorite goes with its product (cascade): it means nothing without it.
    productId: p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['userId', 'productId'] }],
});
export type Favorite = InferEntity<typeof FavoriteEntity>;
