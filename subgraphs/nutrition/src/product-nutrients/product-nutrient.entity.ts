import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A product's label amount of one nutrient per daily serving (commerce's Product, by key). */
export const ProductNutrientEntity = defineEntity({
  name: 'ProductNutrient',
  tableName: 'product_nutrients',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    productId: p.bigint('string').index(),
    nutrientCode: p.string().length(40).index(),
    amount: p.double().runtimeType('number').$type<number>(),
    unit: p.string().length(12),
  },
  uniques: [{ properties: ['productId', 'nutrientCode'] }],
  // The newest products with a nutrient (outlook.service productsWithNutrients) as an index walk.
  indexes: [{ name: 'product_nutrients_code_product_index', properties: ['nutrientCode', 'productId'] }],
});
export type ProductNutrient = InferEntity<typeof ProductNutrientEntity>;
