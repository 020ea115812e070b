import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '@shop/kit';
import { SANDBOX_PEOPLE } from '@shop/sandboxes/oauth-sandbox.js';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { newSocialId, socialCode, startTestOAuthSandbox, TEST_REDIRECT_URI } from './social.testing.js';
import { AGREED } from '../terms/terms.testing.js';
import { makeMember } from '../restrictions/restrictions.testing.js';
import { randomPhone } from '../sms/sms.testing.js';
import { separateDormant } from '../retention/dormancy.service.js';
import { DormantAccountEntity } from '../retention/dormant-account.entity.js';
import { loginVerification } from '../retention/retention.testing.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * Social login through commerce's HTTP client against the sandbox on its own port (the one
 * implementation the gateway mounts at /sandbox/oauth): the consent gives a code, socialLogin
 * exchanges it over HTTP and reads the profile.
 */

let api: TestSubgraph;
let oauth: Awaited<ReturnType<typeof startTestOAuthSandbox>>;
let sandboxUrl: string;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
  oauth = await startTestOAuthSandbox();
  sandboxUrl = process.env.OAUTH_SANDBOX_URL!;
});
afterAll(async () => {
  await api.close();
  await oauth.close();
});

const ENV_KEYS = ['OAUTH_PROVIDER', 'OAUTH_SANDBOX_URL', 'KAKAO_CLIENT_ID', 'NAVER_CLIENT_ID', 'NAVER_AUTH_URL'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
afterEach(() => {
  for (const key of ENV_KEYS) {
    if (key === 'OAUTH_SANDBOX_URL') process.env[key] = sandboxUrl;
    else if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetConfig();
});

const LOGIN =
  'mutation ($p: String!, $c: String!, $r: String!) { socialLogin(provider: $p, code: $c, redirectUri: $r) { registered signUpToken suggestedNickname auth { user { id provider email } } } }';
const SIGN_UP = 'mutation ($i: SocialSignUpInput!) { signUpBySocial(input: $i) { user { id provider email nickname } } }';
const CONFIG = '{ socialLoginConfig { provider clientId authorizeUrl } }';

describe('socialLogin over HTTP', () => {
  it('signs a Naver test person up with the e-mail the provider gave, then logs them in', async () => {
    // A Naver id of its own (the test people may have been used by other runs on this database).
    const socialId = newSocialId('naver');
    const code = await socialCode(oauth, 'naver', { socialId, nickname: '네이버친구' });
    const first = await api.ok<{ socialLogin: any }>(LOGIN, { p: 'naver', c: code, r: TEST_REDIRECT_URI });
    expect(first.socialLogin).toMatchObject({ registered: false, suggestedNickname: '네이버친구' });
    const joined = await api.ok<{ signUpBySocial: any }>(SIGN_UP, {
      i: { signUpToken: first.socialLogin.signUpToken, nickname: unique('네'), birthday: '1992-02-02', agreements: AGREED, email: `${socialId.toLowerCase()}@example.com` },
    });
    expect(joined.signUpBySocial.user).toMatchObject({ provider: 'naver', email: `${socialId.toLowerCase()}@example.com` });
    const again = await api.ok<{ socialLogin: any }>(LOGIN, { p: 'naver', c: await socialCode(oauth, 'naver', { socialId }), r: TEST_REDIRECT_URI });
    expect(again.socialLogin).toMatchObject({ registered: true, auth: { user: { id: joined.signUpBySocial.user.id } } });
  });

  it("carries a test person's provider e-mail into the sign-up", async () => {
    const person = SANDBOX_PEOPLE.kakao[0]!;
    const login = await api.ok<{ socialLogin: any }>(LOGIN, { p: 'kakao', c: await socialCode(oauth, 'kakao', { socialId: person.id }), r: TEST_REDIRECT_URI });
    // The run's database is fresh (scripts/test/global-setup.ts) and only this test uses the test people.
    expect(login.socialLogin).toMatchObject({ registered: false, suggestedNickname: person.nickname });
    const joined = await api.ok<{ signUpBySocial: any }>(SIGN_UP, { i: { signUpToken: login.socialLogin.signUpToken, nickname: unique('민'), birthday: '1990-01-01', agreements: AGREED } });
    expect(joined.signUpBySocial.user.email).toBe(person.email);
  });

  it('refuses a code used twice and a code asked for another redirect URI', async () => {
    const socialId = newSocialId('kakao');
    const code = await socialCode(oauth, 'kakao', { socialId });
    await api.ok(LOGIN, { p: 'kakao', c: code, r: TEST_REDIRECT_URI });
    expect((await api.exec(LOGIN, { p: 'kakao', c: code, r: TEST_REDIRECT_URI })).errors?.[0]?.extensions?.code).toBe('SOCIAL_LOGIN_FAILED');
    const elsewhere = await socialCode(oauth, 'kakao', { socialId }, 'http://localhost:4000/somewhere-else');
    expect((await api.exec(LOGIN, { p: 'kakao', c: elsewhere, r: TEST_REDIRECT_URI })).errors?.[0]?.extensions?.code).toBe('SOCIAL_LOGIN_FAILED');
    // A Kakao code is not a Naver code.
    const kakao = await socialCode(oauth, 'kakao', { socialId });
    expect((await api.exec(LOGIN, { p: 'naver', c: kakao, r: TEST_REDIRECT_URI })).errors?.[0]?.extensions?.code).toBe('SOCIAL_LOGIN_FAILED');
  });

  it('says the provider cannot be reached when nothing answers there', async () => {
    process.env.OAUTH_SANDBOX_URL = 'http://127.0.0.1:9/sandbox/oauth';
    resetConfig();
    const answer = await api.exec(LOGIN, { p: 'kakao', c: 'any', r: TEST_REDIRECT_URI });
    expect(answer.errors?.[0]).toMatchObject({ message: '소셜 로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.', extensions: { code: 'SOCIAL_LOGIN_UNAVAILABLE' } });
  });
});

describe('socialLoginConfig', () => {
  it('offers both sandbox providers with their public keys and same-origin authorize paths', async () => {
    expect((await api.ok<{ socialLoginConfig: unknown }>(CONFIG)).socialLoginConfig).toEqual([
      { provider: 'kakao', clientId: 'sandbox-kakao', authorizeUrl: '/sandbox/oauth/kakao/authorize' },
      { provider: 'naver', clientId: 'sandbox-naver', authorizeUrl: '/sandbox/oauth/naver/authorize' },
    ]);
  });

  it('with the real providers offers only those with an application key, at their hosts', async () => {
    process.env.OAUTH_PROVIDER = 'http';
    process.env.KAKAO_CLIENT_ID = 'kakao-rest-key';
    delete process.env.NAVER_CLIENT_ID;
    resetConfig();
    expect((await api.ok<{ socialLoginConfig: unknown }>(CONFIG)).socialLoginConfig).toEqual([
      { provider: 'kakao', clientId: 'kakao-rest-key', authorizeUrl: 'https://kauth.kakao.com/oauth/authorize' },
    ]);
    process.env.NAVER_CLIENT_ID = 'naver-key';
    process.env.NAVER_AUTH_URL = 'https://nid.example.test/oauth2.0/';
    resetConfig();
    expect((await api.ok<{ socialLoginConfig: { authorizeUrl: string }[] }>(CONFIG)).socialLoginConfig[1]).toEqual({
      provider: 'naver',
      clientId: 'naver-key',
      authorizeUrl: 'https://nid.example.test/oauth2.0/authorize',
    });
  });
});

describe('a dormant social account', () => {
  const RESTORE = 'mutation ($r: String!, $t: String!) { restoreDormantSocialAccount(restoreToken: $r, verificationToken: $t) { tokenDto { accessToken } user { id nickname phone } } }';

  it('is refused with a restore token, and that token plus an SMS check restores it, even without a phone kept', async () => {
    // Its own year (the retention tests use theirs): separation touches only accounts inactive before it.
    const now = new Date(Date.UTC(1940, 0, 1, 3));
    const socialId = newSocialId('kakao');
    const nickname = unique('잠든').slice(0, 20);
    const { user } = await makeMember(api.em(), { provider: 'kakao', socialId, loginId: null, passwordHash: null, phone: null, nickname, lastLoginAt: new Date(Date.UTC(1938, 6, 1)) });
    expect(await separateDormant(api.em(), now)).toBe(1);

    const refused = await api.exec(LOGIN, { p: 'kakao', c: await socialCode(oauth, 'kakao', { socialId }), r: TEST_REDIRECT_URI });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'DORMANT_ACCOUNT', dormant: true });
    const restoreToken = refused.errors![0]!.extensions!.restoreToken as string;
    expect(restoreToken).toMatch(/^ey/);

    const forged = await api.exec(RESTORE, { r: `${restoreToken}x`, t: await loginVerification(api, randomPhone()) });
    expect(forged.errors?.[0]?.extensions).toMatchObject({ code: 'SOCIAL_SIGNUP_EXPIRED', fields: [{ field: 'restoreToken' }] });
    expect((await api.em().findOneOrFail(UserEntity, { id: user.id })).dormantAt).not.toBeNull();

    // An account that never had a phone takes the verified one (no other account uses it).
    const phone = randomPhone();
    const { restoreDormantSocialAccount } = await api.ok<{ restoreDormantSocialAccount: { tokenDto: { accessToken: string }; user: { id: string; nickname: string; phone: string } } }>(RESTORE, {
      r: restoreToken,
      t: await loginVerification(api, phone),
    });
    expect(restoreDormantSocialAccount.tokenDto.accessToken).toBeTruthy();
    expect(restoreDormantSocialAccount.user).toEqual({ id: user.id, nickname, phone });
    expect(await api.em().findOne(DormantAccountEntity, { userId: user.id })).toBeNull();

    // The token is spent with the dormancy: a replay is refused; the social login works as usual again.
    const replay = await api.exec(RESTORE, { r: restoreToken, t: await loginVerification(api, randomPhone()) });
    expect(replay.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await api.ok<{ socialLogin: any }>(LOGIN, { p: 'kakao', c: await socialCode(oauth, 'kakao', { socialId }), r: TEST_REDIRECT_URI });
    expect(again.socialLogin).toMatchObject({ registered: true, auth: { user: { id: user.id } } });
  });

  it('with a phone kept, asks for that phone', async () => {
    const now = new Date(Date.UTC(1941, 0, 1, 3));
    const socialId = newSocialId('naver');
    const kept = randomPhone();
    await makeMember(api.em(), { provider: 'naver', socialId, loginId: null, passwordHash: null, phone: kept, lastLoginAt: new Date(Date.UTC(1939, 6, 1)) });
    expect(await separateDormant(api.em(), now)).toBe(1);
    const refused = await api.exec(LOGIN, { p: 'naver', c: await socialCode(oauth, 'naver', { socialId }), r: TEST_REDIRECT_URI });
    const restoreToken = refused.errors![0]!.extensions!.restoreToken as string;
    const other = await api.exec(RESTORE, { r: restoreToken, t: await loginVerification(api, randomPhone()) });
    expect(other.errors?.[0]?.extensions?.code).toBe('SMS_VERIFICATION_INVALID');
    const restored = await api.ok<{ restoreDormantSocialAccount: { user: { phone: string } } }>(RESTORE, { r: restoreToken, t: await loginVerification(api, kept) });
    expect(restored.restoreDormantSocialAccount.user.phone).toBe(kept);
  });

  it('20 restores with one restore token and one verification at once: one restores, the others are refused', async () => {
    const now = new Date(Date.UTC(1942, 0, 1, 3));
    const socialId = newSocialId('kakao');
    const phone = randomPhone();
    const { user } = await makeMember(api.em(), { provider: 'kakao', socialId, loginId: null, passwordHash: null, phone, lastLoginAt: new Date(Date.UTC(1940, 6, 1)) });
    expect(await separateDormant(api.em(), now)).toBe(1);
    const refused = await api.exec(LOGIN, { p: 'kakao', c: await socialCode(oauth, 'kakao', { socialId }), r: TEST_REDIRECT_URI });
    const restoreToken = refused.errors![0]!.extensions!.restoreToken as string;
    const verification = await loginVerification(api, phone);
    const results = await Promise.all(Array.from({ length: 20 }, () => api.exec(RESTORE, { r: restoreToken, t: verification })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    for (const other of results.filter((r) => r.errors)) expect(other.errors![0]!.extensions?.code).toMatch(/SMS_VERIFICATION_INVALID|UNAUTHENTICATED/);
    expect(await api.em().findOneOrFail(UserEntity, { id: user.id })).toMatchObject({ phone, dormantAt: null });
    expect(await api.em().count(DormantAccountEntity, { userId: user.id })).toBe(0);
  });
});
