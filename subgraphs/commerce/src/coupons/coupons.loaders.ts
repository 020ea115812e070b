import { byKeys, type Context } from '@shop/kit';
import { CouponMasterEntity, type CouponMaster } from './coupon.entities.js';

/** Per-request loaders: a wallet of any size reads its masters in one query. */
export const couponLoaders = (ctx: Context) => ({
  master: ctx.loaders.get<string, CouponMaster | null>('couponMasterById', async (ids) => byKeys(ids, await ctx.em.find(CouponMasterEntity, { id: { $in: [...ids] } }), (m) => m.id, null)),
});
