import type { ModuleDefinition } from '@shop/kit';
import { cooperateConstraints } from './cooperate.constraints.js';
import { CooperateResolver, Product } from './cooperate.resolver.js';

/** Group buying (공동구매) events of a channel. */
export const cooperateModule: ModuleDefinition = {
  name: 'cooperate',
  resolvers: [CooperateResolver],
  references: { Product: { __resolveReference: (reference: { id: string }) => ({ id: reference.id }) } },
  orphanedTypes: [Product],
  constraints: cooperateConstraints,
};
