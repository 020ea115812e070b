import { afterAnswer, type ModuleDefinition } from '@shop/kit';
import { BillingResolver } from './billing.resolver.js';
import { billingConstraints } from './billing.constraints.js';
import { BILLING_KEY_DELETE, deleteBillingKeyAtGateway } from './billing.service.js';

/**
 * Card billing (정기결제; issue 19): the billing certification (SMS), cards registered in the
 * gateway's window and confirmed with the gateway, deleted here and then at the gateway (outbox),
 * orders paid with a card. Subscriptions (subscriptions module) charge these cards. When a member
 * leaves, their cards are deleted (commerce lifecycle.ts).
 */
export const billingModule: ModuleDefinition = {
  name: 'billing',
  resolvers: [BillingResolver],
  constraints: billingConstraints,
  outbox: {
    // A call to the gateway: the member's answer does not wait for it (the sweeper retries a failure).
    [BILLING_KEY_DELETE]: afterAnswer(async (_em, { customerUid }: { customerUid: string }) => deleteBillingKeyAtGateway(customerUid)),
  },
};
