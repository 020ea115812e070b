import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/**
 * Card billing and subscriptions (정기결제, 정기배송; issue 19). A card is registered in the
 * gateway's window (GraphQL `startCardRegistration` opens it); `POST /billings` confirms it with
 * the customerUid the window sends back. "Schedules" are the member's subscriptions
 * (docs/decisions/subscriptions.md: the shop schedules and retries its own charges).
 */
export const billingRoutes: RestRoute[] = [
  // The schedules first: `/billings/{userId}` would otherwise take "schedules" for a user id.
  route({
    method: 'GET',
    path: '/billings/schedules',
    summary: '내 정기배송 (진행 중인 것 먼저; 다음 결제일, 결제 시도, 지금 할 수 있는 일)',
    auth: 'required',
    operation: op.MySubscriptionsDocument,
  }),
  route({
    method: 'POST',
    path: '/billings/schedules',
    summary: '정기배송 시작 (상품, 옵션, 수량, 2·4·8주, 카드, 배송지; 첫 결제일이 오늘이면 바로 결제)',
    auth: 'required',
    operation: op.StartSubscriptionDocument,
    fields: { input: { productId: ['productId', 'product_id'], optionId: ['optionId', 'option_id'], cardId: ['cardId', 'card_id'] } },
  }),
  route({ method: 'DELETE', path: '/billings/schedules/{id}', summary: '정기배송 해지', auth: 'required', operation: op.CancelSubscriptionDocument }),
  route({
    method: 'POST',
    path: '/billings',
    summary: '카드 등록 확인 (결제 대행사의 카드 등록 창이 돌려준 customerUid; 빌링키가 있을 때만)',
    auth: 'required',
    operation: op.RegisterCardDocument,
    fields: { customerUid: ['customerUid', 'customer_uid'] },
  }),
  route({ method: 'GET', path: '/billings/{userId}', summary: '등록한 카드 (본인; 관리자는 누구든)', auth: 'required', operation: op.BillingCardsDocument }),
  route({
    method: 'DELETE',
    path: '/billings',
    summary: '카드 삭제 (정기배송에 쓰는 카드는 409 BILLING_CARD_IN_USE)',
    auth: 'required',
    operation: op.DeleteCardDocument,
    fields: { customerUid: ['customerUid', 'customer_uid'] },
  }),
  route({
    method: 'POST',
    path: '/billings/payment',
    summary: '결제를 기다리는 내 주문을 등록한 카드로 결제 (거절되면 카드사 사유와 함께 PAYMENT_FAILED)',
    auth: 'required',
    operation: op.PayWithCardDocument,
    fields: { orderId: ['orderId', 'order_id'], customerUid: ['customerUid', 'customer_uid'] },
  }),
  route({
    method: 'POST',
    path: '/billings/certification/update',
    summary: '정기결제 본인인증 (회원 정보의 휴대폰으로 받은 인증번호의 인증 토큰, 용도 BILLING)',
    auth: 'required',
    operation: op.CertifyBillingDocument,
    fields: { smsToken: ['smsToken', 'verificationToken', 'token'] },
  }),
  route({ method: 'GET', path: '/billings/{userId}/certified', summary: '정기결제 본인인증 여부 (본인; 관리자는 누구든)', auth: 'required', operation: op.BillingCertifiedDocument }),
  route({ method: 'POST', path: '/billings/{userId}/certified', summary: '관리자: 정기결제 본인인증 표시 바꾸기 (isCertified)', auth: 'required', operation: op.SetBillingCertifiedDocument }),
];
