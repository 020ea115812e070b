import type { EntityManager } from '@mikro-orm/postgresql';
import { ChannelEntity } from './channels/channel.entity.js';

/**
 * Demo channel owned by the demo influencer account. Commerce seeds users in its own database,
 * so the owner id is found through the gateway-independent convention below: the seeded
 * influencer is the third demo account (see subgraphs/commerce/src/seed.ts).
 */
export const DEMO_CHANNEL = { ownerUserId: '3', handle: 'nutricoach', name: '영양코치 채널', greetings: '안녕하세요! 영양코치입니다.' };

export async function seed(em: EntityManager): Promise<void> {
  if (await em.count(ChannelEntity, { handle: DEMO_CHANNEL.handle })) return;
  em.create(ChannelEntity, DEMO_CHANNEL);
  await em.flush();
}
