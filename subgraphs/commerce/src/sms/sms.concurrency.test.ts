import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { messageSender } from '../adapters/sms/index.js';
import { SMS_PURPOSES, SMS_RULES } from './sms.service.js';
import { SmsCodeEntity } from './sms-code.entity.js';
import { randomPhone } from './sms.testing.js';

/** SMS send limits with 20 requests for one phone at once, each on its own connection. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const SEND = 'mutation ($p: String!, $u: SmsPurpose!) { sendSmsCode(phone: $p, purpose: $u) { retryAfterSeconds } }';

describe('SMS sending', () => {
  it(`${RACERS} concurrent sends for one phone and purpose send one code; the others are told to wait`, async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: RACERS }, () => api.exec(SEND, { p: phone, u: 'SIGN_UP' })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(RACERS - 1);
    for (const answer of refused) {
      expect(answer.errors![0].extensions?.code).toBe('RATE_LIMITED');
      expect(answer.errors![0].message).toMatch(/^인증번호는 \d+초 후에 다시 받을 수 있습니다\.$/);
    }
    expect(await api.em().count(SmsCodeEntity, { phone })).toBe(1);
    expect(await messageSender().delivered!(phone)).toHaveLength(1);
  });

  it(`${RACERS} concurrent sends for one phone across every purpose stop at ${SMS_RULES.maxSendsPerHour} an hour`, async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.exec(SEND, { p: phone, u: SMS_PURPOSES[i % SMS_PURPOSES.length] })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(SMS_RULES.maxSendsPerHour);
    expect(answers.filter((a) => a.errors).every((a) => a.errors![0].extensions?.code === 'RATE_LIMITED')).toBe(true);
    expect(await api.em().count(SmsCodeEntity, { phone })).toBe(SMS_RULES.maxSendsPerHour);
  });
});
