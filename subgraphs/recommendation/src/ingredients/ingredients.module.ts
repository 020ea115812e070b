import type { ModuleDefinition } from '@shop/kit';
import { IngredientsResolver } from './ingredients.resolver.js';

/** MFDS functional ingredients (reference data, loaded by a migration) and the nutrient cards built on them. */
export const ingredientsModule: ModuleDefinition = { name: 'ingredients', resolvers: [IngredientsResolver] };
