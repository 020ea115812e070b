import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { SIGNED_UP, requireIdentity, type Context } from '@shop/kit';
import { Payment, toPayment } from '../payments/payments.resolver.js';
import type { Order } from '../orders/order.entities.js';
import { OrderView } from '../orders/orders.types.js';
import type { BillingCard as BillingCardRow } from './billing.entities.js';
import * as billing from './billing.service.js';

@ObjectType({ description: '정기결제에 등록한 카드 (카드 번호는 결제 대행사가 가린 것)' })
export class BillingCard {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '결제 대행사의 빌링키 이름 (customer_uid)' }) customerUid!: string;
  @Field(() => String, { nullable: true }) cardName!: string | null;
  @Field(() => String, { nullable: true, description: '가려진 카드 번호 ("536148******1234")' }) cardNumber!: string | null;
  @Field(() => Date, { nullable: true }) registeredAt!: Date | null;
}

@ObjectType({ description: '카드 등록 시작: 결제 대행사의 카드 등록 창 주소' })
export class CardRegistration {
  @Field(() => BillingCard) card!: BillingCardRow;
  @Field(() => String, { description: '카드 등록 창 (끝나면 redirectUrl로 customer_uid, imp_success와 함께 돌아옵니다)' }) registrationUrl!: string;
}

@ObjectType({ description: '등록한 카드로 결제한 결과' })
export class CardPaymentResult {
  @Field(() => OrderView) order!: Order;
  @Field(() => Payment) payment!: Payment;
}

@ObjectType({ description: '카드 등록 규칙 (서버 설정)' })
export class BillingRulesView {
  @Field(() => Int, { description: '등록할 수 있는 카드 수' }) maxCards!: number;
}

@Resolver(() => BillingCard)
export class BillingResolver {
  @Query(() => BillingRulesView, { description: '카드 등록 규칙' })
  billingRules(): BillingRulesView {
    return { ...billing.BILLING_RULES };
  }

  @Authorized(...SIGNED_UP)
  @Query(() => Boolean, { description: '정기결제 본인인증을 했는지 (본인 것; 관리자는 누구든)' })
  billingCertified(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context) {
    return billing.certifiedOf(ctx.em, requireIdentity(ctx), userId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '정기결제 본인인증: 회원 정보의 휴대폰으로 받은 인증(BILLING)의 토큰' })
  certifyBilling(@Arg('smsToken', () => String) smsToken: string, @Ctx() ctx: Context) {
    return billing.certifyBilling(ctx.em, requireIdentity(ctx), smsToken);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '관리자: 회원의 정기결제 본인인증 표시를 바꿉니다' })
  setBillingCertified(@Arg('userId', () => ID) userId: string, @Arg('isCertified', () => Boolean) isCertified: boolean, @Ctx() ctx: Context) {
    return billing.setCertified(ctx.em, userId, isCertified);
  }

  @Authorized(...SIGNED_UP)
  @Query(() => [BillingCard], { description: '등록한 카드 (본인 것; 관리자는 누구든)' })
  billingCards(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context) {
    return billing.cardsOf(ctx.em, requireIdentity(ctx), userId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => CardRegistration, { description: '카드 등록 시작: 결제 대행사의 카드 등록 창을 엽니다 (본인인증 필요)' })
  startCardRegistration(@Arg('redirectUrl', () => String, { description: '등록 후 돌아올 주소' }) redirectUrl: string, @Ctx() ctx: Context) {
    return billing.startCardRegistration(ctx.em, requireIdentity(ctx), redirectUrl);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => BillingCard, { description: '카드 등록 확인: 결제 대행사에 빌링키가 있을 때만 등록됩니다' })
  registerCard(@Arg('customerUid', () => String) customerUid: string, @Ctx() ctx: Context) {
    return billing.registerCard(ctx.em, requireIdentity(ctx), customerUid);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => BillingCard, { description: '카드 삭제 (정기배송에 쓰는 카드는 삭제할 수 없습니다)' })
  deleteCard(@Arg('customerUid', () => String) customerUid: string, @Ctx() ctx: Context) {
    return billing.deleteCard(ctx.em, requireIdentity(ctx), customerUid);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => CardPaymentResult, { description: '결제를 기다리는 내 주문을 등록한 카드로 결제' })
  async payWithCard(@Arg('orderId', () => ID) orderId: string, @Arg('customerUid', () => String) customerUid: string, @Ctx() ctx: Context) {
    const { order, payment } = await billing.payOrderWithCard(ctx.em, requireIdentity(ctx), orderId, customerUid);
    return { order, payment: toPayment(payment) };
  }
}
