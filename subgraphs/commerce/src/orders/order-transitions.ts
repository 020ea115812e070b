import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '@shop/kit';
import { ORDER_STATUS_INFO, type OrderStatus } from './order-statuses.js';
import { OrderStatusHistoryEntity, type Order } from './order.entities.js';
import { returnOrderPoints } from '../points/points.service.js';
import { releaseOrderCoupons } from '../coupons/coupons.service.js';
import { queueChannelOrderSync } from '../channel-sales/channel-sales.service.js';

/** Who moves an order: its buyer, the seller of its lines, an admin, or the shop itself (payment, jobs). */
export const ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  who: readonly Actor[];
  /** What happens, in the history and the docs' diagram. */
  event: string;
}

/** Who runs the shop's side of an order: the seller of its lines, or an admin. */
const SELLER_OR_ADMIN = ['seller', 'admin'] as const;

/**
 * Every allowed change of an order's status, as data. `moveOrder` refuses anything else; the
 * diagram in docs/decisions/selling.md is checked against this table (orders.docs.test.ts).
 */
export const TRANSITIONS: readonly Transition[] = [
  // Payment (the payments module and the unpaid-release job)
  { from: 'order_request', to: 'ready', who: ['system'], event: 'vbank_issued' },
  { from: 'order_request', to: 'paid', who: ['system'], event: 'payment_paid' },
  { from: 'order_request', to: 'failed', who: ['system'], event: 'payment_failed' },
  { from: 'order_request', to: 'cancelled', who: ['buyer', 'admin', 'system'], event: 'cancel_unpaid' },
  { from: 'ready', to: 'paid', who: ['system'], event: 'deposit_received' },
  { from: 'ready', to: 'cancelled', who: ['buyer', 'admin', 'system'], event: 'cancel_unpaid' },
  // Cancel before shipping: at once while paid, on request once the seller prepares it
  { from: 'paid', to: 'cancel_complete', who: ['buyer', 'admin'], event: 'cancel' },
  { from: 'paid', to: 'delivery_ready', who: SELLER_OR_ADMIN, event: 'prepare' },
  { from: 'delivery_ready', to: 'cancel_request', who: ['buyer'], event: 'request_cancel' },
  { from: 'cancel_request', to: 'cancel_complete', who: SELLER_OR_ADMIN, event: 'approve_cancel' },
  { from: 'cancel_request', to: 'delivery_ready', who: SELLER_OR_ADMIN, event: 'refuse_cancel' },
  // Delivery
  { from: 'delivery_ready', to: 'delivery_shipping', who: SELLER_OR_ADMIN, event: 'ship' },
  { from: 'delivery_shipping', to: 'delivery_complete', who: [...SELLER_OR_ADMIN, 'system'], event: 'deliver' },
  { from: 'delivery_complete', to: 'complete', who: ['buyer', 'system'], event: 'confirm_purchase' },
  // Returns and exchanges (within the withdrawal period after delivery)
  { from: 'delivery_complete', to: 'return_request', who: ['buyer'], event: 'request_return' },
  { from: 'delivery_complete', to: 'exchange_request', who: ['buyer'], event: 'request_exchange' },
  { from: 'return_request', to: 'return_receive', who: SELLER_OR_ADMIN, event: 'approve_return' },
  { from: 'return_request', to: 'return_refusal', who: SELLER_OR_ADMIN, event: 'refuse_return' },
  { from: 'return_receive', to: 'return_refusal', who: SELLER_OR_ADMIN, event: 'refuse_return' },
  { from: 'exchange_request', to: 'return_refusal', who: SELLER_OR_ADMIN, event: 'refuse_exchange' },
  { from: 'return_receive', to: 'return_collection', who: SELLER_OR_ADMIN, event: 'collect' },
  { from: 'return_collection', to: 'return_collection_complete', who: SELLER_OR_ADMIN, event: 'collected' },
  { from: 'return_request', to: 'return_complete', who: SELLER_OR_ADMIN, event: 'complete_return' },
  { from: 'return_receive', to: 'return_complete', who: SELLER_OR_ADMIN, event: 'complete_return' },
  { from: 'return_collection', to: 'return_complete', who: SELLER_OR_ADMIN, event: 'complete_return' },
  { from: 'return_collection_complete', to: 'return_complete', who: SELLER_OR_ADMIN, event: 'complete_return' },
  { from: 'exchange_request', to: 'exchange_complete', who: SELLER_OR_ADMIN, event: 'complete_exchange' },
  { from: 'return_refusal', to: 'complete', who: ['buyer', 'system'], event: 'confirm_purchase' },
];

/** The table's row for a change by `who`, or null when the table does not allow it. */
export function findTransition(from: OrderStatus, to: OrderStatus, who: Actor): Transition | null {
  return TRANSITIONS.find((t) => t.from === from && t.to === to && t.who.includes(who)) ?? null;
}

/** The statuses an actor may move an order to from `from`. */
export const nextStatuses = (from: OrderStatus, who: Actor): OrderStatus[] => TRANSITIONS.filter((t) => t.from === from && t.who.includes(who)).map((t) => t.to);

export interface ActorRef {
  who: Actor;
  /** The account acting (null for the shop's own jobs). */
  userId: string | null;
}

export const SYSTEM_ACTOR: ActorRef = { who: 'system', userId: null };

/** Refusal of a change the table does not allow, naming the order's current status in Korean. */
export function transitionRefused(from: OrderStatus, to: OrderStatus): AppError {
  const message = `${ORDER_STATUS_INFO[from].label} 상태의 주문은 ${ORDER_STATUS_INFO[to].label} 상태로 바꿀 수 없습니다.`;
  return new AppError('ORDER_STATUS_CONFLICT', message, { fields: [{ field: 'status', message }], from, to });
}

/**
 * The one way an order's status changes: checked against TRANSITIONS for the actor, applied to the
 * (locked) order row and appended to order_status_history with who, why and when.
 */
export async function moveOrder(em: EntityManager, order: Order, to: OrderStatus, actor: ActorRef, reason: string | null = null, now = new Date()): Promise<Transition> {
  const from = order.status as OrderStatus;
  const transition = findTransition(from, to, actor.who);
  if (!transition) throw transitionRefused(from, to);
  order.status = to;
  order.updatedAt = now;
  em.create(OrderStatusHistoryEntity, { orderId: order.id, fromStatus: from, toStatus: to, event: transition.event, actorUserId: actor.userId, actorRole: actor.who, reason, createdAt: now });
  await em.flush();
  // An unpaid order that ends (cancelled, released, failed payment) gives back the points put on it.
  if ((to === 'cancelled' || to === 'failed') && order.pointsUsed > 0) await returnOrderPoints(em, order.id, null, to === 'failed' ? '결제되지 않은 주문에서 돌려받음' : '주문 취소로 돌려받음', now);
  // An order that ends whole before delivery gives its coupons back to the wallet (a partial cancel keeps them used).
  if (to === 'cancelled' || to === 'failed' || to === 'cancel_complete') await releaseOrderCoupons(em, order.id);
  // A paid order, and every later change of it, goes to partners (channel attribution and figures).
  await queueChannelOrderSync(em, order, to === 'paid');
  return transition;
}
