import type { NutritionModule } from '../module.js';

/** The supplements module's part of the nutrition subgraph. */
export const supplementsModule: NutritionModule = { resolvers: [] };
