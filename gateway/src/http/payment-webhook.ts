import express, { type Express } from 'express';
import { callSubgraph, logger, SubgraphRefused } from '@shop/kit/contracts.js';
import { PAYMENT_WEBHOOK_PATH } from '@shop/kit/payment-gateway.js';

/** The hidden commerce mutation behind the route (commerce payments.resolver.ts PAYMENT_WEBHOOK_FIELD). */
const FIELD = 'commercePaymentWebhook';

const field = (value: unknown, pattern: RegExp): string | null => (typeof value === 'string' && pattern.test(value) ? value : null);

/**
 * POST /api/payment/webhook: where the payment gateway (PortOne v1 style, or the sandbox) sends
 * {imp_uid, merchant_uid, status} as JSON or a form. The gateway signs nothing, so nothing in the
 * body is believed: the route hands the ids to commerce's hidden `commercePaymentWebhook`
 * mutation as the system identity, and commerce asks the gateway for the payment itself
 * (payments.service.ts handleWebhook: replay-safe, duplicates change nothing). It answers 200
 * once commerce has taken it (applied, unchanged or ignored: a gateway must not retry those),
 * 400 for a body without the ids, and 503 when commerce or the gateway could not be reached, so
 * the gateway's own retry brings it again.
 */
export function mountPaymentWebhook(app: Express, commerceUrl: string): void {
  app.post(PAYMENT_WEBHOOK_PATH, express.json({ limit: '16kb' }), express.urlencoded({ extended: false, limit: '16kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const impUid = field(body.imp_uid, /^[\w-]{1,40}$/);
    const merchantUid = field(body.merchant_uid, /^[\w-]{1,80}$/);
    if (!impUid || !merchantUid) {
      res.status(400).json({ code: 400, msg: 'imp_uid와 merchant_uid가 필요합니다.', result: null });
      return;
    }
    try {
      const data = await callSubgraph<Record<string, string>>(commerceUrl, {
        query: `mutation ($i: String!, $m: String!, $s: String) { ${FIELD}(impUid: $i, merchantUid: $m, status: $s) }`,
        variables: { i: impUid, m: merchantUid, s: field(body.status, /^\w{1,20}$/) },
        timeoutMs: 20_000,
      });
      res.json({ code: 200, msg: '성공', result: { outcome: data[FIELD] } });
    } catch (error) {
      // Refused as bad input: the gateway must not send it again. Anything else: 503, so it retries.
      const refusedInput = error instanceof SubgraphRefused && error.code === 'BAD_USER_INPUT';
      logger.warn({ err: error, impUid, merchantUid }, refusedInput ? 'payment webhook refused' : 'payment webhook not taken; the gateway will retry');
      const status = refusedInput ? 400 : 503;
      res.status(status).json({ code: status, msg: error instanceof SubgraphRefused ? error.reason : '잠시 후 다시 시도해주세요.', result: null });
    }
  });
}
