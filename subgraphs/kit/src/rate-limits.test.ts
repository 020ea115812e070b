import 'reflect-metadata';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { assertNotBlocked, closeRateLimits, consumeLimit, koreanWait, limitEnvName, limitRules, parseLimitRule, recordFailure, resetLimit, resetLimitRules } from './rate-limits.js';
import { openTestOrm, unique } from './testing.js';

/** The kit's abuse limits on the real test database, in a schema of their own. */
const SCHEMA = 'kit_rate_limit_test';
let orm: MikroORM;
const em = () => orm.em.fork() as EntityManager;
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { message: string; extensions: { code: string; retryAfterSeconds: number } };
  }
  throw new Error('not refused');
};

beforeAll(async () => {
  // One connection only: a limiter that used the ORM's pool would wait forever inside a transaction.
  orm = await openTestOrm({ schema: SCHEMA, entities: [], migrations: [] }, { discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  await orm.em.getConnection().execute(`create schema if not exists "${SCHEMA}"`);
});
afterAll(async () => {
  await closeRateLimits();
  await orm.close(true);
});
afterEach(() => {
  delete process.env.RATE_LIMIT_GUEST_ADDRESS;
  delete process.env.RATE_LIMIT_LOGIN_ACCOUNT;
  resetLimitRules();
});

describe('configuration', () => {
  it('reads RATE_LIMIT_<NAME> as points/duration/block[/maxBlock] or off, with defaults', () => {
    expect(limitEnvName('loginAccount')).toBe('RATE_LIMIT_LOGIN_ACCOUNT');
    expect(limitEnvName('smsSendAddress')).toBe('RATE_LIMIT_SMS_SEND_ADDRESS');
    expect(limitRules({}).loginAccount).toEqual({ points: 5, durationSeconds: 900, blockSeconds: 60, maxBlockSeconds: 3600 });
    expect(limitRules({ RATE_LIMIT_GUEST_ADDRESS: 'off' }).guestAddress).toBeNull();
    expect(parseLimitRule('3/60/10')).toEqual({ points: 3, durationSeconds: 60, blockSeconds: 10, maxBlockSeconds: 10 });
    expect(() => limitRules({ RATE_LIMIT_LOGIN_ADDRESS: '5 per minute' })).toThrow(/RATE_LIMIT_LOGIN_ADDRESS/);
    expect(() => parseLimitRule('5/0/10')).toThrow(/positive/);
  });

  it('tells the wait in Korean', () => {
    expect(koreanWait(45)).toBe('45초');
    expect(koreanWait(61)).toBe('2분');
    expect(koreanWait(3600)).toBe('1시간');
  });
});

describe('consumeLimit', () => {
  it('lets `points` calls through, then refuses with RATE_LIMITED, a Korean message and the wait; other keys and null keys are not counted', async () => {
    process.env.RATE_LIMIT_GUEST_ADDRESS = '3/60/10/40';
    resetLimitRules();
    const address = unique('203.0.113.');
    for (let i = 0; i < 3; i++) await consumeLimit(em(), 'guestAddress', address);
    const refused = await refusal(consumeLimit(em(), 'guestAddress', address));
    expect(refused.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 10 });
    expect(refused.message).toBe('비회원 계정 생성 요청이 너무 많습니다. 10초 후에 다시 시도해주세요.');
    // Still blocked, for what is left of the block.
    const again = await refusal(consumeLimit(em(), 'guestAddress', address));
    expect(again.extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(again.extensions.retryAfterSeconds).toBeLessThanOrEqual(10);
    await expect(consumeLimit(em(), 'guestAddress', unique('198.51.100.'))).resolves.toBeUndefined();
    for (let i = 0; i < 10; i++) await consumeLimit(em(), 'guestAddress', null);
  });

  it('doubles the block for each block within a day, up to the cap', async () => {
    process.env.RATE_LIMIT_GUEST_ADDRESS = '1/60/1/3';
    resetLimitRules();
    const address = unique('192.0.2.');
    const blocks: number[] = [];
    // The limiter reads the clock (Date.now) for every expiry: the test moves it past each block
    // instead of waiting for it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let round = 0; round < 3; round++) {
        await consumeLimit(em(), 'guestAddress', address);
        const refused = await refusal(consumeLimit(em(), 'guestAddress', address));
        blocks.push(refused.extensions.retryAfterSeconds);
        vi.setSystemTime(Date.now() + refused.extensions.retryAfterSeconds * 1000 + 100);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(blocks).toEqual([1, 2, 3]);
  });

  it('counts atomically: 20 concurrent calls against 5 points let exactly 5 through', async () => {
    process.env.RATE_LIMIT_GUEST_ADDRESS = '5/60/60';
    resetLimitRules();
    const address = unique('203.0.113.');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => consumeLimit(em(), 'guestAddress', address)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });
});

describe('failure-counted limits', () => {
  it('blocks after `points` failures, and a reset (a successful login) clears the key', async () => {
    process.env.RATE_LIMIT_LOGIN_ACCOUNT = '3/900/60/3600';
    resetLimitRules();
    const account = unique('acct');
    expect(await recordFailure(em(), 'loginAccount', account)).toBeNull();
    expect(await recordFailure(em(), 'loginAccount', account)).toBeNull();
    await assertNotBlocked(em(), 'loginAccount', account);
    expect(await recordFailure(em(), 'loginAccount', account)).toBe(60);
    const refused = await refusal(assertNotBlocked(em(), 'loginAccount', account));
    expect(refused.extensions.code).toBe('RATE_LIMITED');
    expect(refused.message).toBe('로그인에 여러 번 실패했습니다. 1분 후에 다시 시도해주세요.');
    await resetLimit(em(), 'loginAccount', account);
    await assertNotBlocked(em(), 'loginAccount', account);
    // The strike count was cleared too: the next block starts at 1 minute again.
    for (let i = 0; i < 2; i++) await recordFailure(em(), 'loginAccount', account);
    expect(await recordFailure(em(), 'loginAccount', account)).toBe(60);
  });

  it('a failure counted inside a transaction that rolls back still counts (own connection, no wait on the held one)', async () => {
    process.env.RATE_LIMIT_LOGIN_ACCOUNT = '2/900/60/3600';
    resetLimitRules();
    const account = unique('rollback');
    for (let i = 0; i < 2; i++) {
      // The ORM pool has one connection and the transaction holds it while the failure is recorded.
      await expect(
        em().transactional(async (tx) => {
          await tx.execute('select 1');
          await recordFailure(tx, 'loginAccount', account);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    }
    expect((await refusal(assertNotBlocked(em(), 'loginAccount', account))).extensions.code).toBe('RATE_LIMITED');
  });

  it('stores very long keys hashed (a 1 MB login id is one short row)', async () => {
    process.env.RATE_LIMIT_LOGIN_ACCOUNT = '1/900/60/3600';
    resetLimitRules();
    const huge = 'x'.repeat(1_000_000) + unique();
    expect(await recordFailure(em(), 'loginAccount', huge)).toBe(60);
    expect((await refusal(assertNotBlocked(em(), 'loginAccount', huge))).extensions.code).toBe('RATE_LIMITED');
  });
});
