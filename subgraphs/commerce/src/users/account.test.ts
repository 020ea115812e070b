import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { dayjs, koreanDate } from '@shop/kit';
import { commerce } from '../schema.js';
import { setMessageSender } from '../adapters/sms/index.js';
import { solapiSender } from '../adapters/sms/http.js';
import { sendCode, verifyCode, type SmsPurpose } from '../sms/sms.service.js';
import { lastCode, randomPhone } from '../sms/sms.testing.js';
import { newSocialId, socialCode, startTestOAuthSandbox, TEST_REDIRECT_URI } from '../social/social.testing.js';
import { UserEntity } from './user.entity.js';
import { maskLoginId } from './account.service.js';
import { AGREED } from '../terms/terms.testing.js';

let api: TestSubgraph;
let oauth: Awaited<ReturnType<typeof startTestOAuthSandbox>>;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
  oauth = await startTestOAuthSandbox();
});
afterAll(async () => {
  await api.close();
  await oauth.close();
});
afterEach(() => setMessageSender(undefined));

const AUTH = 'tokenDto { accessToken refreshToken } user { id nickname provider role phone }';

async function verified(phone: string, purpose: SmsPurpose, now = new Date()): Promise<string> {
  await sendCode(api.em(), phone, purpose, now);
  return verifyCode(api.em(), phone, purpose, await lastCode(api, phone), now);
}

async function phoneMember(phone = randomPhone(), password?: string) {
  const token = await verified(phone, 'SIGN_UP');
  const data = await api.ok<{ signUpByPhone: any }>(`mutation ($i: PhoneSignUpInput!) { signUpByPhone(input: $i) { ${AUTH} } }`, {
    i: { verificationToken: token, nickname: unique('폰'), birthday: '1988-08-08', agreements: AGREED, gender: 1, password },
  });
  return { phone, ...data.signUpByPhone };
}

describe('phone sign-up and login', () => {
  it('signs up with a verified phone and logs in with an SMS code', async () => {
    const member = await phoneMember();
    expect(member.user).toMatchObject({ provider: 'phone', role: 'member', phone: member.phone });
    await sendCode(api.em(), member.phone, 'LOGIN');
    const login = await api.ok<{ loginByPhone: any }>(`mutation ($p: String!, $c: String!) { loginByPhone(phone: $p, code: $c) { ${AUTH} } }`, {
      p: member.phone,
      c: await lastCode(api, member.phone),
    });
    expect(login.loginByPhone.user.id).toBe(member.user.id);
  });

  it('refuses a second account on the same phone', async () => {
    const member = await phoneMember();
    // A minute later (a new SIGN_UP code for the same phone is rate-limited before that).
    const token = await verified(member.phone, 'SIGN_UP', new Date(Date.now() + 61_000));
    const again = await api.exec(`mutation ($i: PhoneSignUpInput!) { signUpByPhone(input: $i) { ${AUTH} } }`, {
      i: { verificationToken: token, nickname: unique('폰'), birthday: '1988-08-08', agreements: AGREED },
    });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('applies the under-14 guardian rule to phone sign-up too, without spending the token on bad input', async () => {
    const phone = randomPhone();
    const token = await verified(phone, 'SIGN_UP');
    const birthday = dayjs(koreanDate()).subtract(12, 'year').format('YYYY-MM-DD');
    const refused = await api.exec(`mutation ($i: PhoneSignUpInput!) { signUpByPhone(input: $i) { ${AUTH} } }`, {
      i: { verificationToken: token, nickname: unique('폰'), birthday, agreements: AGREED },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('GUARDIAN_CONSENT_REQUIRED');
    expect(await api.em().count(UserEntity, { phone })).toBe(0);
  });

  it('tells an unknown phone apart at login', async () => {
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'LOGIN');
    const result = await api.exec(`mutation ($p: String!, $c: String!) { loginByPhone(phone: $p, code: $c) { ${AUTH} } }`, { p: phone, c: await lastCode(api, phone) });
    expect(result.errors?.[0].extensions?.code).toBe('PHONE_NOT_REGISTERED');
  });
});

describe('password recovery and change', () => {
  it('resets the password after SMS and ends every session', async () => {
    const member = await phoneMember(randomPhone(), 'oldpass123');
    const token = await verified(member.phone, 'FIND_PASSWORD');
    await api.ok('mutation ($t: String!) { resetPasswordByPhone(verificationToken: $t, newPassword: "newpass456") }', { t: token });
    const refresh = await api.exec(`mutation ($t: String!) { refreshSession(refreshToken: $t) { ${AUTH} } }`, { t: member.tokenDto.refreshToken });
    expect(refresh.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const me = { userId: member.user.id, role: 'member' as const };
    expect((await api.ok<{ checkPassword: boolean }>('{ checkPassword(password: "newpass456") }', {}, me)).checkPassword).toBe(true);
    expect((await api.ok<{ checkPassword: boolean }>('{ checkPassword(password: "oldpass123") }', {}, me)).checkPassword).toBe(false);
  });

  it('changes the password only with the current one; other sessions end, this device gets a new one', async () => {
    const member = await phoneMember(randomPhone(), 'first1234');
    const me = { userId: member.user.id, role: 'member' as const };
    const CHANGE = 'mutation ($c: String!) { changePassword(currentPassword: $c, newPassword: "second1234") { tokenDto { refreshToken } } }';
    const wrong = await api.exec(CHANGE, { c: 'nope12345' }, me);
    expect(wrong.errors?.[0].extensions?.code).toBe('PASSWORD_MISMATCH');
    const changed = await api.ok<{ changePassword: { tokenDto: { refreshToken: string } } }>(CHANGE, { c: 'first1234' }, me);
    expect((await api.ok<{ checkPassword: boolean }>('{ checkPassword(password: "second1234") }', {}, me)).checkPassword).toBe(true);
    const REFRESH = `mutation ($t: String!) { refreshSession(refreshToken: $t) { ${AUTH} } }`;
    expect((await api.exec(REFRESH, { t: member.tokenDto.refreshToken })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.ok<{ refreshSession: { user: { id: string } } }>(REFRESH, { t: changed.changePassword.tokenDto.refreshToken })).refreshSession.user.id).toBe(member.user.id);
  });

  it('finds the account of a verified phone with a masked login id', async () => {
    const loginId = unique('find').slice(0, 16);
    const phone = randomPhone();
    const { signUp } = await api.ok<{ signUp: { user: { id: string } } }>('mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }', {
      i: { loginId, password: 'secret123', nickname: unique('닉'), birthday: '1990-01-01', agreements: AGREED },
    });
    // The phone becomes the account's only through its own verification.
    await api.ok('mutation ($t: String!) { changePhone(verificationToken: $t) { id } }', { t: await verified(phone, 'CHANGE_PHONE') }, { userId: signUp.user.id, role: 'member' });
    const token = await verified(phone, 'FIND_LOGIN_ID');
    const found = await api.ok<{ findAccountByPhone: any }>('mutation ($t: String!) { findAccountByPhone(verificationToken: $t) { maskedLoginId provider } }', { t: token });
    expect(found.findAccountByPhone).toEqual({ maskedLoginId: maskLoginId(loginId), provider: 'local' });
    expect(found.findAccountByPhone.maskedLoginId).not.toBe(loginId);
  });

  it('changes the phone to a verified, unused number', async () => {
    const member = await phoneMember();
    const other = await phoneMember();
    const me = { userId: member.user.id, role: 'member' as const };
    const taken = await api.exec('mutation ($t: String!) { changePhone(verificationToken: $t) { phone } }', { t: await verified(other.phone, 'CHANGE_PHONE') }, me);
    expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
    const fresh = randomPhone();
    const changed = await api.ok<{ changePhone: { phone: string } }>('mutation ($t: String!) { changePhone(verificationToken: $t) { phone } }', { t: await verified(fresh, 'CHANGE_PHONE') }, me);
    expect(changed.changePhone.phone).toBe(fresh);
  });
});

describe('account settings, availability and leaving', () => {
  it('reports availability of login id, nickname and e-mail, and refuses bad formats', async () => {
    const loginId = unique('avail').slice(0, 16);
    const nickname = unique('닉');
    await api.ok('mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }', {
      i: { loginId, password: 'secret123', nickname, birthday: '1990-01-01', agreements: AGREED, email: `${loginId}@example.com` },
    });
    const q = 'query ($l: String!, $n: String!, $e: String!) { isLoginIdAvailable(loginId: $l) isNicknameAvailable(nickname: $n) isEmailAvailable(email: $e) }';
    expect(await api.ok(q, { l: loginId, n: nickname, e: `${loginId}@example.com` })).toEqual({ isLoginIdAvailable: false, isNicknameAvailable: false, isEmailAvailable: false });
    expect(await api.ok(q, { l: `${loginId}x`.slice(0, 20), n: `${nickname}x`, e: `x${loginId}@example.com` })).toEqual({
      isLoginIdAvailable: true,
      isNicknameAvailable: true,
      isEmailAvailable: true,
    });
    const bad = await api.exec('{ isLoginIdAvailable(loginId: "A") }');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('updates the account, keeping nicknames unique', async () => {
    const a = await phoneMember();
    const b = await phoneMember();
    const me = { userId: a.user.id, role: 'member' as const };
    const taken = await api.exec('mutation ($n: String!) { updateAccount(input: { nickname: $n }) { nickname } }', { n: b.user.nickname }, me);
    expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
    const ok = await api.ok<{ updateAccount: { nickname: string; gender: number } }>('mutation { updateAccount(input: { nickname: "바뀐닉네임", gender: 2 }) { nickname gender } }', {}, me);
    expect(ok.updateAccount).toEqual({ nickname: '바뀐닉네임', gender: 2 });
  });

  it('leaves: password confirmed, identity cleared, sessions ended, login id reusable', async () => {
    const loginId = unique('bye').slice(0, 16);
    const joined = await api.ok<{ signUp: any }>(`mutation ($i: SignUpInput!) { signUp(input: $i) { ${AUTH} } }`, {
      i: { loginId, password: 'secret123', nickname: unique('닉'), birthday: '1990-01-01', agreements: AGREED },
    });
    const me = { userId: joined.signUp.user.id, role: 'member' as const };
    const wrong = await api.exec('mutation { leave(password: "wrong1234") }', {}, me);
    expect(wrong.errors?.[0].extensions?.code).toBe('PASSWORD_MISMATCH');
    await api.ok('mutation { leave(password: "secret123") }', {}, me);
    const row = await api.em().findOneOrFail(UserEntity, { id: me.userId });
    expect(row).toMatchObject({ loginId: null, phone: null, nickname: '탈퇴회원' });
    expect(row.leftAt).toBeInstanceOf(Date);
    const refresh = await api.exec(`mutation ($t: String!) { refreshSession(refreshToken: $t) { ${AUTH} } }`, { t: joined.signUp.tokenDto.refreshToken });
    expect(refresh.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.ok<{ isLoginIdAvailable: boolean }>('query ($l: String!) { isLoginIdAvailable(loginId: $l) }', { l: loginId })).isLoginIdAvailable).toBe(true);
  });

  it('requires sign-in for account operations and membership for changes', async () => {
    expect((await api.exec('{ checkPassword(password: "x") }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const guest = (await api.ok<{ createGuest: any }>(`mutation { createGuest { ${AUTH} } }`)).createGuest.user;
    const asGuest = await api.exec('mutation { changePassword(currentPassword: "a", newPassword: "b1234567") { tokenDto { accessToken } } }', {}, { userId: guest.id, role: 'guest' });
    expect(asGuest.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('social login (the sandbox provider over HTTP)', () => {
  const LOGIN = `mutation ($p: String!, $c: String!) { socialLogin(provider: $p, code: $c, redirectUri: "${TEST_REDIRECT_URI}") { registered signUpToken suggestedNickname auth { user { id provider } } } }`;

  it('gives a first-time visitor a sign-up token, then logs the registered account in', async () => {
    const socialId = newSocialId('kakao');
    const first = await api.ok<{ socialLogin: any }>(LOGIN, { p: 'kakao', c: await socialCode(oauth, 'kakao', { socialId, nickname: '카카오친구' }) });
    expect(first.socialLogin).toMatchObject({ registered: false, auth: null, suggestedNickname: '카카오친구' });
    const joined = await api.ok<{ signUpBySocial: any }>(`mutation ($i: SocialSignUpInput!) { signUpBySocial(input: $i) { ${AUTH} } }`, {
      i: { signUpToken: first.socialLogin.signUpToken, nickname: unique('카'), birthday: '1995-05-05', agreements: AGREED },
    });
    expect(joined.signUpBySocial.user.provider).toBe('kakao');
    const second = await api.ok<{ socialLogin: any }>(LOGIN, { p: 'kakao', c: await socialCode(oauth, 'kakao', { socialId }) });
    expect(second.socialLogin).toMatchObject({ registered: true, signUpToken: null, auth: { user: { id: joined.signUpBySocial.user.id, provider: 'kakao' } } });
    const registered = await api.ok<{ isSocialIdRegistered: boolean }>('query ($s: String!) { isSocialIdRegistered(provider: "kakao", socialId: $s) }', { s: socialId });
    expect(registered.isSocialIdRegistered).toBe(true);
    // The same social id at the other provider is a different person.
    const naver = await api.ok<{ isSocialIdRegistered: boolean }>('query ($s: String!) { isSocialIdRegistered(provider: "naver", socialId: $s) }', { s: socialId });
    expect(naver.isSocialIdRegistered).toBe(false);
  });

  it('refuses a code the provider refuses, and unknown providers', async () => {
    const refused = await api.exec(LOGIN, { p: 'naver', c: 'not-a-code-the-sandbox-gave' });
    expect(refused.errors?.[0].extensions?.code).toBe('SOCIAL_LOGIN_FAILED');
    const unknown = await api.exec(LOGIN, { p: 'facebook', c: 'abc' });
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('sandbox messages', () => {
  it('are readable by admins while the sandbox is active, by nobody else, and refused under the real provider', async () => {
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'GUEST_ORDER');
    const READ = 'query ($p: String!) { sandboxSmsMessages(phone: $p) { text } }';
    // The codes log people in: an anonymous caller, a guest or a member reads nothing.
    expect((await api.exec(READ, { p: phone }, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const role of ['guest', 'member', 'influencer'] as const) {
      const refused = await api.exec(READ, { p: phone }, testIdentity(role));
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(refused.data?.sandboxSmsMessages ?? null).toBeNull();
    }
    const read = await api.ok<{ sandboxSmsMessages: { text: string }[] }>(READ, { p: phone }, testIdentity('admin'));
    expect(read.sandboxSmsMessages[0].text).toContain('비회원 주문 조회 인증번호');
    setMessageSender(solapiSender({ apiUrl: 'http://127.0.0.1:9', apiKey: 'NCSTESTKEY', apiSecret: 'not-a-real-secret-for-this-test', sender: '0212345678', pfId: null, templateIds: {} }));
    const refused = await api.exec(READ, { p: phone }, testIdentity('admin'));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('app tokens and messaging', () => {
  it('registers a push token for the caller and sends a template to their own phone', async () => {
    const member = await phoneMember();
    const me = { userId: member.user.id, role: 'member' as const };
    await api.ok('mutation { registerAppToken(token: "fcm-token-0123456789", platform: "android") }', {}, me);
    await api.ok('mutation { sendKakaoMessage(template: "WELCOME") }', {}, me);
    const read = await api.ok<{ sandboxSmsMessages: { channel: string }[] }>('query ($p: String!) { sandboxSmsMessages(phone: $p) { channel } }', { p: member.phone }, testIdentity('admin'));
    expect(read.sandboxSmsMessages[0].channel).toBe('kakao');
    const bad = await api.exec('mutation { sendKakaoMessage(template: "FREE_TEXT") }', {}, me);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
