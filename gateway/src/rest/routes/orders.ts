import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** Order rows and the order's payment rows of shared/api/rest-endpoints.tsv (commerce orders module); an order is named `orderId`. */
export const orderRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/userOrder/create',
    summary: '주문 생성 (order_request): 금액·배송비는 서버가 계산, 재고를 바로 잡아둠; 재고 부족은 409',
    auth: 'required',
    operation: op.CreateOrderDocument,
  }),
  route({
    method: 'POST',
    path: '/userOrder/edit',
    summary: '배송 전 주문 취소 (결제 전: 전체, 결제 후: 고른 상품을 바로 환불)',
    auth: 'required',
    operation: op.CancelOrderDocument,
    fields: { id: 'orderId' },
  }),
  route({ method: 'POST', path: '/userOrder/returnRequest', summary: '취소 요청, 반품·교환 신청', auth: 'required', operation: op.RequestReturnDocument, fields: { id: 'orderId' } }),
  route({
    method: 'POST',
    path: '/userOrder/register/deliveryInfo',
    summary: '판매자·관리자: 택배사와 운송장 번호 등록',
    auth: 'required',
    operation: op.RegisterDeliveryInfoDocument,
    fields: { id: 'orderId' },
  }),
  route({ method: 'GET', path: '/userOrder/guest', summary: '비회원 주문 조회 (휴대폰 인증 토큰과 주문번호)', auth: 'optional', operation: op.GuestOrderDocument }),
  route({ method: 'GET', path: '/userOrder/getOne', summary: '주문 상세 (상품, 배송, 상태 기록, 환불)', auth: 'required', operation: op.OrderDetailDocument, fields: { id: 'orderId' } }),
  route({ method: 'GET', path: '/userOrder/complete/list', summary: '구매확정한 주문', auth: 'required', operation: op.MyCompletedOrdersDocument }),
  route({ method: 'GET', path: '/userOrder/list', summary: '내 주문 (최신순, status로 거르기)', auth: 'required', operation: op.MyOrdersDocument }),
  route({
    method: 'POST',
    path: '/payment/create',
    summary: '주문 결제 준비 (금액은 주문 금액): 결제창 주소',
    auth: 'required',
    operation: op.CreatePaymentDocument,
    fields: { redirectUrl: ['redirect_url', 'm_redirect_url'] },
  }),
  route({
    method: 'POST',
    path: '/payment/payment/complete',
    summary: '결제 완료 확인 (결제 대행사에 물어 주문 금액과 같을 때만)',
    auth: 'required',
    operation: op.CompletePaymentDocument,
    fields: { merchantUid: 'merchant_uid', impUid: 'imp_uid' },
  }),
  route({
    method: 'POST',
    path: '/payment/payment/cancel/all',
    summary: '배송 전 주문 전체 취소와 결제 전액 환불',
    auth: 'required',
    operation: op.CancelWholeOrderDocument,
    fields: { id: 'orderId' },
  }),
  route({ method: 'DELETE', path: '/userOrder/delete', summary: '끝난 주문을 목록에서 삭제 (주문 기록은 남음)', auth: 'required', operation: op.HideOrderDocument, fields: { id: 'orderId' } }),
];
