import type { ModuleDefinition } from '@shop/kit';
import { PickItemResolver, PicksResolver } from './picks.resolver.js';
import { picksConstraints } from './picks.constraints.js';
import { seedPicks } from './picks.seed.js';

/** The editors' picks on the home page. */
export const picksModule: ModuleDefinition = {
  name: 'picks',
  resolvers: [PicksResolver, PickItemResolver],
  constraints: picksConstraints,
  seed: seedPicks,
};
