import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A member's answer to an event survey: one per event and member. */
export const EventSurveyAnswerEntity = defineEntity({
  name: 'EventSurveyAnswer',
  tableName: 'event_survey_answers',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    eventCode: p.string().length(40),
    userId: p.bigint('string').index(),
    answers: p.json<Record<string, string | string[]>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['eventCode', 'userId'] }],
});
export type EventSurveyAnswer = InferEntity<typeof EventSurveyAnswerEntity>;

export const EventInquiryEntity = defineEntity({
  name: 'EventInquiry',
  tableName: 'event_inquiries',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    eventCode: p.string().length(40).index(),
    userId: p.bigint('string').index(),
    content: p.text(),
    answer: p.text().nullable(),
    answeredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type EventInquiry = InferEntity<typeof EventInquiryEntity>;
