import { afterAnswer, type ModuleDefinition } from '@shop/kit';
import { COMBINATION_SYNC, sendCombinationToCommerce } from './combinations.service.js';
import { DEMO_CATALOG_SEED, queueDemoCatalog, seedDemoCatalog } from './catalog.seed.js';
import { catalogConstraints } from './catalog.constraints.js';
import { catalogReferences, catalogResolvers } from './catalog.resolver.js';

/**
 * A channel's own shop window (issue 20, item 2): categories with recommended products, videos,
 * external links and combinations (bundles). No lifecycle: nothing here is a person's. A leaving
 * influencer's channel is closed by lifecycle.ts (channels module), and its catalog stays with the
 * closed channel, because past orders and carts refer to its combinations.
 */
export const catalogModule: ModuleDefinition = {
  name: 'catalog',
  resolvers: catalogResolvers,
  references: catalogReferences,
  constraints: catalogConstraints,
  // Every change of a combination is copied to commerce after the commit (its cart and checkout read the copy).
  outbox: {
    [COMBINATION_SYNC]: afterAnswer((em, payload: { combinationId: string }) => sendCombinationToCommerce(em, payload)),
    [DEMO_CATALOG_SEED]: afterAnswer((em) => seedDemoCatalog(em)),
  },
  // The demo channel's window needs commerce's answers: queued here, made by the outbox (catalog.seed.ts).
  seed: queueDemoCatalog,
};
