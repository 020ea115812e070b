import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What a product's label says it contains that a person may have to avoid: the 17 food allergens
 * the recommendation questionnaire asks about, and animal gelatin (capsule shells, for
 * vegetarians). Keyed by commerce's Product id, like the label nutrient facts.
 */
export const PRODUCT_CONTENT_CODES = [
  'egg',
  'milk',
  'buckwheat',
  'peanut',
  'soybean',
  'wheat',
  'fish',
  'crab',
  'shrimp',
  'pork',
  'peach',
  'tomato',
  'walnut',
  'chicken',
  'beef',
  'squid',
  'shellfish',
  'gelatin',
] as const;

export const ProductContentEntity = defineEntity({
  name: 'ProductContent',
  tableName: 'product_contents',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    productId: p.bigint('string').index(),
    contentCode: p.string().length(20),
  },
  uniques: [{ name: 'product_contents_product_id_content_code_unique', properties: ['productId', 'contentCode'] }],
  checks: [{ name: 'product_contents_content_code_check', expression: `"content_code" in (${PRODUCT_CONTENT_CODES.map((c) => `'${c}'`).join(', ')})` }],
});
export type ProductContent = InferEntity<typeof ProductContentEntity>;
