import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, Forbidden, NotFound, Unauthenticated, type Identity } from '@shop/kit';
import { ChannelEntity, type Channel } from './channel.entity.js';

/**
 * Who may manage a channel's things (categories, products, combinations, group buying, community
 * administration, FAQ, notices): its owner, an influencer account, and admins (support). Every
 * partners module asks here, so the rule lives once (docs/decisions/partners.md, "Who may do what").
 */

/** The channel the caller runs. CHANNEL_REQUIRED when the account runs none. */
export async function ownChannel(em: EntityManager, identity: Identity | null): Promise<Channel> {
  if (!identity) throw Unauthenticated();
  const channel = await em.findOne(ChannelEntity, { ownerUserId: identity.userId });
  if (!channel) throw new AppError('CHANNEL_REQUIRED', '채널을 운영하는 인플루언서만 할 수 있습니다.');
  return channel;
}

/**
 * A channel the caller may manage: their own, or any for an admin. Another influencer's channel is
 * FORBIDDEN (it exists, and is public: hiding it would tell nothing). `channelId` absent means the
 * caller's own channel.
 */
export async function manageableChannel(em: EntityManager, identity: Identity | null, channelId?: string | null): Promise<Channel> {
  if (!identity) throw Unauthenticated();
  if (!channelId) return ownChannel(em, identity);
  const channel = /^[1-9][0-9]{0,17}$/.test(channelId) ? await em.findOne(ChannelEntity, { id: channelId }) : null;
  if (!channel) throw NotFound('채널을 찾을 수 없습니다.');
  if (identity.role !== 'admin' && channel.ownerUserId !== identity.userId) throw Forbidden('본인 채널만 관리할 수 있습니다.');
  return channel;
}

/** Whether the caller may manage `channelId` (for rows read in lists: an owner sees what others do not). */
export function managesChannel(identity: Identity | null, channel: Pick<Channel, 'ownerUserId'>): boolean {
  return !!identity && (identity.role === 'admin' || channel.ownerUserId === identity.userId);
}
