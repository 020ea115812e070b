import type { ModuleDefinition } from '@shop/kit';
import { StandardsResolver } from './standards.resolver.js';

/** Nutrient standards by age, sex and life stage (KDRI 2020 reference data, loaded by migration). */
export const standardsModule: ModuleDefinition = { name: 'standards', resolvers: [StandardsResolver] };
