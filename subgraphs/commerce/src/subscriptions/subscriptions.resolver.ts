import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { LocalDateScalar, SIGNED_UP, graphqlEnum, requireIdentity, byKeys, type Context } from '@shop/kit';
import { BillingCard } from '../billing/billing.resolver.js';
import { BillingCardEntity, type BillingCard as BillingCardRow } from '../billing/billing.entities.js';
import { catalogLoaders } from '../catalog/catalog.loaders.js';
import { Product, ProductOption } from '../catalog/catalog.types.js';
import { OrderAddressInput } from '../orders/orders.types.js';
import { SUBSCRIPTION_STATUSES, CHARGE_STATUSES, type Subscription as SubscriptionRow, type SubscriptionCharge as ChargeRow } from './subscription.entities.js';
import * as subscriptions from './subscriptions.service.js';

const SubscriptionStatusEnum = graphqlEnum(SUBSCRIPTION_STATUSES, 'SubscriptionStatus', '정기배송 상태: active 진행 중, paused 일시정지, cancelled 해지');
const ChargeStatusEnum = graphqlEnum(CHARGE_STATUSES, 'SubscriptionChargeStatus', '결제 시도 결과: paid 결제 완료, failed 실패, unknown 결제 대행사의 답을 기다리는 중');

@ObjectType({ description: '정기배송 결제 시도' })
export class SubscriptionCharge {
  @Field(() => ID) id!: string;
  @Field(() => LocalDateScalar, { description: '회차 (그 회차의 결제일)' }) cycleOn!: string;
  @Field(() => Int, { description: '몇 번째 시도 (1: 결제일, 2~4: 다시 시도)' }) attempt!: number;
  @Field(() => ChargeStatusEnum) status!: string;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => Int) amount!: number;
  @Field(() => String, { nullable: true }) failReason!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '지금 할 수 있는 일 (서버가 상태로 정합니다)' })
export class SubscriptionActions {
  @Field(() => Boolean, { description: '이번 회차 건너뛰기' }) skip!: boolean;
  @Field(() => Boolean, { description: '결제일·주기·수량·카드·배송지 바꾸기' }) change!: boolean;
  @Field(() => Boolean) pause!: boolean;
  @Field(() => Boolean) resume!: boolean;
  @Field(() => Boolean) cancel!: boolean;
}

@ObjectType({ description: '정기배송' })
export class Subscription {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true }) optionId!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { description: '배송 주기 (주)' }) intervalWeeks!: number;
  @Field(() => SubscriptionStatusEnum) status!: string;
  @Field(() => LocalDateScalar, { description: '다음 결제일 (한국 날짜)' }) nextChargeOn!: string;
  @Field(() => LocalDateScalar, { nullable: true, description: '실패한 결제를 다시 시도하는 날' }) retryOn!: string | null;
  @Field(() => Int, { description: '이번 회차에 실패한 횟수' }) failures!: number;
  @Field(() => String, { nullable: true }) pausedReason!: string | null;
  @Field(() => String) recipientName!: string;
  @Field(() => String) recipientPhone!: string;
  @Field(() => String) postcode!: string;
  @Field(() => String) address1!: string;
  @Field(() => String, { nullable: true }) address2!: string | null;
  @Field(() => String, { nullable: true }) deliveryMemo!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) cancelledAt!: Date | null;
}

@ObjectType({ description: '정기배송 규칙 (서버 설정; 화면은 규칙을 따로 갖지 않습니다)' })
export class SubscriptionRulesView {
  @Field(() => [Int], { description: '고를 수 있는 배송 주기 (주)' }) intervalWeeks!: number[];
  @Field(() => Int) maxQuantity!: number;
  @Field(() => Int, { description: '한 회원이 할 수 있는 정기배송 수' }) maxLive!: number;
  @Field(() => [Int], { description: '결제에 실패하면 결제일 며칠 뒤에 다시 시도하는지' }) retryDays!: number[];
  @Field(() => Int, { description: '결제 며칠 전에 알려드리는지' }) noticeDaysBefore!: number;
  @Field(() => Int, { description: '결제일은 오늘부터 며칠 뒤까지 고를 수 있는지' }) maxDaysAhead!: number;
}

@InputType({ description: '정기배송 시작' })
export class StartSubscriptionInput {
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true }) optionId?: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { description: '2, 4, 8 (주)' }) intervalWeeks!: number;
  @Field(() => ID, { description: '결제할 카드 (등록한 카드의 id)' }) cardId!: string;
  @Field(() => ID, { nullable: true, description: '배송지 목록의 배송지' }) addressId?: string | null;
  @Field(() => OrderAddressInput, { nullable: true }) address?: OrderAddressInput | null;
  @Field(() => String, { nullable: true }) deliveryMemo?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: '첫 결제일 (비우면 오늘: 바로 결제합니다)' }) firstChargeOn?: string | null;
}

@InputType({ description: '정기배송 바꾸기 (보낸 것만 바뀝니다)' })
export class ChangeSubscriptionInput {
  @Field(() => LocalDateScalar, { nullable: true, description: '다음 결제일 (내일부터)' }) nextChargeOn?: string | null;
  @Field(() => Int, { nullable: true }) intervalWeeks?: number | null;
  @Field(() => Int, { nullable: true }) quantity?: number | null;
  @Field(() => ID, { nullable: true }) cardId?: string | null;
  @Field(() => ID, { nullable: true }) addressId?: string | null;
  @Field(() => OrderAddressInput, { nullable: true }) address?: OrderAddressInput | null;
  @Field(() => String, { nullable: true }) deliveryMemo?: string | null;
}

const loaders = (ctx: Context) => ({
  card: ctx.loaders.get<string, BillingCardRow | null>('billingCardById', async (ids) => byKeys(ids, await ctx.em.find(BillingCardEntity, { id: { $in: [...ids] } }), (c) => c.id, null)),
  charges: ctx.loaders.get<string, ChargeRow[]>('chargesBySubscription', (ids) => subscriptions.chargesOf(ctx.em, ids)),
});

/** Inputs as the service reads them: fields the client left out stay out. */
const present = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

@Resolver(() => Subscription)
export class SubscriptionsResolver {
  @Query(() => SubscriptionRulesView, { description: '정기배송 규칙' })
  subscriptionRules(): SubscriptionRulesView {
    const r = subscriptions.SUBSCRIPTION_RULES;
    return { ...r, intervalWeeks: [...r.intervalWeeks], retryDays: [...r.retryDays] };
  }

  @Authorized(...SIGNED_UP)
  @Query(() => [Subscription], { description: '내 정기배송 (진행 중인 것 먼저, 다음 결제일 순)' })
  mySubscriptions(@Ctx() ctx: Context) {
    return subscriptions.mySubscriptions(ctx.em, requireIdentity(ctx));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Subscription, { description: '정기배송 시작 (첫 결제일이 오늘이면 바로 결제합니다)' })
  startSubscription(@Arg('input', () => StartSubscriptionInput) input: StartSubscriptionInput, @Ctx() ctx: Context) {
    return subscriptions.startSubscription(ctx.em, requireIdentity(ctx), present(input));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Subscription, { description: '이번 회차 건너뛰기: 다음 결제일이 한 주기 뒤로 갑니다' })
  skipSubscription(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return subscriptions.skipSubscription(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Subscription, { description: '정기배송 바꾸기: 다음 결제일, 주기, 수량, 카드, 배송지' })
  changeSubscription(@Arg('id', () => ID) id: string, @Arg('input', () => ChangeSubscriptionInput) input: ChangeSubscriptionInput, @Ctx() ctx: Context) {
    return subscriptions.changeSubscription(ctx.em, requireIdentity(ctx), id, present(input));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Subscription, { description: '정기배송 일시정지' })
  pauseSubscription(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return subscriptions.pauseSubscription(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Subscription, { description: '정기배송 다시 시작 (다음 결제일: 보낸 날, 없으면 멈춘 회차의 날 또는 내일)' })
  resumeSubscription(@Arg('id', () => ID) id: string, @Arg('nextChargeOn', () => LocalDateScalar, { nullable: true }) nextChargeOn: string | null, @Ctx() ctx: Context) {
    return subscriptions.resumeSubscription(ctx.em, requireIdentity(ctx), id, nextChargeOn);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Subscription, { description: '정기배송 해지' })
  cancelSubscription(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return subscriptions.cancelSubscription(ctx.em, requireIdentity(ctx), id);
  }

  @FieldResolver(() => Product, { nullable: true })
  product(@Root() subscription: SubscriptionRow, @Ctx() ctx: Context) {
    return catalogLoaders(ctx).product.load(subscription.productId);
  }

  @FieldResolver(() => ProductOption, { nullable: true })
  async option(@Root() subscription: SubscriptionRow, @Ctx() ctx: Context) {
    if (!subscription.optionId) return null;
    return (await catalogLoaders(ctx).options.load(subscription.productId)).find((o) => o.id === subscription.optionId) ?? null;
  }

  @FieldResolver(() => BillingCard, { nullable: true, description: '결제 카드 (삭제된 카드면 그대로 보여줍니다)' })
  card(@Root() subscription: SubscriptionRow, @Ctx() ctx: Context) {
    return loaders(ctx).card.load(subscription.cardId);
  }

  @FieldResolver(() => [SubscriptionCharge], { description: '최근 결제 시도 (10개까지, 새것부터)' })
  charges(@Root() subscription: SubscriptionRow, @Ctx() ctx: Context) {
    return loaders(ctx).charges.load(subscription.id);
  }

  @FieldResolver(() => SubscriptionActions)
  actions(@Root() subscription: SubscriptionRow): SubscriptionActions {
    return subscriptions.subscriptionActions(subscription);
  }
}
