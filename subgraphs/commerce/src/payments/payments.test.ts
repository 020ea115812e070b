import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_IDENTITY } from '@shop/kit';
import { depositVbank, injectFault, payOnPage, sandboxCheckoutUrl } from '@shop/sandboxes/payment-sandbox.testing.js';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { paymentGateway } from '../adapters/payment-gateway/index.js';
import { commerce } from '../schema.js';
import { PaymentEntity, PaymentEventEntity, type Payment } from './payment.entities.js';
import { cancelPayment, onPayment, verifyAndSettle } from './payments.service.js';
import { inUnitOfWork, preparedPayment, startTestPaymentGateway, TEST_REDIRECT_URL } from './payments.testing.js';

let api: TestSubgraph;
let pg: Awaited<ReturnType<typeof startTestPaymentGateway>>;
const seen: { hook: string; merchantUid: string; amount?: number }[] = [];
let offHooks: () => void;
beforeAll(async () => {
  pg = await startTestPaymentGateway();
  api = await startTestSubgraph(commerce);
  offHooks = onPayment({
    settled: async (_em, p) => void seen.push({ hook: 'settled', merchantUid: p.merchantUid }),
    vbankIssued: async (_em, p) => void seen.push({ hook: 'vbankIssued', merchantUid: p.merchantUid }),
    cancelled: async (_em, p, amount) => void seen.push({ hook: 'cancelled', merchantUid: p.merchantUid, amount }),
    failed: async (_em, p) => void seen.push({ hook: 'failed', merchantUid: p.merchantUid }),
  });
});
afterAll(async () => {
  offHooks();
  await api.close();
  await pg.close();
});

const hooksOf = (merchantUid: string) => seen.filter((s) => s.merchantUid === merchantUid).map(({ merchantUid: _, ...rest }) => rest);
const reload = (id: string) => api.em().findOneOrFail(PaymentEntity, { id });
const eventsOf = async (payment: Payment) => (await api.em().find(PaymentEventEntity, { paymentId: payment.id }, { orderBy: { id: 'asc' } })).map((e) => [e.status, e.cancelledAmount, e.source]);
/** The webhooks the sandbox sent about one payment, once there are `count` of them. */
async function webhooksOf(impUid: string, count: number): Promise<Record<string, unknown>[]> {
  const mine = () => pg.hooks.received.filter((h) => h.imp_uid === impUid);
  const deadline = Date.now() + 5000;
  while (mine().length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} webhooks about ${impUid}, got ${mine().length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mine();
}
const settle = (merchantUid: string, impUid: string, amount: number) => inUnitOfWork(api, null, (em) => verifyAndSettle(em, merchantUid, impUid, amount));
const webhook = (body: Record<string, unknown>) =>
  api
    .ok<{ commercePaymentWebhook: string }>(
      'mutation ($i: String!, $m: String!, $s: String) { commercePaymentWebhook(impUid: $i, merchantUid: $m, status: $s) }',
      { i: body.imp_uid, m: body.merchant_uid, s: body.status },
      SYSTEM_IDENTITY,
    )
    .then((r) => r.commercePaymentWebhook);

describe('payments', () => {
  it('prepares a ready payment with a random merchant_uid and the sandbox page URL carrying amount, method and notice URL', async () => {
    const buyer = testIdentity();
    const { payment, checkoutUrl } = await preparedPayment(api, buyer, { amount: 31_000, payMethod: 'kakaopay' });
    expect(payment).toMatchObject({ status: 'ready', amount: 31_000, cancelledAmount: 0, userId: buyer.userId });
    expect(payment.impUid ?? null).toBeNull();
    expect(payment.merchantUid).toMatch(/^P\d{6}[A-Z2-9]{10}$/);
    const url = new URL(checkoutUrl);
    expect(`${url.origin}`).toBe(pg.sandbox.url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ merchant_uid: payment.merchantUid, amount: '31000', pg: 'kakaopay', m_redirect_url: TEST_REDIRECT_URL, notice_url: pg.hooks.url });
    const other = await preparedPayment(api, buyer);
    expect(other.payment.merchantUid).not.toBe(payment.merchantUid);
    const bad = await inUnitOfWork(api, buyer, async () =>
      (await import('./payments.service.js')).preparePayment(api.em(), {
        orderId: '1',
        userId: buyer.userId,
        amount: 10.5,
        payMethod: 'card',
        name: 'x',
        buyerName: '',
        buyerTel: '',
        redirectUrl: TEST_REDIRECT_URL,
      }),
    ).catch((e) => e);
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'payment.amount' }] });
  });

  it('settles a paid payment once: the second completion returns the same payment, the settled hook ran once', async () => {
    const { payment, checkoutUrl } = await preparedPayment(api, testIdentity(), { amount: 25_000 });
    const { impUid, location } = await payOnPage(checkoutUrl);
    expect(location!.searchParams.get('imp_success')).toBe('true');
    const settled = await settle(payment.merchantUid, impUid, 25_000);
    expect(settled).toMatchObject({ id: payment.id, status: 'paid', impUid, amount: 25_000 });
    expect(settled.paidAt).toBeInstanceOf(Date);
    const again = await settle(payment.merchantUid, impUid, 25_000);
    expect(again).toMatchObject({ id: payment.id, status: 'paid' });
    expect(await eventsOf(payment)).toEqual([['paid', 0, 'completion']]);
    expect(hooksOf(payment.merchantUid)).toEqual([{ hook: 'settled' }]);
  });

  it('refuses a tampered amount: the gateway payment is cancelled, the payment stays unpaid (failed with the reason), and stays refused', async () => {
    const { payment } = await preparedPayment(api, testIdentity(), { amount: 48_000 });
    // The client changed the amount it asked the gateway for.
    const tampered = sandboxCheckoutUrl(pg.sandbox.url, { merchantUid: payment.merchantUid, amount: 480, payMethod: 'card', redirectUrl: TEST_REDIRECT_URL });
    const { impUid } = await payOnPage(tampered);
    const refused = await settle(payment.merchantUid, impUid, 48_000).catch((e) => e);
    expect(refused.extensions).toMatchObject({ code: 'AMOUNT_MISMATCH', fields: [{ field: 'amount' }] });
    const atGateway = await paymentGateway().getPayment(impUid);
    expect(atGateway).toMatchObject({ status: 'cancelled', amount: 480, cancelAmount: 480 });
    const row = await reload(payment.id);
    expect(row).toMatchObject({ status: 'failed', paidAt: null });
    expect(row.failReason).toContain('결제 금액 불일치');
    expect((await settle(payment.merchantUid, impUid, 48_000).catch((e) => e)).extensions.code).toBe('AMOUNT_MISMATCH');
    // The order's own total differing from the payment's is refused too.
    const second = await preparedPayment(api, testIdentity(), { amount: 10_000 });
    const paid = await payOnPage(second.checkoutUrl);
    expect((await settle(second.payment.merchantUid, paid.impUid, 12_000).catch((e) => e)).extensions.code).toBe('AMOUNT_MISMATCH');
    expect((await paymentGateway().getPayment(paid.impUid)).status).toBe('cancelled');
    expect(hooksOf(payment.merchantUid)).toEqual([{ hook: 'failed' }]);
  });

  it('a virtual account: issued (ready), paid by the deposit webhook; duplicated and replayed webhooks change nothing', async () => {
    const { payment, checkoutUrl } = await preparedPayment(api, testIdentity(), { amount: 40_000, payMethod: 'vbank' });
    const { impUid } = await payOnPage(checkoutUrl);
    const issued = await webhooksOf(impUid, 2);
    expect(issued).toEqual([
      { imp_uid: impUid, merchant_uid: payment.merchantUid, status: 'ready' },
      { imp_uid: impUid, merchant_uid: payment.merchantUid, status: 'ready' },
    ]);
    // The two duplicates race: one applies, the other finds it applied (in either order).
    expect((await Promise.all(issued.map(webhook))).sort()).toEqual(['applied', 'unchanged']);
    expect(await reload(payment.id)).toMatchObject({ status: 'ready', impUid, vbankBank: 'KB국민은행', vbankNumber: expect.any(String) });
    // The completion after the redirect sees the account and returns it still waiting.
    expect(await settle(payment.merchantUid, impUid, 40_000)).toMatchObject({ status: 'ready', vbankNumber: expect.any(String) });
    await depositVbank(pg.sandbox.url, impUid);
    const deposited = (await webhooksOf(impUid, 4)).slice(2);
    expect(deposited.map((h) => h.status)).toEqual(['paid', 'paid']);
    expect(await Promise.all(deposited.map(webhook))).toEqual(expect.arrayContaining(['applied', 'unchanged']));
    const paid = await reload(payment.id);
    expect(paid).toMatchObject({ status: 'paid', impUid });
    // A replay of any of them later changes nothing.
    for (const replay of [...issued, ...deposited]) expect(await webhook(replay)).toBe('unchanged');
    expect(await reload(payment.id)).toMatchObject({ status: 'paid', updatedAt: paid.updatedAt });
    expect((await eventsOf(payment)).map(([s]) => s)).toEqual(['ready', 'paid']);
    expect(hooksOf(payment.merchantUid)).toEqual([{ hook: 'vbankIssued' }, { hook: 'settled' }]);
  });

  it('does not believe a webhook: its status is read from the gateway; unknown or mismatched payments are ignored', async () => {
    const { payment, checkoutUrl } = await preparedPayment(api, testIdentity());
    const opened = await fetch(checkoutUrl, { redirect: 'manual' });
    const impUid = opened.headers.get('location')!.split('/').at(-1)!;
    expect(await webhook({ imp_uid: impUid, merchant_uid: payment.merchantUid, status: 'paid' })).toBe('unchanged');
    expect(await reload(payment.id)).toMatchObject({ status: 'ready', impUid: null });
    expect(await webhook({ imp_uid: 'imp_000000000000', merchant_uid: payment.merchantUid, status: 'paid' })).toBe('ignored');
    expect(await webhook({ imp_uid: impUid, merchant_uid: 'Psomeoneelse', status: 'paid' })).toBe('ignored');
    const anonymous = await api.exec('mutation { commercePaymentWebhook(impUid: "imp_1", merchantUid: "x") }', {}, testIdentity('admin'));
    expect(anonymous.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('cancels part and then the rest, with the remaining amount as checksum; more than what is left is refused naming amount', async () => {
    const { payment, checkoutUrl } = await preparedPayment(api, testIdentity(), { amount: 30_000 });
    const { impUid } = await payOnPage(checkoutUrl);
    await settle(payment.merchantUid, impUid, 30_000);
    const part = await inUnitOfWork(api, null, (em) => cancelPayment(em, payment.id, 12_000, '단순 변심 (1개 반품)'));
    expect(part).toMatchObject({ status: 'partial_cancelled', cancelledAmount: 12_000 });
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'paid', cancelAmount: 12_000 });
    const tooMuch = await inUnitOfWork(api, null, (em) => cancelPayment(em, payment.id, 18_001, '초과')).catch((e) => e);
    expect(tooMuch.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'amount', message: '취소 금액은 1원 이상 18000원 이하입니다.' }] });
    const rest = await inUnitOfWork(api, null, (em) => cancelPayment(em, payment.id, null, '주문 취소'));
    expect(rest).toMatchObject({ status: 'cancelled', cancelledAmount: 30_000 });
    expect(await paymentGateway().getPayment(impUid)).toMatchObject({ status: 'cancelled', cancelAmount: 30_000 });
    const again = await inUnitOfWork(api, null, (em) => cancelPayment(em, payment.id, null, '또')).catch((e) => e);
    expect(again.extensions.code).toBe('CONFLICT');
    expect(await eventsOf(payment)).toEqual([
      ['paid', 0, 'completion'],
      ['partial_cancelled', 12_000, 'cancel'],
      ['cancelled', 30_000, 'cancel'],
    ]);
    expect(hooksOf(payment.merchantUid)).toEqual([{ hook: 'settled' }, { hook: 'cancelled', amount: 12_000 }, { hook: 'cancelled', amount: 18_000 }]);
    // The gateway's own webhooks about these cancels change nothing more.
    for (const h of await webhooksOf(impUid, 6)) expect(await webhook(h)).toBe('unchanged');
  });

  it('a gateway that is down or refuses is a clear error, and changes nothing', async () => {
    const { payment, checkoutUrl } = await preparedPayment(api, testIdentity(), { amount: 9_900 });
    const { impUid } = await payOnPage(checkoutUrl);
    await injectFault(pg.sandbox.url, '500');
    expect((await settle(payment.merchantUid, impUid, 9_900).catch((e) => e)).extensions).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    await injectFault(pg.sandbox.url, 'refuse');
    expect((await settle(payment.merchantUid, impUid, 9_900).catch((e) => e)).extensions.code).toBe('PAYMENT_REFUSED');
    expect(await reload(payment.id)).toMatchObject({ status: 'ready' });
    expect(await settle(payment.merchantUid, impUid, 9_900)).toMatchObject({ status: 'paid' });
    await injectFault(pg.sandbox.url, '500');
    expect((await inUnitOfWork(api, null, (em) => cancelPayment(em, payment.id, 1000, '부분')).catch((e) => e)).extensions.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect(await reload(payment.id)).toMatchObject({ status: 'paid', cancelledAmount: 0 });
  });

  it("paymentResult answers the buyer (and admins), NOT_FOUND naming merchantUid to others; myPayments lists the caller's own, newest first", async () => {
    const buyer = testIdentity();
    const first = await preparedPayment(api, buyer, { amount: 1000 });
    const second = await preparedPayment(api, buyer, { amount: 2000, payMethod: 'naverpay' });
    const query = 'query ($m: String!) { paymentResult(merchantUid: $m) { merchantUid amount status statusLabel payMethod payCode vbank { bank } } }';
    expect((await api.ok(query, { m: second.payment.merchantUid }, buyer)).paymentResult).toEqual({
      merchantUid: second.payment.merchantUid,
      amount: 2000,
      status: 'ready',
      statusLabel: '결제 대기',
      payMethod: 'naverpay',
      payCode: '10002',
      vbank: null,
    });
    expect((await api.ok(query, { m: second.payment.merchantUid }, testIdentity('admin'))).paymentResult.amount).toBe(2000);
    const other = await api.exec(query, { m: second.payment.merchantUid }, testIdentity());
    expect(other.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'merchantUid' }] });
    const mine = await api.ok('{ myPayments(offset: 0, limit: 10) { total items { merchantUid } } }', {}, buyer);
    expect(mine.myPayments).toEqual({ total: 2, items: [{ merchantUid: second.payment.merchantUid }, { merchantUid: first.payment.merchantUid }] });
  });
});
