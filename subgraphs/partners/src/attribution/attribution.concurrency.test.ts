import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanDate } from '@shop/kit';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';

/**
 * The channel figures under concurrent deliveries of order facts (commerce's outbox, as the
 * system): 20 orders at once all count; one order delivered 20 times at once counts once; its
 * cancel, delivered 20 times at once, takes it out once.
 */
const RACERS = 20;
let api: TestSubgraph;
const system = testIdentity('admin');
beforeAll(async () => {
  api = await startTestSubgraph(partners, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const SYNC = 'mutation ($i: ChannelOrderInput!) { syncChannelOrder(input: $i) }';
const orderedAt = new Date();
const facts = (orderId: string, eventId: string, revenue: number, version: number, status = 'paid') => ({
  orderId,
  userId: '77',
  orderedAt: orderedAt.toISOString(),
  paidAt: orderedAt.toISOString(),
  status,
  revenue,
  version,
  lines: [{ productId: '11', quantity: revenue ? 1 : 0, revenue, cooperateEventId: eventId }],
});

async function channelWithEvent(): Promise<{ channelId: string; eventId: string }> {
  const [channel] = await api
    .em()
    .execute<{ id: string }[]>(`insert into partners.channels (owner_user_id, handle, name, created_at) values (?, ?, '동시 채널', now()) returning id::text as id`, [
      String(9_300_000_000 + Math.floor(Math.random() * 1e9)),
      unique('race'),
    ]);
  const [event] = await api.em().execute<{ id: string }[]>(
    `insert into partners.cooperate_events (channel_id, product_id, title, group_price, starts_at, ends_at, status, created_at, updated_at)
     values (?, 11, '동시 공구', 1000, now() - interval '1 hour', now() + interval '1 day', 'open', now(), now()) returning id::text as id`,
    [channel!.id],
  );
  return { channelId: channel!.id, eventId: event!.id };
}

const figures = (channelId: string) =>
  api
    .em()
    .execute<{ orders: number; revenue: string }[]>('select orders, revenue from partners.channel_daily_stats where channel_id = ? and day = ?', [channelId, koreanDate(orderedAt)])
    .then((rows) => ({ orders: rows[0]?.orders ?? 0, revenue: Number(rows[0]?.revenue ?? 0) }));

describe('channel figures under concurrency', () => {
  it(`${RACERS} orders delivered at once all count, with their revenue`, async () => {
    const { channelId, eventId } = await channelWithEvent();
    const base = 8_000_000_000 + Math.floor(Math.random() * 1e9);
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.exec(SYNC, { i: facts(String(base + i), eventId, 1000 + i, 1) }, system)));
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await figures(channelId)).toEqual({ orders: RACERS, revenue: Array.from({ length: RACERS }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0) });
  });

  it(`one order delivered ${RACERS} times at once counts once; its cancel delivered ${RACERS} times takes it out once`, async () => {
    const { channelId, eventId } = await channelWithEvent();
    const orderId = String(7_000_000_000 + Math.floor(Math.random() * 1e9));
    const paid = await Promise.all(Array.from({ length: RACERS }, () => api.exec(SYNC, { i: facts(orderId, eventId, 25_000, 1) }, system)));
    expect(paid.filter((r) => r.data?.syncChannelOrder === true)).toHaveLength(1);
    expect(await figures(channelId)).toEqual({ orders: 1, revenue: 25_000 });
    const cancelled = await Promise.all(Array.from({ length: RACERS }, () => api.exec(SYNC, { i: facts(orderId, eventId, 0, 2, 'cancel_complete') }, system)));
    expect(cancelled.filter((r) => r.data?.syncChannelOrder === true)).toHaveLength(1);
    expect(await figures(channelId)).toEqual({ orders: 0, revenue: 0 });
    // An older delivery arriving late changes nothing.
    expect((await api.ok<{ syncChannelOrder: boolean }>(SYNC, { i: facts(orderId, eventId, 25_000, 1) }, system)).syncChannelOrder).toBe(false);
    expect(await figures(channelId)).toEqual({ orders: 0, revenue: 0 });
  });
});
