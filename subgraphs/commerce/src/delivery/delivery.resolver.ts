import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '@shop/kit';
import { quoteDelivery, type QuoteLine } from './delivery-quote.service.js';
import { withCartCombinations } from '../cart/cart.service.js';
import { SURCHARGE } from './delivery-rules.js';

@InputType({ description: '배송비를 계산할 상품' })
export class QuoteLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true, description: '옵션 (옵션이 있는 상품은 필수)' }) optionId?: string | null;
  @Field(() => Int, { description: '수량 (1~99)' }) quantity!: number;
  @Field(() => ID, { nullable: true, description: '공동구매로 사는 상품이면 그 공동구매 번호 (진행 중이면 공동구매가)' }) cooperateEventId?: string | null;
  @Field(() => ID, { nullable: true, description: '장바구니에서 고른 상품이면 그 장바구니 상품 번호 (조합으로 담았으면 주문처럼 조합 할인가로 계산)' }) cartLineId?: string | null;
}

/** Checkout's lines as the services price them: a cart line's combination is the cart's, as on the order. */
export function quotedLines(ctx: Context, lines: QuoteLineInput[]): Promise<QuoteLine[]> {
  return withCartCombinations(
    ctx.em,
    ctx.identity ?? null,
    lines.map((l) => ({ productId: l.productId, optionId: l.optionId ?? null, quantity: l.quantity, cooperateEventId: l.cooperateEventId ?? null, cartLineId: l.cartLineId ?? null })),
  );
}

@ObjectType({ description: '판매자별 배송비' })
export class SellerDeliveryQuote {
  @Field(() => ID) sellerId!: string;
  @Field(() => String) sellerName!: string;
  @Field(() => Int, { description: '이 판매자 상품 금액(원)' }) subtotal!: number;
  @Field(() => Int, { description: '배송비(원), 무료배송 기준을 넘으면 0' }) fee!: number;
  @Field(() => Int, { description: '제주·도서산간 추가 배송비(원)' }) surcharge!: number;
  @Field(() => Int, { nullable: true, description: '무료배송 기준 금액(원), 없으면 null' }) freeFrom!: number | null;
}

@ObjectType({ description: '지역별 추가 배송비 규칙' })
export class RegionSurcharge {
  @Field(() => String, { description: 'jeju(제주), remote(도서산간)' }) region!: string;
  @Field(() => String) label!: string;
  @Field(() => Int, { description: '판매자 묶음 하나에 더해지는 금액(원)' }) amount!: number;
}

const REGION_LABELS: Record<string, string> = { jeju: '제주', remote: '도서산간' };

@ObjectType({ description: '배송비 견적 (가격은 서버가 계산)' })
export class DeliveryQuoteResult {
  @Field(() => [SellerDeliveryQuote]) sellers!: SellerDeliveryQuote[];
  @Field(() => Int, { description: '상품 금액 합계(원)' }) goodsTotal!: number;
  @Field(() => Int, { description: '배송비 합계(원, 추가 배송비 포함)' }) deliveryTotal!: number;
  @Field(() => String, { description: 'normal, jeju(제주), remote(도서산간)' }) region!: string;
}

@Resolver(() => DeliveryQuoteResult)
export class DeliveryResolver {
  /** The surcharge rules the quote applies (delivery-rules.ts), for pages that explain them before an address is known. */
  @FieldResolver(() => [RegionSurcharge], { description: '제주·도서산간 추가 배송비 규칙 (주소를 입력하기 전 안내용)' })
  regionSurcharges(): RegionSurcharge[] {
    return Object.entries(SURCHARGE)
      .filter(([region]) => region !== 'normal')
      .map(([region, amount]) => ({ region, label: REGION_LABELS[region] ?? region, amount }));
  }

  @Query(() => DeliveryQuoteResult, { description: '배송비 계산: 판매자별 배송비, 무료배송 기준, 제주·도서산간 추가 배송비' })
  async deliveryQuote(
    @Arg('lines', () => [QuoteLineInput]) lines: QuoteLineInput[],
    @Arg('postcode', () => String, { nullable: true, description: '받는 곳 우편번호 (5자리)' }) postcode: string | null | undefined,
    @Ctx() ctx: Context,
  ) {
    return quoteDelivery(ctx.em, await quotedLines(ctx, lines), postcode ?? null);
  }
}
