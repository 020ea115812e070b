import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, graphqlEnum, requireIdentity, type Context } from '@shop/kit';
import { COUPON_KINDS, COUPON_SCOPES, COUPON_TARGETS, type CouponMaster as CouponMasterRow, type UserCoupon as UserCouponRow } from './coupon.entities.js';
import { couponLoaders } from './coupons.loaders.js';
import * as coupons from './coupons.service.js';
import * as orderCoupons from './order-coupons.service.js';
import { QuoteLineInput, quotedLines } from '../delivery/delivery.resolver.js';
import { OrderView } from '../orders/orders.types.js';
import { priceAndQuote } from '../delivery/delivery-quote.service.js';

const CouponKindEnum = graphqlEnum(COUPON_KINDS, 'CouponKind', '할인 종류: percent 정률(최대 할인금액까지), fixed 정액, free_shipping 무료배송');
const CouponTargetEnum = graphqlEnum(COUPON_TARGETS, 'CouponTarget', '적용 대상: line 상품 하나, order 주문 전체, shipping 배송비');
const CouponScopeEnum = graphqlEnum(COUPON_SCOPES, 'CouponScope', '적용 범위: all 전체, products 상품, categories 카테고리, brands 브랜드, channel 파트너 채널');
const WalletStatusEnum = graphqlEnum(
  ['available', 'reserved', 'used', 'withdrawn', 'expired'] as const,
  'WalletCouponStatus',
  '내 쿠폰 상태: available 사용 가능, reserved 결제 대기 주문에 사용 중, used 사용함, withdrawn 쇼핑몰이 사용할 수 없게 함, expired 기간 만료',
);

@ObjectType({ description: '쿠폰 (쇼핑몰이 정한 것)' })
export class CouponMaster {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => CouponKindEnum) kind!: string;
  @Field(() => CouponTargetEnum) target!: string;
  @Field(() => Int, { description: '할인율(%) 또는 할인 금액(원)' }) amount!: number;
  @Field(() => Int, { nullable: true, description: '최대 할인금액 (정률)' }) maxDiscount!: number | null;
  @Field(() => Int) minOrderAmount!: number;
  @Field(() => CouponScopeEnum) scope!: string;
  @Field(() => [ID]) scopeIds!: string[];
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
  @Field(() => Int, { nullable: true, description: '받은 날부터 쓸 수 있는 일수' }) validDays!: number | null;
  @Field(() => Int, { nullable: true, description: '발급 한도 (선착순)' }) issueLimit!: number | null;
  @Field(() => Int) issuedCount!: number;
  @Field(() => Int) perMemberLimit!: number;
  @Field(() => String, { nullable: true, description: 'signup: 가입 시 자동 발급' }) autoIssue!: string | null;
  @Field(() => Date, { nullable: true }) withdrawnAt!: Date | null;
}

@ObjectType({ description: '내 쿠폰' })
export class UserCoupon {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: '사용 중이거나 사용한 주문' }) orderId!: string | null;
  @Field(() => Int, { description: '사용한 주문에서 할인된 금액' }) discount!: number;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => Date, { description: '사용 기한' }) expiresAt!: Date;
  @Field(() => Date, { nullable: true }) usedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: '쇼핑몰이 사용할 수 없게 한 때 (withdrawn)' }) withdrawnAt!: Date | null;
}

@ObjectType({ description: '이 결제에 쓸 수 있는지 본 내 쿠폰' })
export class CouponOption {
  @Field(() => UserCoupon) coupon!: UserCouponRow;
  @Field(() => Boolean, { description: '이 결제에 쓸 수 있는지 (혼자 쓸 때)' }) applicable!: boolean;
  @Field(() => Int, { description: '혼자 쓸 때 할인되는 금액' }) discount!: number;
  @Field(() => String, { nullable: true, description: '쓸 수 없는 이유 ("30,000원 이상 구매 시 사용 가능")' }) reason!: string | null;
  @Field(() => Boolean, { description: '가장 많이 할인되는 조합에 들어가는지 (먼저 골라 둡니다)' }) best!: boolean;
}

@InputType({ description: '관리자: 쿠폰 만들기' })
export class CouponMasterInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: '회원이 입력해 받는 코드 (영문·숫자 4~30자)' }) code?: string | null;
  @Field(() => CouponKindEnum) kind!: string;
  @Field(() => CouponTargetEnum) target!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Int, { nullable: true }) maxDiscount?: number | null;
  @Field(() => Int, { nullable: true }) minOrderAmount?: number | null;
  @Field(() => CouponScopeEnum, { nullable: true }) scope?: string | null;
  @Field(() => [ID], { nullable: true }) scopeIds?: string[] | null;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
  @Field(() => Int, { nullable: true }) validDays?: number | null;
  @Field(() => Int, { nullable: true }) issueLimit?: number | null;
  @Field(() => Int, { nullable: true }) perMemberLimit?: number | null;
  @Field(() => String, { nullable: true }) autoIssue?: string | null;
}

@Resolver(() => CouponMaster)
export class CouponMastersResolver {
  @Query(() => [CouponMaster], { description: '지금 받을 수 있는 쿠폰 (코드로 받는 쿠폰, 선착순이 남은 것; 회원에게는 이미 받을 만큼 받은 쿠폰 빼고)' })
  issuableCoupons(@Ctx() ctx: Context) {
    return coupons.issuableCoupons(ctx.em, ctx.identity ?? null);
  }

  @Query(() => [CouponMaster], { description: '파트너 채널의 받을 수 있는 쿠폰 (채널 페이지; 코드로 받기)' })
  channelCoupons(@Arg('channelId', () => ID) channelId: string, @Ctx() ctx: Context) {
    return coupons.channelCoupons(ctx.em, channelId);
  }

  @Query(() => [CouponMaster], { description: '이 상품들에 쓸 수 있는 받을 수 있는 쿠폰 (상품 화면의 쿠폰 받기: 전체, 상품, 카테고리, 브랜드 쿠폰)' })
  couponsForProducts(@Arg('productIds', () => [ID]) productIds: string[], @Ctx() ctx: Context) {
    return coupons.couponsForProducts(ctx.em, productIds);
  }

  @Authorized('admin', 'influencer')
  @Query(() => [CouponMaster], { description: '쿠폰 찾기 (이름·코드; 관리자, 파트너)' })
  searchCoupons(@Arg('query', () => String, { nullable: true }) query: string | null, @Ctx() ctx: Context) {
    return coupons.searchCoupons(ctx.em, query);
  }

  @Authorized('admin')
  @Mutation(() => CouponMaster, { description: '관리자: 쿠폰 만들기' })
  createCouponMaster(@Arg('input', () => CouponMasterInput) input: CouponMasterInput, @Ctx() ctx: Context) {
    return coupons.createCouponMaster(ctx.em, input);
  }

  @Authorized('admin')
  @Mutation(() => CouponMaster, { description: '관리자: 쿠폰 회수 (더 발급하지 않고, 쓰지 않은 쿠폰도 쓸 수 없게 됩니다)' })
  withdrawCouponMaster(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return coupons.withdrawCouponMaster(ctx.em, id);
  }

  @FieldResolver(() => String, { description: '혜택 ("10% 할인 (최대 5,000원)", "3,000원 할인", "무료배송")' })
  benefit(@Root() master: CouponMasterRow): string {
    return coupons.benefitText(master);
  }

  @FieldResolver(() => String, { nullable: true, description: '사용 조건 ("30,000원 이상 구매 시 사용 가능")' })
  condition(@Root() master: CouponMasterRow): string | null {
    return coupons.conditionText(master);
  }

  @FieldResolver(() => [ID], { description: '적용 대상 번호' })
  scopeIds(@Root() master: CouponMasterRow): string[] {
    return (master.scopeIds ?? []).map(String);
  }
}

@Resolver(() => UserCoupon)
export class UserCouponsResolver {
  @Authorized(...SIGNED_UP)
  @Query(() => [UserCoupon], { description: '내 쿠폰함 (사용 가능한 것 먼저, 기한이 가까운 순; status: available, used, expired)' })
  myCoupons(@Arg('status', () => String, { nullable: true }) status: string | null, @Ctx() ctx: Context) {
    return coupons.myCoupons(ctx.em, requireIdentity(ctx), status);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => UserCoupon, { description: '쿠폰 코드로 받기 (실패하면 410: 받을 수 없는 쿠폰, 411: 조건이 맞지 않음)' })
  claimCoupon(@Arg('code', () => String) code: string, @Ctx() ctx: Context) {
    return coupons.claimCoupon(ctx.em, requireIdentity(ctx), code, ctx.clientIp ?? null);
  }

  @Authorized(...SIGNED_UP)
  @Query(() => [CouponOption], { description: '이 결제에 쓸 수 있는 내 쿠폰과 쓸 수 없는 이유, 가장 많이 할인되는 조합 (금액은 서버가 계산)' })
  async checkoutCoupons(@Arg('lines', () => [QuoteLineInput]) lines: QuoteLineInput[], @Arg('postcode', () => String, { nullable: true }) postcode: string | null, @Ctx() ctx: Context) {
    const parsed = await quotedLines(ctx, lines);
    // The lines and the postcode checked first (Korean refusals naming them), priced once.
    const { priced, quote } = await priceAndQuote(ctx.em, parsed, postcode ?? null);
    return coupons.checkoutCouponOptions(ctx.em, requireIdentity(ctx), coupons.pricingLines(priced), quote.deliveryTotal);
  }

  @Authorized(...SIGNED_UP)
  @Query(() => [CouponOption], { description: '결제 전 내 주문에 쓸 수 있는 내 쿠폰과 쓸 수 없는 이유, 가장 많이 할인되는 조합 (주문의 상품과 배송비로 서버가 계산; 주문에 쓴 쿠폰도 들어 있음)' })
  orderCoupons(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: Context) {
    return orderCoupons.orderCouponOptions(ctx.em, requireIdentity(ctx), orderId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => OrderView, {
    description: '결제 전 내 주문의 쿠폰 바꾸기 (전부 바꿈; 빈 목록이면 모두 빼기; 금액은 서버가 계산; 410: 쓸 수 없는 쿠폰, 411: 조건이 맞지 않음, 409: 결제 중이거나 결제한 주문)',
  })
  applyOrderCoupons(@Arg('orderId', () => ID) orderId: string, @Arg('couponIds', () => [ID]) couponIds: string[], @Ctx() ctx: Context) {
    return orderCoupons.applyOrderCoupons(ctx.em, requireIdentity(ctx), { orderId, couponIds });
  }

  @Authorized('admin')
  @Mutation(() => UserCoupon, {
    description: '관리자: 회원 쿠폰을 사용할 수 없게(false: 회수) 또는 다시 쓸 수 있게(true: 사용했거나 회수한 쿠폰, 기간 안, 진행 중인 주문이 없을 때) 하기',
  })
  setUserCouponAvailable(
    @Arg('userCouponId', () => ID) userCouponId: string,
    @Arg('available', () => Boolean) available: boolean,
    @Arg('reason', () => String, { nullable: true, description: '사유 (쇼핑몰 기록)' }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return coupons.setUserCouponAvailable(ctx.em, userCouponId, available, reason);
  }

  @FieldResolver(() => WalletStatusEnum, { description: '지금 상태 (기한이 지난 쿠폰은 expired)' })
  status(@Root() coupon: UserCouponRow): string {
    return coupons.walletStatus(coupon);
  }

  @FieldResolver(() => CouponMaster)
  master(@Root() coupon: UserCouponRow, @Ctx() ctx: Context) {
    return couponLoaders(ctx).master.load(coupon.masterId);
  }
}
