import { Arg, Args, Authorized, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { LocalDateScalar, PageArgs, parsePage, type Context } from '@shop/kit';
import { Product } from '../cooperate/cooperate.resolver.js';
import * as stats from './stats.service.js';
import { channelOrders, syncChannelOrder } from '../attribution/attribution.service.js';
import { ATTRIBUTION_REASON_LABEL, type AttributionReason } from '../attribution/channel-order.entity.js';
import { InputType } from 'type-graphql';

@ObjectType({ description: '채널의 하루 수치 (한국 날짜)' })
export class ChannelDayFigures {
  @Field(() => LocalDateScalar) day!: string;
  @Field(() => Int, { description: '방문 (채널 링크로 들어온 세션과 방문 수 올리기)' }) visits!: number;
  @Field(() => Int, { description: '첫 유입 (세션마다 한 번)' }) firstInflows!: number;
  @Field(() => Int) pageViews!: number;
  @Field(() => Int, { description: '채널로 가입한 회원' }) signups!: number;
  @Field(() => Int, { description: '채널 주문 (전부 취소·반품된 주문은 빠집니다)' }) orders!: number;
  @Field(() => Float, { description: '채널 매출(원): 쿠폰 할인과 환불을 뺀 상품 금액' }) revenue!: number;
}

@ObjectType()
export class ChannelTotals {
  @Field(() => Int) visits!: number;
  @Field(() => Int) firstInflows!: number;
  @Field(() => Int) pageViews!: number;
  @Field(() => Int) signups!: number;
  @Field(() => Int) orders!: number;
  @Field(() => Float) revenue!: number;
}

@ObjectType({ description: '채널 통계: 기간의 날마다 수치와 합계' })
export class ChannelStats {
  @Field(() => ID) channelId!: string;
  @Field(() => LocalDateScalar) from!: string;
  @Field(() => LocalDateScalar) to!: string;
  @Field(() => [ChannelDayFigures]) days!: ChannelDayFigures[];
  @Field(() => ChannelTotals) totals!: ChannelTotals;
}

@ObjectType({ description: '채널로 많이 팔린 상품' })
export class ChannelTopProduct {
  @Field(() => ID) productId!: string;
  @Field(() => Product, { description: '상품 (페더레이션)' }) product!: Product;
  @Field(() => Int) quantity!: number;
  @Field(() => Float) revenue!: number;
}

@ObjectType({ description: '채널에 귀속된 주문과 그 이유' })
export class ChannelOrder {
  @Field(() => ID) orderId!: string;
  @Field(() => String, { description: 'cooperate 공동구매가, combination 채널 조합, coupon 채널 쿠폰, link 채널 링크로 들어온 뒤 기간 안의 주문' }) reason!: string;
  @Field(() => String, { description: '이유 (한국어)' }) reasonLabel!: string;
  @Field(() => Date) orderedAt!: Date;
  @Field(() => Int, { description: '지금 채널 매출로 치는 금액 (취소·반품 뒤)' }) revenue!: number;
  @Field(() => String) status!: string;
}

@ObjectType()
export class ChannelOrderPage {
  @Field(() => [ChannelOrder]) items!: ChannelOrder[];
  @Field(() => Int) total!: number;
}

@InputType({ description: '시스템: 상품 서비스가 보내는 주문의 현재 사실' })
export class ChannelOrderLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) revenue!: number;
  @Field(() => ID, { nullable: true }) cooperateEventId?: string | null;
  @Field(() => ID, { nullable: true }) combinationId?: string | null;
}

@InputType()
export class ChannelOrderInput {
  @Field(() => ID) orderId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => Date) orderedAt!: Date;
  @Field(() => Date) paidAt!: Date;
  @Field(() => String) status!: string;
  @Field(() => Int) revenue!: number;
  @Field(() => Float, { description: '주문의 변경 번호 (ms): 더 오래된 사실은 무시됩니다' }) version!: number;
  @Field(() => [ChannelOrderLineInput]) lines!: ChannelOrderLineInput[];
  @Field(() => [ID], { nullable: true, description: '주문에 쓴 채널 쿠폰의 채널' }) couponChannelIds?: string[] | null;
}

@Resolver()
export class StatsResolver {
  @Authorized('influencer', 'admin')
  @Query(() => ChannelStats, { description: '채널 주인: 날마다 방문·첫 유입·페이지뷰·가입·주문·매출 (기본 최근 90일, 최대 366일)' })
  async channelStats(
    @Arg('channelId', () => ID, { nullable: true, description: '관리자만: 다른 채널' }) channelId: string | null,
    @Arg('from', () => LocalDateScalar, { nullable: true }) from: string | null,
    @Arg('to', () => LocalDateScalar, { nullable: true }) to: string | null,
    @Ctx() ctx: Context,
  ): Promise<ChannelStats> {
    return stats.channelStats(ctx.em, ctx.identity ?? null, channelId, { from, to });
  }

  @Authorized('influencer', 'admin')
  @Query(() => [ChannelTopProduct], { description: '채널 주인: 기간에 많이 팔린 상품 (매출순)' })
  async channelTopProducts(
    @Arg('channelId', () => ID, { nullable: true }) channelId: string | null,
    @Arg('from', () => LocalDateScalar, { nullable: true }) from: string | null,
    @Arg('to', () => LocalDateScalar, { nullable: true }) to: string | null,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: Context,
  ): Promise<ChannelTopProduct[]> {
    return (await stats.channelTopProducts(ctx.em, ctx.identity ?? null, channelId, { from, to }, limit)).map((p) => ({ ...p, product: { id: p.productId } }));
  }

  @Authorized('influencer', 'admin')
  @Query(() => ChannelOrderPage, { description: '채널 주인: 채널에 귀속된 주문 (최근 순)' })
  async channelOrders(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<ChannelOrderPage> {
    const { items, total } = await channelOrders(ctx.em, ctx.identity ?? null, channelId, parsePage(page));
    return { items: items.map((o) => ({ ...o, reasonLabel: ATTRIBUTION_REASON_LABEL[o.reason as AttributionReason] ?? o.reason })), total };
  }

  // commerce's outbox calls this as the system (admin identity) after each change of a paid order.
  @Authorized('admin')
  @Mutation(() => Boolean, { description: '시스템: 주문의 현재 사실로 채널 귀속과 수치를 맞춤 (바뀐 것이 있으면 true)' })
  async syncChannelOrder(@Arg('input', () => ChannelOrderInput) input: ChannelOrderInput, @Ctx() ctx: Context): Promise<boolean> {
    return syncChannelOrder(ctx.em, input);
  }
}
