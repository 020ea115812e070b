import type { ModuleDefinition } from '@shop/kit';
import { productNutrientsConstraints } from './product-nutrients.constraints.js';
import { Product, ProductNutrientsResolver, productReference } from './product-nutrients.resolver.js';
import { seedProductNutrients } from './product-nutrients.seed.js';

/** A product's label nutrient facts (`Product.nutrientFacts`). */
export const productNutrientsModule: ModuleDefinition = {
  name: 'product-nutrients',
  constraints: productNutrientsConstraints,
  resolvers: [ProductNutrientsResolver],
  references: { Product: productReference },
  orphanedTypes: [Product],
  seed: seedProductNutrients,
};
