import { afterAnswer, type ModuleDefinition } from '@shop/kit';
import { cooperateConstraints } from './cooperate.constraints.js';
import { cooperateScheduleJob } from './cooperate.jobs.js';
import { CooperateResolver, Product } from './cooperate.resolver.js';
import { COOPERATE_ALERT_SMS, COOPERATE_SYNC, sendCooperateAlertSms, sendCooperateToCommerce } from './cooperate.service.js';

/**
 * Group buying (공동구매) events of a channel: a lifecycle as a transitions table
 * (cooperate-transitions.ts), participation with a limit, open alerts, click counts; every change
 * copied to commerce after the commit, where checkout sells at the group price while it is open.
 * A leaving member's participations and alerts go with them (lifecycle.ts).
 */
export const cooperateModule: ModuleDefinition = {
  name: 'cooperate',
  resolvers: [CooperateResolver],
  references: { Product: { __resolveReference: (reference: { id: string }) => ({ id: reference.id }) } },
  orphanedTypes: [Product],
  constraints: cooperateConstraints,
  jobs: [cooperateScheduleJob],
  outbox: {
    [COOPERATE_SYNC]: afterAnswer((em, payload: { eventId: string }) => sendCooperateToCommerce(em, payload)),
    [COOPERATE_ALERT_SMS]: afterAnswer((em, payload: { eventId: string; userIds: string[] }) => sendCooperateAlertSms(em, payload)),
  },
};
