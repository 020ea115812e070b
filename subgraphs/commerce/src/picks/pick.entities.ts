import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductEntity } from '../catalog/catalog.entities.js';

/** A curated pick collection ("이달의 추천", "눈 건강" ...), shown on the home and pick pages. */
export const PickCategoryEntity = defineEntity({
  name: 'PickCategory',
  tableName: 'pick_categories',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    name: p.string().length(60),
    description: p.text().nullable(),
    sortOrder: p.integer().default(0),
    active: p.boolean().default(true),
  },
});
export type PickCategory = InferEntity<typeof PickCategoryEntity>;

export const PickItemEntity = defineEntity({
  name: 'PickItem',
  tableName: 'pick_items',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    // An item is part of its collection, and a pick of a product that is gone means nothing (cascade both).
    pickCategoryId: () => p.manyToOne(PickCategoryEntity).mapToPk().joinColumn('pick_category_id').deleteRule('cascade').index(),
    productId: p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade'),
    /** Why it is picked, shown under the product (e.g. a pharmacist's note). */
    comment: p.text().nullable(),
    sortOrder: p.integer().default(0),
  },
  uniques: [{ properties: ['pickCategoryId', 'productId'] }],
});
export type PickItem = InferEntity<typeof PickItemEntity>;
