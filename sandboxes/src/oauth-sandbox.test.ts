import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_MS, SANDBOX_PEOPLE } from './oauth-sandbox.js';
import { consent, sandboxCode, startOAuthSandbox, type RunningOAuthSandbox } from './oauth-sandbox.testing.js';

/** The Kakao/Naver sandbox over HTTP, as the browser and commerce's HTTP client meet it. */

const REDIRECT = 'http://localhost:4000/oauth/kakao/callback';
const KAKAO = 'test-kakao-key';
const NAVER = 'test-naver-key';
const NAVER_SECRET = `naver-secret-${Math.random().toString(36).slice(2)}`;
let clock = Date.now();
let sandbox: RunningOAuthSandbox;

beforeAll(async () => {
  sandbox = await startOAuthSandbox({
    clients: { kakao: { clientId: KAKAO, clientSecret: null }, naver: { clientId: NAVER, clientSecret: NAVER_SECRET } },
    now: () => clock,
  });
});
afterAll(() => sandbox.close());

const authorizeUrl = (provider: string, params: Record<string, string>) => `${sandbox.url}/${provider}/authorize?${new URLSearchParams(params)}`;

async function exchange(provider: 'kakao' | 'naver', fields: Record<string, string>) {
  const response = await fetch(`${sandbox.url}/${provider}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', ...fields }) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function profile(provider: 'kakao' | 'naver', accessToken: string) {
  const path = provider === 'kakao' ? '/v2/user/me' : '/v1/nid/me';
  const response = await fetch(`${sandbox.url}/${provider}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const kakaoCode = (personId = SANDBOX_PEOPLE.kakao[0]!.id) => sandboxCode(sandbox.url, 'kakao', { clientId: KAKAO, redirectUri: REDIRECT, personId });

describe('authorize: the consent page', () => {
  it('shows the Korean consent page with the test people for a known app', async () => {
    const response = await fetch(authorizeUrl('kakao', { client_id: KAKAO, redirect_uri: REDIRECT, response_type: 'code', state: 's1' }));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('카카오 (개발용 샌드박스)');
    for (const person of SANDBOX_PEOPLE.kakao) expect(page).toContain(person.nickname!);
    expect(page).toContain('동의하고 계속하기');
    expect(page).toContain('취소');
    // Its own CSP: its style block by hash, its form to itself and then to the client's origin.
    expect(response.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[^']+'; form-action 'self' http:\/\/localhost:4000;/);
    const naver = await (await fetch(authorizeUrl('naver', { client_id: NAVER, redirect_uri: REDIRECT, response_type: 'code', state: 's1' }))).text();
    expect(naver).toContain('네이버 (개발용 샌드박스)');
  });

  it('refuses an unknown client_id or a redirect_uri that is no URL with an error page, not a redirect', async () => {
    const wrongClient = await fetch(authorizeUrl('kakao', { client_id: 'someone-else', redirect_uri: REDIRECT, response_type: 'code' }), { redirect: 'manual' });
    expect(wrongClient.status).toBe(400);
    expect(await wrongClient.text()).toContain('등록되지 않은 앱');
    const noUrl = await fetch(authorizeUrl('kakao', { client_id: KAKAO, redirect_uri: 'javascript:alert(1)', response_type: 'code' }), { redirect: 'manual' });
    expect(noUrl.status).toBe(400);
  });

  it('sends a response_type other than code back to the client as an error, and Naver requires a state', async () => {
    const token = await fetch(authorizeUrl('kakao', { client_id: KAKAO, redirect_uri: REDIRECT, response_type: 'token', state: 's2' }), { redirect: 'manual' });
    expect(token.status).toBe(302);
    const back = new URL(token.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'unsupported_response_type', state: 's2' });
    const stateless = await fetch(authorizeUrl('naver', { client_id: NAVER, redirect_uri: REDIRECT, response_type: 'code' }), { redirect: 'manual' });
    expect(new URL(stateless.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('redirects with code and state on consent, and with error=access_denied on 취소', async () => {
    const agreed = await consent(sandbox.url, 'kakao', { clientId: KAKAO, redirectUri: `${REDIRECT}?from=cart`, state: 'abc', personId: SANDBOX_PEOPLE.kakao[1]!.id });
    expect(agreed.status).toBe(302);
    expect(agreed.location!.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
    expect(agreed.location!.searchParams.get('state')).toBe('abc');
    expect(agreed.location!.searchParams.get('from')).toBe('cart');
    const cancelled = await consent(sandbox.url, 'naver', { clientId: NAVER, redirectUri: REDIRECT, state: 'xyz', personId: '', decision: 'cancel' });
    expect(Object.fromEntries(cancelled.location!.searchParams)).toEqual({ error: 'access_denied', error_description: 'Canceled By User', state: 'xyz' });
  });

  it('shows the page again for a new id the provider would not issue', async () => {
    const bad = await consent(sandbox.url, 'kakao', { clientId: KAKAO, redirectUri: REDIRECT, personId: 'not-a-number' });
    expect(bad.status).toBe(400);
    expect(bad.location).toBeNull();
  });
});

describe('token and profile', () => {
  it('exchanges a Kakao code once for a token whose profile is the consenting person', async () => {
    const code = await kakaoCode('987654321012');
    const { status, body } = await exchange('kakao', { client_id: KAKAO, redirect_uri: REDIRECT, code });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 21_599, access_token: expect.any(String), refresh_token: expect.any(String) });
    const me = await profile('kakao', body.access_token);
    expect(me).toMatchObject({ status: 200, body: { id: 987654321012, kakao_account: { profile: { nickname: null } } } });
  });

  it("refuses a wrong client_id, a reused code and a different redirect_uri in Kakao's shape", async () => {
    const code = await kakaoCode();
    expect(await exchange('kakao', { client_id: 'wrong', redirect_uri: REDIRECT, code })).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Bad client credentials', error_code: 'KOE010' },
    });
    // The wrong client did not spend it.
    const first = await exchange('kakao', { client_id: KAKAO, redirect_uri: REDIRECT, code });
    expect(first.status).toBe(200);
    const reused = await exchange('kakao', { client_id: KAKAO, redirect_uri: REDIRECT, code });
    expect(reused).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: `authorization code not found for code=${code}`, error_code: 'KOE320' } });
    const elsewhere = await exchange('kakao', { client_id: KAKAO, redirect_uri: 'http://localhost:4000/other', code: await kakaoCode() });
    expect(elsewhere).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_code: 'KOE303' } });
    expect((await exchange('kakao', { client_id: KAKAO, redirect_uri: REDIRECT, code: 'made-up' })).body.error).toBe('invalid_grant');
  });

  it('lets a code expire after 10 minutes', async () => {
    const code = await kakaoCode();
    clock += CODE_TTL_MS + 1;
    try {
      expect((await exchange('kakao', { client_id: KAKAO, redirect_uri: REDIRECT, code })).body.error).toBe('invalid_grant');
    } finally {
      clock -= CODE_TTL_MS + 1;
    }
  });

  it("answers Naver's way: its secret checked, errors with HTTP 200, the profile under response", async () => {
    const person = SANDBOX_PEOPLE.naver[0]!;
    const code = await sandboxCode(sandbox.url, 'naver', { clientId: NAVER, redirectUri: REDIRECT, personId: person.id });
    expect(await exchange('naver', { client_id: NAVER, client_secret: 'guess', redirect_uri: REDIRECT, code })).toEqual({
      status: 200,
      body: { error: 'invalid_client', error_description: 'Bad client credentials' },
    });
    const { body } = await exchange('naver', { client_id: NAVER, client_secret: NAVER_SECRET, redirect_uri: REDIRECT, code });
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: '3600', access_token: expect.any(String) });
    expect(await exchange('naver', { client_id: NAVER, client_secret: NAVER_SECRET, code })).toEqual({
      status: 200,
      body: { error: 'invalid_request', error_description: 'no valid data in session' },
    });
    expect(await profile('naver', body.access_token)).toEqual({
      status: 200,
      body: { resultcode: '00', message: 'success', response: { id: person.id, nickname: person.nickname, email: person.email } },
    });
  });

  it('refuses a bad bearer token, and a token of the other provider', async () => {
    expect(await profile('kakao', 'nope')).toEqual({ status: 401, body: { msg: 'this access token does not exist', code: -401 } });
    expect((await profile('naver', 'nope')).body.resultcode).toBe('024');
    const { body } = await exchange('kakao', { client_id: KAKAO, redirect_uri: REDIRECT, code: await kakaoCode() });
    expect((await profile('naver', body.access_token)).status).toBe(401);
    const noBearer = await fetch(`${sandbox.url}/kakao/v2/user/me`);
    expect(noBearer.status).toBe(401);
  });
});
