import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, idSchema, parseInput, z, type Identity } from '@shop/kit';
import { channelByRef } from './channel-ref.js';
import { CHANNEL_FAVORITE_KINDS, ChannelFavoriteEntity, CommunityPostEntity, type ChannelFavorite } from './community.entities.js';

/**
 * A member's favorites in a channel (`partnersUserFavoriteHistory`): a post of the channel or a
 * product it shows. Adding is idempotent (the unique index and `on conflict do nothing`: twenty
 * taps at once leave one row and all succeed); removing takes the row away if there is one.
 */

const favoriteSchema = z.object({
  channelId: z.string({ error: '채널을 선택해주세요.' }).min(1, '채널을 선택해주세요.'),
  kind: z.enum(CHANNEL_FAVORITE_KINDS, { error: '찜할 대상 종류(post, product)를 확인해주세요.' }),
  targetId: idSchema('찜할 대상'),
});

/** The channel and target of a favorite: a post must be one of the channel's (commerce's products are not this service's to check). */
async function favoriteTarget(em: EntityManager, raw: unknown) {
  const input = parseInput(favoriteSchema, raw);
  const channel = await channelByRef(em, input.channelId);
  if (input.kind === 'post' && !(await em.count(CommunityPostEntity, { id: input.targetId, channelId: channel.id }))) {
    throw new AppError('NOT_FOUND', '이 채널의 게시글을 찾을 수 없습니다.', { fields: [{ field: 'targetId', message: '이 채널의 게시글을 찾을 수 없습니다.' }] });
  }
  return { channelId: channel.id, kind: input.kind, targetId: input.targetId };
}

export async function addFavorite(em: EntityManager, identity: Identity, raw: unknown): Promise<ChannelFavorite> {
  const target = await favoriteTarget(em, raw);
  await em.execute(
    `insert into partners.channel_favorites (user_id, channel_id, kind, target_id, created_at) values (?, ?, ?, ?, now())
     on conflict (user_id, channel_id, kind, target_id) do nothing`,
    [identity.userId, target.channelId, target.kind, target.targetId],
  );
  return em.findOneOrFail(ChannelFavoriteEntity, { userId: identity.userId, ...target });
}

/** Removes a favorite; false when there was none (removing twice is not an error either). */
export async function removeFavorite(em: EntityManager, identity: Identity, raw: unknown): Promise<boolean> {
  const target = await favoriteTarget(em, raw);
  return (await em.nativeDelete(ChannelFavoriteEntity, { userId: identity.userId, ...target })) > 0;
}

const listSchema = z.object({ kind: z.enum(CHANNEL_FAVORITE_KINDS, { error: '찜 종류(post, product)를 확인해주세요.' }).nullish() });

/** The caller's favorites in a channel, newest first. */
export async function myFavorites(em: EntityManager, identity: Identity, channelRef: string, rawKind: unknown): Promise<ChannelFavorite[]> {
  const { kind } = parseInput(listSchema, { kind: rawKind });
  const channel = await channelByRef(em, channelRef);
  return em.find(ChannelFavoriteEntity, { userId: identity.userId, channelId: channel.id, ...(kind ? { kind } : {}) }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
}
