import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A product question; a secret one is readable only by its writer, the product's seller and admins. */
export const ProductQuestionEntity = defineEntity({
  name: 'ProductQuestion',
  tableName: 'product_questions',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    productId: p.bigint('string').index(),
    userId: p.bigint('string').index(),
    content: p.text(),
    secret: p.boolean().default(false),
    answer: p.text().nullable(),
    answeredBy: p.bigint('string').nullable(),
    answeredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ProductQuestion = InferEntity<typeof ProductQuestionEntity>;
