import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductEntity } from '../catalog/catalog.entities.js';

/** A product question; a secret one is readable only by its writer, the product's seller and admins. */
export const ProductQuestionEntity = defineEntity({
  name: 'ProductQuestion',
  tableName: 'product_questions',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    // Restrict: members' questions and the seller's answers are records; a product is hidden, not deleted.
    productId: p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('restrict').index(),
    userId: p.bigint('string').index(),
    content: p.text(),
    secret: p.boolean().default(false),
    answer: p.text().nullable(),
    answeredBy: p.bigint('string').nullable(),
    answeredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type ProductQuestion = InferEntity<typeof ProductQuestionEntity>;
