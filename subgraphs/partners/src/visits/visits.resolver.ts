import { Arg, Args, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { PageArgs, parsePage, type Context } from '@shop/kit';
import * as visits from './visits.service.js';

@InputType({ description: '방문 기록 (spec 4: first_inflow, users_history 등)' })
export class ChannelVisitInput {
  @Field(() => String, { description: 'first_inflow (세션마다 한 번), users_history, 그 밖의 동작' }) action!: string;
  @Field(() => String, { nullable: true, description: '채널 핸들(@ 무시)이나 번호; 모르면 8888' }) influencerId?: string | null;
  @Field(() => String, { nullable: true, description: '브라우저 탭 세션 값 (first_inflow에는 필수)' }) sessionId?: string | null;
  @Field(() => String, { nullable: true, description: '경로에서 나온 값 등' }) value?: string | null;
}

@ObjectType()
export class ChannelVisitResult {
  @Field(() => Boolean, { description: '새로 기록했는지 (같은 세션의 두 번째 first_inflow는 false)' }) recorded!: boolean;
  @Field(() => ID, { nullable: true, description: '알아본 채널 (모르면 null)' }) channelId!: string | null;
}

@InputType({ description: '쿼리 로그 (spec 3)' })
export class QueryLogInput {
  @Field(() => String) log!: string;
  @Field(() => String, { nullable: true }) host?: string | null;
  @Field(() => String, { nullable: true }) hostname?: string | null;
  @Field(() => String, { nullable: true }) href?: string | null;
  @Field(() => String, { nullable: true }) origin?: string | null;
  @Field(() => String, { nullable: true }) pathname?: string | null;
  @Field(() => String, { nullable: true, description: '유입 채널 핸들' }) inflow?: string | null;
  @Field(() => String, { nullable: true, description: '보내지 않으면 요청한 주소' }) ip?: string | null;
}

@ObjectType()
export class QueryLog {
  @Field(() => ID) id!: string;
  @Field(() => String) log!: string;
  @Field(() => String, { nullable: true }) href?: string | null;
  @Field(() => String, { nullable: true }) pathname?: string | null;
  @Field(() => String, { nullable: true }) inflow?: string | null;
  @Field(() => String, { nullable: true }) ip?: string | null;
  @Field(() => String, { nullable: true, description: '주소의 지역 (시·도), 알 수 없으면 null' }) region?: string | null;
  @Field(() => String, { nullable: true, description: '주소의 시·군·구' }) city?: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class QueryLogPage {
  @Field(() => [QueryLog]) items!: QueryLog[];
  @Field(() => Int) total!: number;
}

@Resolver()
export class VisitsResolver {
  @Mutation(() => ChannelVisitResult, { description: '방문 기록 (누구나; 기록하는 계정은 로그인한 본인, 없으면 익명 8888)' })
  async recordChannelVisit(@Arg('input', () => ChannelVisitInput) input: ChannelVisitInput, @Ctx() ctx: Context): Promise<ChannelVisitResult> {
    return visits.recordVisit(ctx.em, ctx.identity ?? null, ctx.clientIp ?? null, input);
  }

  @Mutation(() => Boolean, { description: '채널 방문 수 하나 더 (모르는 채널이면 false)' })
  async countChannelVisit(@Arg('channelId', () => String) channelId: string, @Ctx() ctx: Context): Promise<boolean> {
    return visits.countChannel(ctx.em, channelId, 'visits');
  }

  @Mutation(() => Boolean, { description: '채널 페이지뷰 하나 더 (모르는 채널이면 false)' })
  async countChannelPageView(@Arg('channelId', () => String) channelId: string, @Ctx() ctx: Context): Promise<boolean> {
    return visits.countChannel(ctx.em, channelId, 'pageViews');
  }

  @Mutation(() => Boolean, { description: '쿼리 로그 남기기 (누구나)' })
  async recordQueryLog(@Arg('input', () => QueryLogInput) input: QueryLogInput, @Ctx() ctx: Context): Promise<boolean> {
    return visits.recordQueryLog(ctx.em, ctx.identity ?? null, ctx.clientIp ?? null, input);
  }

  @Authorized('influencer', 'admin')
  @Query(() => QueryLogPage, { description: '채널 주인: 채널로 들어온 쿼리 로그 (최근 순)' })
  async channelQueryLogs(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<QueryLogPage> {
    return visits.channelQueryLogs(ctx.em, ctx.identity ?? null, channelId, parsePage(page));
  }
}
