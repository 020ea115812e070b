import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPKCS8, generateKeyPair } from 'jose';
import { injectFcmFault, startFcmSandbox, unregisterFcmToken, type RunningFcmSandbox } from '@shop/sandboxes/fcm-sandbox.js';
import { fcmSender, parseServiceAccount, type ServiceAccount } from './http.js';
import { PushRetryLater } from './types.js';

/** The FCM HTTP v1 client against the FCM sandbox (Google's token endpoint and messages:send). */
let fcm: RunningFcmSandbox;
beforeAll(async () => {
  fcm = await startFcmSandbox({ projectId: 'shop-test' });
});
afterAll(() => fcm.close());

const token = () => `fcm-client-${Math.random().toString(36).slice(2)}`;
const message = (t: string) => ({ token: t, title: '제목', body: '내용', data: { notificationId: '1' } });
const sender = (account: ServiceAccount = fcm.serviceAccount) => fcmSender(account, { apiUrl: fcm.url, tokenUrl: fcm.serviceAccount.token_uri });

describe('FCM HTTP v1 client', () => {
  it('gets an access token with the service account (JWT bearer, RS256) and sends {message: {token, notification, data}}', async () => {
    const t = token();
    expect(await sender(parseServiceAccount(JSON.stringify(fcm.serviceAccount))).send(message(t))).toBe('sent');
    expect(fcm.delivered.find((d) => d.token === t)).toMatchObject({ notification: { title: '제목', body: '내용' }, data: { notificationId: '1' } });
  });

  it('is refused with a key that is not the service account’s, and for another project', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const forged = { ...fcm.serviceAccount, private_key: await exportPKCS8(privateKey) };
    await expect(sender(forged).send(message(token()))).rejects.toThrow(/invalid_grant/);
    await expect(sender({ ...fcm.serviceAccount, project_id: 'someone-else' }).send(message(token()))).rejects.toThrow(/403 PERMISSION_DENIED/);
  });

  it('reports dead tokens (UNREGISTERED, INVALID_ARGUMENT) and throws PushRetryLater for 429 and 503', async () => {
    const gone = token();
    await unregisterFcmToken(fcm.url, gone);
    const client = sender();
    expect(await client.send(message(gone))).toBe('invalid-token');
    expect(await client.send(message('short'))).toBe('invalid-token');
    for (const fault of ['quota', 'unavailable'] as const) {
      await injectFcmFault(fcm.url, fault);
      const error = await client.send(message(token())).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PushRetryLater);
      expect((error as PushRetryLater).status).toBe(fault === 'quota' ? 429 : 503);
    }
  });
});
