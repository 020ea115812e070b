import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@shop/kit';
import { sandboxCode } from '@shop/sandboxes/oauth-sandbox.testing.js';
import { SANDBOX_CLIENT_IDS } from '@shop/kit/social-login.js';
import { applyHttpHygiene } from './index.js';
import { mountOAuthSandbox, servesOAuthSandbox } from './oauth-sandbox.js';

/** The gateway's mount of the Kakao/Naver sandbox: when it is there, and that it works behind the gateway's hygiene. */

let server: import('node:http').Server;
let base: string;
beforeAll(async () => {
  const app = express();
  applyHttpHygiene(app, { corsOrigins: [], trustProxy: false, imageOrigins: [] });
  expect(mountOAuthSandbox(app)).toBe(true);
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/oauth`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the OAuth sandbox mount', () => {
  it('is there outside production unless OAUTH_PROVIDER=http', () => {
    expect(servesOAuthSandbox({ ...config(), NODE_ENV: 'development', OAUTH_PROVIDER: 'sandbox' })).toBe(true);
    expect(servesOAuthSandbox({ ...config(), NODE_ENV: 'development', OAUTH_PROVIDER: 'http' })).toBe(false);
    expect(servesOAuthSandbox({ ...config(), NODE_ENV: 'production', OAUTH_PROVIDER: 'sandbox' })).toBe(false);
    const app = express();
    expect(mountOAuthSandbox(app, { ...config(), NODE_ENV: 'development', OAUTH_PROVIDER: 'http' })).toBe(false);
  });

  it('serves the consent page under its own CSP, and the whole exchange under /sandbox/oauth', async () => {
    const redirectUri = 'http://localhost:4000/oauth/kakao/callback';
    const page = await fetch(`${base}/kakao/authorize?${new URLSearchParams({ client_id: SANDBOX_CLIENT_IDS.kakao, redirect_uri: redirectUri, response_type: 'code', state: 's' })}`);
    expect(page.status).toBe(200);
    // The page's policy replaces the shop's (whose style-src 'self' would block its style block).
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    const code = await sandboxCode(base, 'kakao', { clientId: SANDBOX_CLIENT_IDS.kakao, redirectUri, personId: '123456789' });
    const token = (await (
      await fetch(`${base}/kakao/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', client_id: SANDBOX_CLIENT_IDS.kakao, redirect_uri: redirectUri, code }) })
    ).json()) as { access_token: string };
    const me = await fetch(`${base}/kakao/v2/user/me`, { headers: { authorization: `Bearer ${token.access_token}` } });
    expect(await me.json()).toMatchObject({ id: 123456789 });
  });
});
