import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, NotFound, parseInput, z, type Identity } from '@shop/kit';
import { PaymentEntity, type Payment } from '../payments/payment.entities.js';
import { cancelPayment, paymentResult, preparePayment, verifyAndSettle } from '../payments/payments.service.js';
import { OrderEntity, OrderLineEntity, type Order } from './order.entities.js';
import { buyersOrder } from './orders.service.js';

/**
 * Orders and their payments (payments module: payments.service.ts). The order is what is owed;
 * the payment is what the gateway says was paid. An order is paid only through the payment hooks
 * (order-payment-hooks.ts), in the transaction that records the payment; refunds of an order go
 * back through `cancelPayment` in the transaction that records them, so a refund the gateway
 * refuses leaves the order as it was.
 */

const redirectSchema = z
  .string()
  .trim()
  .url('돌아올 주소를 확인해주세요.')
  .refine((u) => /^https?:\/\//i.test(u), '돌아올 주소를 확인해주세요.');

/** An order's payment name as the gateway shows it ("오메가3 외 1건"). */
export async function orderPaymentName(em: EntityManager, orderId: string): Promise<string> {
  const lines = await em.find(OrderLineEntity, { orderId }, { orderBy: { id: 'asc' } });
  return lines.length > 1 ? `${lines[0]!.name} 외 ${lines.length - 1}건` : (lines[0]?.name ?? '주문 상품');
}

/** A new payment attempt of the buyer's unpaid order: the order's own total and method, and the gateway page to pay it on. */
export async function createPayment(em: EntityManager, identity: Identity, orderId: string, rawRedirectUrl: string): Promise<{ payment: Payment; checkoutUrl: string }> {
  const order = await buyersOrder(em, identity, orderId);
  const redirectUrl = parseInput(redirectSchema, rawRedirectUrl, 'redirectUrl');
  if (order.status !== 'order_request') {
    const message = '결제를 기다리는 주문이 아닙니다.';
    throw new AppError('ORDER_NOT_PAYABLE', message, { fields: [{ field: 'orderId', message }] });
  }
  const name = await orderPaymentName(em, order.id);
  return preparePayment(em, {
    orderId: order.id,
    userId: order.userId,
    amount: order.total,
    payMethod: order.payMethod as Payment['payMethod'],
    name,
    buyerName: order.ordererName,
    buyerTel: order.ordererPhone,
    redirectUrl,
  });
}

/**
 * The browser came back from the gateway: the payment (the caller's own) is checked with the
 * gateway against the order's total, computed here. Paid: the order is paid (hook). A tampered
 * amount: the gateway payment is cancelled and the order stays unpaid (AMOUNT_MISMATCH).
 */
export async function completePayment(em: EntityManager, identity: Identity, merchantUid: string, impUid: string): Promise<{ order: Order; payment: Payment }> {
  const payment = await paymentResult(em, identity, merchantUid);
  const order = await em.findOne(OrderEntity, { id: payment.orderId });
  if (!order) throw NotFound('주문을 찾을 수 없습니다.');
  const settled = await verifyAndSettle(em, payment.merchantUid, impUid, order.total);
  // The payment hooks moved the order (paid, awaiting the deposit) with their own statements: the
  // answer shows the order as it is now, not as it was read before the settlement.
  return { order: await em.findOneOrFail(OrderEntity, { id: order.id }, { refresh: true }), payment: settled };
}

/** The paid payment of an order (the newest, if a second attempt was ever paid), or null when none was paid at the gateway. */
const paidPaymentOf = (em: EntityManager, orderId: string) => em.findOne(PaymentEntity, { orderId, status: { $in: ['paid', 'partial_cancelled'] } }, { orderBy: { paidAt: 'desc', id: 'desc' } });

/** Gives `amount` of an order's payment back at the gateway (nothing when nothing was paid there, e.g. an order paid entirely otherwise). */
export async function refundPayment(em: EntityManager, orderId: string, amount: number, reason: string): Promise<void> {
  if (amount <= 0) return;
  const payment = await paidPaymentOf(em, orderId);
  if (payment) await cancelPayment(em, payment.id, amount, reason);
}

/** Closes the virtual accounts still open for an order that will not be paid any more. */
export async function closeOpenAccounts(em: EntityManager, orderId: string, reason: string): Promise<void> {
  for (const payment of await em.find(PaymentEntity, { orderId, status: 'ready', vbankNumber: { $ne: null }, impUid: { $ne: null } })) {
    await cancelPayment(em, payment.id, null, reason);
  }
}
