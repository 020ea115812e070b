import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { LocalDateScalar, type Context } from '@shop/kit';
import * as usage from './usage-log.service.js';

@InputType({ description: '이용 기록 한 건 (명세 2장: action, action_type, action_id, query, href, referral)' })
export class UsageLogInput {
  @Field(() => String, { description: '화면 구분: home, product, group_buying, cart, order, payment_result, pick, mypage, search' }) action!: string;
  @Field(() => String, { description: '행동 구분: view, search, click' }) actionType!: string;
  @Field(() => String, { nullable: true, description: '대상 ID (예: 상품 ID)' }) actionId?: string | null;
  @Field(() => String, { nullable: true, description: '검색어 (actionType search일 때 필요)' }) query?: string | null;
  @Field(() => String, { description: '이 쇼핑몰 안의 경로 (경로 + 쿼리, /로 시작)' }) href!: string;
  @Field(() => String, { nullable: true, description: '이전 경로, 또는 다른 사이트 주소 (출처와 경로만 저장)' }) referral?: string | null;
}

@ObjectType({ description: '이용 기록 집계 한 줄 (관리자)' })
export class UsageCount {
  @Field(() => String) action!: string;
  @Field(() => String) actionType!: string;
  @Field(() => Int) count!: number;
}

@Resolver()
export class UsageLogResolver {
  @Mutation(() => Boolean, { description: '이용 기록 남기기 (누구나; 로그인했으면 그 계정으로 기록)' })
  async recordUsage(@Arg('input', () => UsageLogInput) input: UsageLogInput, @Ctx() ctx: Context) {
    await usage.recordUsage(ctx.em, { identity: ctx.identity, clientIp: ctx.clientIp }, input);
    return true;
  }

  @Authorized('admin')
  @Query(() => [UsageCount], { description: '관리자: 기간(한국 날짜, 양 끝 포함) 동안 화면·행동별 이용 기록 수' })
  usageSummary(@Arg('from', () => LocalDateScalar) from: string, @Arg('to', () => LocalDateScalar) to: string, @Ctx() ctx: Context) {
    return usage.usageSummary(ctx.em, from, to);
  }
}
