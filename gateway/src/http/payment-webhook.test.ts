import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_HEADER, verifyIdentity } from '@shop/kit';
import { applyHttpHygiene } from './index.js';
import { mountPaymentWebhook } from './payment-webhook.js';

/** The gateway's webhook route: what it hands commerce, as whom, and how it answers the payment gateway. */
let commerce: http.Server;
let gateway: http.Server;
let base: string;
const calls: { identity: unknown; variables: Record<string, unknown> }[] = [];
let reply: (variables: Record<string, unknown>) => { status: number; body: unknown } = () => ({ status: 200, body: { data: { commercePaymentWebhook: 'applied' } } });

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  commerce = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      calls.push({ identity: await verifyIdentity(String(req.headers[IDENTITY_HEADER])), variables: body.variables });
      const answer = reply(body.variables);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  const commerceUrl = await listen(commerce);
  const app = express();
  applyHttpHygiene(app, { corsOrigins: [], trustProxy: false, imageOrigins: [] });
  mountPaymentWebhook(app, `${commerceUrl}/`);
  gateway = http.createServer(app);
  base = await listen(gateway);
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await new Promise((resolve) => commerce.close(resolve));
});

const post = (body: string, type = 'application/json') => fetch(`${base}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': type }, body });

describe('POST /api/payment/webhook', () => {
  it('hands the ids to commerce as the system identity and answers 200 with the outcome (JSON or form bodies)', async () => {
    const json = await post(JSON.stringify({ imp_uid: 'imp_123456789012', merchant_uid: 'P261123ABCDEFGHJK', status: 'paid' }));
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ code: 200, msg: '성공', result: { outcome: 'applied' } });
    expect(calls.at(-1)).toEqual({ identity: { userId: '0', role: 'admin' }, variables: { i: 'imp_123456789012', m: 'P261123ABCDEFGHJK', s: 'paid' } });
    const form = await post(new URLSearchParams({ imp_uid: 'imp_1', merchant_uid: 'm-1', status: 'ready' }).toString(), 'application/x-www-form-urlencoded');
    expect(form.status).toBe(200);
    expect(calls.at(-1)!.variables).toEqual({ i: 'imp_1', m: 'm-1', s: 'ready' });
  });

  it('refuses a body without ids (400) and asks for a retry (503) when commerce cannot take it', async () => {
    const before = calls.length;
    expect((await post(JSON.stringify({ imp_uid: 'imp_1' }))).status).toBe(400);
    expect((await post(JSON.stringify({ imp_uid: 'x y', merchant_uid: 'm' }))).status).toBe(400);
    expect(calls.length).toBe(before);
    reply = () => ({ status: 200, body: { data: null, errors: [{ message: '결제 대행사와 연결되지 않습니다.', extensions: { code: 'PAYMENT_GATEWAY_UNAVAILABLE' } }] } });
    const down = await post(JSON.stringify({ imp_uid: 'imp_1', merchant_uid: 'm' }));
    expect(down.status).toBe(503);
    expect(((await down.json()) as { msg: string }).msg).toBe('결제 대행사와 연결되지 않습니다.');
  });
});
