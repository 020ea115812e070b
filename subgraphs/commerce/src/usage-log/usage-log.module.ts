import type { ModuleDefinition } from '@shop/kit';
import { UsageLogResolver } from './usage-log.resolver.js';
import { usageLogConstraints } from './usage-log.constraints.js';
import { usageRetentionJob } from './usage-log.job.js';

/** The usage log and its retention job. */
export const usageLogModule: ModuleDefinition = {
  name: 'usage-log',
  resolvers: [UsageLogResolver],
  constraints: usageLogConstraints,
  jobs: [usageRetentionJob],
};
