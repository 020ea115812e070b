/**
 * The 19 order statuses of spec section 4, with their Korean labels and colour classes exactly as
 * the spec groups them: `success` for ready, paid, the three delivery states and complete; `fail`
 * for cancelled, failed and every request, return, cancel and exchange state, and for
 * order_request (the spec's table puts it with the request states).
 */
export const ORDER_STATUS_INFO = {
  order_request: { label: '주문접수', colour: 'fail' },
  ready: { label: '입금대기', colour: 'success' },
  paid: { label: '결제완료', colour: 'success' },
  cancelled: { label: '주문취소', colour: 'fail' },
  failed: { label: '결제실패', colour: 'fail' },
  delivery_ready: { label: '배송준비중', colour: 'success' },
  delivery_shipping: { label: '배송중', colour: 'success' },
  delivery_complete: { label: '배송완료', colour: 'success' },
  complete: { label: '구매확정', colour: 'success' },
  cancel_request: { label: '취소요청', colour: 'fail' },
  exchange_request: { label: '교환요청', colour: 'fail' },
  return_request: { label: '반품요청', colour: 'fail' },
  return_receive: { label: '반품승인', colour: 'fail' },
  return_refusal: { label: '반품철회', colour: 'fail' },
  return_collection: { label: '반품회수중', colour: 'fail' },
  return_collection_complete: { label: '반품회수완료', colour: 'fail' },
  cancel_complete: { label: '취소완료', colour: 'fail' },
  exchange_complete: { label: '교환완료', colour: 'fail' },
  return_complete: { label: '반품완료', colour: 'fail' },
} as const satisfies Record<string, { label: string; colour: 'success' | 'fail' }>;

export type OrderStatus = keyof typeof ORDER_STATUS_INFO;
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_INFO) as OrderStatus[];

/** Statuses before payment: the order holds reserved stock until it is paid or released. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ['order_request', 'ready'];
/** Statuses after which nothing happens to the order any more; only these may be hidden. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['complete', 'cancelled', 'failed', 'cancel_complete', 'exchange_complete', 'return_complete'];

/** What each order line can be, for partial cancels and returns (the order's own status stays in the table). */
export const LINE_STATUSES = ['ordered', 'cancel_requested', 'cancelled', 'return_requested', 'returned', 'exchange_requested', 'exchanged'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

// The spec's payment methods are defined once, beside the gateway's names for them (kit payment-gateway.ts).
export { PAY_METHODS, type PayMethod } from '@shop/kit/payment-gateway.js';

/** Why a buyer returns or exchanges: decides who pays the return shipping (see refunds.ts). */
export const CLAIM_REASONS = ['change_of_mind', 'defect', 'wrong_item'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
export const CLAIM_KINDS = ['cancel', 'return', 'exchange'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** SQL list for CHECK constraints: `'a', 'b'`. */
export const sqlList = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(', ');
