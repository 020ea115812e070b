import type { ModuleDefinition } from '@shop/kit';
import { CompareResolver, FavoritesResolver, ViewedProductsResolver } from './shopper.resolver.js';
import { compareConstraints } from './compare.constraints.js';

/** The compare list, and the resolvers of favorites and recently viewed (shopper.resolver.ts). */
export const compareModule: ModuleDefinition = {
  name: 'compare',
  resolvers: [CompareResolver, FavoritesResolver, ViewedProductsResolver],
  constraints: compareConstraints,
};
