import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUTRIENT_BY_CODE } from '../../nutrients/nutrient-catalog.js';
import { httpHealthAppClient } from './http.js';
import { sandboxHealthAppClient as sandbox } from './sandbox.js';
import type { HealthAppClient } from './types.js';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { extensions?: { code?: string }; message: string }) => ({ code: error.extensions?.code, message: error.message }),
  );

describe('sandbox health app', () => {
  it.each(['', 'abc', 'sandbox-', 'sandbox-a b', 'SANDBOX-alice', `sandbox-${'x'.repeat(41)}`])('refuses the code %j like the service would', async (code) => {
    expect(await refusal(sandbox.exchangeCode('samsung_health', code))).toEqual({ code: 'HEALTH_APP_REFUSED', message: '건강 앱 인증에 실패했습니다. 앱에서 다시 연동해주세요.' });
  });

  it('gives one person the same external id for every fresh code, and different people different ids', async () => {
    const first = await sandbox.exchangeCode('samsung_health', 'sandbox-alice');
    const again = await sandbox.exchangeCode('samsung_health', 'sandbox-alice-2');
    const bob = await sandbox.exchangeCode('samsung_health', 'sandbox-bob');
    const otherApp = await sandbox.exchangeCode('apple_health', 'sandbox-alice');
    expect(again.externalUserId).toBe(first.externalUserId);
    expect(new Set([first.externalUserId, bob.externalUserId, otherApp.externalUserId]).size).toBe(3);
  });

  it('lists a fixed 2-4 supplements per person, in catalog codes and units', async () => {
    for (const person of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank']) {
      const { accessToken } = await sandbox.exchangeCode('health_connect', `sandbox-${person}`);
      const list = await sandbox.listSupplements('health_connect', accessToken);
      expect(await sandbox.listSupplements('health_connect', accessToken)).toEqual(list);
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
      expect(new Set(list.map((s) => s.externalId)).size).toBe(list.length);
      for (const item of list) {
        expect(item.nutrients.length).toBeGreaterThan(0);
        for (const n of item.nutrients) expect(n.unit).toBe(NUTRIENT_BY_CODE.get(n.code)!.unit);
      }
    }
  });

  it('refuses a token it did not issue, or one issued for another app', async () => {
    const { accessToken } = await sandbox.exchangeCode('samsung_health', 'sandbox-alice');
    expect((await refusal(sandbox.listSupplements('samsung_health', 'forged')))?.code).toBe('HEALTH_APP_REFUSED');
    expect((await refusal(sandbox.listSupplements('apple_health', accessToken)))?.code).toBe('HEALTH_APP_REFUSED');
  });
});

describe('http health app client (against a local stand-in of the service)', () => {
  let server: Server;
  let client: HealthAppClient;
  const seen: { method: string; url: string; contentType?: string; authorization?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], authorization: req.headers.authorization, body });
        const reply = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        const form = new URLSearchParams(body);
        if (req.url === '/samsung_health/oauth/token') {
          if (form.get('code') === 'good') return reply(200, { access_token: 'tok-1', user_id: 4711 });
          if (form.get('code') === 'broken') return reply(200, { unexpected: true });
          return reply(400, { error: 'invalid_grant' });
        }
        if (req.url === '/samsung_health/supplements') {
          if (req.headers.authorization === 'Bearer tok-1') return reply(200, { supplements: [{ id: 9, name: '비타민D', nutrients: [{ code: 'vitamin_d', amount: 25, unit: 'µg' }] }] });
          return reply(401, { error: 'invalid_token' });
        }
        return reply(503, { error: 'down' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = httpHealthAppClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('exchanges a code with a form-encoded grant and lists with the bearer token', async () => {
    seen.length = 0;
    const session = await client.exchangeCode('samsung_health', 'good');
    expect(session).toEqual({ externalUserId: '4711', accessToken: 'tok-1' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/samsung_health/oauth/token', contentType: 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toMatchObject({ grant_type: 'authorization_code', code: 'good' });
    expect(await client.listSupplements('samsung_health', session.accessToken)).toEqual([{ externalId: '9', name: '비타민D', nutrients: [{ code: 'vitamin_d', amount: 25, unit: 'µg' }] }]);
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/samsung_health/supplements', authorization: 'Bearer tok-1' });
  });

  it.each([
    ['a refused code', () => client.exchangeCode('samsung_health', 'bad'), '건강 앱 인증에 실패했습니다. 앱에서 다시 연동해주세요.'],
    ['a refused token', () => client.listSupplements('samsung_health', 'stale'), '건강 앱 인증에 실패했습니다. 앱에서 다시 연동해주세요.'],
    ['an answer of the wrong shape', () => client.exchangeCode('samsung_health', 'broken'), '건강 앱에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.'],
    ['a service error', () => client.listSupplements('apple_health', 'tok-1'), '건강 앱에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.'],
    ['an unreachable service', () => httpHealthAppClient('http://127.0.0.1:9').exchangeCode('samsung_health', 'good'), '건강 앱에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.'],
  ])('turns %s into HEALTH_APP_REFUSED (link again) or HEALTH_APP_UNAVAILABLE (try later) with a Korean message', async (_label, call, message) => {
    const code = message.startsWith('건강 앱 인증에') ? 'HEALTH_APP_REFUSED' : 'HEALTH_APP_UNAVAILABLE';
    expect(await refusal(call())).toEqual({ code, message });
  });
});
