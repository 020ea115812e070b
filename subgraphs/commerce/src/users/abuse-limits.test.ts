import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import argon2 from 'argon2';
import type { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildFederatedSchema, createSubgraphServer, Loaders, type Context, type Identity } from '@shop/kit';
import { startTestSubgraph, testIdentity, unique, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { closeRateLimits, resetLimitRules } from '@shop/kit/rate-limits.js';
import { commerce } from '../schema.js';
import { sendCode } from '../sms/sms.service.js';
import { lastCode, randomPhone } from '../sms/sms.testing.js';
import { AGREED } from '../terms/terms.testing.js';

/**
 * Abuse limits of the commerce mutations with their default configuration, through GraphQL and
 * the unit of work, with the client address the gateway signs into every request (a distinct
 * documentation-range address per test, so tests do not share counters).
 */
let api: TestSubgraph;
let server: ApolloServer<Context>;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
  server = createSubgraphServer((await buildFederatedSchema(commerce)).schema);
  await server.start();
});
afterAll(async () => {
  await server.stop();
  await api.close();
  await closeRateLimits();
});
afterEach(() => vi.restoreAllMocks());

let nextAddress = Math.floor(Math.random() * 200);
const newAddress = () => `198.51.${nextAddress++ % 250}.${Math.floor(Math.random() * 250)}`;

async function exec<T = any>(query: string, variables: Record<string, unknown>, clientIp: string | null, identity: Identity | null = null): Promise<GraphQLResult<T>> {
  const response = await server.executeOperation<T>(
    { query, variables },
    { contextValue: { em: api.orm.em.fork() as EntityManager, identity, loaders: new Loaders(), requestId: 'test', idempotencyKey: null, clientIp } },
  );
  if (response.body.kind !== 'single') throw new Error('incremental responses are not used');
  return response.body.singleResult as GraphQLResult<T>;
}

const LOGIN = `mutation ($l: String!, $p: String!) { login(loginId: $l, password: $p) { user { id } } }`;
const GUEST = `mutation { createGuest { user { id role } } }`;
const SEND = `mutation ($p: String!) { sendSmsCode(phone: $p, purpose: SIGN_UP) { retryAfterSeconds } }`;
const VERIFY = `mutation ($p: String!, $c: String!) { verifySmsCode(phone: $p, purpose: SIGN_UP, code: $c) { verificationToken } }`;
const PHONE_LOGIN = `mutation ($p: String!, $c: String!) { loginByPhone(phone: $p, code: $c) { user { id } } }`;
// Tests that run argon2 twenty times or more: the full suite shares 2 cores, 30 s is not enough.
const ARGON2_HEAVY = 120_000;
const errorOf = (result: GraphQLResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message, retryAfterSeconds: result.errors?.[0]?.extensions?.retryAfterSeconds });

async function member(password = 'secret123') {
  const loginId = unique('lim').slice(0, 20);
  const data = await api.ok<{ signUp: { user: { id: string } } }>(`mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }`, {
    i: { loginId, password, nickname: unique('제한'), birthday: '1990-01-01', agreements: AGREED },
  });
  return { loginId, password, id: data.signUp.user.id };
}

describe('login limits', () => {
  it('blocks an account after 5 wrong passwords (even the right one is refused then), counted although each refusal rolls its mutation back', async () => {
    const account = await member();
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await exec(LOGIN, { l: account.loginId, p: 'wrong-pass1' }, address))).toMatchObject({ code: 'UNAUTHENTICATED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    }
    expect(errorOf(await exec(LOGIN, { l: account.loginId, p: account.password }, address))).toEqual({
      code: 'RATE_LIMITED',
      message: '로그인에 여러 번 실패했습니다. 1분 후에 다시 시도해주세요.',
      retryAfterSeconds: 60,
    });
    // The block is the account's, wherever the next attempt comes from.
    expect(errorOf(await exec(LOGIN, { l: account.loginId, p: account.password }, newAddress())).code).toBe('RATE_LIMITED');
  });

  it(
    'a successful login clears the account count',
    async () => {
      const account = await member();
      const address = newAddress();
      for (let i = 0; i < 4; i++) expect(errorOf(await exec(LOGIN, { l: account.loginId, p: 'wrong-pass1' }, address)).code).toBe('UNAUTHENTICATED');
      expect((await exec(LOGIN, { l: account.loginId, p: account.password }, address)).errors).toBeUndefined();
      for (let i = 0; i < 4; i++) expect(errorOf(await exec(LOGIN, { l: account.loginId, p: 'wrong-pass1' }, address)).code).toBe('UNAUTHENTICATED');
      expect((await exec(LOGIN, { l: account.loginId, p: account.password }, address)).errors).toBeUndefined();
    },
    ARGON2_HEAVY,
  );

  it('an unknown id is answered like a wrong password: same message, one argon2 verification each, and the same block', async () => {
    const account = await member();
    const verify = vi.spyOn(argon2, 'verify');
    const wrong = await exec(LOGIN, { l: account.loginId, p: 'wrong-pass1' }, newAddress());
    expect(verify).toHaveBeenCalledTimes(1);
    const unknownId = unique('nobody').slice(0, 20);
    const unknown = await exec(LOGIN, { l: unknownId, p: 'wrong-pass1' }, newAddress());
    expect(verify).toHaveBeenCalledTimes(2);
    expect(unknown.errors).toEqual(wrong.errors);
    for (let i = 0; i < 4; i++) await exec(LOGIN, { l: unknownId, p: 'wrong-pass1' }, newAddress());
    expect(errorOf(await exec(LOGIN, { l: unknownId, p: 'wrong-pass1' }, newAddress()))).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
  });

  it(
    'blocks an address after its limit of failures across any ids; other addresses still log in',
    async () => {
      // The default (200 in 15 minutes, sized for a carrier's NAT) counted the same way, made small here.
      process.env.RATE_LIMIT_LOGIN_ADDRESS = '20/900/300/3600';
      resetLimitRules();
      try {
        const account = await member();
        const address = newAddress();
        for (let i = 0; i < 20; i++) expect(errorOf(await exec(LOGIN, { l: unique('spray').slice(0, 20), p: 'wrong-pass1' }, address)).code).toBe('UNAUTHENTICATED');
        expect(errorOf(await exec(LOGIN, { l: account.loginId, p: account.password }, address))).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 300 });
        expect((await exec(LOGIN, { l: account.loginId, p: account.password }, newAddress())).errors).toBeUndefined();
      } finally {
        delete process.env.RATE_LIMIT_LOGIN_ADDRESS;
        resetLimitRules();
      }
    },
    ARGON2_HEAVY,
  );

  it('blocks a phone after 5 wrong SMS login codes, even with the right code', async () => {
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'LOGIN');
    const code = await lastCode(api, phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(errorOf(await exec(PHONE_LOGIN, { p: phone, c: wrongCode }, newAddress())).code).toBe('SMS_CODE_MISMATCH');
    expect(errorOf(await exec(PHONE_LOGIN, { p: phone, c: code }, newAddress()))).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
  });
});

describe('guest, SMS send and SMS verification limits per address', () => {
  // The sizes are for a carrier's NAT (address-limits.concurrency.test.ts); here the counting itself,
  // with small limits so the test stays cheap.
  const small = { RATE_LIMIT_GUEST_ADDRESS: '3/600/600/3600', RATE_LIMIT_SMS_SEND_ADDRESS: '3/3600/3600/3600', RATE_LIMIT_SMS_VERIFY_ADDRESS: '3/3600/900/3600' };
  beforeEach(() => {
    Object.assign(process.env, small);
    resetLimitRules();
  });
  afterEach(() => {
    for (const key of Object.keys(small)) delete process.env[key];
    resetLimitRules();
  });

  it('creates the limit of guests per address in the window, then refuses with 429 code RATE_LIMITED', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await exec(GUEST, {}, address)).errors).toBeUndefined();
    expect(errorOf(await exec(GUEST, {}, address))).toEqual({ code: 'RATE_LIMITED', message: '비회원 계정 생성 요청이 너무 많습니다. 10분 후에 다시 시도해주세요.', retryAfterSeconds: 600 });
    expect((await exec(GUEST, {}, newAddress())).errors).toBeUndefined();
  });

  it('sends codes to the limit of different phones from one address in an hour, not more', async () => {
    const address = newAddress();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(errorOf(await exec(SEND, { p: randomPhone() }, address)).code ?? 'sent');
    expect(answers).toEqual([...Array(3).fill('sent'), 'RATE_LIMITED', 'RATE_LIMITED']);
    // A resend refused by the phone's own limit costs the address nothing.
    const other = newAddress();
    const phone = randomPhone();
    expect((await exec(SEND, { p: phone }, other)).errors).toBeUndefined();
    for (let i = 0; i < 10; i++) expect(errorOf(await exec(SEND, { p: phone }, other)).message).toMatch(/^인증번호는 \d+초 후에/);
    expect((await exec(SEND, { p: randomPhone() }, other)).errors).toBeUndefined();
  });

  it('checks the limit of codes per address in an hour, then refuses', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect(errorOf(await exec(VERIFY, { p: randomPhone(), c: '123456' }, address)).code).toBe('SMS_CODE_EXPIRED');
    expect(errorOf(await exec(VERIFY, { p: randomPhone(), c: '123456' }, address))).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 900 });
  });

  it(
    'in-process calls without a client address are not limited per address',
    async () => {
      for (let i = 0; i < 21; i++) expect((await exec(GUEST, {}, null)).errors).toBeUndefined();
    },
    ARGON2_HEAVY,
  );
});

describe('display names', () => {
  it('refuses nicknames with zero-width or direction-changing characters at sign-up and in account updates', async () => {
    for (const nickname of ['데모회원\u200b', '관리자\u202e']) {
      const result = await api.exec(`mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }`, {
        i: { loginId: unique('nick').slice(0, 20), password: 'secret123', nickname, birthday: '1990-01-01', agreements: AGREED },
      });
      expect(result.errors?.[0]).toMatchObject({
        message: '닉네임에는 보이지 않는 문자나 제어 문자(방향 전환 문자 포함)를 쓸 수 없습니다.',
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'nickname', message: '닉네임에는 보이지 않는 문자나 제어 문자(방향 전환 문자 포함)를 쓸 수 없습니다.' }] },
      });
    }
    const account = await member();
    const update = await api.exec(`mutation ($i: UpdateAccountInput!) { updateAccount(input: $i) { nickname } }`, { i: { nickname: '관리자\u202e' } }, { userId: account.id, role: 'member' });
    expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'nickname' }] });
    const available = await api.exec(`query ($n: String!) { isNicknameAvailable(nickname: $n) }`, { n: '데모회원\u200b' }, testIdentity('guest'));
    expect(available.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
