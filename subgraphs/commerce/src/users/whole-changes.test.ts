import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { sendCode, verifyCode } from '../sms/sms.service.js';
import { lastCode, randomPhone } from '../sms/sms.testing.js';
import { UserEntity } from './user.entity.js';
import { AGREED } from '../terms/terms.testing.js';

/**
 * Account changes are whole (one transaction per mutation, kit unit of work): a sign-up refused
 * after its SMS verification was checked does not spend the verification.
 */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const AUTH = 'tokenDto { accessToken refreshToken } user { id nickname }';
const SIGN_UP_BY_PHONE = `mutation ($i: PhoneSignUpInput!) { signUpByPhone(input: $i) { ${AUTH} } }`;

describe('whole changes', () => {
  it('a phone sign-up refused for a taken nickname leaves its verification unspent: the retry with another nickname succeeds', async () => {
    const taken = unique('닉');
    await api.ok('mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }', {
      i: { loginId: unique('own').slice(0, 16), password: 'secret123', nickname: taken, birthday: '1990-01-01', agreements: AGREED },
    });
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'SIGN_UP');
    const token = await verifyCode(api.em(), phone, 'SIGN_UP', await lastCode(api, phone));

    const refused = await api.exec(SIGN_UP_BY_PHONE, { i: { verificationToken: token, nickname: taken, birthday: '1990-01-01', agreements: AGREED, gender: 1 } });
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await api.em().count(UserEntity, { phone })).toBe(0);

    const joined = await api.ok<{ signUpByPhone: { user: { nickname: string } } }>(SIGN_UP_BY_PHONE, {
      i: { verificationToken: token, nickname: unique('새닉'), birthday: '1990-01-01', agreements: AGREED, gender: 1 },
    });
    expect(joined.signUpByPhone.user.nickname).not.toBe(taken);
    expect(await api.em().count(UserEntity, { phone })).toBe(1);
  });

  it('the same verification cannot make two accounts, even 20 at once', async () => {
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'SIGN_UP');
    const token = await verifyCode(api.em(), phone, 'SIGN_UP', await lastCode(api, phone));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.exec(SIGN_UP_BY_PHONE, { i: { verificationToken: token, nickname: unique('동시'), birthday: '1990-01-01', agreements: AGREED, gender: 2 } })),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(await api.em().count(UserEntity, { phone })).toBe(1);
  });
});
