import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, Resolver } from 'type-graphql';
import type { Context } from '@shop/kit';
import { grantInfluencerRole, syncGroupBuyOffer } from './channel-sales.service.js';
import { syncCombinationOffer } from './combinations.service.js';
import { queueMemberNotices } from './member-notices.service.js';

@InputType({ description: '파트너 서비스가 보내는 공동구매의 현재 상태 (결제 시 공동구매가의 근거)' })
export class GroupBuyOfferInput {
  @Field(() => ID) eventId!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => ID) productId!: string;
  @Field(() => Int) groupPrice!: number;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
  @Field(() => String, { description: 'draft, scheduled, open, closed, fulfilled, cancelled' }) status!: string;
  @Field(() => Int, { description: '파트너 쪽 변경 번호: 더 오래된 상태는 무시됩니다' }) version!: number;
}

@InputType({ description: '조합 상품 한 줄' })
export class CombinationOfferLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true }) optionId?: string | null;
  @Field(() => Int) quantity!: number;
}

@InputType({ description: '파트너 서비스가 보내는 조합의 현재 상태 (장바구니 담기와 조합 할인의 근거)' })
export class CombinationOfferInput {
  @Field(() => ID) combinationId!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) discountRate!: number;
  @Field(() => String, { description: 'active, hidden, deleted' }) status!: string;
  @Field(() => [CombinationOfferLineInput]) lines!: CombinationOfferLineInput[];
  @Field(() => Float, { description: '파트너 쪽 변경 시각(ms): 더 오래된 상태는 무시됩니다' }) version!: number;
}

@Resolver()
export class ChannelSalesResolver {
  // The partners service (group-buying alerts), as the system, from its outbox.
  @Authorized('admin')
  @Mutation(() => Int, { description: '시스템: 회원들에게 문자 보내기 (알림 키마다 한 번; 보낼 회원 수)' })
  async sendMemberNotices(
    @Arg('userIds', () => [ID]) userIds: string[],
    @Arg('text', () => String) text: string,
    @Arg('key', () => String, { description: '알림 이름 (같은 키로는 회원마다 한 번)' }) key: string,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return queueMemberNotices(ctx.em, { userIds, text, key });
  }

  // The partners service calls this as the system from its outbox.
  @Authorized('admin')
  @Mutation(() => Boolean, { description: '시스템: 채널 조합 상태를 상품 서비스에 반영 (더 새 상태였으면 true)' })
  async syncCombinationOffer(@Arg('input', () => CombinationOfferInput) input: CombinationOfferInput, @Ctx() ctx: Context): Promise<boolean> {
    return syncCombinationOffer(ctx.em, input);
  }

  // The partners service calls this as the system (admin identity) from its outbox; no person does.
  @Authorized('admin')
  @Mutation(() => Boolean, { description: '시스템: 공동구매 상태를 상품 서비스에 반영 (더 새 상태였으면 true)' })
  async syncGroupBuyOffer(@Arg('input', () => GroupBuyOfferInput) input: GroupBuyOfferInput, @Ctx() ctx: Context): Promise<boolean> {
    return syncGroupBuyOffer(ctx.em, input);
  }

  // The partners service, after a member opened a channel (becomeInfluencer), as the system.
  @Authorized('admin')
  @Mutation(() => Boolean, { description: '시스템: 채널을 연 회원을 인플루언서로 (이미 인플루언서면 true)' })
  async grantInfluencerRole(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context): Promise<boolean> {
    if (!/^[1-9][0-9]{0,17}$/.test(userId)) return false;
    return grantInfluencerRole(ctx.em, userId);
  }
}
