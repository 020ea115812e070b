import type { ModuleDefinition } from '@shop/kit';
import { clickHistoryConstraints } from './click-history.constraints.js';

/** Recently viewed products (resolved in compare/shopper.resolver.ts). */
export const clickHistoryModule: ModuleDefinition = {
  name: 'click-history',
  constraints: clickHistoryConstraints,
};
