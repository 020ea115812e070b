import type { ModuleDefinition } from '@shop/kit';
import { CartResolver } from './cart.resolver.js';
import { cartConstraints } from './cart.constraints.js';

/** The cart. */
export const cartModule: ModuleDefinition = {
  name: 'cart',
  resolvers: [CartResolver],
  constraints: cartConstraints,
};
