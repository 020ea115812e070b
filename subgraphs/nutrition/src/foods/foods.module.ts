import type { ModuleDefinition } from '@shop/kit';
import { foodsConstraints } from './foods.constraints.js';
import { FoodsResolver, RecipesResolver } from './foods.resolver.js';

/** Foods and ingredients, submissions and recipes (the food sample is reference data, loaded by a migration). */
export const foodsModule: ModuleDefinition = { name: 'foods', constraints: foodsConstraints, resolvers: [FoodsResolver, RecipesResolver] };
