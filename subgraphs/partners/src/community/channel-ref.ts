import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, isId } from '@shop/kit';
import { ChannelEntity, type Channel } from '../channels/channel.entity.js';
import { findChannelByHandle } from '../channels/channels.service.js';

/**
 * The channel a public read or a member's write names by `channelId`: links carry the handle
 * (`@coach` or `coach`; spec section 2), the partner API the numeric id. Digits are an id first,
 * then a handle (a handle may be all digits); anything else is a handle.
 */
export async function channelByRef(em: EntityManager, raw: string): Promise<Channel> {
  const ref = raw.normalize('NFC').trim();
  if (isId(ref)) {
    const channel = await em.findOne(ChannelEntity, { id: ref });
    if (channel) return channel;
  }
  if (!ref.replaceAll('@', '').trim()) throw NotFound('채널을 찾을 수 없습니다.');
  return findChannelByHandle(em, ref);
}
