import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, NotFound, idSchema, parseInput, won, z, type Identity } from '@shop/kit';
import { ProductEntity } from '../catalog/catalog.entities.js';
import { quoteSellerLines, type DeliveryQuote } from '../delivery/delivery-quote.service.js';
import { OrderEntity, OrderLineEntity, OrderShipmentEntity, type Order, type OrderLine } from '../orders/order.entities.js';
import { PaymentEntity } from '../payments/payment.entities.js';
import { pointsRoom, sharePoints } from '../points/points.service.js';
import type { PricingLine } from './coupon-pricing.js';
import { checkoutCouponOptions, checkoutDiscount, notMet, releaseOrderCoupons, reserveCoupons, statusConflict, type CouponOption } from './coupons.service.js';

/**
 * Coupons on an unpaid order (the legacy client's `/userCouponCart/applicable` and
 * `/userOrder/applyCoupon`; docs/decisions/coupons.md). The order is weighed exactly as checkout
 * weighs a cart: its own lines (the prices it was made at) through the same coupon arithmetic
 * (coupons.service `checkoutCouponOptions`, `checkoutDiscount`, coupon-pricing.ts) against the
 * delivery fee the quote computes for its lines and postcode. No amount comes from the client.
 */

const orderIdOf = (raw: unknown) => parseInput(idSchema('주문'), raw, 'orderId');

/** The caller's own order (another's is not found), locked when it is about to change. */
async function ownOrder(em: EntityManager, identity: Identity, id: string, lock: boolean): Promise<Order> {
  const order = await em.findOne(OrderEntity, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  if (!order || order.userId !== identity.userId) throw NotFound('주문을 찾을 수 없습니다.');
  if (order.status !== 'order_request') {
    const message = '결제 전 주문에만 쿠폰을 쓸 수 있어요.';
    throw new AppError('ORDER_NOT_PAYABLE', message, { fields: [{ field: 'orderId', message }] });
  }
  return order;
}

interface OrderPricing {
  lines: OrderLine[];
  pricing: PricingLine[];
  /** The delivery as quoted now for the order's lines and postcode, before any shipping coupon. */
  quote: DeliveryQuote;
}

/** The order's lines (in id order) as coupon arithmetic reads them, and its delivery re-quoted. */
async function orderPricing(em: EntityManager, order: Order): Promise<OrderPricing> {
  const lines = await em.find(OrderLineEntity, { orderId: order.id }, { orderBy: { id: 'asc' } });
  const products = new Map((await em.find(ProductEntity, { id: { $in: [...new Set(lines.map((l) => l.productId))] } })).map((p) => [p.id, p]));
  const pricing = lines.map((l, index): PricingLine => {
    const product = products.get(l.productId);
    return { index, productId: l.productId, categoryId: String(product?.categoryId ?? ''), brandId: String(product?.brandId ?? ''), lineTotal: l.lineTotal };
  });
  const quote = await quoteSellerLines(
    em,
    lines.map((l) => ({ sellerId: l.sellerId, lineTotal: l.lineTotal })),
    order.postcode ?? null,
  );
  return { lines, pricing, quote };
}

/**
 * The member's coupons weighed against their unpaid order (the shape of `checkoutCoupons`): each
 * live coupon alone, with why not, and the best combination. The coupons the order holds now
 * count as live (they can be applied again).
 */
export async function orderCouponOptions(em: EntityManager, identity: Identity, rawOrderId: unknown, now = new Date()): Promise<CouponOption[]> {
  const order = await ownOrder(em, identity, orderIdOf(rawOrderId), false);
  const { pricing, quote } = await orderPricing(em, order);
  return checkoutCouponOptions(em, identity, pricing, quote.deliveryTotal, now, order.id);
}

const applySchema = z.object({
  orderId: idSchema('주문'),
  couponIds: z.array(z.string(), { error: '쓸 쿠폰을 골라주세요.' }),
});

/**
 * Replaces the coupons of the caller's unpaid order, in the mutation's transaction: the order is
 * locked; it must be order_request (409 ORDER_NOT_PAYABLE) with no payment attempt open at the
 * gateway (409 COUPON_STATUS_CONFLICT: the gateway holds the old amount). Its coupons go back to
 * the wallet, the new ones are checked and priced as at checkout (410/411 naming `couponIds.N`)
 * and reserved by the same conditional update as createOrder's (of concurrent orders naming one
 * single-use coupon exactly one gets it; the others are refused 410 and change nothing). Each
 * line's discount share, the delivery (a shipping coupon waives it; without one the quote's fee
 * comes back) and the total are rewritten. Points on the order stay as they are when they still
 * fit the new amount (their shares follow the new discounts); otherwise 411 naming `couponIds`.
 * An empty `couponIds` takes every coupon off.
 */
export async function applyOrderCoupons(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<Order> {
  const input = parseInput(applySchema, raw);
  const order = await ownOrder(em, identity, input.orderId, true);
  if (await em.count(PaymentEntity, { orderId: order.id, status: 'ready' })) {
    throw statusConflict('이 주문의 결제가 진행 중이라 쿠폰을 바꿀 수 없어요. 결제를 마치거나 결제가 끝난 뒤에 다시 해주세요.', 'orderId');
  }
  // What the order holds goes back first: it may be chosen again, and the wallet is read after this.
  await releaseOrderCoupons(em, order.id);
  const { lines, pricing, quote } = await orderPricing(em, order);
  const discount = await checkoutDiscount(em, identity, input.couponIds, pricing, quote.deliveryTotal, now);
  const discountTotal = [...discount.lineDiscounts.values()].reduce((sum, d) => sum + d, 0);
  // A shipping coupon waives the whole fee, as at checkout: the order and its shipments carry none.
  const waived = discount.shippingDiscount > 0;
  const deliveryTotal = waived ? 0 : quote.deliveryTotal;
  if (order.pointsUsed > 0) {
    const room = pointsRoom({ goodsTotal: order.goodsTotal, deliveryTotal, discountTotal });
    if (order.pointsUsed > room) {
      throw notMet(`이 주문에 쓴 적립금 ${won(order.pointsUsed)}이 이 쿠폰을 쓴 결제 금액에 맞지 않아요. 적립금을 ${won(room)} 이하로 줄인 뒤 다시 골라주세요.`, 'couponIds');
    }
  }
  await reserveCoupons(em, identity, order.id, discount, input.couponIds, now);
  lines.forEach((line, i) => (line.discountShare = discount.lineDiscounts.get(i) ?? 0));
  sharePoints(lines, order.pointsUsed);
  const fees = new Map(quote.sellers.map((s) => [s.sellerId, s]));
  for (const shipment of await em.find(OrderShipmentEntity, { orderId: order.id })) {
    const seller = fees.get(shipment.sellerId);
    shipment.fee = waived ? 0 : (seller?.fee ?? 0);
    shipment.surcharge = waived ? 0 : (seller?.surcharge ?? 0);
  }
  order.deliveryTotal = deliveryTotal;
  order.discountTotal = discountTotal;
  order.total = order.goodsTotal + deliveryTotal - discountTotal - order.pointsUsed;
  order.updatedAt = now;
  await em.flush();
  return order;
}
