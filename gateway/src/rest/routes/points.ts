import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** Points (적립금; issue 19). Grants and revocations happen by themselves (purchase confirmation, reviews); the admin rows repeat them by hand, once per source. */
export const pointRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/point/point/use',
    summary: '결제 전 주문에 적립금 쓰기 (amount 0이면 빼기; 최소 잔액, 사용 단위, 주문별 최대는 서버 규칙)',
    auth: 'required',
    operation: op.UsePointsDocument,
    fields: { orderId: ['orderId', 'order_id'], amount: ['amount', 'point'] },
  }),
  route({
    method: 'POST',
    path: '/point/point/purchase/complete',
    summary: '관리자: 구매확정 적립금 주기 (주문마다 한 번)',
    auth: 'required',
    operation: op.GrantPurchasePointsDocument,
    fields: { orderId: ['orderId', 'order_id'] },
  }),
  route({
    method: 'POST',
    path: '/point/point/purchase/cancel',
    summary: '관리자: 구매 적립금 취소 (취소·반품)',
    auth: 'required',
    operation: op.RevokePurchasePointsDocument,
    fields: { orderId: ['orderId', 'order_id'] },
  }),
  route({
    method: 'POST',
    path: '/point/point/review/complete',
    summary: '관리자: 리뷰 적립금 주기 (리뷰마다 한 번)',
    auth: 'required',
    operation: op.GrantReviewPointsDocument,
    fields: { reviewId: ['reviewId', 'review_id'] },
  }),
  route({
    method: 'POST',
    path: '/point/point/review/cancel',
    summary: '관리자: 리뷰 적립금 취소',
    auth: 'required',
    operation: op.RevokeReviewPointsDocument,
    fields: { reviewId: ['reviewId', 'review_id'] },
  }),
  route({ method: 'GET', path: '/point/point/history/search', summary: '적립금 내역 (최신순, 내역마다 잔액)과 잔액·30일 내 소멸 예정', auth: 'required', operation: op.PointHistoryDocument }),
];
