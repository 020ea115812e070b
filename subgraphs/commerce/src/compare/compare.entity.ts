import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const CompareItemEntity = defineEntity({
  name: 'CompareItem',
  tableName: 'compare_items',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    productId: p.bigint('string'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['userId', 'productId'] }],
});
export type CompareItem = InferEntity<typeof CompareItemEntity>;
