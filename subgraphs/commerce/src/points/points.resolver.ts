import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, PageArgs, Paginated, graphqlEnum, parsePage, requireIdentity, idSchema, parseInput, NotFound, type Context } from '@shop/kit';
import { OrderView } from '../orders/orders.types.js';
import { DeliveryQuoteResult } from '../delivery/delivery.resolver.js';
import { OrderEntity, type Order } from '../orders/order.entities.js';
import { ReviewEntity } from '../reviews/review.entities.js';
import { pointRules } from './points.config.js';
import { ENTRY_KINDS } from './point.entities.js';
import * as points from './points.service.js';

const PointEntryKindEnum = graphqlEnum(ENTRY_KINDS, 'PointEntryKind', '적립금 내역 종류: earn 적립, spend 사용, return 사용 취소로 돌려받음, expire 소멸, revoke 적립 취소');

@ObjectType({ description: '적립금 내역 한 줄' })
export class PointHistoryItem {
  @Field(() => ID) id!: string;
  @Field(() => PointEntryKindEnum) kind!: string;
  @Field(() => Int, { description: '바뀐 금액 (적립·돌려받음은 +, 사용·소멸·취소는 -)' }) amount!: number;
  @Field(() => Int, { description: '이 내역 뒤의 잔액' }) balanceAfter!: number;
  @Field(() => String) reason!: string;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: '이 적립금의 소멸일' }) expiresAt!: Date;
}

@ObjectType()
export class PointHistoryPage extends Paginated(PointHistoryItem) {}

@ObjectType({ description: '내 적립금' })
export class PointSummary {
  @Field(() => Int, { description: '지금 쓸 수 있는 적립금' }) balance!: number;
  @Field(() => Int, { description: '30일 안에 소멸되는 적립금' }) expiringSoon!: number;
  @Field(() => Date, { nullable: true, description: '가장 먼저 소멸되는 날' }) nextExpiryAt!: Date | null;
}

@ObjectType({ description: '적립금 규칙 (서버 설정; 화면은 규칙을 따로 갖지 않습니다)' })
export class PointRulesView {
  @Field(() => Int, { description: '구매확정 적립률(%)' }) purchaseRatePercent!: number;
  @Field(() => Int, { description: '글 리뷰 적립금' }) reviewText!: number;
  @Field(() => Int, { description: '사진 리뷰 적립금' }) reviewPhoto!: number;
  @Field(() => Int, { description: '이만큼 모이면 쓸 수 있음' }) minBalance!: number;
  @Field(() => Int, { description: '사용 단위(원)' }) useUnit!: number;
  @Field(() => Int, { description: '적립 후 소멸까지 일수' }) expiryDays!: number;
}

const orderIdOf = (raw: string) => parseInput(idSchema('주문'), raw, 'orderId');
const reviewIdOf = (raw: string) => parseInput(idSchema('리뷰'), raw, 'reviewId');

@Resolver()
export class PointsResolver {
  @Authorized(...SIGNED_UP)
  @Query(() => PointSummary, { description: '내 적립금 (잔액, 소멸 예정)' })
  myPoints(@Ctx() ctx: Context) {
    return points.pointSummary(ctx.em, requireIdentity(ctx));
  }

  @Authorized(...SIGNED_UP)
  @Query(() => PointHistoryPage, { description: '적립금 내역 (최신순, 내역마다 잔액)' })
  pointHistory(@Arg('kind', () => PointEntryKindEnum, { nullable: true }) kind: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return points.pointHistory(ctx.em, requireIdentity(ctx), kind, parsePage(page));
  }

  @Query(() => PointRulesView, { description: '적립금 규칙' })
  pointRules(): PointRulesView {
    const { purchaseRatePercent, reviewText, reviewPhoto, minBalance, useUnit, expiryDays } = pointRules();
    return { purchaseRatePercent, reviewText, reviewPhoto, minBalance, useUnit, expiryDays };
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => OrderView, { description: '결제 전 내 주문에 적립금 쓰기 (0이면 빼기; 최대는 주문의 pointsUsable)' })
  usePoints(@Arg('orderId', () => ID) orderId: string, @Arg('amount', () => Int) amount: number, @Ctx() ctx: Context) {
    return points.usePoints(ctx.em, requireIdentity(ctx), { orderId, amount });
  }

  @Authorized('admin')
  @Mutation(() => Int, { description: '관리자: 구매확정 적립금 주기 (주문마다 한 번; 구매확정 때 자동으로도 줍니다)' })
  async grantPurchasePoints(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: Context): Promise<number> {
    const order = await ctx.em.findOne(OrderEntity, { id: orderIdOf(orderId) });
    if (!order) throw NotFound('주문을 찾을 수 없습니다.');
    return points.grantPurchasePoints(ctx.em, order);
  }

  @Authorized('admin')
  @Mutation(() => Int, { description: '관리자: 구매 적립금 취소 (남은 만큼; 취소·반품 때)' })
  revokePurchasePoints(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: Context) {
    return points.revokeGrant(ctx.em, 'purchase', orderIdOf(orderId), '구매 적립 취소');
  }

  @Authorized('admin')
  @Mutation(() => Int, { description: '관리자: 리뷰 적립금 주기 (리뷰마다 한 번; 리뷰를 쓰면 자동으로도 줍니다)' })
  async grantReviewPoints(@Arg('reviewId', () => ID) reviewId: string, @Ctx() ctx: Context): Promise<number> {
    const review = await ctx.em.findOne(ReviewEntity, { id: reviewIdOf(reviewId) });
    if (!review) throw NotFound('리뷰를 찾을 수 없습니다.');
    return points.grantReviewPoints(ctx.em, review);
  }

  @Authorized('admin')
  @Mutation(() => Int, { description: '관리자: 리뷰 적립금 취소 (남은 만큼; 리뷰를 지우면 자동으로도)' })
  revokeReviewPoints(@Arg('reviewId', () => ID) reviewId: string, @Ctx() ctx: Context) {
    return points.revokeGrant(ctx.em, 'review', reviewIdOf(reviewId), '리뷰 적립 취소');
  }
}

@Resolver(() => OrderView)
export class OrderPointsResolver {
  @FieldResolver(() => Int, { description: '이 주문에 지금 쓸 수 있는 최대 적립금 (결제 전 내 주문; 아니면 0)' })
  pointsUsable(@Root() order: Order, @Ctx() ctx: Context) {
    return points.pointsUsable(ctx.em, ctx.identity, order);
  }
}

@Resolver(() => DeliveryQuoteResult)
export class QuotePointsResolver {
  @FieldResolver(() => Int, { description: '이 결제에 쓸 수 있는 최대 적립금 (로그인한 회원의 잔액과 적립금 규칙으로 계산; 비회원 0)' })
  pointsUsable(@Root() quote: { goodsTotal: number; deliveryTotal: number }, @Ctx() ctx: Context) {
    return points.quotePointsUsable(ctx.em, ctx.identity, quote);
  }
}
