import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '@shop/kit';
import { ChannelEntity, type Channel } from './channel.entity.js';

/** Channel handles arrive from links as `@handle` or `handle`; `@` is removed (spec section 2). */
export function normalizeHandle(raw: string): string {
  return raw.normalize('NFC').replaceAll('@', '').trim();
}

/** Handles are matched whatever the case, as they are unique whatever the case (channels_handle_unique). */
export async function findChannelByHandle(em: EntityManager, raw: string): Promise<Channel> {
  const channel = await em.findOne(ChannelEntity, { [sql`lower(handle)`]: normalizeHandle(raw).toLowerCase() });
  if (!channel) throw NotFound('채널을 찾을 수 없습니다.');
  return channel;
}
