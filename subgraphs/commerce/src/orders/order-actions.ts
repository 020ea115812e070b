import type { Identity } from '@shop/kit';
import { orderRules } from './orders.config.js';
import { FINAL_STATUSES, UNPAID_STATUSES, type OrderStatus } from './order-statuses.js';
import { findTransition, nextStatuses, type Actor } from './order-transitions.js';
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
  };
}
