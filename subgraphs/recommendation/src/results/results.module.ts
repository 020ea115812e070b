import type { ModuleDefinition } from '@shop/kit';
import { recommendationLifecycle } from '../lifecycle.js';
import { ResultsResolver } from './results.resolver.js';
import { Product } from './results.types.js';
import { resultConstraints } from './result.constraints.js';

/** Submitting answers, scoring them with the profile's records, results as history; what recommendation removes when an account or a profile goes (lifecycle.ts). */
export const resultsModule: ModuleDefinition = {
  name: 'results',
  resolvers: [ResultsResolver],
  references: { Product: { __resolveReference: (reference: { id: string }) => ({ id: reference.id }) } },
  orphanedTypes: [Product],
  constraints: resultConstraints,
  lifecycle: recommendationLifecycle,
};
