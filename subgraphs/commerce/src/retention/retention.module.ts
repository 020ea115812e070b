import { afterAnswer, type ModuleDefinition } from '@shop/kit';
import { RetentionResolver } from './retention.resolver.js';
import { RETENTION_JOBS } from './retention.jobs.js';
import { DORMANCY_NOTICE, sendDormancyNotice } from './dormancy.service.js';
import { retentionConstraints } from './retention.constraints.js';

/**
 * Retention (spec section 9): one table of periods with their legal basis (retention.rules.ts),
 * one scheduled job per period, dormant accounts (separation, the notice, restore at login, closing
 * after 5 years). docs/decisions/retention.md.
 */
export const retentionModule: ModuleDefinition = {
  name: 'retention',
  constraints: retentionConstraints,
  resolvers: [RetentionResolver],
  jobs: Object.values(RETENTION_JOBS),
  outbox: {
    [DORMANCY_NOTICE]: afterAnswer((em, payload: { userId: string; separatesOn: string }) => sendDormancyNotice(em, payload)),
  },
};
