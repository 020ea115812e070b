import { createHash, randomBytes, randomInt } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_METHODS, PAY_METHODS } from '@shop/kit/payment-gateway.js';
import { escapeHtml, httpUrl, json, readBodyText } from './sandbox-http.js';

/**
 * A local payment gateway for development and tests, over HTTP, answering as PortOne v1
 * (api.iamport.kr) does (docs/decisions/selling.md, "Payments"):
 *
 * - `POST /users/getToken` {imp_key, imp_secret} -> {code: 0, response: {access_token, now,
 *   expired_at}}; the token (30 minutes) goes in the `Authorization` header of the calls below.
 * - `GET /payments/{imp_uid}`, `GET /payments/find/{merchant_uid}` (the newest attempt), and
 *   `POST /payments/cancel` {imp_uid | merchant_uid, amount?, checksum?, reason}: full or
 *   partial; `checksum` must equal the amount still cancellable. Like PortOne, a partly
 *   cancelled payment stays `paid` with its `cancel_amount`. Answers use PortOne's envelope
 *   {code, message, response}: code 0 is success, anything else a refusal.
 * - The payment page (what IMP.request_pay opens): `GET /pay?pg&pay_method&merchant_uid&amount
 *   &name&buyer_name&buyer_tel&m_redirect_url&notice_url` issues an imp_uid (status `ready`) and
 *   shows amount and method with 결제하기 / 결제 취소 / 결제 실패. Paying redirects to
 *   m_redirect_url with imp_uid, merchant_uid, imp_success=true; cancelling or failing with
 *   imp_success=false and error_msg. A virtual account (vbank) is issued instead of paid: the
 *   page then shows the account and a 입금하기 control (`GET /pay/{imp_uid}` reopens it).
 * - Webhooks: {imp_uid, merchant_uid, status} POSTed as JSON to notice_url on paid, vbank
 *   issued (ready), vbank deposit (paid), failure and cancellation, each sent TWICE, as real
 *   gateways do (receivers must be idempotent).
 * - Card billing (정기결제, PortOne v1 "비인증 결제"): the payment page opened with `customer_uid`
 *   and amount 0 is the card registration window (a test card that pays, or one whose charges
 *   are declined for want of funds); 카드 등록 stores the billing key and redirects with
 *   customer_uid, merchant_uid and imp_success. `GET` / `DELETE /subscribe/customers/{customer_uid}`
 *   read and delete the key; `POST /subscribe/payments/again` {customer_uid, merchant_uid, amount,
 *   name, buyer_name, buyer_tel, notice_url} charges it: like PortOne, a declined card still
 *   answers code 0 with the payment `failed` and its fail_reason (code other than 0 is a refused
 *   request: no such key, a merchant_uid already paid). Webhooks as above.
 * - Faults for tests: `POST /__sandbox/faults` {next: 'timeout' | '500' | 'refuse'} makes the
 *   next REST call hang without answering, answer HTTP 500, or be refused (code 1);
 *   `POST /__sandbox/billing` {customer_uid, declines: true|false} makes a registered card's
 *   charges fail (or pass) from now on.
 *
 * State lives in memory: a restart forgets payments, which a sandbox may.
 */
export interface PaymentSandboxOptions {
  impKey: string;
  impSecret: string;
  /** Milliseconds since the epoch (tests move time forward). */
  now?: () => number;
  /** Delay between the two copies of a webhook (default 50 ms). */
  webhookGapMs?: number;
  /** How long a 'timeout' fault holds the request before dropping it (default 60 s). */
  hangMs?: number;
}

export type SandboxFault = 'timeout' | '500' | 'refuse';
export const SANDBOX_FAULTS: readonly SandboxFault[] = ['timeout', '500', 'refuse'];

type Status = 'ready' | 'paid' | 'cancelled' | 'failed';

interface SandboxPayment {
  impUid: string;
  merchantUid: string;
  pg: string;
  payMethod: string;
  name: string;
  amount: number;
  cancelAmount: number;
  status: Status;
  buyerName: string;
  buyerTel: string;
  redirectUrl: URL;
  noticeUrl: URL | null;
  startedAt: number;
  paidAt: number;
  failedAt: number;
  cancelledAt: number;
  failReason: string | null;
  cancelReason: string | null;
  vbank: { code: string; name: string; number: string; holder: string; dueAt: number; issuedAt: number } | null;
  cancelHistory: { pg_tid: string; amount: number; cancelled_at: number; reason: string }[];
}

/** A billing key the registration window stored (PortOne's "customer" of `/subscribe/customers`). */
interface SandboxBillingKey {
  customerUid: string;
  pg: string;
  cardName: string;
  cardNumber: string;
  customerName: string;
  customerTel: string;
  /** Charges are declined (a card without funds). */
  declines: boolean;
  insertedAt: number;
}

/** An open card registration window (`/pay/billing/{id}`). */
interface SandboxRegistration {
  id: string;
  customerUid: string;
  merchantUid: string;
  pg: string;
  name: string;
  buyerName: string;
  buyerTel: string;
  redirectUrl: URL;
  done: boolean;
}

/** The registration window's test cards. */
const TEST_CARDS = {
  ok: { cardName: '샌드박스카드', cardNumber: '536148******1234', declines: false, label: '샌드박스카드 1234 (결제 승인)' },
  declines: { cardName: '샌드박스카드', cardNumber: '949019******5678', declines: true, label: '샌드박스카드 5678 (잔액 부족으로 결제 거절)' },
} as const;
export const DECLINED_CARD_REASON = '잔액이 부족합니다. [F113] (샌드박스 카드사 응답)';

export const TOKEN_TTL_SECONDS = 30 * 60;
/** How long a virtual account waits for its deposit (the shop may cancel sooner). */
export const VBANK_DAYS = 3;
const MAX_BODY_BYTES = 16 * 1024;
const SANDBOX_BANK = { code: '004', name: 'KB국민은행', holder: '(주)샌드박스페이' };

const STYLE = `body{font-family:system-ui,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;margin:0;background:#f4f4f5;color:#18181b;word-break:keep-all}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:1.25rem}.note{color:#52525b;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;background:#fff;border:1px solid #d4d4d8;border-radius:8px;padding:16px}dt{color:#52525b}dd{margin:0;font-weight:600;text-align:right}
.error{color:#b91c1c}.actions{display:flex;flex-direction:column;gap:8px;margin-top:16px}button,a.button{display:block;box-sizing:border-box;width:100%;padding:12px;border-radius:8px;border:1px solid #a1a1aa;background:#fff;font:inherit;text-align:center;color:inherit;text-decoration:none;cursor:pointer}
button[value=pay],button[value=deposit]{border:0;background:#2563eb;color:#fff;font-weight:700}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const seconds = (ms: number) => (ms ? Math.floor(ms / 1000) : 0);

const answer = (res: ServerResponse, response: unknown) => json(res, 200, { code: 0, message: null, response });
const refuse = (res: ServerResponse, message: string, status = 200, code = 1) => json(res, status, { code, message, response: null });

function html(res: ServerResponse, status: number, title: string, content: string, formTargets: string[] = []): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' ${formTargets.join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
  });
  res.end(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1>${content}</main></body></html>`,
  );
}

async function readBody(req: IncomingMessage): Promise<Record<string, string> | null> {
  const text = await readBodyText(req, MAX_BODY_BYTES);
  if (text === null) return null;
  const type = req.headers['content-type'] ?? '';
  if (/^application\/json\b/i.test(type)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
    } catch {
      return null;
    }
  }
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) return Object.fromEntries(new URLSearchParams(text));
  return null;
}

/** A whole number of won written as digits (PortOne takes numbers or numeric strings). */
function wonAmount(value: string | undefined | null): number | null {
  if (value === undefined || value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const amount = Number(value.trim());
  return Number.isSafeInteger(amount) ? amount : null;
}

export interface PaymentSandbox {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Requests the sandbox holds for a 'timeout' fault; dropped when it closes. */
  hanging: Set<ServerResponse>;
}

export function createPaymentSandbox(options: PaymentSandboxOptions): PaymentSandbox {
  const now = options.now ?? Date.now;
  const webhookGapMs = options.webhookGapMs ?? 50;
  const hangMs = options.hangMs ?? 60_000;
  const payments = new Map<string, SandboxPayment>();
  const byMerchant = new Map<string, string[]>();
  const tokens = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const billingKeys = new Map<string, SandboxBillingKey>();
  const registrations = new Map<string, SandboxRegistration>();
  let fault: SandboxFault | null = null;

  function newImpUid(): string {
    for (;;) {
      const id = `imp_${randomInt(100_000_000_000, 999_999_999_999)}`;
      if (!payments.has(id)) return id;
    }
  }

  function view(p: SandboxPayment) {
    return {
      imp_uid: p.impUid,
      merchant_uid: p.merchantUid,
      pay_method: p.payMethod,
      pg_provider: p.pg,
      name: p.name,
      amount: p.amount,
      cancel_amount: p.cancelAmount,
      currency: 'KRW',
      status: p.status,
      buyer_name: p.buyerName,
      buyer_tel: p.buyerTel,
      started_at: seconds(p.startedAt),
      paid_at: seconds(p.paidAt),
      failed_at: seconds(p.failedAt),
      cancelled_at: seconds(p.cancelledAt),
      fail_reason: p.failReason,
      cancel_reason: p.cancelReason,
      vbank_code: p.vbank?.code ?? null,
      vbank_name: p.vbank?.name ?? null,
      vbank_num: p.vbank?.number ?? null,
      vbank_holder: p.vbank?.holder ?? null,
      vbank_date: p.vbank ? seconds(p.vbank.dueAt) : 0,
      vbank_issued_at: p.vbank ? seconds(p.vbank.issuedAt) : 0,
      cancel_history: p.cancelHistory,
    };
  }

  /** The webhook, twice, after the answer that caused it (a failed delivery is not retried). */
  function notify(p: SandboxPayment): void {
    if (!p.noticeUrl) return;
    const target = p.noticeUrl.toString();
    const body = JSON.stringify({ imp_uid: p.impUid, merchant_uid: p.merchantUid, status: p.status });
    const send = () =>
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.body?.cancel(),
        () => undefined,
      );
    setTimeout(
      () =>
        void send()
          .then(() => new Promise((resolve) => setTimeout(resolve, webhookGapMs)))
          .then(send),
      0,
    ).unref?.();
  }

  // ---- REST API -------------------------------------------------------------------------------

  function authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? header.trim();
    const expiresAt = tokens.get(token);
    return expiresAt !== undefined && expiresAt > now();
  }

  /** A pending fault takes this call: true when it has answered (or will never answer). */
  function faulted(res: ServerResponse): boolean {
    const current = fault;
    fault = null;
    if (current === 'timeout') {
      hanging.add(res);
      const timer = setTimeout(() => {
        hanging.delete(res);
        res.destroy();
      }, hangMs);
      timer.unref?.();
      res.on('close', () => {
        clearTimeout(timer);
        hanging.delete(res);
      });
      return true;
    }
    if (current === '500') {
      refuse(res, 'Internal Server Error', 500, -1);
      return true;
    }
    if (current === 'refuse') {
      refuse(res, '[샌드박스] 결제 대행사가 요청을 거절했습니다.');
      return true;
    }
    return false;
  }

  function getToken(body: Record<string, string> | null, res: ServerResponse): void {
    if (!body || body.imp_key !== options.impKey || body.imp_secret !== options.impSecret) {
      return refuse(res, 'imp_key, imp_secret 파라미터가 올바르지 않습니다.', 401, -1);
    }
    for (const [token, expiresAt] of tokens) if (expiresAt <= now()) tokens.delete(token);
    const token = randomBytes(20).toString('hex');
    const expiresAt = now() + TOKEN_TTL_SECONDS * 1000;
    tokens.set(token, expiresAt);
    answer(res, { access_token: token, now: seconds(now()), expired_at: seconds(expiresAt) });
  }

  function cancel(body: Record<string, string> | null, res: ServerResponse): void {
    if (!body) return refuse(res, '요청 본문이 올바르지 않습니다.', 400, -1);
    const p = body.imp_uid ? payments.get(body.imp_uid) : (byMerchant.get(body.merchant_uid ?? '') ?? []).map((id) => payments.get(id)!).at(-1);
    if (!p) return refuse(res, '취소할 결제건이 존재하지 않습니다.');
    if (p.status === 'failed') return refuse(res, '결제에 실패한 건은 취소할 수 없습니다.');
    if (p.status === 'cancelled') return refuse(res, '이미 전액취소된 주문입니다.');
    const remaining = p.amount - p.cancelAmount;
    if (body.checksum !== undefined && body.checksum !== '' && wonAmount(body.checksum) !== remaining) {
      return refuse(res, `[checksum] 취소 가능 잔액(${remaining})이 요청의 checksum과 일치하지 않습니다.`);
    }
    const requested = body.amount === undefined || body.amount === '' ? remaining : wonAmount(body.amount);
    if (requested === null || requested <= 0) return refuse(res, '취소 금액이 올바르지 않습니다.');
    if (requested > remaining) return refuse(res, '취소 요청 금액이 취소 가능 금액을 초과합니다.');
    const reason = body.reason || '취소 요청';
    if (p.status === 'ready') {
      // An unpaid virtual account (or an abandoned payment window): closed as a whole.
      if (requested !== remaining) return refuse(res, '입금 전 가상계좌는 전액만 취소할 수 있습니다.');
      p.status = 'cancelled';
    } else {
      p.cancelAmount += requested;
      p.cancelHistory.push({ pg_tid: `sandbox_${randomBytes(6).toString('hex')}`, amount: requested, cancelled_at: seconds(now()), reason });
      if (p.cancelAmount === p.amount) p.status = 'cancelled';
    }
    p.cancelledAt = now();
    p.cancelReason = reason;
    answer(res, view(p));
    notify(p);
  }

  // ---- card billing --------------------------------------------------------------------------

  function customerView(key: SandboxBillingKey) {
    return {
      customer_uid: key.customerUid,
      pg_provider: key.pg,
      pg_id: 'sandbox_billing',
      card_name: key.cardName,
      card_code: '366',
      card_number: key.cardNumber,
      card_type: 0,
      customer_name: key.customerName,
      customer_tel: key.customerTel,
      customer_email: null,
      customer_addr: null,
      customer_postcode: null,
      inserted: seconds(key.insertedAt),
      updated: seconds(key.insertedAt),
    };
  }

  function payAgain(body: Record<string, string> | null, res: ServerResponse): void {
    if (!body) return refuse(res, '요청 본문이 올바르지 않습니다.', 400, -1);
    const key = billingKeys.get(body.customer_uid ?? '');
    if (!key) return refuse(res, '등록되지 않은 빌링키(customer_uid)입니다.');
    const merchantUid = body.merchant_uid ?? '';
    const amount = wonAmount(body.amount);
    if (!/^[\w-]{1,80}$/.test(merchantUid)) return refuse(res, 'merchant_uid가 올바르지 않습니다.');
    if (amount === null || amount < 100) return refuse(res, '결제 금액은 100원 이상이어야 합니다.');
    if ((byMerchant.get(merchantUid) ?? []).some((id) => payments.get(id)!.status !== 'failed')) return refuse(res, '이미 결제가 진행되었거나 완료된 주문번호(merchant_uid)입니다.');
    const noticeUrl = body.notice_url ? httpUrl(body.notice_url) : null;
    const at = now();
    const p: SandboxPayment = {
      impUid: newImpUid(),
      merchantUid,
      pg: key.pg,
      payMethod: 'card',
      name: (body.name ?? '').slice(0, 100) || '정기결제',
      amount,
      cancelAmount: 0,
      status: key.declines ? 'failed' : 'paid',
      buyerName: (body.buyer_name ?? '').slice(0, 40),
      buyerTel: (body.buyer_tel ?? '').slice(0, 20),
      // Charged by the shop's server: no browser comes back anywhere.
      redirectUrl: new URL('http://127.0.0.1/'),
      noticeUrl,
      startedAt: at,
      paidAt: key.declines ? 0 : at,
      failedAt: key.declines ? at : 0,
      cancelledAt: 0,
      failReason: key.declines ? DECLINED_CARD_REASON : null,
      cancelReason: null,
      vbank: null,
      cancelHistory: [],
    };
    payments.set(p.impUid, p);
    byMerchant.set(merchantUid, [...(byMerchant.get(merchantUid) ?? []), p.impUid]);
    answer(res, { ...view(p), customer_uid: key.customerUid, channel: 'api', card_name: key.cardName, card_number: key.cardNumber });
    notify(p);
  }

  function openRegistration(params: URLSearchParams, redirectUrl: URL, res: ServerResponse): void {
    const title = '카드 등록 오류 (개발용 샌드박스)';
    const customerUid = params.get('customer_uid') ?? '';
    const merchantUid = params.get('merchant_uid') ?? '';
    if (!/^[\w-]{1,80}$/.test(customerUid)) return html(res, 400, title, '<p class="error">customer_uid가 올바르지 않습니다.</p>');
    if (!/^[\w-]{1,80}$/.test(merchantUid)) return html(res, 400, title, '<p class="error">merchant_uid가 올바르지 않습니다.</p>');
    if (billingKeys.has(customerUid)) return html(res, 400, title, '<p class="error">이미 등록된 customer_uid입니다.</p>');
    const id = `reg_${randomBytes(8).toString('hex')}`;
    registrations.set(id, {
      id,
      customerUid,
      merchantUid,
      pg: params.get('pg') ?? '',
      name: (params.get('name') ?? '').slice(0, 100) || '카드 등록',
      buyerName: (params.get('buyer_name') ?? '').slice(0, 40),
      buyerTel: (params.get('buyer_tel') ?? '').slice(0, 20),
      redirectUrl,
      done: false,
    });
    res.writeHead(302, { location: `/pay/billing/${id}`, 'cache-control': 'no-store' });
    res.end();
  }

  function registrationBack(reg: SandboxRegistration, success: boolean, errorMsg: string | null): URL {
    const target = new URL(reg.redirectUrl);
    target.searchParams.set('customer_uid', reg.customerUid);
    target.searchParams.set('merchant_uid', reg.merchantUid);
    target.searchParams.set('imp_success', String(success));
    if (errorMsg) target.searchParams.set('error_msg', errorMsg);
    return target;
  }

  function registrationPage(reg: SandboxRegistration, res: ServerResponse): void {
    const title = '카드 등록 (개발용 샌드박스)';
    if (reg.done)
      return html(
        res,
        200,
        title,
        `<p>이미 처리된 카드 등록입니다.</p><div class="actions"><a class="button" href="${escapeHtml(registrationBack(reg, billingKeys.has(reg.customerUid), null).toString())}">쇼핑몰로 돌아가기</a></div>`,
      );
    const cards = Object.entries(TEST_CARDS)
      .map(([value, card], i) => `<label><input type="radio" name="card" value="${value}"${i === 0 ? ' checked' : ''}> ${escapeHtml(card.label)}</label>`)
      .join('<br>');
    html(
      res,
      200,
      title,
      `<p class="note">개발 환경의 가짜 카드 등록 창입니다. 실제 카드 정보를 넣지 마세요.</p><dl><dt>용도</dt><dd>${escapeHtml(reg.name)}</dd><dt>결제 금액</dt><dd>0원 (카드 등록만)</dd></dl>
<form method="post" action="/pay/billing/${reg.id}"><fieldset><legend>테스트 카드</legend>${cards}</fieldset><div class="actions"><button type="submit" name="decision" value="pay">카드 등록</button><button type="submit" name="decision" value="cancel">등록 취소</button></div></form>`,
      [reg.redirectUrl.origin],
    );
  }

  function decideRegistration(reg: SandboxRegistration, form: Record<string, string>, res: ServerResponse): void {
    if (reg.done) return registrationPage(reg, res);
    reg.done = true;
    if (form.decision !== 'pay') return redirect(res, registrationBack(reg, false, '사용자가 카드 등록을 취소하셨습니다'));
    const card = TEST_CARDS[form.card === 'declines' ? 'declines' : 'ok'];
    billingKeys.set(reg.customerUid, {
      customerUid: reg.customerUid,
      pg: reg.pg,
      cardName: card.cardName,
      cardNumber: card.cardNumber,
      customerName: reg.buyerName,
      customerTel: reg.buyerTel,
      declines: card.declines,
      insertedAt: now(),
    });
    redirect(res, registrationBack(reg, true, null));
  }

  // ---- the payment page -------------------------------------------------------------------

  function details(p: SandboxPayment): string {
    const method = PAY_METHODS.find((m) => GATEWAY_METHODS[m].pg === p.pg && GATEWAY_METHODS[m].payMethod === p.payMethod);
    return `<dl><dt>상품명</dt><dd>${escapeHtml(p.name)}</dd><dt>결제 금액</dt><dd>${won(p.amount)}</dd><dt>결제 수단</dt><dd>${escapeHtml(method ? GATEWAY_METHODS[method].label : p.payMethod)}</dd><dt>주문번호</dt><dd>${escapeHtml(p.merchantUid)}</dd></dl>`;
  }

  function back(p: SandboxPayment, success: boolean, errorMsg: string | null): URL {
    const target = new URL(p.redirectUrl);
    target.searchParams.set('imp_uid', p.impUid);
    target.searchParams.set('merchant_uid', p.merchantUid);
    target.searchParams.set('imp_success', String(success));
    if (errorMsg) target.searchParams.set('error_msg', errorMsg);
    return target;
  }

  function redirect(res: ServerResponse, target: URL): void {
    res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
    res.end();
  }

  function paymentPage(p: SandboxPayment, res: ServerResponse, notice: string | null = null): void {
    const title = '결제하기 (개발용 샌드박스)';
    const head = `<p class="note">개발 환경의 가짜 결제창입니다. 실제로 돈이 나가지 않습니다.</p>${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}${details(p)}`;
    const form = (buttons: string) => `<form method="post" action="/pay/${p.impUid}"><div class="actions">${buttons}</div></form>`;
    const home = (label: string, target: URL) => `<div class="actions"><a class="button" href="${escapeHtml(target.toString())}">${label}</a></div>`;
    if (p.status === 'ready' && p.vbank) {
      const account = `<dl><dt>입금 은행</dt><dd>${escapeHtml(p.vbank.name)}</dd><dt>계좌번호</dt><dd>${escapeHtml(p.vbank.number)}</dd><dt>예금주</dt><dd>${escapeHtml(p.vbank.holder)}</dd><dt>입금 기한</dt><dd>${new Date(p.vbank.dueAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })}</dd></dl>`;
      return html(
        res,
        200,
        title,
        `${head}<h2>가상계좌</h2>${account}${form('<button type="submit" name="decision" value="deposit">입금하기</button>')}${home('쇼핑몰로 돌아가기', back(p, true, null))}`,
        [p.redirectUrl.origin],
      );
    }
    if (p.status === 'ready') {
      const buttons = `<button type="submit" name="decision" value="pay">${p.payMethod === 'vbank' ? '가상계좌 발급받기' : '결제하기'}</button><button type="submit" name="decision" value="cancel">결제 취소</button><button type="submit" name="decision" value="fail">결제 실패</button>`;
      return html(res, 200, title, `${head}${form(buttons)}`, [p.redirectUrl.origin]);
    }
    const state = { paid: '결제가 완료되었습니다.', cancelled: '취소된 결제입니다.', failed: `결제에 실패했습니다: ${p.failReason ?? ''}` }[p.status];
    html(res, 200, title, `${head}<p>${escapeHtml(state)}</p>${home('쇼핑몰로 돌아가기', back(p, p.status === 'paid', p.status === 'paid' ? null : state))}`);
  }

  function openPage(params: URLSearchParams, res: ServerResponse): void {
    const title = '결제 오류 (개발용 샌드박스)';
    const redirectUrl = httpUrl(params.get('m_redirect_url'));
    if (!redirectUrl) return html(res, 400, title, '<p class="error">m_redirect_url이 올바르지 않습니다.</p>');
    const noticeParam = params.get('notice_url');
    const noticeUrl = noticeParam ? httpUrl(noticeParam) : null;
    if (noticeParam && !noticeUrl) return html(res, 400, title, '<p class="error">notice_url이 올바르지 않습니다.</p>');
    if (params.get('customer_uid')) return openRegistration(params, redirectUrl, res);
    const merchantUid = params.get('merchant_uid') ?? '';
    const amount = wonAmount(params.get('amount'));
    const pg = params.get('pg') ?? '';
    const payMethod = params.get('pay_method') ?? '';
    const known = PAY_METHODS.some((m) => GATEWAY_METHODS[m].pg === pg && GATEWAY_METHODS[m].payMethod === payMethod);
    const problem = !/^[\w-]{1,80}$/.test(merchantUid)
      ? 'merchant_uid가 올바르지 않습니다.'
      : amount === null || amount < 100
        ? '결제 금액은 100원 이상이어야 합니다.'
        : !known
          ? '지원하지 않는 결제 수단입니다.'
          : (byMerchant.get(merchantUid) ?? []).some((id) => payments.get(id)!.status !== 'failed')
            ? '이미 결제가 진행되었거나 완료된 주문번호(merchant_uid)입니다.'
            : null;
    if (problem) return html(res, 400, title, `<p class="error">${escapeHtml(problem)}</p>`);
    const p: SandboxPayment = {
      impUid: newImpUid(),
      merchantUid,
      pg,
      payMethod,
      name: (params.get('name') ?? '').slice(0, 100) || '주문 상품',
      amount: amount!,
      cancelAmount: 0,
      status: 'ready',
      buyerName: (params.get('buyer_name') ?? '').slice(0, 40),
      buyerTel: (params.get('buyer_tel') ?? '').slice(0, 20),
      redirectUrl,
      noticeUrl,
      startedAt: now(),
      paidAt: 0,
      failedAt: 0,
      cancelledAt: 0,
      failReason: null,
      cancelReason: null,
      vbank: null,
      cancelHistory: [],
    };
    payments.set(p.impUid, p);
    byMerchant.set(merchantUid, [...(byMerchant.get(merchantUid) ?? []), p.impUid]);
    // The page's own address, so a reload does not issue another imp_uid.
    res.writeHead(302, { location: `/pay/${p.impUid}`, 'cache-control': 'no-store' });
    res.end();
  }

  function decide(p: SandboxPayment, form: Record<string, string>, res: ServerResponse): void {
    const decision = form.decision;
    if (decision === 'deposit') {
      if (p.status !== 'ready' || !p.vbank) return paymentPage(p, res, '입금할 수 있는 가상계좌가 아닙니다.');
      p.status = 'paid';
      p.paidAt = now();
      notify(p);
      return paymentPage(p, res, '입금이 확인되었습니다.');
    }
    if (p.status !== 'ready' || p.vbank) return paymentPage(p, res, '이미 처리된 결제입니다.');
    if (decision === 'pay' && p.payMethod === 'vbank') {
      p.vbank = { ...SANDBOX_BANK, number: `${randomInt(100, 999)}-${randomInt(100_000, 999_999)}-${randomInt(10_000, 99_999)}`, dueAt: now() + VBANK_DAYS * 86_400_000, issuedAt: now() };
      notify(p);
      return paymentPage(p, res, '가상계좌가 발급되었습니다. 입금 기한 안에 입금해주세요.');
    }
    if (decision === 'pay') {
      p.status = 'paid';
      p.paidAt = now();
      notify(p);
      return redirect(res, back(p, true, null));
    }
    p.status = 'failed';
    p.failedAt = now();
    p.failReason = decision === 'cancel' ? '사용자가 결제를 취소하셨습니다' : '[샌드박스] 카드사 승인이 거절되었습니다 (한도 초과)';
    notify(p);
    redirect(res, back(p, false, p.failReason));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/__sandbox/faults' && method === 'POST') {
      const body = await readBody(req);
      const next = SANDBOX_FAULTS.find((f) => f === body?.next);
      if (!next) return refuse(res, `next는 ${SANDBOX_FAULTS.join(', ')} 중 하나여야 합니다.`, 400, -1);
      fault = next;
      return answer(res, { next });
    }
    if (path === '/__sandbox/billing' && method === 'POST') {
      const body = await readBody(req);
      const key = billingKeys.get(body?.customer_uid ?? '');
      if (!key || (body?.declines !== 'true' && body?.declines !== 'false')) return refuse(res, 'customer_uid(등록된 카드)와 declines(true, false)를 보내주세요.', 400, -1);
      key.declines = body.declines === 'true';
      return answer(res, customerView(key));
    }
    if (path === '/pay' && method === 'GET') return openPage(url.searchParams, res);
    const registration = /^\/pay\/billing\/(reg_[0-9a-f]+)$/.exec(path);
    if (registration) {
      const reg = registrations.get(registration[1]!);
      if (!reg) return html(res, 404, '카드 등록 오류 (개발용 샌드박스)', '<p class="error">카드 등록 정보를 찾을 수 없습니다.</p>');
      if (method === 'GET') return registrationPage(reg, res);
      if (method === 'POST') {
        const form = await readBody(req);
        return form ? decideRegistration(reg, form, res) : registrationPage(reg, res);
      }
    }
    const page = /^\/pay\/(imp_\d+)$/.exec(path);
    if (page) {
      const p = payments.get(page[1]!);
      if (!p) return html(res, 404, '결제 오류 (개발용 샌드박스)', '<p class="error">결제 정보를 찾을 수 없습니다.</p>');
      if (method === 'GET') return paymentPage(p, res);
      if (method === 'POST') {
        const form = await readBody(req);
        return form ? decide(p, form, res) : paymentPage(p, res, '잘못된 요청입니다.');
      }
    }
    if (path === '/users/getToken' && method === 'POST') {
      if (faulted(res)) return;
      return getToken(await readBody(req), res);
    }
    if (path.startsWith('/subscribe/')) {
      if (faulted(res)) return;
      if (!authorized(req)) return refuse(res, 'Unauthorized', 401, -1);
      const customer = /^\/subscribe\/customers\/([^/]+)$/.exec(path);
      if (customer && (method === 'GET' || method === 'DELETE')) {
        const uid = decodeURIComponent(customer[1]!);
        const key = billingKeys.get(uid);
        if (!key) return refuse(res, '요청하신 customer_uid로 등록된 정보를 찾을 수 없습니다.', 404, 1);
        if (method === 'DELETE') billingKeys.delete(uid);
        return answer(res, customerView(key));
      }
      if (path === '/subscribe/payments/again' && method === 'POST') return payAgain(await readBody(req), res);
    }
    if (path.startsWith('/payments')) {
      if (faulted(res)) return;
      if (!authorized(req)) return refuse(res, 'Unauthorized', 401, -1);
      const find = /^\/payments\/find\/([^/]+)$/.exec(path);
      if (find && method === 'GET') {
        const list = byMerchant.get(decodeURIComponent(find[1]!)) ?? [];
        const p = list.length ? payments.get(list.at(-1)!) : undefined;
        return p ? answer(res, view(p)) : refuse(res, '존재하지 않는 결제정보입니다.', 404, -1);
      }
      if (path === '/payments/cancel' && method === 'POST') return cancel(await readBody(req), res);
      const one = /^\/payments\/([^/]+)$/.exec(path);
      if (one && method === 'GET') {
        const p = payments.get(decodeURIComponent(one[1]!));
        return p ? answer(res, view(p)) : refuse(res, '존재하지 않는 결제정보입니다.', 404, -1);
      }
    }
    refuse(res, `${method} ${path}: 없는 경로입니다.`, 404, -1);
  }

  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) refuse(res, 'sandbox failure', 500, -1);
      else res.end();
    });
  }) as PaymentSandbox;
  handler.hanging = hanging;
  return handler;
}

export interface RunningPaymentSandbox {
  /** Base URL: `<url>/users/getToken`, `<url>/pay?...`, `<url>/payments/{imp_uid}`. */
  url: string;
  close(): Promise<void>;
}

/** The sandbox on its own loopback port: `npm start`'s process (payment-sandbox.main.ts) and tests alike. */
export async function startPaymentSandbox(options: PaymentSandboxOptions, port = 0, host = '127.0.0.1'): Promise<RunningPaymentSandbox> {
  const handler = createPaymentSandbox(options);
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of handler.hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
