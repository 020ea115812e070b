import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Context } from '@shop/kit';
import { createChannelCoupon, type ChannelCoupon as ChannelCouponRow } from './channel-coupons.service.js';

@InputType({ description: '채널 쿠폰 (할인 코드): 주문 전체 할인, 코드로 받기' })
export class ChannelCouponInput {
  @Field(() => ID, { nullable: true, description: '관리자만: 다른 채널' }) channelId?: string | null;
  @Field(() => String) name!: string;
  @Field(() => String, { description: '회원이 입력해 받는 코드 (영문·숫자 4~30자)' }) code!: string;
  @Field(() => String, { description: 'percent (최대 30%) 또는 fixed (최대 10,000원)' }) kind!: string;
  // Nullable where a form may leave the field empty: the service refuses null in Korean at the field.
  @Field(() => Int, { nullable: true, description: '할인 (필수)' }) amount?: number | null;
  @Field(() => Int, { nullable: true, description: 'percent 쿠폰의 최대 할인(원)' }) maxDiscount?: number | null;
  @Field(() => Int, { nullable: true }) minOrderAmount?: number | null;
  @Field(() => Date, { nullable: true, description: '시작 (필수)' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: '종료 (필수): 시작부터 최대 90일' }) endsAt?: Date | null;
  @Field(() => Int, { nullable: true, description: '발급 수량 (필수, 최대 10,000장)' }) issueLimit?: number | null;
}

@ObjectType({ description: '만든 채널 쿠폰' })
export class ChannelCoupon {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: '회원에게 알려 줄 코드 (대문자)' }) code!: string;
}

@Resolver()
export class ChannelCouponsResolver {
  @Authorized('influencer', 'admin')
  @Mutation(() => ChannelCoupon, { description: '채널 쿠폰(할인 코드) 만들기: 이 쿠폰을 쓴 주문은 채널 주문으로 셉니다' })
  async createChannelCoupon(@Arg('input', () => ChannelCouponInput) input: ChannelCouponInput, @Ctx() ctx: Context): Promise<ChannelCouponRow> {
    return createChannelCoupon(ctx.em, ctx.identity ?? null, input);
  }
}
