import { Arg, Args, Authorized, Ctx, Directive, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, SIGNED_UP, graphqlEnum, parsePage, requireIdentity, type Context } from '@shop/kit';
import { channelById } from '../channels/channels.resolver.js';
import { Channel } from '../channels/channel.types.js';
import { managesChannel, ownChannel } from '../channels/channel-access.js';
import { CooperateEventEntity, type CooperateEvent as CooperateEventRow } from './cooperate.entity.js';
import { COOPERATE_STATUSES, COOPERATE_STATUS_LABEL, EDITABLE_STATUSES, nextCooperateStatuses, type CooperateStatus } from './cooperate-transitions.js';
import * as cooperate from './cooperate.service.js';

const CooperateStatusEnum = graphqlEnum(COOPERATE_STATUSES, 'CooperateStatus', '공동구매 상태: draft 작성 중, scheduled 오픈 예정, open 진행 중, closed 마감, fulfilled 발송 완료, cancelled 취소');

@Directive('@key(fields: "id")')
@ObjectType()
export class Product {
  @Field(() => ID) id!: string;
}

@ObjectType({ description: '공동구매 이벤트' })
export class CooperateEvent {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => ID, { nullable: true, description: '상품 (필수)' }) productId?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { description: '공동구매가(원): 진행 중에 이 공동구매로 결제하면 이 가격입니다' }) groupPrice!: number;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
  @Field(() => CooperateStatusEnum) status!: string;
  @Field(() => Int, { nullable: true, description: '참여 인원 한도 (없으면 제한 없음)' }) maxParticipants?: number | null;
  @Field(() => Int) participantCount!: number;
  @Field(() => Int) clickCount!: number;
}

@ObjectType()
export class CooperateEventPage {
  @Field(() => [CooperateEvent]) items!: CooperateEvent[];
  @Field(() => Int) total!: number;
}

@ObjectType({ description: '오픈 알림을 신청한 회원' })
export class CooperateAlertMember {
  @Field(() => ID) userId!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class CooperateAlertMemberPage {
  @Field(() => [CooperateAlertMember]) items!: CooperateAlertMember[];
  @Field(() => Int) total!: number;
}

@InputType({ description: '공동구매 만들기·고치기' })
export class CooperateEventInput {
  @Field(() => ID, { nullable: true, description: '관리자만: 다른 채널의 공동구매 (인플루언서는 비워 두면 자기 채널)' }) channelId?: string | null;
  @Field(() => ID, { nullable: true, description: '상품 (필수)' }) productId?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  // Nullable where a form may leave the field empty: the service refuses null in Korean at the field.
  @Field(() => Int, { nullable: true, description: '공동구매가(원, 필수): 판매가보다 낮게' }) groupPrice?: number | null;
  @Field(() => Date, { nullable: true, description: '시작 (필수)' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: '종료 (필수)' }) endsAt?: Date | null;
  @Field(() => Int, { nullable: true }) maxParticipants?: number | null;
}

@Resolver(() => CooperateEvent)
export class CooperateResolver {
  @Query(() => CooperateEventPage, { description: '진행 중인 공동구매 (마감 임박순); 상품 정보는 상품 서비스에서 채웁니다' })
  async activeCooperateEvents(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<CooperateEventPage> {
    const now = new Date();
    const [items, total] = await ctx.em.findAndCount(
      CooperateEventEntity,
      { status: 'open', startsAt: { $lte: now }, endsAt: { $gt: now } },
      { orderBy: { endsAt: 'asc', id: 'asc' }, ...parsePage(page) },
    );
    return { items, total };
  }

  @Query(() => CooperateEventPage, { description: '채널의 공동구매 (방문자는 작성 중 제외; 채널 주인은 status로 거르기)' })
  async channelCooperateEvents(
    @Arg('channelId', () => String, { description: '채널 핸들(@ 무시) 또는 번호' }) channelId: string,
    @Arg('status', () => CooperateStatusEnum, { nullable: true }) status: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<CooperateEventPage> {
    return cooperate.channelCooperateEvents(ctx.em, ctx.identity ?? null, channelId, status, parsePage(page));
  }

  @Authorized('influencer', 'admin')
  @Query(() => CooperateEventPage, { description: '채널 주인: 내 채널의 공동구매 (status로 거르기; 작성 중 포함)' })
  async myCooperateEvents(@Arg('status', () => CooperateStatusEnum, { nullable: true }) status: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<CooperateEventPage> {
    const channel = await ownChannel(ctx.em, ctx.identity ?? null);
    return cooperate.channelCooperateEvents(ctx.em, ctx.identity ?? null, channel.id, status, parsePage(page));
  }

  @Query(() => CooperateEvent, { description: '공동구매 하나 (링크로 들어온 상품)' })
  async cooperateEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<CooperateEventRow> {
    return cooperate.cooperateEvent(ctx.em, ctx.identity ?? null, id);
  }

  @Query(() => Boolean, { description: '채널의 공동구매 링크가 맞는지 (채널, 공동구매, 상품)' })
  async isValidCooperateLink(
    @Arg('channelId', () => String) channelId: string,
    @Arg('eventId', () => ID) eventId: string,
    @Arg('productId', () => ID, { nullable: true }) productId: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return cooperate.validCooperateLink(ctx.em, channelId, eventId, productId);
  }

  @Authorized('influencer', 'admin')
  @Query(() => CooperateAlertMemberPage, { description: '채널 주인: 오픈 알림을 신청한 회원 (total이 인원 수)' })
  async cooperateAlertMembers(@Arg('eventId', () => ID) eventId: string, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<CooperateAlertMemberPage> {
    return cooperate.cooperateAlertMembers(ctx.em, ctx.identity ?? null, eventId, parsePage(page));
  }

  @Authorized('influencer', 'admin')
  @Mutation(() => CooperateEvent, { description: '공동구매 만들기 (작성 중 상태로)' })
  async createCooperateEvent(@Arg('input', () => CooperateEventInput) input: CooperateEventInput, @Ctx() ctx: Context): Promise<CooperateEventRow> {
    return cooperate.createCooperateEvent(ctx.em, ctx.identity ?? null, input);
  }

  @Authorized('influencer', 'admin')
  @Mutation(() => CooperateEvent, { description: '작성 중이거나 오픈 예정인 공동구매 고치기' })
  async editCooperateEvent(@Arg('id', () => ID) id: string, @Arg('input', () => CooperateEventInput) input: CooperateEventInput, @Ctx() ctx: Context): Promise<CooperateEventRow> {
    const { channelId: _ignored, ...fields } = input;
    return cooperate.editCooperateEvent(ctx.em, ctx.identity ?? null, id, fields);
  }

  @Authorized('influencer', 'admin')
  @Mutation(() => CooperateEvent, { description: '공동구매 상태 바꾸기 (actions에 있는 상태로만)' })
  async changeCooperateStatus(@Arg('id', () => ID) id: string, @Arg('status', () => CooperateStatusEnum) status: string, @Ctx() ctx: Context): Promise<CooperateEventRow> {
    return cooperate.changeCooperateStatus(ctx.em, ctx.identity ?? null, id, status);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => CooperateEvent, { description: '진행 중인 공동구매에 참여 (한 번; 인원 한도까지)' })
  async joinCooperate(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: Context): Promise<CooperateEventRow> {
    return cooperate.joinCooperate(ctx.em, requireIdentity(ctx), eventId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '오픈 예정 공동구매의 오픈 알림 신청' })
  async askCooperateAlert(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: Context): Promise<boolean> {
    return cooperate.askCooperateAlert(ctx.em, requireIdentity(ctx), eventId);
  }

  @Authorized('influencer', 'admin')
  @Mutation(() => Int, { description: '채널 주인: 오픈 알림을 신청하고 아직 문자를 받지 않은 회원에게 보내기 (보낸 인원; 열릴 때는 저절로 보냅니다)' })
  async sendCooperateAlerts(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: Context): Promise<number> {
    return cooperate.sendCooperateAlerts(ctx.em, ctx.identity ?? null, eventId);
  }

  @Mutation(() => Int, { description: '공동구매 링크 클릭 수 하나 더 (누구나; 지금까지의 클릭 수)' })
  async clickCooperate(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: Context): Promise<number> {
    return cooperate.clickCooperate(ctx.em, eventId);
  }

  @FieldResolver(() => [CooperateStatusEnum], { description: '채널 주인이 지금 바꿀 수 있는 상태 (서버의 전이표)' })
  async actions(@Root() event: CooperateEventRow, @Ctx() ctx: Context): Promise<string[]> {
    const channel = await channelById(ctx).load(event.channelId);
    return channel && managesChannel(ctx.identity ?? null, channel) ? nextCooperateStatuses(event.status as CooperateStatus, 'owner') : [];
  }

  @FieldResolver(() => Boolean, { description: '채널 주인이 지금 고칠 수 있는지 (작성 중·오픈 예정)' })
  async editable(@Root() event: CooperateEventRow, @Ctx() ctx: Context): Promise<boolean> {
    const channel = await channelById(ctx).load(event.channelId);
    return !!channel && managesChannel(ctx.identity ?? null, channel) && EDITABLE_STATUSES.includes(event.status as CooperateStatus);
  }

  @FieldResolver(() => String, { description: '상태 이름 (한국어)' })
  statusLabel(@Root() event: CooperateEventRow): string {
    return COOPERATE_STATUS_LABEL[event.status as CooperateStatus];
  }

  @FieldResolver(() => Product, { description: '공동구매 상품 (페더레이션으로 상품 정보)' })
  product(@Root() event: CooperateEventRow): Product {
    return { id: event.productId };
  }

  @FieldResolver(() => Channel, { nullable: true })
  channel(@Root() event: CooperateEventRow, @Ctx() ctx: Context) {
    return channelById(ctx).load(event.channelId);
  }
}
