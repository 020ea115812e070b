import { config } from '@shop/kit';
import { paymentGatewaySettings } from '@shop/kit/payment-gateway.js';
import { HttpPaymentGateway } from './http.js';
import type { PaymentGateway } from './types.js';

export * from './types.js';

let current: { key: string; gateway: PaymentGateway } | null = null;

/**
 * Always the HTTP client: against the real gateway with PG_PROVIDER=http, against the sandbox
 * server (an HTTP service behaving like PortOne, sandboxes/src/payment-sandbox.ts) otherwise. One client
 * per configuration, so its access token is reused; a changed configuration (tests) makes a new one.
 */
export function paymentGateway(): PaymentGateway {
  const settings = paymentGatewaySettings(config());
  const key = JSON.stringify(settings);
  if (current?.key !== key) current = { key, gateway: new HttpPaymentGateway(settings) };
  return current.gateway;
}

/** The notice URL the gateway's webhooks go to (the gateway's POST /api/payment/webhook). */
export const paymentNoticeUrl = (): string => paymentGatewaySettings(config()).noticeUrl;
