import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** Payment rows: the caller's payments and one payment's result (merchant_uid, as the gateway redirect names it). */
export const paymentRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/payment/payment/search', summary: '내 결제 목록 (최신순)', auth: 'required', operation: op.MyPaymentsDocument }),
  route({ method: 'GET', path: '/payment/payment/searchResult', summary: '결제 결과 (merchant_uid)', auth: 'required', operation: op.PaymentResultDocument, fields: { merchantUid: 'merchant_uid' } }),
];
