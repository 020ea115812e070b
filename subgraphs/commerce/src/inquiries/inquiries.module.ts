import type { ModuleDefinition } from '@shop/kit';
import { InquiriesResolver } from './inquiries.resolver.js';
import { inquiriesConstraints } from './inquiries.constraints.js';
import { seedCsEntries } from './cs-entries.seed.js';

/** One-to-one inquiries and the customer-service center (FAQ, notices). */
export const inquiriesModule: ModuleDefinition = {
  name: 'inquiries',
  resolvers: [InquiriesResolver],
  constraints: inquiriesConstraints,
  seed: seedCsEntries,
};
