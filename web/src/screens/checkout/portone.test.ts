import { describe, expect, it } from 'vitest';
import { backUrl, openPortOneWindow, requestFrom, type PortOneRequest, type PortOneSdk } from './portone';

const origin = window.location.origin;
const query = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    pg: 'html5_inicis',
    pay_method: 'card',
    merchant_uid: 'P261126ABCDEFGHJK',
    amount: '31840',
    name: '멀티비타민 외 1건',
    buyer_name: '김데모',
    buyer_tel: '01012345678',
    m_redirect_url: `${origin}/purchase/Mobile/success`,
    notice_url: 'https://shop.example/api/payment/webhook',
    ...over,
  });

describe("PortOne v1's window", () => {
  it('takes the request the server built, amounts as numbers, and only a way back to this shop', () => {
    expect(requestFrom(query())).toEqual({
      pg: 'html5_inicis',
      pay_method: 'card',
      merchant_uid: 'P261126ABCDEFGHJK',
      amount: 31840,
      name: '멀티비타민 외 1건',
      buyer_name: '김데모',
      buyer_tel: '01012345678',
      m_redirect_url: `${origin}/purchase/Mobile/success`,
      notice_url: 'https://shop.example/api/payment/webhook',
    });
    expect(requestFrom(query({ m_redirect_url: 'https://evil.example/steal' }))).toBeNull();
    expect(requestFrom(query({ amount: '12.5' }))).toBeNull();
    expect(requestFrom(query({ merchant_uid: '' }))).toBeNull();
    expect(requestFrom(query({ customer_uid: 'cu_5_0123456789abcdef', amount: '0' }))).toMatchObject({ customer_uid: 'cu_5_0123456789abcdef', amount: 0 });
  });

  it('initialises the SDK with the merchant code and sends the browser back as the gateway would', () => {
    const request = requestFrom(query())!;
    const calls: unknown[] = [];
    const sdk: PortOneSdk = {
      init: (code) => calls.push(['init', code]),
      request_pay: (sent, callback) => {
        calls.push(['request_pay', sent]);
        callback({ success: false, imp_uid: 'imp_123', merchant_uid: sent.merchant_uid, error_msg: '사용자가 결제를 취소하셨습니다' });
      },
    };
    let went = '';
    openPortOneWindow(sdk, 'imp12345678', request, (url) => (went = url));
    expect(calls).toEqual([
      ['init', 'imp12345678'],
      ['request_pay', request],
    ]);
    const back = new URL(went);
    expect(back.pathname).toBe('/purchase/Mobile/success');
    expect(Object.fromEntries(back.searchParams)).toEqual({ imp_uid: 'imp_123', merchant_uid: 'P261126ABCDEFGHJK', imp_success: 'false', error_msg: '사용자가 결제를 취소하셨습니다' });
  });

  it('a card registration comes back naming its card', () => {
    const request: PortOneRequest = { ...requestFrom(query({ amount: '0', customer_uid: 'cu_5_0123456789abcdef', m_redirect_url: `${origin}/mypage/cards` }))! };
    const back = new URL(backUrl(request, { success: true, imp_uid: null }));
    expect(Object.fromEntries(back.searchParams)).toEqual({ merchant_uid: 'P261126ABCDEFGHJK', customer_uid: 'cu_5_0123456789abcdef', imp_success: 'true' });
  });
});
