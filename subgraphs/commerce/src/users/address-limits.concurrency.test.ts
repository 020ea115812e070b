import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildFederatedSchema, createSubgraphServer, Loaders, type Context } from '@shop/kit';
import { startTestSubgraph, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { closeRateLimits, consumeLimit, LIMIT_DEFAULTS, limitRules, resetLimitRules, type LimitName } from '@shop/kit/rate-limits.js';
import { commerce } from '../schema.js';
import { randomPhone } from '../sms/sms.testing.js';

/**
 * The per-address limits sized for a mobile carrier's NAT (many phones, one public address) while
 * the per-phone and per-account limits stay tight (docs/decisions/security.md "Limits"), each with
 * 20 requests at once, each on its own connection, with the client address the gateway signs into
 * every request. The default configuration is used: no RATE_LIMIT_* of the environment.
 */
const RACERS = 20;
let api: TestSubgraph;
let server: ApolloServer<Context>;
const saved = Object.fromEntries(
  Object.keys(process.env)
    .filter((k) => k.startsWith('RATE_LIMIT_'))
    .map((k) => [k, process.env[k]]),
);
beforeAll(async () => {
  for (const key of Object.keys(saved)) delete process.env[key];
  resetLimitRules();
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS + 2 } });
  server = createSubgraphServer((await buildFederatedSchema(commerce)).schema);
  await server.start();
});
afterAll(async () => {
  Object.assign(process.env, saved);
  resetLimitRules();
  await server.stop();
  await api.close();
  await closeRateLimits();
});

let nextAddress = Math.floor(Math.random() * 200);
const newAddress = () => `192.0.${nextAddress++ % 250}.${Math.floor(Math.random() * 250)}`;

async function exec(query: string, variables: Record<string, unknown>, clientIp: string): Promise<GraphQLResult> {
  const response = await server.executeOperation(
    { query, variables },
    { contextValue: { em: api.orm.em.fork() as EntityManager, identity: null, loaders: new Loaders(), requestId: 'test', idempotencyKey: null, clientIp } },
  );
  if (response.body.kind !== 'single') throw new Error('incremental responses are not used');
  return response.body.singleResult as GraphQLResult;
}

const GUEST = `mutation { createGuest { user { id role } } }`;
const SEND = `mutation ($p: String!) { sendSmsCode(phone: $p, purpose: SIGN_UP) { retryAfterSeconds } }`;
const outcome = (answers: GraphQLResult[]) => answers.map((a) => (a.errors?.[0]?.extensions?.code as string | undefined) ?? 'ok');
const count = (answers: GraphQLResult[], code: string) => outcome(answers).filter((c) => c === code).length;
/** What one address already did in the window (cheap: the counter only, not the accounts or texts). */
async function used(name: LimitName, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await consumeLimit(api.em(), name, address);
}
const pointsOf = (name: LimitName) => limitRules({})[name]!.points;
// Twenty argon2 hashes at once on a machine shared by the whole suite.
const ARGON2_HEAVY = 120_000;

describe('limit sizes: loose per address (carrier NAT), tight per phone and account', () => {
  it.each([
    ['guestAddress', 300, 600],
    ['loginAddress', 200, 900],
    ['smsSendAddress', 60, 3600],
    ['smsVerifyAddress', 300, 3600],
    ['couponClaimAddress', 300, 60],
    ['usageLogAddress', 2000, 60],
    ['loginAccount', 5, 900],
    ['couponClaimAccount', 10, 60],
    ['usageLog', 120, 60],
  ] as const)('%s: %i per %i s', (name, points, durationSeconds) => {
    expect(limitRules({})[name]).toMatchObject({ points, durationSeconds });
    expect(Object.keys(LIMIT_DEFAULTS)).toContain(name);
  });
});

describe('guest accounts from one carrier address', () => {
  it(
    `an address that already made 100 guests in the window still gets ${RACERS} more at once`,
    async () => {
      const address = newAddress();
      await used('guestAddress', address, 100);
      const answers = await Promise.all(Array.from({ length: RACERS }, () => exec(GUEST, {}, address)));
      expect(outcome(answers)).toEqual(Array(RACERS).fill('ok'));
    },
    ARGON2_HEAVY,
  );

  it(
    `at the edge of the limit, of ${RACERS} at once exactly the ones left are created; the rest get 429 RATE_LIMITED with the wait in Korean`,
    async () => {
      const address = newAddress();
      const left = 7;
      await used('guestAddress', address, pointsOf('guestAddress') - left);
      const answers = await Promise.all(Array.from({ length: RACERS }, () => exec(GUEST, {}, address)));
      expect(count(answers, 'ok')).toBe(left);
      expect(count(answers, 'RATE_LIMITED')).toBe(RACERS - left);
      const refused = answers.find((a) => a.errors)!.errors![0];
      expect(refused.message).toMatch(/^비회원 계정 생성 요청이 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/);
      // Another address of the same carrier pool is not affected.
      expect((await exec(GUEST, {}, newAddress())).errors).toBeUndefined();
    },
    ARGON2_HEAVY,
  );
});

describe('SMS codes: many phones behind one address, one phone tight', () => {
  it(`${RACERS} phones at once behind one address all get their code`, async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: RACERS }, () => exec(SEND, { p: randomPhone() }, address)));
    expect(outcome(answers)).toEqual(Array(RACERS).fill('ok'));
  });

  it(`at the edge of the address limit, of ${RACERS} phones at once exactly the sends left go out`, async () => {
    const address = newAddress();
    const left = 4;
    await used('smsSendAddress', address, pointsOf('smsSendAddress') - left);
    const answers = await Promise.all(Array.from({ length: RACERS }, () => exec(SEND, { p: randomPhone() }, address)));
    expect(count(answers, 'ok')).toBe(left);
    expect(count(answers, 'RATE_LIMITED')).toBe(RACERS - left);
  });

  it(`one phone asked ${RACERS} times at once from ${RACERS} addresses gets one code`, async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: RACERS }, () => exec(SEND, { p: phone }, newAddress())));
    expect(count(answers, 'ok')).toBe(1);
    expect(count(answers, 'RATE_LIMITED')).toBe(RACERS - 1);
  });
});
