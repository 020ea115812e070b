import type { ModuleDefinition } from '@shop/kit';
import { OutlookResolver } from './outlook.resolver.js';

/** Nutrition's view of a profile for the recommendation (measured gaps, regimen supply, limits) and the product labels it ranks by. */
export const outlookModule: ModuleDefinition = { name: 'outlook', resolvers: [OutlookResolver] };
