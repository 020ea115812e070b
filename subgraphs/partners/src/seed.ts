import type { EntityManager } from '@mikro-orm/postgresql';
import { ChannelEntity } from './channels/channel.entity.js';

/** Demo channel of the demo influencer, commerce's fixed-id demo account 3 (see its seed). */
export const DEMO_CHANNEL = { ownerUserId: '3', handle: 'nutricoach', name: '영양코치 채널', greetings: '안녕하세요! 영양코치입니다.' };

export async function seed(em: EntityManager): Promise<void> {
  if (await em.count(ChannelEntity, { handle: DEMO_CHANNEL.handle })) return;
  em.create(ChannelEntity, DEMO_CHANNEL);
  await em.flush();
}
