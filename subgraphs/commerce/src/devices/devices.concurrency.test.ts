import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { DeviceTokenEntity } from './device-token.entity.js';

/** One row per push token, with 20 registrations at once on their own connections. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const REGISTER = 'mutation ($t: String!) { registerAppToken(token: $t, platform: "android") }';

describe('push tokens', () => {
  it(`${RACERS} concurrent registrations of one token by one member make one row; all succeed`, async () => {
    const me = testIdentity();
    const token = `fcm-${unique('t')}`;
    const answers = await Promise.all(Array.from({ length: RACERS }, () => api.exec(REGISTER, { t: token }, me)));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    const rows = await api.em().find(DeviceTokenEntity, { token });
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBe(me.userId);
  });

  it(`${RACERS} members registering one token at once leave one row, owned by one of them`, async () => {
    const members = Array.from({ length: RACERS }, () => testIdentity());
    const token = `fcm-${unique('s')}`;
    const answers = await Promise.all(members.map((m) => api.exec(REGISTER, { t: token }, m)));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    const rows = await api.em().find(DeviceTokenEntity, { token });
    expect(rows).toHaveLength(1);
    expect(members.map((m) => m.userId)).toContain(rows[0].userId);
  });
});
