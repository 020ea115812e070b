import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { ChannelEntity } from '../channels/channel.entity.js';
import { CooperateEventEntity } from './cooperate.entity.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners);
});
afterAll(() => api.close());

describe('group-buying events', () => {
  it('lists only open events inside their period, ending soonest first, with their product reference and channel', async () => {
    const em = api.em();
    const tag = Date.now().toString(36);
    const channel = em.create(ChannelEntity, { ownerUserId: String(9_100_000 + Math.floor(Math.random() * 100_000)), handle: `coop${tag}`, name: '공구 채널' });
    await em.flush();
    const hour = 3_600_000;
    const now = Date.now();
    const soon = em.create(CooperateEventEntity, {
      channelId: channel.id,
      productId: '11',
      title: `곧 끝남 ${tag}`,
      groupPrice: 19900,
      status: 'open',
      startsAt: new Date(now - hour),
      endsAt: new Date(now + hour),
    });
    const later = em.create(CooperateEventEntity, {
      channelId: channel.id,
      productId: '14',
      title: `나중 ${tag}`,
      groupPrice: 29900,
      status: 'open',
      startsAt: new Date(now - hour),
      endsAt: new Date(now + 48 * hour),
    });
    const over = em.create(CooperateEventEntity, {
      channelId: channel.id,
      productId: '3',
      title: `끝남 ${tag}`,
      groupPrice: 9900,
      status: 'closed',
      startsAt: new Date(now - 48 * hour),
      endsAt: new Date(now - hour),
    });
    const future = em.create(CooperateEventEntity, {
      channelId: channel.id,
      productId: '5',
      title: `예정 ${tag}`,
      groupPrice: 9900,
      status: 'scheduled',
      startsAt: new Date(now + hour),
      endsAt: new Date(now + 48 * hour),
    });
    await em.flush();
    const data = await api.ok<{ activeCooperateEvents: { items: { id: string; product: { id: string }; channel: { handle: string } }[] } }>(
      '{ activeCooperateEvents(limit: 100) { items { id product { id } channel { handle } } } }',
    );
    const ids = data.activeCooperateEvents.items.map((e) => e.id);
    expect(ids.indexOf(soon.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(over.id);
    expect(ids).not.toContain(future.id);
    expect(data.activeCooperateEvents.items.find((e) => e.id === soon.id)).toEqual({ id: soon.id, product: { id: '11' }, channel: { handle: `coop${tag}` } });
  });
});
