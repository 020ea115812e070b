import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildFederatedSchema, createSubgraphServer, Loaders, type Context, type Identity } from '@shop/kit';
import { startTestSubgraph, testIdentity, unique, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { closeRateLimits, resetLimitRules } from '@shop/kit/rate-limits.js';
import { commerce } from '../schema.js';
import { UsageLogEntity } from './usage-log.entity.js';

/**
 * The usage log's rate limits (RATE_LIMIT_USAGE_LOG per account and RATE_LIMIT_USAGE_LOG_ADDRESS per
 * address, here both 10 a minute) under 20 requests at once,
 * each on its own connection, with the client address the gateway signs into every request.
 */
const RACERS = 20;
const LIMIT = 10;
let api: TestSubgraph;
let server: ApolloServer<Context>;
const saved = process.env.RATE_LIMIT_USAGE_LOG;
const savedAddress = process.env.RATE_LIMIT_USAGE_LOG_ADDRESS;
beforeAll(async () => {
  process.env.RATE_LIMIT_USAGE_LOG = `${LIMIT}/60/60`;
  process.env.RATE_LIMIT_USAGE_LOG_ADDRESS = `${LIMIT}/60/60`;
  resetLimitRules();
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
  server = createSubgraphServer((await buildFederatedSchema(commerce)).schema);
  await server.start();
});
afterAll(async () => {
  if (saved === undefined) delete process.env.RATE_LIMIT_USAGE_LOG;
  else process.env.RATE_LIMIT_USAGE_LOG = saved;
  if (savedAddress === undefined) delete process.env.RATE_LIMIT_USAGE_LOG_ADDRESS;
  else process.env.RATE_LIMIT_USAGE_LOG_ADDRESS = savedAddress;
  resetLimitRules();
  await server.stop();
  await api.close();
  await closeRateLimits();
});

let nextAddress = Math.floor(Math.random() * 200);
const newAddress = () => `203.0.${nextAddress++ % 250}.${Math.floor(Math.random() * 250)}`;

async function record(actionId: string, clientIp: string, identity: Identity | null): Promise<GraphQLResult> {
  const response = await server.executeOperation(
    { query: 'mutation ($i: UsageLogInput!) { recordUsage(input: $i) }', variables: { i: { action: 'product', actionType: 'view', actionId, href: `/products/${actionId}` } } },
    { contextValue: { em: api.orm.em.fork() as EntityManager, identity, loaders: new Loaders(), requestId: 'test', idempotencyKey: null, clientIp } },
  );
  if (response.body.kind !== 'single') throw new Error('incremental responses are not used');
  return response.body.singleResult as GraphQLResult;
}

const outcome = (answers: GraphQLResult[]) => answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'ok').sort();
const expected = [...Array(LIMIT).fill('RATE_LIMITED'), ...Array(RACERS - LIMIT).fill('ok')].sort();

describe('usage log rate limit', () => {
  it(`${RACERS} anonymous entries at once from one address: exactly ${LIMIT} are kept`, async () => {
    const id = unique('rl');
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: RACERS }, () => record(id, address, null)));
    expect(outcome(answers)).toEqual(expected);
    expect(await api.em().count(UsageLogEntity, { actionId: id })).toBe(LIMIT);
  });

  it(`${RACERS} entries at once of one account from ${RACERS} addresses: exactly ${LIMIT} are kept`, async () => {
    const id = unique('rl');
    const me = testIdentity('guest');
    const answers = await Promise.all(Array.from({ length: RACERS }, () => record(id, newAddress(), me)));
    expect(outcome(answers)).toEqual(expected);
    expect(await api.em().count(UsageLogEntity, { actionId: id, createdBy: me.userId })).toBe(LIMIT);
  });
});
