import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { SIGNED_UP, PageArgs, Paginated, parsePage, requireIdentity, type Context } from '@shop/kit';
import type { Event as EventRow } from './event.entities.js';
import * as events from './events.service.js';

@ObjectType({ description: '이벤트 설문 문항' })
export class EventQuestion {
  @Field(() => String, { description: '답변에서 이 문항의 키' }) code!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'single (하나 고르기), multi (여러 개 고르기), text (글로 답하기)' }) kind!: string;
  @Field(() => [String], { description: '보기 (text 문항은 빈 목록)' }) options!: string[];
  @Field(() => Boolean) required!: boolean;
}

@ObjectType({ description: '이벤트' })
export class Event {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => String) title!: string;
  @Field(() => String) summary!: string;
  @Field(() => String) body!: string;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date, { description: '이 시각부터 종료 (설문 참여·수정 불가)' }) endsAt!: Date;
  @Field(() => [EventQuestion]) questions!: EventQuestion[];
}

@ObjectType()
export class EventPage extends Paginated(Event) {}

@ObjectType({ description: '이벤트 설문 답변' })
export class EventSurveyAnswer {
  @Field(() => ID) id!: string;
  @Field(() => String) eventCode!: string;
  @Field(() => GraphQLJSONObject, { description: '문항 코드 -> 답 (여러 개면 목록)' }) answers!: Record<string, unknown>;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '이벤트 문의' })
export class EventInquiry {
  @Field(() => ID) id!: string;
  @Field(() => String) eventCode!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true }) answer!: string | null;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

/** A page of event inquiries: a member's own about one event, or the admin desk's list. */
@ObjectType()
export class EventInquiryPage extends Paginated(EventInquiry) {}

@Resolver(() => Event)
export class EventsResolver {
  @Query(() => EventPage, { description: '이벤트 목록 (진행 중이거나 지난 이벤트, 최신순)' })
  events(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return events.listEvents(ctx.em, parsePage(page));
  }

  @Query(() => Event, { description: '이벤트 (설문 문항 포함)' })
  event(@Arg('code', () => String) code: string, @Ctx() ctx: Context) {
    return events.findEvent(ctx.em, code);
  }

  @FieldResolver(() => Boolean, { description: '지금 진행 중인지 (설문 참여 가능)' })
  inProgress(@Root() event: EventRow) {
    return events.isOpen(event);
  }

  @Authorized()
  @Query(() => EventSurveyAnswer, { nullable: true, description: '이 이벤트에 대한 내 설문 답변 (없으면 null)' })
  myEventSurveyAnswer(@Arg('eventCode', () => String) eventCode: string, @Ctx() ctx: Context) {
    return events.mySurveyAnswer(ctx.em, requireIdentity(ctx), eventCode);
  }

  @Authorized()
  @Query(() => EventInquiryPage, { description: '이 이벤트에 대한 내 문의 (최신순)' })
  myEventInquiries(@Arg('eventCode', () => String) eventCode: string, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return events.myEventInquiries(ctx.em, requireIdentity(ctx), eventCode, parsePage(page));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => EventSurveyAnswer, { description: '이벤트 설문 참여 (이벤트마다 한 번)' })
  answerEventSurvey(@Arg('eventCode', () => String) eventCode: string, @Arg('answers', () => GraphQLJSONObject) answers: Record<string, unknown>, @Ctx() ctx: Context) {
    return events.answerSurvey(ctx.em, requireIdentity(ctx), eventCode, answers);
  }

  @Authorized()
  @Query(() => EventSurveyAnswer, { description: '내 설문 답변 (관리자는 누구의 것이든)' })
  eventSurveyAnswer(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return events.readSurvey(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => EventSurveyAnswer, { description: '설문 답변 수정' })
  editEventSurvey(@Arg('id', () => ID) id: string, @Arg('answers', () => GraphQLJSONObject) answers: Record<string, unknown>, @Ctx() ctx: Context) {
    return events.editSurvey(ctx.em, requireIdentity(ctx), id, answers);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '설문 답변 삭제' })
  async deleteEventSurvey(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await events.deleteSurvey(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => EventInquiry, { description: '이벤트 문의' })
  askEventInquiry(@Arg('eventCode', () => String) eventCode: string, @Arg('content', () => String) content: string, @Ctx() ctx: Context) {
    return events.askEvent(ctx.em, requireIdentity(ctx), eventCode, content);
  }

  @Authorized()
  @Query(() => EventInquiry, { description: '내 이벤트 문의 (관리자는 누구의 것이든)' })
  eventInquiry(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return events.readEventInquiry(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => EventInquiry, { description: '이벤트 문의 수정 (답변 전)' })
  editEventInquiry(@Arg('id', () => ID) id: string, @Arg('content', () => String) content: string, @Ctx() ctx: Context) {
    return events.editEventInquiry(ctx.em, requireIdentity(ctx), id, content);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '이벤트 문의 삭제' })
  async deleteEventInquiry(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await events.deleteEventInquiry(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @Authorized('admin')
  @Mutation(() => EventInquiry, { description: '관리자: 이벤트 문의 답변 (회원에게 알림)' })
  answerEventInquiry(@Arg('id', () => ID) id: string, @Arg('answer', () => String) answer: string, @Ctx() ctx: Context) {
    return events.answerEventInquiry(ctx.em, id, answer);
  }
}
