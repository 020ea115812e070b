import type { ModuleDefinition } from '@shop/kit';
import { ChannelCouponsResolver } from './channel-coupons.resolver.js';

/**
 * A channel's coupons (discount codes), kept by commerce's coupons with the channel as their scope;
 * partners only checks whose channel it is and the shop's bounds. Nothing per user here.
 */
export const channelCouponsModule: ModuleDefinition = {
  name: 'coupons',
  resolvers: [ChannelCouponsResolver],
};
