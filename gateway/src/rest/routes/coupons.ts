import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/**
 * Coupons (issue 19). Refusals answer the envelope's code 410 (gone) or 411 (conditions not met)
 * with HTTP 200, as spec section 8 says. Checkout's rows (applicable coupons, applyCoupon,
 * changeAvailable) come with the coupon step of checkout.
 */
export const couponRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/promotion/couponMaster/couponList/all', summary: '지금 받을 수 있는 쿠폰 (코드로 받는 쿠폰, 선착순이 남은 것)', auth: 'none', operation: op.IssuableCouponsDocument }),
  route({
    method: 'GET',
    path: '/promotion/couponMaster/search',
    summary: '쿠폰 찾기 (이름·코드; 관리자, 파트너)',
    auth: 'required',
    operation: op.SearchCouponsDocument,
    fields: { query: ['query', 'keyword'] },
  }),
  route({
    method: 'POST',
    path: '/userCouponCart/add',
    summary: '쿠폰 코드로 받기 (410: 받을 수 없는 쿠폰, 411: 조건이 맞지 않음; 요청 수 제한)',
    auth: 'required',
    operation: op.ClaimCouponDocument,
    fields: { code: ['code', 'couponCode', 'coupon_code'] },
  }),
  route({ method: 'GET', path: '/userCouponCart/couponList', summary: '내 쿠폰함 (사용 가능한 것 먼저; status: available, used, expired)', auth: 'required', operation: op.MyCouponsDocument }),
];
