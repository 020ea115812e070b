import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/**
 * Coupons (issue 19). Refusals answer the envelope's code 410 (gone) or 411 (conditions not met)
 * with HTTP 200, as spec section 8 says; a coupon or order in a state that refuses the change is
 * an HTTP 409.
 */
export const couponRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/promotion/couponMaster/couponList/all', summary: '지금 받을 수 있는 쿠폰 (코드로 받는 쿠폰, 선착순이 남은 것)', auth: 'none', operation: op.IssuableCouponsDocument }),
  route({
    method: 'GET',
    path: '/promotion/couponMaster/couponList/applicable',
    summary: '이 상품들에 쓸 수 있는 받을 수 있는 쿠폰 (상품 화면의 쿠폰 받기; productIds: 쉼표로 나누거나 되풀이)',
    auth: 'none',
    operation: op.CouponsForProductsDocument,
    fields: { productIds: ['productIds', 'product_ids', 'productId'] },
  }),
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
  route({
    method: 'GET',
    path: '/userCouponCart/applicable',
    summary: '결제 전 내 주문에 쓸 수 있는 내 쿠폰 (쓸 수 없는 이유, 가장 많이 할인되는 조합; 주문의 상품과 배송비로 계산)',
    auth: 'required',
    operation: op.OrderCouponsDocument,
    fields: { orderId: ['orderId', 'order_id'] },
  }),
  route({
    method: 'POST',
    path: '/userOrder/applyCoupon',
    summary: '결제 전 내 주문의 쿠폰 바꾸기 (couponIds로 전부 바꿈, 빈 목록이면 빼기; 410: 쓸 수 없는 쿠폰, 411: 조건이 맞지 않음, 409: 결제 중이거나 결제한 주문)',
    auth: 'required',
    operation: op.ApplyOrderCouponsDocument,
    fields: { orderId: ['orderId', 'order_id'], couponIds: ['couponIds', 'coupon_ids', 'userCouponIds'] },
  }),
  route({
    method: 'POST',
    path: '/userCouponCart/changeAvailable',
    summary: '관리자: 회원 쿠폰을 사용할 수 없게(available false) 또는 다시 쓸 수 있게(true) 하기 (409: 진행 중인 주문의 쿠폰, 410: 기간이 지난 쿠폰)',
    auth: 'required',
    operation: op.SetUserCouponAvailableDocument,
    fields: { userCouponId: ['userCouponId', 'user_coupon_id', 'id'], available: ['available', 'isAvailable'] },
  }),
];
