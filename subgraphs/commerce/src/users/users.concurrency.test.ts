import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { startTestSubgraph, unique, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { verifyAccessToken, type Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { newSocialId, socialCode, startTestOAuthSandbox, TEST_REDIRECT_URI } from '../social/social.testing.js';
import { UserEntity } from './user.entity.js';
import { AGREED } from '../terms/terms.testing.js';

/**
 * Uniqueness of account identifiers under concurrency: 20 requests at once, each in its own
 * transaction on its own connection (a pool of 20, so they really race past the service's
 * check-before-write), through the real GraphQL mutations. The database's partial unique indexes
 * decide; the losers get CONFLICT naming the field, with the Korean message.
 */
const RACERS = 20;
let api: TestSubgraph;
let oauth: Awaited<ReturnType<typeof startTestOAuthSandbox>>;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
  oauth = await startTestOAuthSandbox();
});
afterAll(async () => {
  await api.close();
  await oauth.close();
});

const AUTH = 'tokenDto { accessToken } user { id nickname }';
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ${AUTH} } }`;

function member(overrides: Record<string, unknown> = {}) {
  const id = unique('c');
  return { loginId: id, password: 'secret123', nickname: `동시${id}`, birthday: '1990-01-01', agreements: AGREED, gender: 2, ...overrides };
}

const race = <T>(run: (i: number) => Promise<GraphQLResult<T>>) => Promise.all(Array.from({ length: RACERS }, (_, i) => run(i)));

/** Exactly one answer succeeded; every other one is a CONFLICT naming `field` with `message`. */
function expectOneWinner<T>(answers: GraphQLResult<T>[], field: string, message: string): GraphQLResult<T> {
  const won = answers.filter((a) => !a.errors);
  const lost = answers.filter((a) => a.errors);
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(RACERS - 1);
  for (const answer of lost) {
    expect(answer.errors![0].message).toBe(message);
    expect(answer.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field, message }] });
  }
  return won[0];
}

const activeCount = (where: Record<string, unknown>) => api.em().count(UserEntity, { ...where, leftAt: null });

describe(`${RACERS} concurrent sign-ups`, () => {
  it('with one nickname make one account; the others are told the nickname is taken', async () => {
    const nickname = `닉${unique('n')}`;
    const answers = await race((i) => api.exec(SIGN_UP, { input: member({ nickname, loginId: unique(`n${i}`) }) }));
    expectOneWinner(answers, 'nickname', '이미 사용 중인 닉네임입니다.');
    expect(await activeCount({ nickname })).toBe(1);
  });

  it('with one e-mail make one account (e-mails compare case-insensitively)', async () => {
    const email = `${unique('mail')}@example.com`;
    // Half of them spell it in capitals: the service lower-cases, the index compares lower(email).
    const answers = await race((i) => api.exec(SIGN_UP, { input: member({ email: i % 2 ? email.toUpperCase() : email }) }));
    expectOneWinner(answers, 'email', '이미 사용 중인 이메일입니다.');
    expect(await activeCount({ email })).toBe(1);
  });

  it('with one login id make one account', async () => {
    const loginId = unique('l');
    const answers = await race(() => api.exec(SIGN_UP, { input: member({ loginId }) }));
    expectOneWinner(answers, 'loginId', '이미 사용 중인 아이디입니다.');
    expect(await activeCount({ loginId })).toBe(1);
  });

  it('with one social sign-up token make one account', async () => {
    const socialId = newSocialId('kakao');
    const login = await api.ok<{ socialLogin: { signUpToken: string } }>(`mutation ($c: String!) { socialLogin(provider: "kakao", code: $c, redirectUri: "${TEST_REDIRECT_URI}") { signUpToken } }`, {
      c: await socialCode(oauth, 'kakao', { socialId, nickname: '친구' }),
    });
    const answers = await race(() =>
      api.exec(`mutation ($i: SocialSignUpInput!) { signUpBySocial(input: $i) { ${AUTH} } }`, {
        i: { signUpToken: login.socialLogin.signUpToken, nickname: `카${unique('s')}`, birthday: '1995-05-05', agreements: AGREED },
      }),
    );
    expectOneWinner(answers, 'signUpToken', '이미 가입된 소셜 계정입니다.');
    expect(await activeCount({ provider: 'kakao', socialId })).toBe(1);
  });

  it('from one guest turn the guest into one member; the rest make accounts of their own', async () => {
    const guest = await api.ok<{ createGuest: { tokenDto: { accessToken: string }; user: { id: string } } }>(`mutation { createGuest { ${AUTH} } }`);
    const identity = (await verifyAccessToken(guest.createGuest.tokenDto.accessToken)) as Identity;
    const answers = await race(() => api.exec<{ signUp: { user: { id: string } } }>(SIGN_UP, { input: member() }, identity));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    const ids = answers.map((a) => a.data!.signUp.user.id);
    expect(ids.filter((id) => id === guest.createGuest.user.id)).toHaveLength(1);
    expect(new Set(ids).size).toBe(RACERS);
  });
});

describe(`${RACERS} concurrent nickname changes`, () => {
  it('to one nickname: one member gets it, the others are told it is taken', async () => {
    const members = await Promise.all(
      Array.from({ length: RACERS }, async () => {
        const data = await api.ok<{ signUp: { tokenDto: { accessToken: string } } }>(SIGN_UP, { input: member() });
        return (await verifyAccessToken(data.signUp.tokenDto.accessToken)) as Identity;
      }),
    );
    const nickname = `새닉${unique('r')}`;
    const answers = await race((i) => api.exec('mutation ($n: String!) { updateAccount(input: { nickname: $n }) { id } }', { n: nickname }, members[i]));
    expectOneWinner(answers, 'nickname', '이미 사용 중인 닉네임입니다.');
    expect(await activeCount({ nickname })).toBe(1);
  });
});

describe('identifiers of accounts that left or are guests', () => {
  it('do not block a new member: login id, nickname and e-mail are free again after leaving', async () => {
    const input = member({ email: `${unique('left')}@example.com` });
    const first = await api.ok<{ signUp: { tokenDto: { accessToken: string } } }>(SIGN_UP, { input });
    const me = (await verifyAccessToken(first.signUp.tokenDto.accessToken)) as Identity;
    await api.ok('mutation { leave(password: "secret123") }', {}, me);
    const again = await api.exec(SIGN_UP, { input });
    expect(again.errors).toBeUndefined();
    expect(await activeCount({ loginId: input.loginId })).toBe(1);
  });

  it('guests all share the placeholder nickname', async () => {
    const answers = await race(() => api.exec(`mutation { createGuest { ${AUTH} } }`));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
  });

  it('the e-mail index ignores case even for a row written around the service', async () => {
    const email = `${unique('case')}@example.com`;
    await api.ok(SIGN_UP, { input: member({ email }) });
    const em = api.em();
    em.create(UserEntity, { nickname: `대문자${unique('x')}`, provider: 'local', role: 'member', email: email.toUpperCase() });
    const error = await em.flush().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UniqueConstraintViolationException);
    expect((error as { constraint?: string }).constraint).toBe('users_email_unique');
  });
});
