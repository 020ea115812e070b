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
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
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

/** One question of an event survey; the answers are checked against these. */
export interface EventQuestion {
  /** The key of the question in a member's answers (`q1`). */
  code: string;
  label: string;
  /** single: one of the options; multi: one or more of them; text: free text. */
  kind: 'single' | 'multi' | 'text';
  options: string[];
  required: boolean;
}

/** An event of the shop: its period and the survey members answer during it. */
export const EventEntity = defineEntity({
  name: 'Event',
  tableName: 'events',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    code: p.string().length(40).unique(),
    title: p.string().length(120),
    summary: p.text(),
    body: p.text(),
    startsAt: p.datetime().index(),
    endsAt: p.datetime(),
    questions: p.json<EventQuestion[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'events_period_check', expression: `"ends_at" > "starts_at"` }],
});
export type Event = InferEntity<typeof EventEntity>;
