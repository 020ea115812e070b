import { queueChannelOrderSync } from '../channel-sales/channel-sales.service.js';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Forbidden, NotFound, idSchema, parseInput, z, type Identity } from '@shop/kit';
import { markCartLinesPurchased } from '../cart/cart.service.js';
import { CARRIERS, carrierSchema } from './carriers.js';
import { cancelReasonText } from './claim-reasons.js';
import { CLAIM_REASONS, type ClaimReason, type LineStatus, type OrderStatus } from './order-statuses.js';
import { OrderEntity, OrderLineEntity, OrderRefundEntity, OrderShipmentEntity, type Order, type OrderLine } from './order.entities.js';
import { SYSTEM_ACTOR, moveOrder, transitionRefused, type ActorRef } from './order-transitions.js';
import { closeOpenAccounts, refundPayment } from './order-payments.service.js';
import { buyersOrder, readOrder, sellsIn } from './orders.service.js';
import { orderRules } from './orders.config.js';
import { planRefund, type RefundPlan } from './refunds.js';
import { grantPurchasePoints, returnOrderPoints, revokeGrant } from '../points/points.service.js';
import { useOrderCoupons } from '../coupons/coupons.service.js';
import { queueKakaoNotice } from '../sms/kakao-notices.service.js';
import { deliverNotifications } from '../notifications/notifications.service.js';

const reasonText = z
  .string()
  .max(500, '사유는 500자 이하입니다.')
  .nullish()
  .transform((v) => v?.normalize('NFC').trim() || null);
const lineIdsSchema = z.array(idSchema('주문 상품')).max(50).nullish();

const buyer = (identity: Identity): ActorRef => ({ who: 'buyer', userId: identity.userId });

/** The seller of the order's lines or an admin, as the actor of a staff change; FORBIDDEN otherwise. */
async function staff(em: EntityManager, identity: Identity, order: Order): Promise<ActorRef> {
  if (identity.role === 'admin') return { who: 'admin', userId: identity.userId };
  if (await sellsIn(em, identity, order.id)) return { who: 'seller', userId: identity.userId };
  throw Forbidden('이 주문의 판매자나 관리자만 처리할 수 있습니다.');
}

async function lockedOrder(em: EntityManager, id: string): Promise<Order> {
  const order = await em.findOne(OrderEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order) throw NotFound('주문을 찾을 수 없습니다.');
  return order;
}

const linesOf = (em: EntityManager, orderId: string) => em.find(OrderLineEntity, { orderId }, { orderBy: { id: 'asc' } });

/** Gives back the stock the lines still hold (each line once: `reserved` is cleared atomically). */
async function releaseStock(em: EntityManager, lineIds: string[]): Promise<void> {
  if (!lineIds.length) return;
  const released = await em.execute<{ option_id: string; quantity: number }[]>(
    `update commerce.order_lines set reserved = false where id in (${lineIds.map(() => '?').join(', ')}) and reserved returning option_id, quantity`,
    lineIds,
  );
  for (const { option_id, quantity } of released) await em.execute('update commerce.product_options set stock = stock + ? where id = ?', [quantity, option_id]);
  // The entities loaded in this transaction must not write the old flag back.
  for (const id of lineIds) {
    const line = em.getUnitOfWork().getById(OrderLineEntity, id) as OrderLine | undefined;
    if (line) line.reserved = false;
  }
}

/** Records a refund plan line by line and marks the lines; returns the plan (amount = payment cancel). */
async function recordRefund(em: EntityManager, order: Order, lines: OrderLine[], plan: RefundPlan, cause: 'cancel' | 'return', lineStatus: LineStatus, now: Date): Promise<RefundPlan> {
  for (const item of plan.items) {
    em.create(OrderRefundEntity, { orderId: order.id, lineId: item.lineId, sellerId: item.sellerId, cause, item: item.item, amount: item.amount, points: item.points, createdAt: now });
    if (item.item === 'goods') {
      const line = lines.find((l) => l.id === item.lineId)!;
      line.status = lineStatus;
      line.refundedAmount = item.amount;
    }
  }
  // The points spent on the refunded lines come back as points; a purchase grant is taken back.
  const pointsBack = plan.items.reduce((sum, i) => sum + (i.points ?? 0), 0);
  if (pointsBack > 0) await returnOrderPoints(em, order.id, pointsBack, cause === 'cancel' ? '주문 취소로 돌려받음' : '반품으로 돌려받음', now);
  await revokeGrant(em, 'purchase', order.id, cause === 'cancel' ? '주문 취소로 적립 취소' : '반품으로 적립 취소', now);
  const feeBack = new Set(plan.items.filter((i) => i.item === 'delivery').map((i) => i.sellerId));
  if (feeBack.size) await em.nativeUpdate(OrderShipmentEntity, { orderId: order.id, sellerId: { $in: [...feeBack] } }, { feeRefunded: true });
  await em.flush();
  // A partial refund changes what the order is worth to a channel without changing its status.
  await queueChannelOrderSync(em, order);
  return plan;
}

const activeIds = (lines: OrderLine[]) => lines.filter((l) => l.status === 'ordered').map((l) => l.id);
const refundLines = (lines: OrderLine[], ids: Set<string>) =>
  lines.map((l) => ({ id: l.id, sellerId: l.sellerId, lineTotal: l.lineTotal, discountShare: l.discountShare, pointsShare: l.pointsShare, active: ids.has(l.id) }));

/** The lines a claim names (all active lines when none are named); each must be active in the order. */
function chooseLines(lines: OrderLine[], requested: string[] | null | undefined, allowed: (l: OrderLine) => boolean): string[] {
  if (!requested?.length) return lines.filter(allowed).map((l) => l.id);
  const problems = requested.map((id, i) => ({ id, i })).filter(({ id }) => !lines.some((l) => l.id === id && allowed(l)));
  if (problems.length) throw BadInput(problems.map(({ i }) => ({ field: `lineIds.${i}`, message: '이 주문에서 요청할 수 있는 상품이 아닙니다.' })));
  return [...new Set(requested)];
}

/** The payment was confirmed (or the virtual account deposited): order_request/ready -> paid; the cart lines it bought leave the cart. */
export async function markOrderPaid(em: EntityManager, orderId: string, now = new Date()): Promise<Order> {
  const order = await lockedOrder(em, orderId);
  if (order.status === 'paid') return order;
  await moveOrder(em, order, 'paid', SYSTEM_ACTOR, null, now);
  order.paidAt = now;
  order.expiresAt = null;
  const lines = await linesOf(em, order.id);
  await markCartLinesPurchased(
    em,
    order.userId,
    lines.flatMap((l) => (l.cartLineId ? [l.cartLineId] : [])),
    now,
  );
  // Paid: its coupons are used (they were reserved when the order was made).
  await useOrderCoupons(em, order.id, now);
  await em.flush();
  return order;
}

/** A virtual account was issued: order_request -> ready, reserved until the deposit deadline. */
export async function markAwaitingDeposit(em: EntityManager, orderId: string, dueAt: Date | null, now = new Date()): Promise<Order> {
  const order = await lockedOrder(em, orderId);
  await moveOrder(em, order, 'ready', SYSTEM_ACTOR, null, now);
  order.expiresAt = dueAt ?? new Date(now.getTime() + orderRules().vbankDepositHours * 3_600_000);
  await em.flush();
  return order;
}

/** The payment failed: order_request -> failed, stock released. */
export async function markPaymentFailed(em: EntityManager, orderId: string, reason: string | null, now = new Date()): Promise<Order> {
  const order = await lockedOrder(em, orderId);
  await moveOrder(em, order, 'failed', SYSTEM_ACTOR, reason, now);
  order.expiresAt = null;
  await releaseStock(
    em,
    (await linesOf(em, order.id)).map((l) => l.id),
  );
  await em.flush();
  return order;
}

/**
 * A job's walk over due orders: each one locked (`for update skip locked`: another run's rows are
 * left alone) and changed in its own transaction, until none is due. Returns how many were changed.
 */
async function eachDueOrder(em: EntityManager, where: string, params: unknown[], change: (tx: EntityManager, order: Order) => Promise<void>): Promise<number> {
  let changed = 0;
  for (;;) {
    const done = await em.transactional(async (tx) => {
      const t = tx as EntityManager;
      const [row] = await t.execute<{ id: string }[]>(`select id from commerce.orders where ${where} limit 1 for update skip locked`, params);
      if (!row) return false;
      await change(t, await t.findOneOrFail(OrderEntity, { id: String(row.id) }));
      await t.flush();
      return true;
    });
    if (!done) return changed;
    changed += 1;
  }
}

/**
 * Job: unpaid orders past their deadline (ORDER_UNPAID_TTL_MINUTES, or the virtual account's
 * deposit deadline) are cancelled by the shop and their stock released; running twice changes
 * nothing more.
 */
export function releaseUnpaidOrders(em: EntityManager, now = new Date()): Promise<number> {
  return eachDueOrder(em, `status in ('order_request', 'ready') and expires_at <= ? order by expires_at`, [now], async (t, order) => {
    await moveOrder(t, order, 'cancelled', SYSTEM_ACTOR, order.status === 'ready' ? '입금 기한이 지났습니다.' : '결제 시간이 지났습니다.', now);
    order.expiresAt = null;
    await releaseStock(
      t,
      (await linesOf(t, order.id)).map((l) => l.id),
    );
    await closeOpenAccounts(t, order.id, '입금 기한이 지나 주문이 취소되었습니다.');
  });
}

export interface CancelResult {
  order: Order;
  refund: RefundPlan;
}

/**
 * Cancel before shipping. Unpaid: the whole order is cancelled and its stock released. Paid: the
 * named lines (all when none are named) are cancelled at once and refunded line by line, stock
 * released; when no line is left the order becomes cancel_complete. Once the seller prepares the
 * parcel (delivery_ready) a cancel is a request (requestReturn kind cancel).
 */
export async function cancelOrder(
  em: EntityManager,
  identity: Identity,
  rawId: string,
  raw: { lineIds?: string[] | null; reason?: string | null; reasonCode?: string | null },
  now = new Date(),
): Promise<CancelResult> {
  const order = identity.role === 'admin' ? await readOrder(em, identity, rawId, true) : await buyersOrder(em, identity, rawId);
  const actor: ActorRef = order.userId === identity.userId ? buyer(identity) : { who: 'admin', userId: identity.userId };
  // A chosen reason (claim-reasons.ts) with the buyer's words, or the words alone.
  const reason = cancelReasonText(raw.reasonCode, parseInput(reasonText, raw.reason, 'reason'));
  const requested = parseInput(lineIdsSchema, raw.lineIds, 'lineIds');
  const lines = await linesOf(em, order.id);
  if (order.status === 'order_request' || order.status === 'ready') {
    if (requested?.length && requested.length < lines.length) throw BadInput([{ field: 'lineIds', message: '결제 전 주문은 전체만 취소할 수 있습니다.' }]);
    await moveOrder(em, order, 'cancelled', actor, reason, now);
    order.expiresAt = null;
    await releaseStock(
      em,
      lines.map((l) => l.id),
    );
    for (const line of lines) line.status = 'cancelled';
    await em.flush();
    await closeOpenAccounts(em, order.id, reason ?? '주문 취소');
    return { order, refund: { items: [], amount: 0, points: 0 } };
  }
  if (order.status !== 'paid') throw transitionRefused(order.status as OrderStatus, 'cancel_complete');
  const chosen = chooseLines(lines, requested, (l) => l.status === 'ordered');
  const plan = planRefund(refundLines(lines, new Set(activeIds(lines))), await em.find(OrderShipmentEntity, { orderId: order.id }), chosen, 'cancel');
  await recordRefund(em, order, lines, plan, 'cancel', 'cancelled', now);
  await releaseStock(em, chosen);
  if (!lines.some((l) => l.status === 'ordered')) await moveOrder(em, order, 'cancel_complete', actor, reason, now);
  await refundPayment(em, order.id, plan.amount, reason ?? '주문 취소');
  return { order, refund: plan };
}

const claimSchema = z.object({
  kind: z.enum(['cancel', 'return', 'exchange'], { error: '요청 종류를 선택해주세요.' }),
  reasonKind: z.enum(CLAIM_REASONS, { error: '사유를 선택해주세요.' }).nullish(),
  reason: reasonText,
  /** A cancel's reason (claim-reasons.ts CANCEL_REASONS); returns and exchanges use reasonKind. */
  cancelReason: z.string().max(30).nullish(),
  lineIds: lineIdsSchema,
});

/**
 * A buyer's claim. cancel: at once before the seller prepares the parcel (cancelOrder), a request
 * once it is being prepared (delivery_ready -> cancel_request); return or
 * exchange: within ORDER_RETURN_DAYS of delivery (delivery_complete -> return_request /
 * exchange_request), with a reason kind that decides who pays the return shipping.
 */
export async function requestClaim(em: EntityManager, identity: Identity, rawId: string, raw: unknown, now = new Date()): Promise<Order> {
  const order = await buyersOrder(em, identity, rawId);
  const claim = parseInput(claimSchema, raw);
  // Before the seller prepares the parcel a cancel needs nobody's approval: it is done at once.
  if (claim.kind === 'cancel' && ['order_request', 'ready', 'paid'].includes(order.status)) {
    return (await cancelOrder(em, identity, order.id, { lineIds: claim.lineIds, reason: claim.reason, reasonCode: claim.cancelReason }, now)).order;
  }
  const lines = await linesOf(em, order.id);
  const chosen = chooseLines(lines, claim.lineIds, (l) => l.status === 'ordered');
  if (claim.kind !== 'cancel') {
    if (!claim.reasonKind) throw BadInput([{ field: 'reasonKind', message: '반품·교환 사유를 선택해주세요.' }]);
    const days = orderRules().returnDays;
    if (order.status === 'delivery_complete' && order.deliveredAt && now.getTime() - order.deliveredAt.getTime() > days * 86_400_000) {
      throw new AppError('RETURN_PERIOD_OVER', `반품·교환은 배송 완료 후 ${days}일 안에 신청할 수 있습니다.`, { fields: [{ field: 'kind', message: `배송 완료 후 ${days}일이 지났습니다.` }] });
    }
  }
  const to: OrderStatus = claim.kind === 'cancel' ? 'cancel_request' : claim.kind === 'return' ? 'return_request' : 'exchange_request';
  // A cancel request keeps its chosen reason's label with the buyer's words.
  const text = claim.kind === 'cancel' ? cancelReasonText(claim.cancelReason, claim.reason) : claim.reason;
  await moveOrder(em, order, to, buyer(identity), text, now);
  const lineStatus: LineStatus = claim.kind === 'cancel' ? 'cancel_requested' : claim.kind === 'return' ? 'return_requested' : 'exchange_requested';
  for (const line of lines) if (chosen.includes(line.id)) line.status = lineStatus;
  Object.assign(order, { claimKind: claim.kind, claimReason: claim.kind === 'cancel' ? null : claim.reasonKind, claimText: text, claimedAt: now });
  await em.flush();
  return order;
}

/**
 * Seller or admin completes the open claim: a cancel request (refund, stock back), a return
 * (refund by the reason's shipping rule) or an exchange (no money moves).
 */
export async function completeClaim(em: EntityManager, identity: Identity, rawId: string, now = new Date()): Promise<CancelResult> {
  const order = await readOrder(em, identity, rawId, true);
  const actor = await staff(em, identity, order);
  const lines = await linesOf(em, order.id);
  const status = order.status as OrderStatus;
  const empty: RefundPlan = { items: [], amount: 0, points: 0 };
  if (status === 'exchange_request') {
    await moveOrder(em, order, 'exchange_complete', actor, null, now);
    for (const line of lines) if (line.status === 'exchange_requested') line.status = 'exchanged';
    await em.flush();
    return { order, refund: empty };
  }
  const cancel = status === 'cancel_request';
  const to: OrderStatus = cancel ? 'cancel_complete' : 'return_complete';
  await moveOrder(em, order, to, actor, null, now);
  const claimed = lines.filter((l) => l.status === (cancel ? 'cancel_requested' : 'return_requested')).map((l) => l.id);
  const stillBought = new Set(lines.filter((l) => l.status === 'ordered' || claimed.includes(l.id)).map((l) => l.id));
  const plan = planRefund(
    refundLines(lines, stillBought),
    await em.find(OrderShipmentEntity, { orderId: order.id }),
    claimed,
    cancel ? 'cancel' : 'return',
    (order.claimReason as ClaimReason | null) ?? null,
  );
  await recordRefund(em, order, lines, plan, cancel ? 'cancel' : 'return', cancel ? 'cancelled' : 'returned', now);
  if (cancel) await releaseStock(em, claimed);
  await refundPayment(em, order.id, plan.amount, cancel ? '주문 취소 요청 승인' : '반품 완료');
  return { order, refund: plan };
}

/** Seller or admin refuses the open claim: a cancel request goes back to delivery_ready, a return or exchange to return_refusal. */
export async function refuseClaim(em: EntityManager, identity: Identity, rawId: string, rawReason: string | null | undefined, now = new Date()): Promise<Order> {
  const order = await readOrder(em, identity, rawId, true);
  const actor = await staff(em, identity, order);
  const reason = parseInput(reasonText, rawReason, 'reason');
  await moveOrder(em, order, order.status === 'cancel_request' ? 'delivery_ready' : 'return_refusal', actor, reason, now);
  for (const line of await linesOf(em, order.id)) if (line.status.endsWith('_requested')) line.status = 'ordered';
  await em.flush();
  return order;
}

/**
 * Seller or admin moves an order one step where no money moves: prepare (paid -> delivery_ready),
 * deliver (delivery_shipping -> delivery_complete), and the return pick-up steps. Steps with their
 * own mutation (shipping, cancels, completing claims) are refused here.
 */
export const STAFF_STEPS: readonly OrderStatus[] = ['delivery_ready', 'delivery_complete', 'return_receive', 'return_collection', 'return_collection_complete'];

export async function advanceOrder(em: EntityManager, identity: Identity, rawId: string, rawTo: string, rawReason: string | null | undefined, now = new Date()): Promise<Order> {
  const order = await readOrder(em, identity, rawId, true);
  const actor = await staff(em, identity, order);
  const to = parseInput(z.enum(STAFF_STEPS as [OrderStatus, ...OrderStatus[]], { error: '이 화면에서 바꿀 수 없는 상태입니다.' }), rawTo, 'status');
  await moveOrder(em, order, to, actor, parseInput(reasonText, rawReason, 'reason'), now);
  if (to === 'delivery_complete') order.deliveredAt = now;
  await em.flush();
  return order;
}

/** The buyer confirms the purchase (after delivery, or after a refused return). */
export async function confirmPurchase(em: EntityManager, identity: Identity, rawId: string, now = new Date()): Promise<Order> {
  const order = await buyersOrder(em, identity, rawId);
  await moveOrder(em, order, 'complete', buyer(identity), null, now);
  order.confirmedAt = now;
  await em.flush();
  await grantPurchasePoints(em, order, now);
  return order;
}

/** Job: orders delivered ORDER_AUTO_CONFIRM_DAYS ago and not claimed are confirmed by the shop. */
export function autoConfirmPurchases(em: EntityManager, now = new Date()): Promise<number> {
  const days = orderRules().autoConfirmDays;
  return eachDueOrder(em, `status = 'delivery_complete' and delivered_at <= ? order by delivered_at`, [new Date(now.getTime() - days * 86_400_000)], async (t, order) => {
    await moveOrder(t, order, 'complete', SYSTEM_ACTOR, `배송 완료 후 ${days}일이 지나 자동으로 구매확정되었습니다.`, now);
    order.confirmedAt = now;
    await t.flush();
    await grantPurchasePoints(t, order, now);
  });
}

/**
 * Seller (their own parcel) or admin registers the carrier and tracking number. When every seller
 * of the order has shipped, the order goes to delivery_shipping (through delivery_ready if the
 * seller had not marked it prepared).
 */
export async function registerDeliveryInfo(
  em: EntityManager,
  identity: Identity,
  rawId: string,
  raw: { carrier: string; trackingNumber: string; sellerId?: string | null },
  now = new Date(),
): Promise<Order> {
  const order = await readOrder(em, identity, rawId, true);
  const actor = await staff(em, identity, order);
  const carrier = parseInput(carrierSchema, raw.carrier, 'carrier');
  const trackingNumber = parseInput(
    z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^[0-9A-Za-z]{8,30}$/, '운송장 번호를 확인해주세요.')),
    raw.trackingNumber,
    'trackingNumber',
  );
  const shipments = await em.find(OrderShipmentEntity, { orderId: order.id }, { orderBy: { id: 'asc' } });
  let mine = shipments;
  if (actor.who === 'seller') {
    const own = await em.execute<{ id: string }[]>('select id from commerce.sellers where user_id = ?', [identity.userId]);
    mine = shipments.filter((s) => own.some((o) => String(o.id) === s.sellerId));
  }
  if (raw.sellerId) mine = mine.filter((s) => s.sellerId === raw.sellerId);
  if (!mine.length) throw NotFound('등록할 배송을 찾을 수 없습니다.');
  const status = order.status as OrderStatus;
  if (status !== 'paid' && status !== 'delivery_ready' && status !== 'delivery_shipping') throw transitionRefused(status, 'delivery_shipping');
  if (order.isGift && !order.address1) {
    const message = '선물 받는 분이 아직 배송지를 입력하지 않았습니다.';
    throw new AppError('GIFT_ADDRESS_MISSING', message, { fields: [{ field: 'id', message }] });
  }
  for (const shipment of mine) Object.assign(shipment, { carrier, trackingNumber, shippedAt: shipment.shippedAt ?? now });
  await em.flush();
  // The buyer's 출발 알림톡, after the commit (outbox), and the same news in 알림 (in this
  // transaction), once per parcel and tracking number: a corrected number is announced again, a
  // repeated registration is not.
  for (const shipment of mine) {
    const variables = { 주문번호: order.orderNumber, 택배사: CARRIERS[carrier], 송장번호: trackingNumber };
    await queueKakaoNotice(em, { userId: order.userId, template: 'ORDER_SHIPPED', variables }, `order-shipped:${shipment.id}:${trackingNumber}`);
  }
  await deliverNotifications(
    em,
    mine.map((shipment) => ({
      sourceKey: `order-shipped:${shipment.id}:${trackingNumber}`,
      userId: order.userId,
      category: 'notice' as const,
      title: '주문하신 상품이 출발했어요',
      body: `${order.orderNumber} · ${CARRIERS[carrier]} ${trackingNumber}`,
      link: `/mypage/orderList/detail/${order.id}`,
    })),
    now,
  );
  if (shipments.every((s) => s.trackingNumber) && status !== 'delivery_shipping') {
    if (status === 'paid') await moveOrder(em, order, 'delivery_ready', actor, null, now);
    await moveOrder(em, order, 'delivery_shipping', actor, `${CARRIERS[carrier]} ${trackingNumber}`, now);
  }
  return order;
}
