import type { ModuleDefinition } from '@shop/kit';
import { CouponMastersResolver, UserCouponsResolver } from './coupons.resolver.js';
import { couponsConstraints } from './coupons.constraints.js';
import { seedDemoCoupons } from './coupons.seed.js';

/**
 * Coupons (issue 19): masters, the member's wallet, claims by code (rate-limited) and coupons for
 * new members; checkout's use of them (reserved on creation or on an unpaid order, used on
 * payment) and the operator's withdraw/restore (docs/decisions/coupons.md).
 */
export const couponsModule: ModuleDefinition = {
  name: 'coupons',
  resolvers: [CouponMastersResolver, UserCouponsResolver],
  constraints: couponsConstraints,
  seed: seedDemoCoupons,
};
