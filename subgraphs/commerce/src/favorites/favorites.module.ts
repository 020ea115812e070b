import type { ModuleDefinition } from '@shop/kit';
import { favoritesConstraints } from './favorites.constraints.js';

/** Favorite products (resolved in compare/shopper.resolver.ts). */
export const favoritesModule: ModuleDefinition = {
  name: 'favorites',
  constraints: favoritesConstraints,
};
