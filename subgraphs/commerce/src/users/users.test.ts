import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { dayjs, koreanDate, verifyAccessToken } from '@shop/kit';
import { commerce } from '../schema.js';
import { UserEntity } from './user.entity.js';
import { guestPassword, needsGuardianConsent } from './users.service.js';
import { AGREED } from '../terms/terms.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const AUTH = 'tokenDto { accessToken refreshToken } user { id nickname provider role gender phone birthday age }';
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ${AUTH} } }`;

function member(overrides: Record<string, unknown> = {}) {
  const id = unique('u');
  return { loginId: id, password: 'secret123', nickname: `닉${id}`, birthday: '1990-01-01', agreements: AGREED, gender: 2, ...overrides };
}

describe('guest creation (spec section 3)', () => {
  it('creates nickname GUEST, provider guest, null personal fields, and a password of 4 letters + number + date', async () => {
    const data = await api.ok<{ createGuest: any }>(`mutation { createGuest { ${AUTH} } }`);
    const { tokenDto, user } = data.createGuest;
    expect(user).toMatchObject({ nickname: 'GUEST', provider: 'guest', role: 'guest', gender: null, phone: null, birthday: null, age: null });
    expect(await verifyAccessToken(tokenDto.accessToken)).toEqual({ userId: user.id, role: 'guest' });
    expect(tokenDto.refreshToken).toMatch(/^[\w-]{40,}$/);
    const row = await api.em().findOneOrFail(UserEntity, { id: user.id });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('builds the guest password from 4 letters, a number and the Korean date', () => {
    const at = new Date('2026-11-22T16:30:00Z'); // 2026-11-23 01:30 in Seoul
    expect(guestPassword(at)).toMatch(/^[A-Za-z]{4}\d+20261123$/);
  });
});

describe('member sign-up', () => {
  it('refuses an under-14 sign-up without guardian consent and writes nothing', async () => {
    const birthday = dayjs(koreanDate()).subtract(13, 'year').format('YYYY-MM-DD');
    const input = member({ birthday });
    for (const consent of [undefined, false]) {
      const result = await api.exec(SIGN_UP, { input: { ...input, guardianConsent: consent, guardianPhone: '01099998888' } });
      expect(result.errors?.[0].extensions?.code).toBe('GUARDIAN_CONSENT_REQUIRED');
      expect(result.errors?.[0].message).toContain('법정대리인');
    }
    expect(await api.em().count(UserEntity, { loginId: input.loginId })).toBe(0);
  });

  it('accepts an under-14 sign-up with guardian consent', async () => {
    const birthday = dayjs(koreanDate()).subtract(10, 'year').format('YYYY-MM-DD');
    const data = await api.ok<{ signUp: any }>(SIGN_UP, { input: member({ birthday, guardianConsent: true, guardianPhone: '010-9999-8888' }) });
    expect(data.signUp.user.age).toBe(10);
    const row = await api.em().findOneOrFail(UserEntity, { id: data.signUp.user.id });
    expect(row.guardianConsent).toBe(true);
    expect(row.guardianPhone).toBe('01099998888');
  });

  it.each([
    [dayjs(koreanDate()).subtract(14, 'year').format('YYYY-MM-DD'), false],
    [dayjs(koreanDate()).subtract(14, 'year').add(1, 'day').format('YYYY-MM-DD'), true],
  ])('birthday %s needs consent: %s (the 14th birthday is the boundary)', (birthday, expected) => {
    expect(needsGuardianConsent(birthday)).toBe(expected);
  });

  it('names each invalid field in Korean', async () => {
    const result = await api.exec(SIGN_UP, { input: member({ loginId: 'A!', password: 'short', gender: 3 }) });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (result.errors?.[0].extensions?.fields as { field: string; message: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['loginId', 'password', 'gender']));
  });

  it('refuses a taken login id with CONFLICT', async () => {
    const input = member();
    await api.ok(SIGN_UP, { input });
    const again = await api.exec(SIGN_UP, { input: { ...input, nickname: `${input.nickname}2` } });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0].message).toBe('이미 사용 중인 아이디입니다.');
  });

  it('turns the calling guest into the member (same id, so the cart and orders stay)', async () => {
    const guest = (await api.ok<{ createGuest: any }>(`mutation { createGuest { ${AUTH} } }`)).createGuest.user;
    const data = await api.ok<{ signUp: any }>(SIGN_UP, { input: member() }, { userId: guest.id, role: 'guest' });
    expect(data.signUp.user).toMatchObject({ id: guest.id, provider: 'local', role: 'member' });
  });
});

describe('login and sessions', () => {
  it('logs in with the right password only, with one message for unknown id and wrong password', async () => {
    const input = member();
    await api.ok(SIGN_UP, { input });
    const login = `mutation ($l: String!, $p: String!) { login(loginId: $l, password: $p) { ${AUTH} } }`;
    expect((await api.ok<{ login: any }>(login, { l: input.loginId, p: input.password })).login.user.nickname).toBe(input.nickname);
    const wrong = await api.exec(login, { l: input.loginId, p: 'wrong-password1' });
    const unknown = await api.exec(login, { l: unique('nobody'), p: 'whatever1' });
    expect(wrong.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(wrong.errors?.[0].message).toBe(unknown.errors?.[0].message);
  });

  it('accepts a refresh token once; reusing it revokes the rotated one too', async () => {
    const { tokenDto } = (await api.ok<{ signUp: any }>(SIGN_UP, { input: member() })).signUp;
    const refresh = `mutation ($t: String!) { refreshSession(refreshToken: $t) { ${AUTH} } }`;
    const first = await api.ok<{ refreshSession: any }>(refresh, { t: tokenDto.refreshToken });
    const rotated = first.refreshSession.tokenDto.refreshToken;
    expect(rotated).not.toBe(tokenDto.refreshToken);

    const replay = await api.exec(refresh, { t: tokenDto.refreshToken });
    expect(replay.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The replay revoked the family: the rotated token no longer works either.
    const afterReplay = await api.exec(refresh, { t: rotated });
    expect(afterReplay.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the refresh token', async () => {
    const { tokenDto, user } = (await api.ok<{ signUp: any }>(SIGN_UP, { input: member() })).signUp;
    await api.ok('mutation ($t: String!) { logout(refreshToken: $t) }', { t: tokenDto.refreshToken }, { userId: user.id, role: 'member' });
    const refresh = await api.exec(`mutation ($t: String!) { refreshSession(refreshToken: $t) { ${AUTH} } }`, { t: tokenDto.refreshToken });
    expect(refresh.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers user(id) with an account only to the account itself and admins', async () => {
    const email = `${unique('m')}@example.com`;
    const input = member({ email });
    const { user } = (await api.ok<{ signUp: any }>(SIGN_UP, { input })).signUp;
    const read = 'query ($id: ID!) { user(id: $id) { id loginId role birthday gender email } }';
    expect((await api.ok<any>(read, { id: user.id }, { userId: user.id, role: 'member' })).user.loginId).toBe(input.loginId);
    expect((await api.ok<any>(read, { id: user.id }, { userId: '999999', role: 'admin' })).user.email).toBe(email);
    // Another account (of any role but admin) gets no data at all, for a real id and an unknown one
    // alike, so ids cannot be told apart.
    for (const role of ['guest', 'member', 'influencer'] as const) {
      for (const id of [user.id, '987654321987']) {
        const refused = await api.exec(read, { id }, { userId: '999999', role });
        expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(refused.data).toBeNull();
      }
    }
    expect((await api.exec(read, { id: user.id }, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('does not take a phone number on an id sign-up (only an SMS verification makes it account data)', async () => {
    const refused = await api.exec(SIGN_UP, { input: member({ phone: '01012341234' }) });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await api.em().count(UserEntity, { phone: '01012341234', leftAt: null })).toBe(0);
  });

  it('stores argon2 hashes, never the password', async () => {
    const input = member();
    const { user } = (await api.ok<{ signUp: any }>(SIGN_UP, { input })).signUp;
    const row = await api.em().findOneOrFail(UserEntity, { id: user.id });
    expect(row.passwordHash).not.toContain(input.password);
    expect(await argon2.verify(row.passwordHash!, input.password)).toBe(true);
  });
});
