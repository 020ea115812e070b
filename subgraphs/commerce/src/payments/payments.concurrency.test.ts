import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnPage } from '@shop/sandboxes/payment-sandbox.testing.js';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { PaymentEntity, PaymentEventEntity } from './payment.entities.js';
import { handleWebhook, onPayment, verifyAndSettle } from './payments.service.js';
import { inUnitOfWork, preparedPayment, startTestPaymentGateway } from './payments.testing.js';

/** One payment settles once, however many completions and webhooks race for it, each on its own connection. */
const RACERS = 20;
let api: TestSubgraph;
let pg: Awaited<ReturnType<typeof startTestPaymentGateway>>;
const settled: string[] = [];
let off: () => void;
beforeAll(async () => {
  pg = await startTestPaymentGateway();
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS + 2 } });
  off = onPayment({ settled: async (_em, p) => void settled.push(p.merchantUid) });
});
afterAll(async () => {
  off();
  await api.close();
  await pg.close();
});

describe('payment completion', () => {
  it(`${RACERS} concurrent completions (and the webhooks) of one imp_uid settle it once`, async () => {
    const { payment, checkoutUrl } = await preparedPayment(api, testIdentity(), { amount: 57_000 });
    const { impUid } = await payOnPage(checkoutUrl);
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        inUnitOfWork<unknown>(api, null, (em) =>
          i % 4 === 3 ? handleWebhook(em, { imp_uid: impUid, merchant_uid: payment.merchantUid, status: 'paid' }) : verifyAndSettle(em, payment.merchantUid, impUid, 57_000),
        ),
      ),
    );
    const completions = results.filter((r) => typeof r !== 'string');
    expect(completions).toHaveLength(RACERS - RACERS / 4);
    for (const r of completions) expect(r).toMatchObject({ id: payment.id, status: 'paid', impUid });
    expect(results.filter((r) => r === 'applied').length).toBeLessThanOrEqual(1);
    expect(await api.em().count(PaymentEventEntity, { paymentId: payment.id })).toBe(1);
    expect(await api.em().findOneOrFail(PaymentEntity, { id: payment.id })).toMatchObject({ status: 'paid', amount: 57_000 });
    expect(settled.filter((m) => m === payment.merchantUid)).toHaveLength(1);
  });
});
