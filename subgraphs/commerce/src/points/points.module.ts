import type { ModuleDefinition } from '@shop/kit';
import { OrderPointsResolver, PointsResolver, QuotePointsResolver } from './points.resolver.js';
import { pointsConstraints } from './points.constraints.js';
import { pointsExpiryJob, pointsNoticeJob } from './points.jobs.js';

/**
 * Points (적립금; issue 19): lots granted on purchase confirmation and reviews, spent on unpaid
 * orders oldest-expiring first, returned on cancels and refunds, expired after POINTS_EXPIRY_DAYS
 * and on withdrawal (commerce lifecycle). The ledger is append-only.
 */
export const pointsModule: ModuleDefinition = {
  name: 'points',
  resolvers: [PointsResolver, OrderPointsResolver, QuotePointsResolver],
  constraints: pointsConstraints,
  jobs: [pointsExpiryJob, pointsNoticeJob],
};
