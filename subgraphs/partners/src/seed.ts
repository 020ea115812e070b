import type { EntityManager } from '@mikro-orm/postgresql';
import { ChannelEntity, ChannelHandleEntity } from './channels/channel.entity.js';
import { enqueue } from '@shop/kit';
import { CooperateEventEntity } from './cooperate/cooperate.entity.js';
import { COOPERATE_SYNC } from './cooperate/cooperate.service.js';

/** Demo channel of the demo influencer, commerce's fixed-id demo account 3 (see its seed). */
export const DEMO_CHANNEL = { ownerUserId: '3', handle: 'nutricoach', name: '영양코치 채널', greetings: '안녕하세요! 영양코치입니다.' };

export async function seed(em: EntityManager): Promise<void> {
  if (await em.count(ChannelEntity, { handle: DEMO_CHANNEL.handle })) return;
  const channel = em.create(ChannelEntity, DEMO_CHANNEL);
  await em.flush();
  em.create(ChannelHandleEntity, { channelId: channel.id, handle: channel.handle, createdAt: new Date() });
  // Two running group-buying events on demo catalog products (fixed ids, see commerce's seed).
  const day = 86_400_000;
  const now = Date.now();
  em.create(CooperateEventEntity, {
    channelId: channel.id,
    productId: '11',
    title: '영양코치 오메가3 공동구매',
    groupPrice: 24900,
    startsAt: new Date(now - day),
    endsAt: new Date(now + 6 * day),
    status: 'open',
    maxParticipants: 300,
  });
  em.create(CooperateEventEntity, {
    channelId: channel.id,
    productId: '13',
    title: '눈 건강 루테인 공동구매',
    groupPrice: 17900,
    startsAt: new Date(now - day),
    endsAt: new Date(now + 3 * day),
    status: 'open',
  });
  await em.flush();
  // commerce sells at these prices from its copy: sent by the outbox once both services run.
  for (const event of await em.find(CooperateEventEntity, { channelId: channel.id })) await enqueue(em, COOPERATE_SYNC, { eventId: event.id });
}
