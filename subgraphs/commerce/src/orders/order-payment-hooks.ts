import { LockMode } from '@mikro-orm/core';
import { OrderEntity } from './order.entities.js';
import { markAwaitingDeposit, markOrderPaid, markPaymentFailed } from './order-changes.service.js';
import { cancelPayment, type PaymentHooks } from '../payments/payments.service.js';
import { UNPAID_STATUSES, type OrderStatus } from './order-statuses.js';

/**
 * What a payment's change does to its order, in the same transaction (payments.service `onPayment`).
 * Payments of no order (other modules' tests) are left alone; each handler checks the order's state,
 * since it also sees changes the orders module caused (its own refunds). Attached by the orders
 * module's definition (`connect` in orders.module.ts).
 */
export const orderPaymentHooks: PaymentHooks = {
  async settled(em, payment) {
    const order = await em.findOne(OrderEntity, { id: payment.orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) return;
    if (UNPAID_STATUSES.includes(order.status as OrderStatus) && payment.amount === order.total) {
      await markOrderPaid(em, order.id, payment.paidAt ?? new Date());
      return;
    }
    // Paid too late (the order was released), a second attempt paid as well, or an amount that is
    // not the order's: the money goes back at once.
    await cancelPayment(em, payment.id, null, '결제할 수 없는 주문의 결제를 돌려드립니다.');
  },
  async vbankIssued(em, payment) {
    const order = await em.findOne(OrderEntity, { id: payment.orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (order?.status === 'order_request') await markAwaitingDeposit(em, order.id, payment.vbankDueAt ?? null);
  },
  async failed(em, payment) {
    const order = await em.findOne(OrderEntity, { id: payment.orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // A refused amount (a tampered request) leaves the order unpaid: the buyer may pay it properly.
    const paidAmount = (payment.gatewayAnswer as { amount?: unknown } | null)?.amount;
    if (order?.status === 'order_request' && paidAmount === order.total) await markPaymentFailed(em, order.id, payment.failReason ?? null);
  },
};
