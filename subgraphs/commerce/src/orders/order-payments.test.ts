import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositVbank, payOnPage, sandboxCheckoutUrl } from '@shop/sandboxes/payment-sandbox.testing.js';
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
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: 22 } });
});
afterAll(async () => {
  await api.close();
  await pg.close();
});

const CREATE_PAYMENT = 'mutation ($o: ID!, $r: String!) { createPayment(orderId: $o, redirectUrl: $r) { checkoutUrl payment { merchantUid amount status } } }';
const COMPLETE = 'mutation ($m: String!, $i: String!) { completePayment(merchantUid: $m, impUid: $i) { order { status paidAt } payment { status amount vbank { number } } } }';
/** Waits until `done` answers true (5 s at most). */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
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
    const key = `complete-${payment.merchantUid}`;
    const refused = await api.exec(COMPLETE, { m: payment.merchantUid, i: impUid }, buyer, { idempotencyKey: key });
    expect(refused.errors?.[0].extensions?.code).toBe('AMOUNT_MISMATCH');
    // Retried with its Idempotency-Key, the refusal is answered again (not a null answer, not a 500).
    const retried = await api.exec(COMPLETE, { m: payment.merchantUid, i: impUid }, buyer, { idempotencyKey: key });
    expect(retried).toMatchObject({ data: null, errors: [{ message: refused.errors![0].message, extensions: { code: 'AMOUNT_MISMATCH' } }] });
    expect(await statusOf(order.id)).toBe('order_request');
    expect(await api.em().findOneOrFail(PaymentEntity, { merchantUid: payment.merchantUid })).toMatchObject({ status: 'failed' });
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'cancelled', cancelAmount: 1000 });
  });

  it('a virtual account: the order waits for the deposit; the deposit webhook pays it and a replay changes nothing', async () => {
    const { buyer, order, checkoutUrl, payment } = await orderToPay(1, 'vbank');
    const { impUid } = await payOnPage(checkoutUrl, 'pay');
    const issued = await api.ok<{ completePayment: { order: { status: string }; payment: { status: string; vbank: { number: string } | null } } }>(
      COMPLETE,
      { m: payment.merchantUid, i: impUid },
      buyer,
    );
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
    const order = (
      await api.ok<{ createOrder: { id: string; total: number; lines: { id: string }[] } }>(
        CREATE_ORDER,
        {
          i: orderInput([
            { ...a, quantity: 1 },
            { ...b, quantity: 2 },
          ]),
        },
        buyer,
      )
    ).createOrder;
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

  it("completing one's own order with someone else's imp_uid is refused before anything changes: their payment stays paid and theirs to complete", async () => {
    const a = await orderToPay(2);
    const b = await orderToPay(2); // the same total: nothing but the owner tells the payments apart
    const { impUid } = await payOnPage(a.checkoutUrl, 'pay');
    const stolen = await api.exec(COMPLETE, { m: b.payment.merchantUid, i: impUid }, b.buyer);
    expect(stolen.data).toBeNull();
    expect(stolen.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'impUid' }] });
    expect(JSON.stringify(stolen)).not.toContain(a.payment.merchantUid);
    // B's other amount would have been a mismatch: A's money must not be cancelled for it either.
    const c = await orderToPay(1);
    expect((await api.exec(COMPLETE, { m: c.payment.merchantUid, i: impUid }, c.buyer)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'paid', cancelAmount: 0 });
    for (const other of [a, b, c]) {
      expect(await statusOf(other.order.id)).toBe('order_request');
      expect(await api.em().findOneOrFail(PaymentEntity, { merchantUid: other.payment.merchantUid })).toMatchObject({ status: 'ready', impUid: null });
    }
    const own = await api.ok<{ completePayment: { order: { status: string } } }>(COMPLETE, { m: a.payment.merchantUid, i: impUid }, a.buyer);
    expect(own.completePayment.order.status).toBe('paid');
  });

  it('a virtual account issued for another amount than the order total is refused: the account is closed and the order does not wait for it', async () => {
    const { buyer, order, payment } = await orderToPay(1, 'vbank');
    const tampered = sandboxCheckoutUrl(pg.sandbox.url, { merchantUid: payment.merchantUid, amount: 300, payMethod: 'vbank', redirectUrl: TEST_REDIRECT_URL });
    const { impUid } = await payOnPage(tampered, 'pay');
    const refused = await api.exec(COMPLETE, { m: payment.merchantUid, i: impUid }, buyer);
    expect(refused.errors?.[0].extensions?.code).toBe('AMOUNT_MISMATCH');
    expect(await statusOf(order.id)).toBe('order_request');
    expect(await api.em().findOneOrFail(PaymentEntity, { merchantUid: payment.merchantUid })).toMatchObject({ status: 'failed', vbankNumber: null });
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'cancelled' });

    // The same through the gateway's webhook (the account issued, the browser never came back).
    const second = await orderToPay(1, 'vbank');
    const viaHook = await payOnPage(sandboxCheckoutUrl(pg.sandbox.url, { merchantUid: second.payment.merchantUid, amount: 300, payMethod: 'vbank', redirectUrl: TEST_REDIRECT_URL }), 'pay');
    expect(await inUnitOfWork(api, null, (em) => handleWebhook(em, { imp_uid: viaHook.impUid, merchant_uid: second.payment.merchantUid, status: 'ready' }))).toBe('applied');
    expect(await statusOf(second.order.id)).toBe('order_request');
    expect(await paymentGateway().getPayment(viaHook.impUid)).toMatchObject({ status: 'cancelled' });
  });

  it("a completion that waited for the webhook's settlement answers the order as it is now (결제완료), not as it read it before", async () => {
    const { buyer, order, payment, checkoutUrl } = await orderToPay(1);
    const { impUid } = await payOnPage(checkoutUrl, 'pay');
    const DETAIL = 'mutation ($m: String!, $i: String!) { completePayment(merchantUid: $m, impUid: $i) { order { status statusLabel paidAt } } }';
    let completion!: ReturnType<typeof api.exec<{ completePayment: { order: { status: string; statusLabel: string; paidAt: string | null } } }>>;
    await api.em().transactional(async (tx) => {
      // The gateway's webhook holds the payment while it settles it; the browser's completion
      // arrives meanwhile, reads the order and waits for the payment's lock.
      expect(await handleWebhook(tx as EntityManager, { imp_uid: impUid, merchant_uid: payment.merchantUid, status: 'paid' })).toBe('applied');
      completion = api.exec(DETAIL, { m: payment.merchantUid, i: impUid }, buyer);
      await until(async () => (await api.em().execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%"payments"%'`))[0]!.n === '1');
    });
    const done = await completion;
    expect(done.errors).toBeUndefined();
    expect(done.data!.completePayment.order).toMatchObject({ status: 'paid', statusLabel: '결제완료', paidAt: expect.any(String) });
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('20 completions racing over a tampered payment all answer the amount mismatch (none the gateway\'s "이미 전액취소된 주문입니다")', async () => {
    const { buyer, order, payment } = await orderToPay(1);
    const { impUid } = await payOnPage(sandboxCheckoutUrl(pg.sandbox.url, { merchantUid: payment.merchantUid, amount: 1000, payMethod: 'card', redirectUrl: TEST_REDIRECT_URL }), 'pay');
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.exec(COMPLETE, { m: payment.merchantUid, i: impUid }, buyer)));
    expect(answers.map((a) => a.errors?.[0].extensions?.code)).toEqual(Array(20).fill('AMOUNT_MISMATCH'));
    expect(await statusOf(order.id)).toBe('order_request');
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'cancelled', cancelAmount: 1000 });
  });
});
