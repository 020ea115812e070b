import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '@shop/kit';
import { ChannelEntity, type Channel } from './channel.entity.js';

/** Channel handles arrive from links as `@handle` or `handle`; `@` is removed (spec section 2). */
export function normalizeHandle(raw: string): string {
  return raw.normalize('NFC').replaceAll('@', '').trim();
}

export async function findChannelByHandle(em: EntityManager, raw: string): Promise<Channel> {
  const channel = await em.findOne(ChannelEntity, { handle: normalizeHandle(raw) });
  if (!channel) throw NotFound('채널을 찾을 수 없습니다.');
  return channel;
}
