import type { EntityManager } from '@mikro-orm/postgresql';
import { Loaders, resetConfig, runUnitOfWork, SYSTEM_IDENTITY, type Context, type Identity } from '@shop/kit';
import { startConfiguredPaymentSandbox, startWebhookReceiver, type RunningPaymentSandbox } from '@shop/sandboxes/payment-sandbox.testing.js';
import type { TestSubgraph } from '@shop/kit/testing.js';
import { preparePayment, type PrepareInput } from './payments.service.js';

export const TEST_REDIRECT_URL = 'http://localhost:4000/payment/result';

/**
 * The sandbox payment gateway for commerce tests: its own port, commerce's client configured to
 * it (PG_API_URL), and a local receiver as the notice URL (PG_NOTICE_URL) so tests see the
 * webhooks it sends. Call in beforeAll; close in afterAll.
 */
export async function startTestPaymentGateway(): Promise<{ sandbox: RunningPaymentSandbox; hooks: Awaited<ReturnType<typeof startWebhookReceiver>>; close(): Promise<void> }> {
  const hooks = await startWebhookReceiver();
  process.env.PG_NOTICE_URL = hooks.url;
  const sandbox = await startConfiguredPaymentSandbox({ webhookGapMs: 10, hangMs: 3000 });
  resetConfig();
  return { sandbox, hooks, close: async () => void (await Promise.all([sandbox.close(), hooks.close()])) };
}

// Payments belong to orders; until a test has a real order, an id no other test uses.
let nextOrder = 900_000_000 + Math.floor(Math.random() * 1e9);
export const testOrderId = (): string => String(nextOrder++);

/** A prepared (ready) payment of a test order and its checkout URL. */
export function preparedPayment(api: TestSubgraph, buyer: Identity, input: Partial<PrepareInput> = {}) {
  return inUnitOfWork(api, buyer, (em) =>
    preparePayment(em, {
      orderId: testOrderId(),
      userId: buyer.userId,
      amount: 25_000,
      payMethod: 'card',
      name: '멀티비타민 외 1건',
      buyerName: '홍길동',
      buyerTel: '01012345678',
      redirectUrl: TEST_REDIRECT_URL,
      ...input,
    }),
  );
}

/** Runs `work` as a mutation would: one transaction through the kit unit of work (refusals that keep their writes included). */
export async function inUnitOfWork<T>(api: TestSubgraph, identity: Identity | null, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const ctx: Context = { em: api.em(), identity: identity ?? SYSTEM_IDENTITY, loaders: new Loaders(), requestId: 'test', idempotencyKey: null };
  return runUnitOfWork(ctx, 'test', {}, () => work(ctx.em));
}
