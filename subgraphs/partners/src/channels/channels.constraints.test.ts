import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { constraintError } from '@shop/kit';
import { partners } from '../schema.js';
import { CooperateEventEntity } from '../cooperate/cooperate.entity.js';
import { ChannelEntity } from './channel.entity.js';

/**
 * Partners has no mutation that writes channels or group buying yet (they come from the seed and
 * admin tooling), so its constraints are exercised with writes through the ORM, each in its own
 * transaction as a mutation's unit of work would run it, and mapped with the kit's constraintError
 * as a mutation's error would be.
 */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const owner = () => String(9_200_000_000 + Math.floor(Math.random() * 1e9));
const attempt = (write: (em: EntityManager) => void) =>
  api
    .em()
    .transactional(async (em) => {
      write(em as EntityManager);
    })
    .then(
      () => null,
      (error: unknown) => error,
    );

describe('channel handles', () => {
  it(`${RACERS} channels created at once with one handle in different cases: one is kept, the others are a CONFLICT naming handle`, async () => {
    const handle = unique('Coach');
    const spellings = [handle, handle.toLowerCase(), handle.toUpperCase()];
    const errors = await Promise.all(Array.from({ length: RACERS }, (_, i) => attempt((em) => void em.create(ChannelEntity, { ownerUserId: owner(), handle: spellings[i % 3], name: '채널' }))));
    expect(errors.filter((e) => e === null)).toHaveLength(1);
    const refused = errors.filter((e) => e !== null);
    expect(refused).toHaveLength(RACERS - 1);
    for (const error of refused) {
      expect(error).toBeInstanceOf(UniqueConstraintViolationException);
      expect(constraintError(error)).toMatchObject({ extensions: { code: 'CONFLICT', fields: [{ field: 'handle', message: '이미 사용 중인 채널 핸들입니다.' }] } });
    }
    const rows = await api.em().getConnection().execute<{ n: string }[]>('select count(*) as n from partners.channels where lower(handle) = lower(?)', [handle]);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('are found whatever the case and with an @, and are stored without one', async () => {
    const handle = unique('coach');
    expect(await attempt((em) => void em.create(ChannelEntity, { ownerUserId: owner(), handle, name: '코치 채널' }))).toBeNull();
    const found = await api.ok<{ channel: { handle: string } }>('query ($h: String!) { channel(handle: $h) { handle } }', { h: `@${handle.toUpperCase()}` });
    expect(found.channel.handle).toBe(handle);
    const withAt = await attempt((em) => void em.create(ChannelEntity, { ownerUserId: owner(), handle: `@${unique('x')}`, name: '채널' }));
    expect(constraintError(withAt)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'handle' }] } });
  });
});

describe('group-buying events', () => {
  it('refer to an existing channel, cost 0 won or more and end after they start', async () => {
    const em = api.em();
    const channel = em.create(ChannelEntity, { ownerUserId: owner(), handle: unique('gb'), name: '공구 채널' });
    await em.flush();
    const now = Date.now();
    const event = (overrides: Record<string, unknown>) => (tx: EntityManager) =>
      void tx.create(CooperateEventEntity, { channelId: channel.id, productId: '11', title: '공구', groupPrice: 1000, startsAt: new Date(now), endsAt: new Date(now + 3_600_000), ...overrides });
    expect(await attempt(event({}))).toBeNull();
    expect(constraintError(await attempt(event({ channelId: '987654321987' })))).toMatchObject({ extensions: { code: 'NOT_FOUND', fields: [{ field: 'channelId' }] } });
    expect(constraintError(await attempt(event({ groupPrice: -1 })))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'groupPrice' }] } });
    expect(constraintError(await attempt(event({ endsAt: new Date(now - 1) })))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'endsAt' }] } });
  });
});
