import { createHmac } from 'node:crypto';
import type { Config } from './config.js';

/**
 * Where the payment gateway lives, from the configuration (docs/decisions/selling.md,
 * "Payments"). One description for commerce's HTTP client and the sandbox server, so the keys
 * they check cannot drift apart.
 *
 * - PG_PROVIDER=http: PortOne v1. PG_IMP_KEY, PG_IMP_SECRET and PG_MERCHANT_CODE must be
 *   configured; PG_API_URL defaults to https://api.iamport.kr and PG_CHECKOUT_URL to the shop's
 *   own payment window page (PAYMENT_WINDOW_PATH, web `PaymentWindow.tsx`), which loads PortOne's
 *   browser SDK (iamport.js) and calls IMP.request_pay with the parameters the adapter builds.
 * - Otherwise (development, tests): the sandbox server `npm start` runs on a free port of its own
 *   (sandboxes/src/payment-sandbox.ts; the supervisor hands its URL to commerce as PG_API_URL, 4005 when
 *   nothing says otherwise), whose payment page is `<url>/pay`. The REST
 *   key is the fixed, public 'imp_sandbox'; its secret is derived from JWT_SECRET (which every
 *   process shares through the data folder's secrets file), so nothing secret is in the repository.
 */
/** PortOne v1's REST API and its browser SDK (the v1 "JavaScript SDK": IMP.init, IMP.request_pay). */
export const PORTONE_V1_API_URL = 'https://api.iamport.kr';
export const PORTONE_V1_SDK_URL = 'https://cdn.iamport.kr/v1/iamport.js';
/** The shop's page that opens the real gateway window (a path: the browser resolves it against the shop's origin). */
export const PAYMENT_WINDOW_PATH = '/payment/window';
export const DEFAULT_PAYMENT_SANDBOX_URL = 'http://127.0.0.1:4005';
export const DEFAULT_PAYMENT_NOTICE_URL = 'http://127.0.0.1:4000/api/payment/webhook';
export const SANDBOX_IMP_KEY = 'imp_sandbox';
/** The gateway route that receives webhooks (gateway/src/http/payment-webhook.ts). */
export const PAYMENT_WEBHOOK_PATH = '/api/payment/webhook';

export interface PaymentGatewaySettings {
  provider: 'sandbox' | 'http';
  apiUrl: string;
  impKey: string;
  impSecret: string;
  checkoutUrl: string;
  noticeUrl: string;
  /** The `pg` of the card registration window (billing keys). */
  billingPg: string;
  /** PortOne's 가맹점 식별코드 for IMP.init (the real gateway only; the sandbox has its own page). */
  merchantCode: string | null;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The sandbox's REST secret: a purpose-derived key of JWT_SECRET. */
export function sandboxImpSecret(config: Config): string {
  return createHmac('sha256', config.JWT_SECRET).update('payment-sandbox:imp_secret').digest('base64url');
}

export function paymentGatewaySettings(config: Config): PaymentGatewaySettings {
  const noticeUrl = config.PG_NOTICE_URL ?? DEFAULT_PAYMENT_NOTICE_URL;
  if (config.PG_PROVIDER === 'http') {
    const missing = (['PG_IMP_KEY', 'PG_IMP_SECRET', 'PG_MERCHANT_CODE'] as const).filter((name) => !config[name]);
    if (missing.length) throw new Error(`PG_PROVIDER=http needs ${missing.join(', ')}`);
    return {
      provider: 'http',
      apiUrl: trimSlash(config.PG_API_URL ?? PORTONE_V1_API_URL),
      impKey: config.PG_IMP_KEY!,
      impSecret: config.PG_IMP_SECRET!,
      checkoutUrl: config.PG_CHECKOUT_URL ?? PAYMENT_WINDOW_PATH,
      noticeUrl,
      billingPg: config.PG_BILLING_PG,
      merchantCode: config.PG_MERCHANT_CODE!,
    };
  }
  if (config.NODE_ENV === 'production') throw new Error('Production refuses the sandbox payment gateway: set PG_PROVIDER=http.');
  const apiUrl = trimSlash(config.PG_API_URL ?? DEFAULT_PAYMENT_SANDBOX_URL);
  return {
    provider: 'sandbox',
    apiUrl,
    impKey: config.PG_IMP_KEY ?? SANDBOX_IMP_KEY,
    impSecret: config.PG_IMP_SECRET ?? sandboxImpSecret(config),
    checkoutUrl: config.PG_CHECKOUT_URL ?? `${apiUrl}/pay`,
    noticeUrl,
    billingPg: config.PG_BILLING_PG,
    merchantCode: null,
  };
}

/** The spec's payment methods (codes: kakaopay 10001, naverpay 10002, other 19000; card, vbank, tosspay by name). */
export const PAY_METHODS = ['kakaopay', 'naverpay', 'card', 'vbank', 'tosspay', 'other'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * How each method is asked of a PortOne v1 gateway (`pg`, `pay_method` of IMP.request_pay) and
 * reported back in a payment (`pg_provider`, `pay_method`): easy pays answer pay_method 'point'.
 */
export const GATEWAY_METHODS: Record<PayMethod, { pg: string; payMethod: string; label: string }> = {
  kakaopay: { pg: 'kakaopay', payMethod: 'point', label: '카카오페이' },
  naverpay: { pg: 'naverpay', payMethod: 'point', label: '네이버페이' },
  tosspay: { pg: 'tosspay', payMethod: 'point', label: '토스페이' },
  card: { pg: 'html5_inicis', payMethod: 'card', label: '신용·체크카드' },
  vbank: { pg: 'html5_inicis', payMethod: 'vbank', label: '가상계좌' },
  other: { pg: 'html5_inicis', payMethod: 'trans', label: '계좌이체' },
};

/** The method of a payment the gateway reports (its pg_provider and pay_method). */
export function payMethodOf(pgProvider: string | null | undefined, payMethod: string | null | undefined): PayMethod {
  if (payMethod === 'vbank') return 'vbank';
  if (pgProvider === 'kakaopay' || pgProvider === 'naverpay' || pgProvider === 'tosspay') return pgProvider;
  return payMethod === 'card' ? 'card' : 'other';
}
