import type { NutritionModule } from '../module.js';
import { StandardsResolver } from './standards.resolver.js';

/** Nutrient standards by age, sex and life stage (KDRI 2020 reference data, loaded by migration). */
export const standardsModule: NutritionModule = { resolvers: [StandardsResolver] };
