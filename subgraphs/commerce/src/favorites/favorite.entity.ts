import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const FavoriteEntity = defineEntity({
  name: 'Favorite',
  tableName: 'favorites',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    productId: p.bigint('string'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['userId', 'productId'] }],
});
export type Favorite = InferEntity<typeof FavoriteEntity>;
