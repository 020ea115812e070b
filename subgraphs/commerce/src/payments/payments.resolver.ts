import { Arg, Args, Authorized, Ctx, Directive, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Forbidden, graphqlEnum, isSystem, PageArgs, Paginated, parsePage, requireIdentity, type Context } from '@shop/kit';
import { PAY_METHODS, PORTONE_V1_SDK_URL, type PayMethod } from '@shop/kit/payment-gateway.js';
import { config } from '@shop/kit/config.js';
import { payCodeOf } from '../adapters/payment-gateway/types.js';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type Payment as PaymentRow, type PaymentStatus } from './payment.entities.js';
import * as payments from './payments.service.js';

/** The spec's payment methods (one list: kit payment-gateway.ts), shared by orders and payments. */
export const PayMethodEnum = graphqlEnum(PAY_METHODS, 'PayMethod', '결제 수단: kakaopay(10001), naverpay(10002), card, vbank(가상계좌), tosspay, other(19000)');
const PaymentStatusEnum = graphqlEnum(PAYMENT_STATUSES, 'PaymentStatus', '결제 상태: ready (결제 대기), paid (결제 완료), cancelled (결제 취소), failed (결제 실패), partial_cancelled (부분 취소)');

@ObjectType({ description: '가상계좌 (입금 대기)' })
export class PaymentVbank {
  @Field(() => String, { description: '입금 은행' }) bank!: string;
  @Field(() => String, { description: '계좌번호' }) number!: string;
  @Field(() => String, { description: '예금주' }) holder!: string;
  @Field(() => Date, { description: '입금 기한' }) dueAt!: Date;
}

@ObjectType({ description: '결제 (주문 한 건의 결제 시도)' })
export class Payment {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '결제 주문번호 (merchant_uid, 무작위)' }) merchantUid!: string;
  @Field(() => String, { nullable: true, description: '결제 대행사의 결제 번호 (imp_uid)' }) impUid!: string | null;
  @Field(() => ID, { description: '주문' }) orderId!: string;
  @Field(() => PayMethodEnum) payMethod!: PayMethod;
  @Field(() => String, { description: '결제 코드 (kakaopay 10001, naverpay 10002, other 19000; card, vbank, tosspay는 이름)' }) payCode!: string;
  @Field(() => String, { description: '상품명' }) name!: string;
  @Field(() => Int, { description: '결제 금액 (원)' }) amount!: number;
  @Field(() => Int, { description: '취소(환불)된 금액 (원)' }) cancelledAmount!: number;
  @Field(() => PaymentStatusEnum) status!: PaymentStatus;
  @Field(() => String, { description: '상태 (한국어)' }) statusLabel!: string;
  @Field(() => PaymentVbank, { nullable: true, description: '가상계좌 (vbank)' }) vbank!: PaymentVbank | null;
  @Field(() => String, { nullable: true, description: '실패 사유' }) failReason!: string | null;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => Date, { nullable: true }) cancelledAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class PaymentPage extends Paginated(Payment) {}

/** A payment row as the GraphQL type. */
export function toPayment(row: PaymentRow): Payment {
  return {
    ...row,
    impUid: row.impUid ?? null,
    failReason: row.failReason ?? null,
    paidAt: row.paidAt ?? null,
    cancelledAt: row.cancelledAt ?? null,
    payCode: payCodeOf(row.payMethod),
    statusLabel: PAYMENT_STATUS_LABELS[row.status as PaymentStatus],
    vbank: vbankOf(row),
  };
}

/** A payment's issued virtual account, or null (none issued). */
export function vbankOf(row: PaymentRow): PaymentVbank | null {
  return row.vbankNumber && row.vbankDueAt ? { bank: row.vbankBank ?? '', number: row.vbankNumber, holder: row.vbankHolder ?? '', dueAt: row.vbankDueAt } : null;
}

/** The hidden mutation the gateway's POST /api/payment/webhook calls (never in the public graph). */
export const PAYMENT_WEBHOOK_FIELD = 'commercePaymentWebhook';

@ObjectType({ description: '결제창 설정 (공개): 실제 결제 대행사(PortOne v1)의 창을 여는 쇼핑몰 페이지가 읽습니다' })
export class PaymentWindowConfig {
  @Field(() => String, { description: 'sandbox (개발용 결제창) 또는 http (PortOne)' }) provider!: string;
  @Field(() => String, { nullable: true, description: 'PortOne 가맹점 식별코드 (IMP.init)' }) merchantCode!: string | null;
  @Field(() => String, { nullable: true, description: 'PortOne v1 브라우저 SDK 주소' }) sdkUrl!: string | null;
}

@Resolver(() => Payment)
export class PaymentsResolver {
  @Query(() => PaymentWindowConfig, { description: '결제창 설정 (공개 값만: 가맹점 식별코드는 비밀이 아닙니다)' })
  paymentWindow(): PaymentWindowConfig {
    // Read from the configuration itself: the settings refuse a production sandbox, and this public
    // query must still answer there (the payment itself is what refuses).
    const { PG_PROVIDER, PG_MERCHANT_CODE } = config();
    return PG_PROVIDER === 'http' ? { provider: 'http', merchantCode: PG_MERCHANT_CODE ?? null, sdkUrl: PORTONE_V1_SDK_URL } : { provider: 'sandbox', merchantCode: null, sdkUrl: null };
  }

  @Authorized()
  @Query(() => Payment, { description: '결제 결과 (merchant_uid): 내 결제만 (관리자는 누구의 것이든)' })
  async paymentResult(@Arg('merchantUid', () => String) merchantUid: string, @Ctx() ctx: Context) {
    return toPayment(await payments.paymentResult(ctx.em, requireIdentity(ctx), merchantUid));
  }

  @Authorized()
  @Query(() => PaymentPage, { description: '내 결제 목록 (최신순)' })
  async myPayments(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    const { items, total } = await payments.myPayments(ctx.em, requireIdentity(ctx), parsePage(page));
    return { items: items.map(toPayment), total };
  }

  @Directive('@inaccessible')
  @Mutation(() => String, { name: PAYMENT_WEBHOOK_FIELD, description: '시스템 전용: 결제 대행사 웹훅 (게이트웨이의 POST /api/payment/webhook이 전달; 공개 API에 없음). applied, unchanged, ignored' })
  paymentWebhook(
    @Arg('impUid', () => String) impUid: string,
    @Arg('merchantUid', () => String) merchantUid: string,
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    if (!isSystem(ctx.identity)) throw Forbidden();
    return payments.handleWebhook(ctx.em, { imp_uid: impUid, merchant_uid: merchantUid, status: status ?? undefined });
  }
}
