import { Arg, Args, Authorized, Ctx, Field, FieldResolver, InputType, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { LocalDateScalar, PageArgs, byKeys, graphqlEnum, groupByKeys, parsePage, type Context } from '@shop/kit';
import { UserEntity, type User as UserRow } from '../users/user.entity.js';
import { User } from '../users/user.types.js';
import { toUserView } from '../users/user.view.js';
import { PaymentEntity, type Payment as PaymentRow } from '../payments/payment.entities.js';
import { Payment, toPayment } from '../payments/payments.resolver.js';
import type { OrderStatus } from './order-statuses.js';
import type { Order } from './order.entities.js';
import { ORDER_QUEUE_KEYS, adminOrders, orderQueueCounts, orderStatusCounts, type OrderQueue } from './admin-orders.service.js';
import { OrderPage, OrderStatusCount, OrderStatusEnum, OrderView } from './orders.types.js';

const OrderQueueEnum = graphqlEnum(ORDER_QUEUE_KEYS, 'OrderQueue', '주문 관리의 처리 대기: to_prepare (결제완료: 배송 준비 대기), to_ship (배송준비중: 발송 대기), claims (취소·반품·교환 요청)');

@InputType({ description: '관리자 주문 찾기 (모두 비우면 전체)' })
export class AdminOrderFilterInput {
  @Field(() => String, { nullable: true, description: '주문번호 (앞부분만 써도 됩니다)' }) orderNumber?: string | null;
  @Field(() => [OrderStatusEnum], { nullable: true, description: '이 상태들만' }) statuses?: string[] | null;
  @Field(() => OrderQueueEnum, { nullable: true, description: '처리 대기 구분' }) queue?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: '주문일 시작 (한국 날짜)' }) from?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: '주문일 끝 (한국 날짜, 이날 포함)' }) to?: string | null;
  @Field(() => String, { nullable: true, description: '구매자: 주문자 이름, 닉네임, 아이디(정확히) 또는 휴대폰 번호(끝자리)' }) buyer?: string | null;
}

@ObjectType({ description: '주문 관리의 처리 대기 건수' })
export class OrderQueueCount {
  @Field(() => OrderQueueEnum) queue!: OrderQueue;
  @Field(() => String) label!: string;
  @Field(() => [OrderStatusEnum], { description: '이 대기에 드는 상태' }) statuses!: OrderStatus[];
  @Field(() => Int) count!: number;
}

/** The caller is an admin or the order's buyer: who sees the buyer's account and the payments. */
const mayReadPrivate = (order: Order, ctx: Context) => ctx.identity?.role === 'admin' || (!!ctx.identity && ctx.identity.userId === order.userId);

const deskLoaders = (ctx: Context) => ({
  user: ctx.loaders.get<string, UserRow | null>('userById', async (ids) => byKeys(ids, await ctx.em.find(UserEntity, { id: { $in: [...ids] } }), (u) => u.id, null)),
  payments: ctx.loaders.get<string, PaymentRow[]>('paymentsByOrder', async (ids) =>
    groupByKeys(ids, await ctx.em.find(PaymentEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (p) => p.orderId),
  ),
});

@Resolver(() => OrderView)
export class AdminOrdersResolver {
  @Authorized('admin')
  @Query(() => OrderPage, { description: '관리자: 주문 찾기 (주문번호, 상태, 주문일, 구매자; 최신순)' })
  adminOrders(@Arg('filter', () => AdminOrderFilterInput, { nullable: true }) filter: AdminOrderFilterInput | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return adminOrders(ctx.em, filter ?? {}, parsePage(page));
  }

  @Authorized('admin')
  @Query(() => [OrderQueueCount], { description: '관리자: 처리를 기다리는 주문 수 (배송 준비, 발송, 취소·반품·교환 요청)' })
  adminOrderQueues(@Ctx() ctx: Context) {
    return orderQueueCounts(ctx.em);
  }

  @Authorized('admin')
  @Query(() => [OrderStatusCount], { description: '관리자: 상태별 주문 수 (19가지 모두, 없는 상태는 0)' })
  adminOrderStatusCounts(@Ctx() ctx: Context) {
    return orderStatusCounts(ctx.em);
  }

  @FieldResolver(() => String, { nullable: true, description: '주문자 휴대폰 번호 (구매자 본인과 관리자만)' })
  ordererPhone(@Root() order: Order, @Ctx() ctx: Context): string | null {
    return mayReadPrivate(order, ctx) ? order.ordererPhone : null;
  }

  @FieldResolver(() => User, { nullable: true, description: '구매한 계정 (구매자 본인과 관리자만)' })
  async buyer(@Root() order: Order, @Ctx() ctx: Context) {
    if (!mayReadPrivate(order, ctx)) return null;
    const row = await deskLoaders(ctx).user.load(order.userId);
    return row ? toUserView(row, ctx.identity) : null;
  }

  @FieldResolver(() => [Payment], { description: '결제 내역 (구매자 본인과 관리자만; 오래된 것부터)' })
  async payments(@Root() order: Order, @Ctx() ctx: Context) {
    if (!mayReadPrivate(order, ctx)) return [];
    return (await deskLoaders(ctx).payments.load(order.id)).map(toPayment);
  }
}
