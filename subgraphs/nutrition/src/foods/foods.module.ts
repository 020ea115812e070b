import type { NutritionModule } from '../module.js';
import { FoodsResolver, RecipesResolver } from './foods.resolver.js';

/** The foods module's part of the nutrition subgraph (the food sample is reference data, loaded by a migration). */
export const foodsModule: NutritionModule = { resolvers: [FoodsResolver, RecipesResolver] };
