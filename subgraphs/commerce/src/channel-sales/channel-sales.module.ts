import { afterAnswer, type ModuleDefinition } from '@shop/kit';
import { channelSalesConstraints } from './channel-sales.constraints.js';
import { ChannelSalesResolver } from './channel-sales.resolver.js';
import { CHANNEL_ORDER_SYNC, CHANNEL_SIGNUP, sendChannelOrder, sendChannelSignup } from './channel-sales.service.js';
import { MEMBER_NOTICE, sendMemberNotice } from './member-notices.service.js';

/**
 * Selling through partner channels (issue 20): group-buying prices at checkout from commerce's copy
 * of partners' events, and every paid order's facts sent to partners after the commit (attribution
 * and channel figures live there). Nothing per user: orders keep their lines' event ids as history.
 */
export const channelSalesModule: ModuleDefinition = {
  name: 'channel-sales',
  resolvers: [ChannelSalesResolver],
  constraints: channelSalesConstraints,
  outbox: {
    [CHANNEL_ORDER_SYNC]: afterAnswer((em, payload: { orderId: string }) => sendChannelOrder(em, payload)),
    [CHANNEL_SIGNUP]: afterAnswer((em, payload: { userId: string; channelId: string }) => sendChannelSignup(em, payload)),
    [MEMBER_NOTICE]: afterAnswer((em, payload: { phone: string; text: string }) => sendMemberNotice(em, payload)),
  },
};
