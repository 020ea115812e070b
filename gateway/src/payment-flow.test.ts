import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig, startSubgraph, type RunningSubgraph } from '@shop/kit';
import { depositVbank, payOnPage, startConfiguredPaymentSandbox, type RunningPaymentSandbox } from '@shop/sandboxes/payment-sandbox.testing.js';
import { openTestOrm, testIdentity } from '@shop/kit/testing.js';
import { commerce } from '../../subgraphs/commerce/src/schema.js';
import { PaymentEntity, PaymentEventEntity } from '../../subgraphs/commerce/src/payments/payment.entities.js';
import { preparePayment } from '../../subgraphs/commerce/src/payments/payments.service.js';
import { testOrderId } from '../../subgraphs/commerce/src/payments/payments.testing.js';
import { applyHttpHygiene } from './http/index.js';
import { mountPaymentWebhook } from './http/payment-webhook.js';

/**
 * The whole webhook path over HTTP: the sandbox gateway POSTs (twice) to the gateway's
 * /api/payment/webhook, which hands it to a running commerce subgraph, which asks the sandbox.
 * A virtual account is issued and then deposited without any completion call.
 */
let orm: MikroORM;
let shop: RunningSubgraph;
let gateway: http.Server;
let sandbox: RunningPaymentSandbox;

const answered: string[] = [];

beforeAll(async () => {
  orm = await openTestOrm(commerce.database);
  shop = await startSubgraph(commerce, orm, 0);
  const app = express();
  applyHttpHygiene(app, { corsOrigins: [], trustProxy: false, imageOrigins: [] });
  // Counts the webhooks the route has answered, so the test waits for them instead of sleeping.
  app.use((req, res, next) => {
    res.on('finish', () => answered.push(`${res.statusCode}`));
    next();
  });
  mountPaymentWebhook(app, shop.url);
  gateway = http.createServer(app);
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  process.env.PG_NOTICE_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/payment/webhook`;
  resetConfig();
  sandbox = await startConfiguredPaymentSandbox({ webhookGapMs: 10 });
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => gateway.close(resolve));
  await shop.stop();
  await orm.close(true);
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('payment webhooks from the sandbox through the gateway to commerce', () => {
  it('a virtual account is issued and then paid by its deposit, each state applied once', async () => {
    const buyer = testIdentity();
    const { payment, checkoutUrl } = await orm.em.fork().transactional((em) =>
      preparePayment(em as EntityManager, {
        orderId: testOrderId(),
        userId: buyer.userId,
        amount: 36_000,
        payMethod: 'vbank',
        name: '유산균 외 2건',
        buyerName: '김민지',
        buyerTel: '01012345678',
        redirectUrl: 'http://localhost:4000/payment/result',
      }),
    );
    const read = () => orm.em.fork().findOneOrFail(PaymentEntity, { id: payment.id });
    const { impUid } = await payOnPage(checkoutUrl);
    expect(await until(read, (p) => p.vbankNumber !== null && p.vbankNumber !== undefined)).toMatchObject({ status: 'ready', impUid, vbankBank: 'KB국민은행' });
    await depositVbank(sandbox.url, impUid);
    expect(await until(read, (p) => p.status === 'paid')).toMatchObject({ status: 'paid', impUid, amount: 36_000 });
    // Both copies of each webhook arrived (issued twice, deposited twice); the second of each changed nothing.
    expect(
      await until(
        async () => answered.length,
        (n) => n >= 4,
      ),
    ).toBe(4);
    expect(answered).toEqual(['200', '200', '200', '200']);
    const events = await orm.em.fork().find(PaymentEventEntity, { paymentId: payment.id }, { orderBy: { id: 'asc' } });
    expect(events.map((e) => [e.status, e.source])).toEqual([
      ['ready', 'webhook'],
      ['paid', 'webhook'],
    ]);
  });
});
