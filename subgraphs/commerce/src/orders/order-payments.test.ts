import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositVbank, payOnPage, sandboxCheckoutUrl } from '@shop/kit/payment-sandbox.testing.js';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { paymentGateway } from '../adapters/payment-gateway/index.js';
import { commerce } from '../schema.js';
import { PaymentEntity } from '../payments/payment.entities.js';
import { handleWebhook } from '../payments/payments.service.js';
import { inUnitOfWork, startTestPaymentGateway, TEST_REDIRECT_URL } from '../payments/payments.testing.js';
import { OrderEntity, OrderStatusHistoryEntity } from './order.entities.js';
import { CREATE_ORDER, currentStock, orderInput, stockedProduct } from './orders.testing.js';

let api: TestSubgraph;
let pg: Awaited<ReturnType<typeof startTestPaymentGateway>>;
beforeAll(async () => {
  pg = await startTestPaymentGateway();
  api = await startTestSubgraph(commerce);
});
afterAll(async () => {
  await api.close();
  await pg.close();
});

const CREATE_PAYMENT = 'mutation ($o: ID!, $r: String!) { createPayment(orderId: $o, redirectUrl: $r) { checkoutUrl payment { merchantUid amount status } } }';
const COMPLETE = 'mutation ($m: String!, $i: String!) { completePayment(merchantUid: $m, impUid: $i) { order { status paidAt } payment { status amount vbank { number } } } }';
const statusOf = async (id: string) => (await api.em().findOneOrFail(OrderEntity, { id })).status;

/** A buyer's order of `quantity` x 18000 and its prepared payment. */
async function orderToPay(quantity = 2, payMethod = 'card') {
  const buyer = testIdentity();
  const stocked = await stockedProduct(api.em(), 10);
  const order = (await api.ok<{ createOrder: { id: string; total: number } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity }], { payMethod }) }, buyer)).createOrder;
  const { createPayment } = await api.ok<{ createPayment: { checkoutUrl: string; payment: { merchantUid: string; amount: number } } }>(CREATE_PAYMENT, { o: order.id, r: TEST_REDIRECT_URL }, buyer);
  return { buyer, stocked, order, ...createPayment };
}

describe('paying an order at the gateway', () => {
  it('create -> pay on the gateway page -> complete: the order is paid, once', async () => {
    const { buyer, order, checkoutUrl, payment } = await orderToPay();
    expect(payment.amount).toBe(order.total);
    const { impUid, location } = await payOnPage(checkoutUrl, 'pay');
    expect(location?.searchParams.get('imp_success')).toBe('true');
    const done = await api.ok<{ completePayment: { order: { status: string }; payment: { status: string } } }>(COMPLETE, { m: payment.merchantUid, i: impUid }, buyer);
    expect(done.completePayment).toMatchObject({ order: { status: 'paid' }, payment: { status: 'paid' } });
    await api.ok(COMPLETE, { m: payment.merchantUid, i: impUid }, buyer);
    expect(await api.em().count(OrderStatusHistoryEntity, { orderId: order.id, toStatus: 'paid' })).toBe(1);
    // Another buyer cannot complete (or see) it; a paid order is not paid again.
    expect((await api.exec(COMPLETE, { m: payment.merchantUid, i: impUid }, testIdentity())).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.exec(CREATE_PAYMENT, { o: order.id, r: TEST_REDIRECT_URL }, buyer)).errors?.[0].extensions?.code).toBe('ORDER_NOT_PAYABLE');
  });

  it('a completion with a tampered amount leaves the order unpaid and cancels the gateway payment', async () => {
    const { buyer, order, payment } = await orderToPay();
    const tampered = sandboxCheckoutUrl(pg.sandbox.url, { merchantUid: payment.merchantUid, amount: 1000, payMethod: 'card', redirectUrl: TEST_REDIRECT_URL });
    const { impUid } = await payOnPage(tampered, 'pay');
    const refused = await api.exec(COMPLETE, { m: payment.merchantUid, i: impUid }, buyer);
    expect(refused.errors?.[0].extensions?.code).toBe('AMOUNT_MISMATCH');
    expect(await statusOf(order.id)).toBe('order_request');
    expect(await api.em().findOneOrFail(PaymentEntity, { merchantUid: payment.merchantUid })).toMatchObject({ status: 'failed' });
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'cancelled', cancelAmount: 1000 });
  });

  it('a virtual account: the order waits for the deposit; the deposit webhook pays it and a replay changes nothing', async () => {
    const { buyer, order, checkoutUrl, payment } = await orderToPay(1, 'vbank');
    const { impUid } = await payOnPage(checkoutUrl, 'pay');
    const issued = await api.ok<{ completePayment: { order: { status: string }; payment: { status: string; vbank: { number: string } | null } } }>(COMPLETE, { m: payment.merchantUid, i: impUid }, buyer);
    expect(issued.completePayment).toMatchObject({ order: { status: 'ready' }, payment: { status: 'ready' } });
    expect(issued.completePayment.payment.vbank?.number).toBeTruthy();
    await depositVbank(pg.sandbox.url, impUid);
    const hook = { imp_uid: impUid, merchant_uid: payment.merchantUid, status: 'paid' };
    expect(await inUnitOfWork(api, null, (em) => handleWebhook(em, hook))).toBe('applied');
    expect(await inUnitOfWork(api, null, (em) => handleWebhook(em, hook))).toBe('unchanged');
    expect(await statusOf(order.id)).toBe('paid');
    expect(await api.em().count(OrderStatusHistoryEntity, { orderId: order.id, toStatus: 'paid' })).toBe(1);
  });

  it('cancelling a paid order line by line cancels exactly the refunded amounts at the gateway', async () => {
    const buyer = testIdentity();
    const a = await stockedProduct(api.em(), 10, 12000);
    const b = await stockedProduct(api.em(), 10, 18000);
    const order = (await api.ok<{ createOrder: { id: string; total: number; lines: { id: string }[] } }>(CREATE_ORDER, { i: orderInput([{ ...a, quantity: 1 }, { ...b, quantity: 2 }]) }, buyer)).createOrder;
    const { createPayment } = await api.ok<{ createPayment: { checkoutUrl: string; payment: { merchantUid: string } } }>(CREATE_PAYMENT, { o: order.id, r: TEST_REDIRECT_URL }, buyer);
    const { impUid } = await payOnPage(createPayment.checkoutUrl, 'pay');
    await api.ok(COMPLETE, { m: createPayment.payment.merchantUid, i: impUid }, buyer);
    const CANCEL = 'mutation ($id: ID!, $l: [ID!]) { cancelOrder(id: $id, lineIds: $l) { refundAmount order { status } } }';
    expect((await api.ok<{ cancelOrder: { refundAmount: number } }>(CANCEL, { id: order.id, l: [order.lines[1]!.id] }, buyer)).cancelOrder.refundAmount).toBe(36000);
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'paid', cancelAmount: 36000 });
    expect(await api.em().findOneOrFail(PaymentEntity, { merchantUid: createPayment.payment.merchantUid })).toMatchObject({ status: 'partial_cancelled', cancelledAmount: 36000 });
    const rest = await api.ok<{ cancelOrder: { refundAmount: number; order: { status: string } } }>(CANCEL, { id: order.id }, buyer);
    expect(rest.cancelOrder).toEqual({ refundAmount: 12000 + 3000, order: { status: 'cancel_complete' } });
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'cancelled', cancelAmount: order.total });
    expect(await currentStock(api.em(), a.option.id)).toBe(10);
  });
});
