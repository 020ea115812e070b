import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentSandbox, type RunningPaymentSandbox } from './payment-sandbox.js';
import { depositVbank, injectFault, payOnPage, sandboxCheckoutUrl, startWebhookReceiver } from './payment-sandbox.testing.js';

/** The sandbox over HTTP, as PortOne v1's REST API and payment window behave. */
const KEYS = { impKey: 'imp_test_key', impSecret: 'test-secret-that-is-long-enough' };
const REDIRECT = 'http://localhost:4000/payment/result';
let sandbox: RunningPaymentSandbox;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let token: string;
let n = 0;
const merchantUid = () => `Msandbox${Date.now().toString(36)}${n++}`;

async function api(method: string, path: string, body?: unknown, auth: string | null = token): Promise<{ status: number; body: any }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(auth ? { authorization: auth } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  sandbox = await startPaymentSandbox({ ...KEYS, webhookGapMs: 10, hangMs: 2000 });
  hook = await startWebhookReceiver();
  token = (await api('POST', '/users/getToken', { imp_key: KEYS.impKey, imp_secret: KEYS.impSecret }, null)).body.response.access_token;
});
afterAll(async () => {
  await sandbox.close();
  await hook.close();
});

describe('payment sandbox', () => {
  it('issues access tokens for the right keys only; the REST API wants one', async () => {
    const wrong = await api('POST', '/users/getToken', { imp_key: KEYS.impKey, imp_secret: 'nope' }, null);
    expect(wrong).toMatchObject({ status: 401, body: { code: -1, response: null } });
    const right = await api('POST', '/users/getToken', { imp_key: KEYS.impKey, imp_secret: KEYS.impSecret }, null);
    expect(right.body).toMatchObject({ code: 0, response: { access_token: expect.any(String), expired_at: expect.any(Number) } });
    expect(right.body.response.expired_at - right.body.response.now).toBe(30 * 60);
    expect((await api('GET', '/payments/imp_123456789012', undefined, null)).status).toBe(401);
    expect((await api('GET', '/payments/imp_123456789012', undefined, `Bearer ${right.body.response.access_token}`)).status).toBe(404);
  });

  it('pays on the page: redirect with imp_uid, merchant_uid, imp_success=true; a webhook sent twice; the payment found by both ids', async () => {
    const uid = merchantUid();
    const before = hook.received.length;
    const paid = await payOnPage(sandboxCheckoutUrl(sandbox.url, { merchantUid: uid, amount: 15_000, payMethod: 'kakaopay', redirectUrl: REDIRECT, noticeUrl: hook.url }));
    expect(paid.status).toBe(302);
    expect(Object.fromEntries(paid.location!.searchParams)).toEqual({ imp_uid: paid.impUid, merchant_uid: uid, imp_success: 'true' });
    expect(paid.location!.pathname).toBe('/payment/result');
    await hook.waitFor(before + 2);
    expect(hook.received.slice(before)).toEqual([
      { imp_uid: paid.impUid, merchant_uid: uid, status: 'paid' },
      { imp_uid: paid.impUid, merchant_uid: uid, status: 'paid' },
    ]);
    const one = await api('GET', `/payments/${paid.impUid}`);
    expect(one.body).toMatchObject({
      code: 0,
      response: { imp_uid: paid.impUid, merchant_uid: uid, amount: 15_000, cancel_amount: 0, status: 'paid', pg_provider: 'kakaopay', pay_method: 'point', currency: 'KRW' },
    });
    expect(one.body.response.paid_at).toBeGreaterThan(0);
    expect((await api('GET', `/payments/find/${uid}`)).body.response.imp_uid).toBe(paid.impUid);
    // The same merchant_uid cannot be paid twice.
    const again = await fetch(sandboxCheckoutUrl(sandbox.url, { merchantUid: uid, amount: 15_000, payMethod: 'card', redirectUrl: REDIRECT }), { redirect: 'manual' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('이미 결제가 진행되었거나 완료된 주문번호');
  });

  it('shows a Korean page with amount and method; cancel and fail come back with imp_success=false and error_msg', async () => {
    const opened = await fetch(sandboxCheckoutUrl(sandbox.url, { merchantUid: merchantUid(), amount: 32_500, payMethod: 'card', redirectUrl: REDIRECT }));
    const page = await opened.text();
    expect(page).toContain('32,500원');
    expect(page).toContain('신용·체크카드');
    for (const label of ['결제하기', '결제 취소', '결제 실패']) expect(page).toContain(label);
    for (const decision of ['cancel', 'fail'] as const) {
      const uid = merchantUid();
      const result = await payOnPage(sandboxCheckoutUrl(sandbox.url, { merchantUid: uid, amount: 1000, payMethod: 'card', redirectUrl: REDIRECT }), decision);
      expect(result.location!.searchParams.get('imp_success')).toBe('false');
      expect(result.location!.searchParams.get('error_msg')).toBeTruthy();
      expect((await api('GET', `/payments/${result.impUid}`)).body.response).toMatchObject({ status: 'failed', fail_reason: result.location!.searchParams.get('error_msg') });
    }
    const bad = await fetch(sandboxCheckoutUrl(sandbox.url, { merchantUid: merchantUid(), amount: 50, payMethod: 'card', redirectUrl: REDIRECT }));
    expect(bad.status).toBe(400);
  });

  it('issues a virtual account (ready, webhook ready twice) and the 입금하기 control makes it paid (webhook paid twice)', async () => {
    const uid = merchantUid();
    const before = hook.received.length;
    const issued = await payOnPage(sandboxCheckoutUrl(sandbox.url, { merchantUid: uid, amount: 40_000, payMethod: 'vbank', redirectUrl: REDIRECT, noticeUrl: hook.url }));
    expect(issued.status).toBe(200);
    expect(issued.page).toContain('입금하기');
    expect(issued.page).toContain('KB국민은행');
    const ready = (await api('GET', `/payments/${issued.impUid}`)).body.response;
    expect(ready).toMatchObject({ status: 'ready', pay_method: 'vbank', vbank_name: 'KB국민은행', vbank_num: expect.any(String), paid_at: 0 });
    expect(ready.vbank_date).toBeGreaterThan(Date.now() / 1000);
    await hook.waitFor(before + 2);
    expect(await depositVbank(sandbox.url, issued.impUid)).toContain('입금이 확인되었습니다');
    await hook.waitFor(before + 4);
    expect(hook.received.slice(before).map((h) => h.status)).toEqual(['ready', 'ready', 'paid', 'paid']);
    expect((await api('GET', `/payments/${issued.impUid}`)).body.response).toMatchObject({ status: 'paid', amount: 40_000 });
  });

  it('cancels in part and then the rest; checksum must equal the cancellable amount; a cancelled payment cannot be cancelled again', async () => {
    const paid = await payOnPage(sandboxCheckoutUrl(sandbox.url, { merchantUid: merchantUid(), amount: 30_000, payMethod: 'card', redirectUrl: REDIRECT }));
    const stale = await api('POST', '/payments/cancel', { imp_uid: paid.impUid, amount: 10_000, checksum: 20_000, reason: '부분 취소' });
    expect(stale.body).toMatchObject({ code: 1, response: null });
    expect(stale.body.message).toContain('checksum');
    const part = await api('POST', '/payments/cancel', { imp_uid: paid.impUid, amount: 10_000, checksum: 30_000, reason: '부분 취소' });
    expect(part.body.response).toMatchObject({ status: 'paid', amount: 30_000, cancel_amount: 10_000, cancel_history: [{ amount: 10_000, reason: '부분 취소' }] });
    const tooMuch = await api('POST', '/payments/cancel', { imp_uid: paid.impUid, amount: 25_000, reason: '초과' });
    expect(tooMuch.body.code).toBe(1);
    const rest = await api('POST', '/payments/cancel', { imp_uid: paid.impUid, checksum: 20_000, reason: '전액 취소' });
    expect(rest.body.response).toMatchObject({ status: 'cancelled', cancel_amount: 30_000 });
    expect((await api('POST', '/payments/cancel', { imp_uid: paid.impUid, reason: '또' })).body).toMatchObject({ code: 1, message: '이미 전액취소된 주문입니다.' });
  });

  it('fails the next call on request: refused (code 1), HTTP 500, or no answer at all', async () => {
    await injectFault(sandbox.url, 'refuse');
    expect((await api('GET', '/payments/find/anything')).body).toMatchObject({ code: 1 });
    await injectFault(sandbox.url, '500');
    expect((await api('GET', '/payments/find/anything')).status).toBe(500);
    await injectFault(sandbox.url, 'timeout');
    await expect(fetch(`${sandbox.url}/payments/find/anything`, { headers: { authorization: token }, signal: AbortSignal.timeout(300) })).rejects.toThrow();
    // Only the next call: the one after is answered again.
    expect((await api('GET', '/payments/find/anything')).status).toBe(404);
    expect((await api('POST', '/__sandbox/faults', { next: 'explode' }, null)).status).toBe(400);
  });
});
