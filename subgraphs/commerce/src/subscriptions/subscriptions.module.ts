import type { ModuleDefinition } from '@shop/kit';
import { onCardDeletion } from '../billing/billing.service.js';
import { SubscriptionsResolver } from './subscriptions.resolver.js';
import { subscriptionsConstraints } from './subscriptions.constraints.js';
import { subscriptionChargeJob, subscriptionNoticeJob } from './subscriptions.jobs.js';
import { cardInUse, chargeSubscription, SUBSCRIPTION_CHARGE_DUE } from './subscriptions.service.js';

/**
 * 정기배송 (issue 19): a product option every 2, 4 or 8 weeks charged to a registered card. The
 * charge job makes and pays the order, retries a failed charge on days 1, 3 and 7 and then
 * pauses; members are told 3 days before each charge; skip, change, pause, resume and cancel from
 * 마이페이지. A member leaving ends their subscriptions (commerce lifecycle.ts).
 */
export const subscriptionsModule: ModuleDefinition = {
  name: 'subscriptions',
  resolvers: [SubscriptionsResolver],
  constraints: subscriptionsConstraints,
  jobs: [subscriptionChargeJob, subscriptionNoticeJob],
  outbox: {
    // Due today when it was made: the first charge follows the commit, before the member's answer.
    [SUBSCRIPTION_CHARGE_DUE]: (em, { subscriptionId }: { subscriptionId: string }) => chargeSubscription(em, subscriptionId),
  },
  // A card that a live subscription charges is not deleted.
  connect: () => onCardDeletion(cardInUse),
};
