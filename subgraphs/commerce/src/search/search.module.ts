import type { ModuleDefinition } from '@shop/kit';
import { SearchHistoryResolver } from './search.resolver.js';
import { searchHistoryConstraints } from './search-history.constraints.js';

/** Search history and popular terms. */
export const searchModule: ModuleDefinition = {
  name: 'search',
  resolvers: [SearchHistoryResolver],
  constraints: searchHistoryConstraints,
};
