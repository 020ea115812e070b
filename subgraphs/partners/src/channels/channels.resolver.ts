import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { byKeys, type Context } from '@shop/kit';
import { ChannelEntity, type Channel as ChannelRow } from './channel.entity.js';
import { Channel, User } from './channel.types.js';
import { findChannelByHandle } from './channels.service.js';

/** Per-request channel loader by id (references, and other modules' `channel` fields). */
export function channelById(ctx: Context) {
  return ctx.loaders.get<string, ChannelRow | null>('channelById', async (ids) => byKeys(ids, await ctx.em.find(ChannelEntity, { id: { $in: [...ids] } }), (c) => c.id, null));
}

function channelByOwner(ctx: Context) {
  return ctx.loaders.get<string, ChannelRow | null>('channelByOwner', async (ids) => byKeys(ids, await ctx.em.find(ChannelEntity, { ownerUserId: { $in: [...ids] } }), (c) => c.ownerUserId, null));
}

@Resolver(() => Channel)
export class ChannelsResolver {
  @Query(() => Channel, { description: '핸들로 채널 조회 (@ 문자는 무시)' })
  async channel(@Arg('handle', () => String) handle: string, @Ctx() ctx: Context): Promise<ChannelRow> {
    return findChannelByHandle(ctx.em, handle);
  }
}

@Resolver(() => User)
export class UserChannelResolver {
  @FieldResolver(() => Channel, { nullable: true, description: '이 계정이 운영하는 채널' })
  async channel(@Root() user: User, @Ctx() ctx: Context): Promise<ChannelRow | null> {
    return channelByOwner(ctx).load(user.id);
  }
}

export const references = {
  User: { __resolveReference: (reference: { id: string }) => ({ id: reference.id }) },
  Channel: {
    __resolveReference: (reference: { id: string }, ctx: Context) => channelById(ctx).load(reference.id),
  },
};
