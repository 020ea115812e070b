import type { Identity } from '@shop/kit';
import { orderRules } from './orders.config.js';
import { FINAL_STATUSES, UNPAID_STATUSES, type OrderStatus } from './order-statuses.js';
import { TRANSITIONS, findTransition, nextStatuses, type Actor } from './order-transitions.js';
import type { Order } from './order.entities.js';

/**
 * What the caller may do with an order now, with its deadline (Vendure's `Order.nextStates`,
 * Saleor's `Order.actions`): read from the transitions table, the final statuses and the
 * configured return period, so a client never keeps its own copy of a rule.
 */
export interface OrderActions {
  /** Pay an unpaid order (createPayment). */
  pay: boolean;
  /** Cancel at once (cancelOrder), before the seller prepares the parcel. */
  cancel: boolean;
  /** Cancel only some lines (a paid order); an unpaid order is cancelled whole. */
  cancelLines: boolean;
  /** Ask the seller to cancel a parcel being prepared (requestReturn kind cancel). */
  requestCancel: boolean;
  requestReturn: boolean;
  requestExchange: boolean;
  /** Until when a return or exchange may be asked (delivery + ORDER_RETURN_DAYS); null before delivery. */
  returnDeadline: Date | null;
  confirmPurchase: boolean;
  /** Remove it from the buyer's list (finished orders only). */
  hide: boolean;
  /** The statuses the caller may move it to (the transitions table, for the caller's part). */
  nextStatuses: OrderStatus[];
  /** What an admin may do to it now (the orders desk): empty for anyone else. */
  staff: StaffAction[];
  /** Put its products in the cart again (재구매): a buyer's order that was paid. */
  reorder: boolean;
  /** Follow its parcel (배송조회): shipped, for its buyer or an admin. */
  track: boolean;
}

/**
 * The shop's side of an order as buttons of the orders desk, each done by an existing mutation:
 * prepare / deliver / approve_return / collect / collected -> advanceOrder(toStatus), ship ->
 * registerDeliveryInfo, cancel -> cancelOrder, complete_claim -> completeReturn, refuse_claim ->
 * refuseReturn. Derived from the transitions table's events (below), never listed per status.
 */
export const STAFF_ACTIONS = ['prepare', 'ship', 'deliver', 'cancel', 'approve_return', 'collect', 'collected', 'complete_claim', 'refuse_claim'] as const;
export type StaffActionKind = (typeof STAFF_ACTIONS)[number];

export const STAFF_ACTION_LABELS: Record<StaffActionKind, string> = {
  prepare: '배송 준비',
  ship: '발송 처리',
  deliver: '배송 완료',
  cancel: '주문 취소',
  approve_return: '반품 승인',
  collect: '회수 시작',
  collected: '회수 완료',
  complete_claim: '요청 완료',
  refuse_claim: '요청 거절',
};

/** The transitions table's events, as the desk's actions. */
const STAFF_EVENT: Record<string, StaffActionKind> = {
  prepare: 'prepare',
  ship: 'ship',
  deliver: 'deliver',
  cancel: 'cancel',
  cancel_unpaid: 'cancel',
  approve_return: 'approve_return',
  collect: 'collect',
  collected: 'collected',
  approve_cancel: 'complete_claim',
  complete_return: 'complete_claim',
  complete_exchange: 'complete_claim',
  refuse_cancel: 'refuse_claim',
  refuse_return: 'refuse_claim',
  refuse_exchange: 'refuse_claim',
};

export interface StaffAction {
  action: StaffActionKind;
  label: string;
  /** The status the order goes to (for advanceOrder; the first such for complete/refuse). */
  toStatus: OrderStatus;
}

/**
 * An admin's actions on an order in `status`: one per kind, in STAFF_ACTIONS order. A paid order
 * may be shipped straight away too (registerDeliveryInfo goes through delivery_ready).
 */
export function staffActions(status: OrderStatus): StaffAction[] {
  const found = new Map<StaffActionKind, OrderStatus>();
  for (const t of TRANSITIONS) {
    if (t.from !== status || !t.who.includes('admin')) continue;
    const action = STAFF_EVENT[t.event];
    if (action && !found.has(action)) found.set(action, t.to);
  }
  if (found.has('prepare') && !found.has('ship')) found.set('ship', 'delivery_shipping');
  return STAFF_ACTIONS.filter((a) => found.has(a)).map((action) => ({ action, label: STAFF_ACTION_LABELS[action], toStatus: found.get(action)! }));
}

/** The part the caller plays: the buyer of their own order, else an admin; anyone else has none (a seller's screens ask by their own mutations). */
function actorOf(order: Order, identity: Identity | null): Actor | null {
  if (identity && order.userId === identity.userId) return 'buyer';
  if (identity?.role === 'admin') return 'admin';
  return null;
}

export function orderActions(order: Order, identity: Identity | null, now = new Date()): OrderActions {
  const status = order.status as OrderStatus;
  const actor = actorOf(order, identity);
  const buyer = actor === 'buyer';
  const may = (to: OrderStatus) => actor !== null && findTransition(status, to, actor) !== null;
  const returnDeadline = order.deliveredAt ? new Date(order.deliveredAt.getTime() + orderRules().returnDays * 86_400_000) : null;
  const withinReturn = returnDeadline === null || now.getTime() <= returnDeadline.getTime();
  return {
    pay: buyer && status === 'order_request',
    cancel: may('cancelled') || may('cancel_complete'),
    cancelLines: may('cancel_complete') && !UNPAID_STATUSES.includes(status),
    requestCancel: buyer && may('cancel_request'),
    requestReturn: buyer && may('return_request') && withinReturn,
    requestExchange: buyer && may('exchange_request') && withinReturn,
    returnDeadline: status === 'delivery_complete' ? returnDeadline : null,
    confirmPurchase: buyer && may('complete'),
    hide: buyer && FINAL_STATUSES.includes(status),
    nextStatuses: actor ? nextStatuses(status, actor) : [],
    staff: identity?.role === 'admin' ? staffActions(status) : [],
    reorder: buyer && order.paidAt != null,
    track: actor !== null && (status === 'delivery_shipping' || order.deliveredAt != null),
  };
}
