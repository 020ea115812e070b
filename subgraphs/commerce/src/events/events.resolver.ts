import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { requireIdentity, type Context } from '@shop/kit';
import * as events from './events.service.js';

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

const MEMBERS = ['member', 'influencer', 'admin'] as const;

@Resolver()
export class EventsResolver {
  @Authorized(...MEMBERS)
  @Mutation(() => EventSurveyAnswer, { description: '이벤트 설문 참여 (이벤트마다 한 번)' })
  answerEventSurvey(@Arg('eventCode', () => String) eventCode: string, @Arg('answers', () => GraphQLJSONObject) answers: Record<string, unknown>, @Ctx() ctx: Context) {
    return events.answerSurvey(ctx.em, requireIdentity(ctx), eventCode, answers);
  }

  @Authorized()
  @Query(() => EventSurveyAnswer, { description: '내 설문 답변 (관리자는 누구의 것이든)' })
  eventSurveyAnswer(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return events.readSurvey(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...MEMBERS)
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

  @Authorized(...MEMBERS)
  @Mutation(() => EventInquiry, { description: '이벤트 문의' })
  askEventInquiry(@Arg('eventCode', () => String) eventCode: string, @Arg('content', () => String) content: string, @Ctx() ctx: Context) {
    return events.askEvent(ctx.em, requireIdentity(ctx), eventCode, content);
  }

  @Authorized()
  @Query(() => EventInquiry, { description: '내 이벤트 문의 (관리자는 누구의 것이든)' })
  eventInquiry(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return events.readEventInquiry(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...MEMBERS)
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
