import { GATEWAY_METHODS, payMethodOf, type PaymentGatewaySettings } from '@shop/kit/payment-gateway.js';
import {
  PaymentGatewayNotFound,
  PaymentGatewayRefused,
  PaymentGatewayUnavailable,
  type BillingChargeInput,
  type BillingKey,
  type CardRegistrationInput,
  type GatewayPayment,
  type PaymentGateway,
} from './types.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** A token is renewed this long before the gateway says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const seconds = (value: unknown): Date | null => (typeof value === 'number' && value > 0 ? new Date(value * 1000) : null);

/** A PortOne v1 payment object as it arrives (its JSON: any field may be missing or of another type). */
interface PortOnePayment {
  imp_uid?: unknown;
  merchant_uid?: unknown;
  amount?: unknown;
  cancel_amount?: unknown;
  status?: unknown;
  pg_provider?: string | null;
  pay_method?: string | null;
  vbank_num?: unknown;
  vbank_name?: unknown;
  vbank_holder?: unknown;
  vbank_date?: unknown;
  paid_at?: unknown;
  fail_reason?: string | null;
}
const GATEWAY_STATUSES: readonly GatewayPayment['status'][] = ['ready', 'paid', 'cancelled', 'failed'];

/** A PortOne v1 payment object as the adapter's GatewayPayment. */
export function readPayment(answer: unknown): GatewayPayment {
  const raw = (answer ?? null) as PortOnePayment | null;
  if (!raw || typeof raw.imp_uid !== 'string' || typeof raw.merchant_uid !== 'string' || typeof raw.amount !== 'number') {
    throw new PaymentGatewayUnavailable('the gateway answered a payment without imp_uid, merchant_uid or amount');
  }
  const status = GATEWAY_STATUSES.find((s) => s === raw.status) ?? 'failed';
  const dueAt = seconds(raw.vbank_date);
  return {
    impUid: raw.imp_uid,
    merchantUid: raw.merchant_uid,
    amount: raw.amount,
    cancelAmount: typeof raw.cancel_amount === 'number' ? raw.cancel_amount : 0,
    status,
    payMethod: payMethodOf(raw.pg_provider, raw.pay_method),
    ...(raw.vbank_num && dueAt ? { vbank: { bank: String(raw.vbank_name ?? ''), number: String(raw.vbank_num), holder: String(raw.vbank_holder ?? ''), dueAt } } : {}),
    paidAt: seconds(raw.paid_at),
    failReason: raw.fail_reason ?? null,
    raw: raw as Record<string, unknown>,
  };
}

/**
 * The PortOne v1 REST client: `POST /users/getToken` {imp_key, imp_secret} for an access token
 * (kept until shortly before its `expired_at`, renewed once when a call answers 401), the
 * {code, message, response} envelope (code 0 = success), a timeout on every call. Timeouts,
 * unreachable hosts and 5xx are `PaymentGatewayUnavailable`; refusals `PaymentGatewayRefused`
 * (`PaymentGatewayNotFound` for 404).
 */
export class HttpPaymentGateway implements PaymentGateway {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly settings: Pick<PaymentGatewaySettings, 'apiUrl' | 'impKey' | 'impSecret' | 'checkoutUrl' | 'billingPg'>,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  checkoutUrl(input: Parameters<PaymentGateway['checkoutUrl']>[0]): string {
    const method = GATEWAY_METHODS[input.payMethod];
    const params = new URLSearchParams({
      pg: method.pg,
      pay_method: method.payMethod,
      merchant_uid: input.merchantUid,
      amount: String(input.amount),
      name: input.name,
      buyer_name: input.buyerName,
      buyer_tel: input.buyerTel,
      m_redirect_url: input.redirectUrl,
      notice_url: input.noticeUrl,
    });
    return `${this.settings.checkoutUrl}?${params}`;
  }

  async getPayment(impUid: string): Promise<GatewayPayment> {
    return readPayment(await this.call('GET', `/payments/${encodeURIComponent(impUid)}`));
  }

  async findByMerchantUid(merchantUid: string): Promise<GatewayPayment | null> {
    try {
      return readPayment(await this.call('GET', `/payments/find/${encodeURIComponent(merchantUid)}`));
    } catch (error) {
      if (error instanceof PaymentGatewayNotFound) return null;
      throw error;
    }
  }

  async cancel(input: { impUid: string; amount?: number; reason: string; checksum?: number }): Promise<GatewayPayment> {
    const body: Record<string, unknown> = { imp_uid: input.impUid, reason: input.reason };
    if (input.amount !== undefined) body.amount = input.amount;
    if (input.checksum !== undefined) body.checksum = input.checksum;
    return readPayment(await this.call('POST', '/payments/cancel', body));
  }

  cardRegistrationUrl(input: CardRegistrationInput): string {
    const params = new URLSearchParams({
      pg: this.settings.billingPg,
      pay_method: 'card',
      merchant_uid: input.merchantUid,
      customer_uid: input.customerUid,
      amount: '0',
      name: input.name,
      buyer_name: input.buyerName,
      buyer_tel: input.buyerTel,
      m_redirect_url: input.redirectUrl,
    });
    return `${this.settings.checkoutUrl}?${params}`;
  }

  async getBillingKey(customerUid: string): Promise<BillingKey | null> {
    let answer: unknown;
    try {
      answer = await this.call('GET', `/subscribe/customers/${encodeURIComponent(customerUid)}`);
    } catch (error) {
      if (error instanceof PaymentGatewayNotFound) return null;
      throw error;
    }
    const raw = (answer ?? null) as { customer_uid?: unknown; card_name?: unknown; card_number?: unknown } | null;
    if (!raw || raw.customer_uid !== customerUid) throw new PaymentGatewayUnavailable('the gateway answered a billing key of another customer_uid');
    return {
      customerUid,
      cardName: typeof raw.card_name === 'string' && raw.card_name ? raw.card_name : null,
      cardNumber: typeof raw.card_number === 'string' && raw.card_number ? raw.card_number : null,
      raw: raw as Record<string, unknown>,
    };
  }

  async deleteBillingKey(customerUid: string): Promise<void> {
    try {
      await this.call('DELETE', `/subscribe/customers/${encodeURIComponent(customerUid)}`);
    } catch (error) {
      if (!(error instanceof PaymentGatewayNotFound)) throw error;
    }
  }

  async chargeBillingKey(input: BillingChargeInput): Promise<GatewayPayment> {
    return readPayment(
      await this.call('POST', '/subscribe/payments/again', {
        customer_uid: input.customerUid,
        merchant_uid: input.merchantUid,
        amount: input.amount,
        name: input.name,
        buyer_name: input.buyerName,
        buyer_tel: input.buyerTel,
        notice_url: input.noticeUrl,
      }),
    );
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return this.token.value;
    const response = (await this.request('POST', '/users/getToken', { imp_key: this.settings.impKey, imp_secret: this.settings.impSecret }, null)) as {
      access_token?: unknown;
      expired_at?: unknown;
    } | null;
    const token = response?.access_token;
    if (typeof token !== 'string' || !token) throw new PaymentGatewayUnavailable('the gateway answered no access token');
    const expiresAt = typeof response?.expired_at === 'number' ? response.expired_at * 1000 : Date.now() + 30 * 60_000;
    this.token = { value: token, expiresAt };
    return token;
  }

  private async call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    try {
      return await this.request(method, path, body, await this.accessToken());
    } catch (error) {
      // A token the gateway forgot (restarted, revoked): one new token, one more try.
      if (!(error instanceof PaymentGatewayRefused) || error.status !== 401) throw error;
      this.token = null;
      return this.request(method, path, body, await this.accessToken());
    }
  }

  private async request(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, token: string | null): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaymentGatewayUnavailable(`the payment gateway could not be reached (${method} ${path}): ${(error as Error).message}`);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new PaymentGatewayUnavailable(`the payment gateway answered HTTP ${response.status} (${method} ${path})`);
    }
    let envelope: { code?: unknown; message?: unknown; response?: unknown } | null;
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch (error) {
      throw new PaymentGatewayUnavailable(`the payment gateway answered no JSON (${method} ${path}, HTTP ${response.status}): ${(error as Error).message}`);
    }
    const code = typeof envelope?.code === 'number' ? envelope.code : -1;
    if (code !== 0 || response.status >= 400) {
      const message = typeof envelope?.message === 'string' ? envelope.message : `HTTP ${response.status}`;
      throw response.status === 404 ? new PaymentGatewayNotFound(message, code, 404) : new PaymentGatewayRefused(message, code, response.status);
    }
    return envelope!.response;
  }
}
