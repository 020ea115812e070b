import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { config, resetConfig } from '@shop/kit/config.js';
import { GATEWAY_METHODS, paymentGatewaySettings, type PayMethod } from '@shop/kit/payment-gateway.js';
import { startPaymentSandbox, type PaymentSandboxOptions, type RunningPaymentSandbox, type SandboxFault } from './payment-sandbox.js';

export { startPaymentSandbox, type RunningPaymentSandbox };

/**
 * The sandbox as commerce's HTTP client reaches it in tests: started on its own port with the
 * configured keys, and PG_API_URL pointed at it (the configuration re-read).
 */
export async function startConfiguredPaymentSandbox(options: Omit<PaymentSandboxOptions, 'impKey' | 'impSecret'> = {}): Promise<RunningPaymentSandbox> {
  const { impKey, impSecret } = paymentGatewaySettings(config());
  const sandbox = await startPaymentSandbox({ impKey, impSecret, ...options });
  process.env.PG_API_URL = sandbox.url;
  delete process.env.PG_CHECKOUT_URL;
  resetConfig();
  return sandbox;
}

/** Makes the sandbox's next REST call hang, answer 500 or be refused. */
export async function injectFault(baseUrl: string, next: SandboxFault): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ next }) });
  if (!response.ok) throw new Error(`the sandbox refused the fault ${next}: HTTP ${response.status}`);
}

export type PageDecision = 'pay' | 'cancel' | 'fail';

/** What a person's visit to the payment page does: open it (issuing the imp_uid) and press a button. */
export async function payOnPage(checkoutUrl: string, decision: PageDecision = 'pay'): Promise<{ impUid: string; status: number; location: URL | null; page: string }> {
  const opened = await fetch(checkoutUrl, { redirect: 'manual' });
  const pagePath = opened.headers.get('location');
  if (opened.status !== 302 || !pagePath) throw new Error(`the payment page refused: HTTP ${opened.status} ${await opened.text()}`);
  const pageUrl = new URL(pagePath, checkoutUrl);
  const impUid = pageUrl.pathname.split('/').at(-1)!;
  const answer = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });
  const location = answer.headers.get('location');
  return { impUid, status: answer.status, location: location ? new URL(location) : null, page: await answer.text() };
}

/**
 * A person at the card registration window: opens it and presses 카드 등록 with a test card ('ok'
 * pays, 'declines' is refused at every charge) or 등록 취소. Returns where the window sends the browser.
 */
export async function registerCardOnPage(registrationUrl: string, card: 'ok' | 'declines' | 'cancel' = 'ok'): Promise<URL> {
  const opened = await fetch(registrationUrl, { redirect: 'manual' });
  const pagePath = opened.headers.get('location');
  if (opened.status !== 302 || !pagePath) throw new Error(`the card registration window refused: HTTP ${opened.status} ${await opened.text()}`);
  const form: Record<string, string> = card === 'cancel' ? { decision: 'cancel' } : { decision: 'pay', card };
  const answer = await fetch(new URL(pagePath, registrationUrl), { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`the card registration window did not send the browser back: HTTP ${answer.status}`);
  return new URL(location);
}

/** Makes a registered card's charges fail (declines) or pass from now on. */
export async function setCardDeclines(baseUrl: string, customerUid: string, declines: boolean): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/billing`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customer_uid: customerUid, declines }) });
  if (!response.ok) throw new Error(`the sandbox refused the card change: HTTP ${response.status} ${await response.text()}`);
}

/** The 입금하기 button of an issued virtual account. */
export async function depositVbank(baseUrl: string, impUid: string): Promise<string> {
  const response = await fetch(`${baseUrl}/pay/${impUid}`, { method: 'POST', body: new URLSearchParams({ decision: 'deposit' }) });
  return response.text();
}

/** A checkout URL as a (possibly tampering) client would open it, for sandbox-only tests. */
export function sandboxCheckoutUrl(baseUrl: string, input: { merchantUid: string; amount: number; payMethod: PayMethod; redirectUrl: string; noticeUrl?: string; name?: string }): string {
  const method = GATEWAY_METHODS[input.payMethod];
  const params = new URLSearchParams({
    pg: method.pg,
    pay_method: method.payMethod,
    merchant_uid: input.merchantUid,
    amount: String(input.amount),
    name: input.name ?? '테스트 상품',
    buyer_name: '홍길동',
    buyer_tel: '01012345678',
    m_redirect_url: input.redirectUrl,
  });
  if (input.noticeUrl) params.set('notice_url', input.noticeUrl);
  return `${baseUrl}/pay?${params}`;
}

/** A local receiver of webhooks: what the sandbox POSTed, in order. */
export async function startWebhookReceiver(): Promise<{ url: string; received: Record<string, unknown>[]; waitFor(count: number, ms?: number): Promise<void>; close(): Promise<void> }> {
  const received: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    async waitFor(count, ms = 5000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhooks, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
