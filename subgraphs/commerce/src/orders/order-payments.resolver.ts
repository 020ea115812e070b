import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Resolver } from 'type-graphql';
import { SIGNED_IN, requireIdentity, type Context } from '@shop/kit';
import { Payment, toPayment } from '../payments/payments.resolver.js';
import type { Order } from './order.entities.js';
import { OrderView } from './orders.types.js';
import { completePayment, createPayment } from './order-payments.service.js';

@ObjectType({ description: '결제 준비: 결제창 주소 (IMP.request_pay가 여는 곳)' })
export class PaymentCheckout {
  @Field(() => Payment) payment!: Payment;
  @Field(() => String) checkoutUrl!: string;
}

@ObjectType({ description: '결제 완료 확인 결과' })
export class PaymentCompletion {
  @Field(() => OrderView) order!: Order;
  @Field(() => Payment) payment!: Payment;
}

@Resolver()
export class OrderPaymentsResolver {
  @Authorized(...SIGNED_IN)
  @Mutation(() => PaymentCheckout, { description: '내 주문의 결제 준비: 금액은 주문 금액, 결제창 주소를 돌려줍니다' })
  async createPayment(@Arg('orderId', () => ID) orderId: string, @Arg('redirectUrl', () => String, { description: '결제 후 돌아올 주소 (m_redirect_url)' }) redirectUrl: string, @Ctx() ctx: Context) {
    const { payment, checkoutUrl } = await createPayment(ctx.em, requireIdentity(ctx), orderId, redirectUrl);
    return { payment: toPayment(payment), checkoutUrl };
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => PaymentCompletion, { description: '결제 완료 확인: 결제 대행사에 물어 주문 금액과 같을 때만 결제 완료 (다르면 결제 취소, AMOUNT_MISMATCH)' })
  async completePayment(@Arg('merchantUid', () => String) merchantUid: string, @Arg('impUid', () => String) impUid: string, @Ctx() ctx: Context) {
    const { order, payment } = await completePayment(ctx.em, requireIdentity(ctx), merchantUid, impUid);
    return { order, payment: toPayment(payment) };
  }
}
