import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFault, payOnPage, registerCardOnPage, sandboxCheckoutUrl, setCardDeclines, startPaymentSandbox, type RunningPaymentSandbox } from '@shop/sandboxes/payment-sandbox.testing.js';
import { HttpPaymentGateway, readPayment } from './http.js';
import { PaymentGatewayNotFound, PaymentGatewayRefused, PaymentGatewayUnavailable } from './types.js';

/** The PortOne v1 client against the sandbox server: envelope, token, and every failure as its typed error. */
const KEYS = { impKey: 'imp_adapter_test', impSecret: 'adapter-test-secret-long-enough', billingPg: 'kcp_billing' };
const REDIRECT = 'http://localhost:4000/payment/result';
let sandbox: RunningPaymentSandbox;
let gateway: HttpPaymentGateway;
const uid = () => `Madapter${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  sandbox = await startPaymentSandbox({ ...KEYS, hangMs: 3000 });
  gateway = new HttpPaymentGateway({ ...KEYS, apiUrl: sandbox.url, checkoutUrl: `${sandbox.url}/pay` }, 400);
});
afterAll(() => sandbox.close());

describe('HTTP payment gateway client', () => {
  it('card billing: the registration window stores a billing key, charges pay or come back failed with the reason, delete is idempotent', async () => {
    const customerUid = `cu_adapter_${uid()}`;
    const url = gateway.cardRegistrationUrl({ customerUid, merchantUid: uid(), name: '정기결제 카드 등록', buyerName: '김민지', buyerTel: '01000000000', redirectUrl: REDIRECT });
    expect(new URL(url).searchParams.get('pg')).toBe('kcp_billing');
    expect(await gateway.getBillingKey(customerUid)).toBeNull();
    const back = await registerCardOnPage(url);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ customer_uid: customerUid, imp_success: 'true' });
    expect(await gateway.getBillingKey(customerUid)).toMatchObject({ customerUid, cardName: '샌드박스카드', cardNumber: '536148******1234' });

    const charge = { customerUid, amount: 25_000, name: '오메가3 정기배송', buyerName: '김민지', buyerTel: '01000000000', noticeUrl: 'http://127.0.0.1:9/hook' };
    const paid = await gateway.chargeBillingKey({ ...charge, merchantUid: uid() });
    expect(paid).toMatchObject({ status: 'paid', amount: 25_000, payMethod: 'card', failReason: null });
    await expect(gateway.chargeBillingKey({ ...charge, merchantUid: paid.merchantUid })).rejects.toBeInstanceOf(PaymentGatewayRefused);
    await setCardDeclines(sandbox.url, customerUid, true);
    const declined = await gateway.chargeBillingKey({ ...charge, merchantUid: uid() });
    expect(declined.status).toBe('failed');
    expect(declined.failReason).toContain('잔액이 부족합니다');

    await gateway.deleteBillingKey(customerUid);
    await gateway.deleteBillingKey(customerUid);
    expect(await gateway.getBillingKey(customerUid)).toBeNull();
    await expect(gateway.chargeBillingKey({ ...charge, merchantUid: uid() })).rejects.toBeInstanceOf(PaymentGatewayRefused);
  });

  it('a cancelled card registration sends the browser back with imp_success=false and stores nothing', async () => {
    const customerUid = `cu_adapter_${uid()}`;
    const back = await registerCardOnPage(gateway.cardRegistrationUrl({ customerUid, merchantUid: uid(), name: '카드 등록', buyerName: '', buyerTel: '', redirectUrl: REDIRECT }), 'cancel');
    expect(back.searchParams.get('imp_success')).toBe('false');
    expect(back.searchParams.get('error_msg')).toBeTruthy();
    expect(await gateway.getBillingKey(customerUid)).toBeNull();
  });

  it('builds the checkout URL, reads a payment by imp_uid and by merchant_uid, cancels part with the checksum', async () => {
    const merchantUid = uid();
    const url = gateway.checkoutUrl({
      merchantUid,
      amount: 12_300,
      name: '오메가3',
      payMethod: 'tosspay',
      buyerName: '김민지',
      buyerTel: '01000000000',
      redirectUrl: REDIRECT,
      noticeUrl: 'http://127.0.0.1:9/hook',
    });
    const { impUid } = await payOnPage(url);
    const paid = await gateway.getPayment(impUid);
    expect(paid).toMatchObject({ impUid, merchantUid, amount: 12_300, cancelAmount: 0, status: 'paid', payMethod: 'tosspay', failReason: null });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect((await gateway.findByMerchantUid(merchantUid))!.impUid).toBe(impUid);
    expect(await gateway.findByMerchantUid('Mnobody')).toBeNull();
    expect(await gateway.cancel({ impUid, amount: 2300, reason: '부분', checksum: 12_300 })).toMatchObject({ status: 'paid', cancelAmount: 2300 });
    await expect(gateway.cancel({ impUid, amount: 100, reason: '낡은 잔액', checksum: 12_300 })).rejects.toBeInstanceOf(PaymentGatewayRefused);
    expect(await gateway.cancel({ impUid, reason: '나머지' })).toMatchObject({ status: 'cancelled', cancelAmount: 12_300 });
  });

  it('maps failures: timeout and 500 are Unavailable, a refusal is Refused with its code, an unknown payment NotFound, wrong keys Refused (401)', async () => {
    await injectFault(sandbox.url, 'timeout');
    await expect(gateway.findByMerchantUid('any')).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    await injectFault(sandbox.url, '500');
    await expect(gateway.getPayment('imp_1')).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    await injectFault(sandbox.url, 'refuse');
    const refused = await gateway.getPayment('imp_1').catch((e) => e);
    expect(refused).toBeInstanceOf(PaymentGatewayRefused);
    expect(refused).toMatchObject({ code: 1 });
    await expect(gateway.getPayment('imp_000000000001')).rejects.toBeInstanceOf(PaymentGatewayNotFound);
    const wrongKeys = new HttpPaymentGateway({ ...KEYS, impSecret: 'wrong', apiUrl: sandbox.url, checkoutUrl: `${sandbox.url}/pay` });
    expect(await wrongKeys.getPayment('imp_1').catch((e) => e)).toMatchObject({ status: 401 });
    const nowhere = new HttpPaymentGateway({ ...KEYS, apiUrl: 'http://127.0.0.1:9', checkoutUrl: 'http://127.0.0.1:9/pay' });
    await expect(nowhere.getPayment('imp_1')).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
  });

  it('renews its token when the gateway forgets it (a restarted gateway)', async () => {
    const restarted = await startPaymentSandbox(KEYS);
    const client = new HttpPaymentGateway({ ...KEYS, apiUrl: restarted.url, checkoutUrl: `${restarted.url}/pay` });
    await expect(client.getPayment('imp_000000000002')).rejects.toBeInstanceOf(PaymentGatewayNotFound);
    await restarted.close();
    // Let the HTTP clients notice their pooled connections to the old server are gone.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await startPaymentSandbox(KEYS, Number(new URL(restarted.url).port));
    try {
      const { impUid } = await payOnPage(sandboxCheckoutUrl(again.url, { merchantUid: uid(), amount: 5000, payMethod: 'card', redirectUrl: REDIRECT }));
      expect((await client.getPayment(impUid)).status).toBe('paid');
    } finally {
      await again.close();
    }
  });

  it('reads virtual accounts and methods from PortOne fields', () => {
    const vbank = readPayment({
      imp_uid: 'imp_1',
      merchant_uid: 'm',
      amount: 1000,
      status: 'ready',
      pg_provider: 'html5_inicis',
      pay_method: 'vbank',
      vbank_name: 'KB국민은행',
      vbank_num: '123',
      vbank_holder: '샵',
      vbank_date: 1_800_000_000,
      paid_at: 0,
    });
    expect(vbank).toMatchObject({ payMethod: 'vbank', paidAt: null, vbank: { bank: 'KB국민은행', number: '123', holder: '샵', dueAt: new Date(1_800_000_000_000) } });
    expect(readPayment({ imp_uid: 'i', merchant_uid: 'm', amount: 1, status: 'paid', pg_provider: 'kakaopay', pay_method: 'point', paid_at: 1 }).payMethod).toBe('kakaopay');
    expect(readPayment({ imp_uid: 'i', merchant_uid: 'm', amount: 1, status: 'paid', pg_provider: 'html5_inicis', pay_method: 'trans', paid_at: 1 }).payMethod).toBe('other');
    expect(() => readPayment({ merchant_uid: 'm' })).toThrow(PaymentGatewayUnavailable);
  });
});
