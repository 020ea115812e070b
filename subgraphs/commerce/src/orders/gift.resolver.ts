import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '@shop/kit';
import { ORDER_STATUS_INFO, type OrderStatus } from './order-statuses.js';
import { OrderLineEntity, type Order } from './order.entities.js';
import { DeliveryAddressFields, OrderAddressInput, OrderStatusEnum, OrderView } from './orders.types.js';
import * as gifts from './gift.service.js';

@ObjectType({ description: '선물 받는 분이 보는 상품 (가격 없이)' })
export class GiftLine {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) optionName!: string | null;
  @Field(() => Int) quantity!: number;
}

@ObjectType({ description: '선물 링크로 보는 선물 (가격과 주문한 분의 연락처 없이)' })
export class GiftOrder extends DeliveryAddressFields {
  @Field(() => String) orderNumber!: string;
  @Field(() => OrderStatusEnum) status!: OrderStatus;
  @Field(() => String, { nullable: true }) senderName!: string | null;
  @Field(() => String, { nullable: true }) receiverName!: string | null;
}

@Resolver(() => GiftOrder)
export class GiftResolver {
  @FieldResolver(() => String)
  statusLabel(@Root() order: Order) {
    return ORDER_STATUS_INFO[order.status as OrderStatus].label;
  }

  @FieldResolver(() => Boolean, { description: '지금 배송지를 입력하거나 고칠 수 있는지 (발송 전, 취소되지 않은 선물)' })
  addressOpen(@Root() order: Order, @Ctx() ctx: Context): Promise<boolean> {
    return gifts.giftAddressOpen(ctx.em, order);
  }

  @FieldResolver(() => [GiftLine])
  lines(@Root() order: Order, @Ctx() ctx: Context) {
    return ctx.em.find(OrderLineEntity, { orderId: order.id }, { orderBy: { id: 'asc' } });
  }

  @Query(() => GiftOrder, { description: '선물 링크(giftToken)로 보는 선물: 링크가 곧 권한입니다' })
  giftOrder(@Arg('giftToken', () => String) giftToken: string, @Ctx() ctx: Context) {
    return gifts.giftOrder(ctx.em, giftToken);
  }

  @Mutation(() => GiftOrder, { description: '선물 받는 분의 배송지 입력 (발송 전까지 고칠 수 있음)' })
  enterGiftAddress(
    @Arg('giftToken', () => String) giftToken: string,
    @Arg('address', () => OrderAddressInput) address: OrderAddressInput,
    @Arg('deliveryMemo', () => String, { nullable: true }) deliveryMemo: string | null,
    @Ctx() ctx: Context,
  ) {
    return gifts.enterGiftAddress(ctx.em, giftToken, address, deliveryMemo);
  }
}

@Resolver(() => OrderView)
export class OrderGiftTokenResolver {
  @FieldResolver(() => String, { nullable: true, description: '선물 링크의 토큰 (주문한 분에게만)' })
  giftToken(@Root() order: Order, @Ctx() ctx: Context) {
    return order.giftToken && ctx.identity?.userId === order.userId ? order.giftToken : null;
  }
}
