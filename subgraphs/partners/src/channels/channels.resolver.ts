import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BadInput, PageArgs, SIGNED_UP, byKeys, koreanDate, parsePage, requireIdentity, type Context } from '@shop/kit';
import { ChannelEntity, type Channel as ChannelRow } from './channel.entity.js';
import { BecomeInfluencerInput, Channel, ChannelPage, ChannelProfileInput, ChannelSignupPage, ChannelSurveyAnswerInput, ServerTime, User } from './channel.types.js';
import * as channels from './channels.service.js';
import { readableImageUrl } from '@shop/kit/file-urls.js';

/** Per-request channel loader by id (references, and other modules' `channel` fields). */
export function channelById(ctx: Context) {
  return ctx.loaders.get<string, ChannelRow | null>('channelById', async (ids) => byKeys(ids, await ctx.em.find(ChannelEntity, { id: { $in: [...ids] } }), (c) => c.id, null));
}

function channelByOwner(ctx: Context) {
  return ctx.loaders.get<string, ChannelRow | null>('channelByOwner', async (ids) => byKeys(ids, await ctx.em.find(ChannelEntity, { ownerUserId: { $in: [...ids] } }), (c) => c.ownerUserId, null));
}

@Resolver(() => Channel)
export class ChannelsResolver {
  /** The stored photo is a path of the shop's files: each reader gets a URL that opens (signed when the file is private). */
  @FieldResolver(() => String, { nullable: true })
  profileImageUrl(@Root() channel: ChannelRow): string | null {
    return readableImageUrl(channel.profileImageUrl);
  }

  @Query(() => Channel, { description: '핸들(@ 무시, 예전 핸들도) 또는 번호로 채널 조회' })
  async channel(@Arg('handle', () => String) handle: string, @Ctx() ctx: Context): Promise<ChannelRow> {
    return channels.findChannelByHandle(ctx.em, handle);
  }

  @Query(() => ChannelPage, { description: '채널 찾기 (spec: query, offset 0, pageSize 3): 핸들이 같은 채널이 먼저' })
  async lookupChannels(
    @Arg('query', () => String) query: string,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('pageSize', () => Int, { defaultValue: channels.LOOKUP_PAGE_SIZE }) pageSize: number,
    @Ctx() ctx: Context,
  ): Promise<ChannelPage> {
    return channels.lookupChannels(ctx.em, query, offset, pageSize);
  }

  @Query(() => Channel, { description: '인플루언서 계정이 운영하는 채널' })
  async channelOfInfluencer(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context): Promise<ChannelRow> {
    return channels.channelOfInfluencer(ctx.em, userId);
  }

  @Authorized('influencer', 'admin')
  @Query(() => Channel, { description: '내 채널 (파트너 센터)' })
  async myChannel(@Ctx() ctx: Context): Promise<ChannelRow> {
    return channels.myChannel(ctx.em, ctx.identity ?? null);
  }

  @Query(() => ServerTime, { description: '서버 시각' })
  serverTime(): ServerTime {
    const now = new Date();
    return { now, koreanDate: koreanDate(now) };
  }

  @Query(() => Int, { description: '채널 회원 수 (채널로 가입했거나 알림을 받는 회원, 한 사람 한 번)' })
  async channelMemberCount(@Arg('channelId', () => String) channelId: string, @Ctx() ctx: Context): Promise<number> {
    return channels.channelMemberCount(ctx.em, channelId);
  }

  @Authorized('influencer', 'admin')
  @Query(() => ChannelSignupPage, { description: '채널 주인: 채널 링크로 가입한 회원 (최근 순)' })
  async channelSignupMembers(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<ChannelSignupPage> {
    return channels.channelSignupMembers(ctx.em, ctx.identity ?? null, channelId, parsePage(page));
  }

  @Authorized(...SIGNED_UP)
  @Query(() => [Channel], { description: '내가 알림을 받는 인플루언서 채널' })
  async myFollowedChannels(@Ctx() ctx: Context): Promise<ChannelRow[]> {
    return channels.followedChannels(ctx.em, requireIdentity(ctx));
  }

  @Authorized('member', 'admin')
  @Mutation(() => Channel, { description: '채널 열기: 회원이 인플루언서가 됩니다 (역할은 다음 자동 로그인 토큰부터)' })
  async becomeInfluencer(@Arg('input', () => BecomeInfluencerInput) input: BecomeInfluencerInput, @Ctx() ctx: Context): Promise<ChannelRow> {
    return channels.becomeInfluencer(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized('influencer', 'admin')
  @Mutation(() => Channel, { description: '채널 프로필 고치기' })
  async editChannelProfile(@Arg('input', () => ChannelProfileInput) input: ChannelProfileInput, @Ctx() ctx: Context): Promise<ChannelRow> {
    return channels.editChannelProfile(ctx.em, ctx.identity ?? null, input);
  }

  @Authorized('influencer', 'admin')
  @Mutation(() => Channel, { description: '채널 인사말 고치기 (비우면 없앰)' })
  async editChannelGreetings(
    @Arg('greetings', () => String, { nullable: true }) greetings: string | null,
    @Arg('channelId', () => ID, { nullable: true }) channelId: string | null,
    @Ctx() ctx: Context,
  ): Promise<ChannelRow> {
    return channels.editChannelGreetings(ctx.em, ctx.identity ?? null, { greetings, channelId });
  }

  @Authorized('influencer', 'admin')
  @Mutation(() => Channel, { description: '방문자에게 보일 메뉴 (전체 목록)' })
  async setChannelMenus(@Arg('menus', () => [String]) menus: string[], @Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Ctx() ctx: Context): Promise<ChannelRow> {
    return channels.setChannelMenus(ctx.em, ctx.identity ?? null, { menus, channelId });
  }

  @Authorized('influencer', 'admin')
  @Mutation(() => Channel, { description: '채널 핸들 바꾸기 (예전 링크도 계속 이 채널로)' })
  async changeChannelHandle(@Arg('handle', () => String) handle: string, @Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Ctx() ctx: Context): Promise<ChannelRow> {
    return channels.changeChannelHandle(ctx.em, ctx.identity ?? null, { handle, channelId });
  }

  // commerce's outbox calls this as the system after a sign-up through a channel link.
  @Authorized('admin')
  @Mutation(() => Boolean, { description: '시스템: 채널 링크로 가입한 회원 기록 (처음이면 true)' })
  async recordChannelSignup(@Arg('userId', () => ID) userId: string, @Arg('channelId', () => String) channelId: string, @Ctx() ctx: Context): Promise<boolean> {
    return channels.recordChannelSignup(ctx.em, userId, channelId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Channel, { description: '인플루언서 알림 신청 (다시 신청해도 그대로)' })
  async followChannel(@Arg('channelId', () => String) channelId: string, @Ctx() ctx: Context): Promise<ChannelRow> {
    return channels.followChannel(ctx.em, requireIdentity(ctx), channelId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '인플루언서 알림 끊기' })
  async unfollowChannel(@Arg('channelId', () => String) channelId: string, @Ctx() ctx: Context): Promise<boolean> {
    return channels.unfollowChannel(ctx.em, requireIdentity(ctx), channelId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '채널 설문 답하기 (다시 답하면 바꿈)' })
  async answerChannelSurvey(@Arg('input', () => ChannelSurveyAnswerInput) input: ChannelSurveyAnswerInput, @Ctx() ctx: Context): Promise<boolean> {
    let answers: unknown;
    try {
      answers = JSON.parse(input.answers);
    } catch {
      throw BadInput([{ field: 'answers', message: '답(answers)은 JSON 객체여야 합니다.' }]);
    }
    return channels.answerChannelSurvey(ctx.em, requireIdentity(ctx), { ...input, answers });
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
