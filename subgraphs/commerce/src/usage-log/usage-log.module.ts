import type { ModuleDefinition } from '@shop/kit';
import { UsageLogResolver } from './usage-log.resolver.js';
import { usageLogConstraints } from './usage-log.constraints.js';

/** The usage log (the access log; its 3-month retention job is the retention module's). */
export const usageLogModule: ModuleDefinition = {
  name: 'usage-log',
  resolvers: [UsageLogResolver],
  constraints: usageLogConstraints,
};
