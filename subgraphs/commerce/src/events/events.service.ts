import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, Conflict, Forbidden, NotFound, assertOwner, parseInput, z, type Identity } from '@shop/kit';
import { notify } from '../notifications/notifications.service.js';
import { EventInquiryEntity, EventSurveyAnswerEntity, type EventInquiry, type EventSurveyAnswer } from './event.entities.js';
import './events.constraints.js';

const eventCode = z.string().regex(/^[\w-]{2,40}$/, '이벤트를 확인해주세요.');
const answersSchema = z
  .record(z.string().max(40), z.union([z.string().max(1000), z.array(z.string().max(200)).max(20)]), { error: '설문 답변을 확인해주세요.' })
  .refine((a) => Object.keys(a).length > 0 && Object.keys(a).length <= 50, '설문 답변을 확인해주세요.');
const inquirySchema = z.string().trim().min(5, '문의 내용을 5자 이상 입력해주세요.').max(2000, '문의 내용은 2000자 이하입니다.');

export async function answerSurvey(em: EntityManager, identity: Identity, rawEvent: string, rawAnswers: unknown): Promise<EventSurveyAnswer> {
  const code = parseInput(eventCode, rawEvent, 'eventCode');
  const answers = parseInput(answersSchema, rawAnswers, 'answers');
  // The friendly check; two answers racing past it meet the unique index (events.constraints.ts).
  if (await em.count(EventSurveyAnswerEntity, { eventCode: code, userId: identity.userId })) {
    throw Conflict('이미 참여한 설문입니다. 답변을 수정해주세요.', { fields: [{ field: 'eventCode', message: '이미 참여한 설문입니다. 답변을 수정해주세요.' }] });
  }
  const row = em.create(EventSurveyAnswerEntity, { eventCode: code, userId: identity.userId, answers });
  await em.flush();
  return row;
}

async function ownedSurvey(em: EntityManager, identity: Identity, id: string): Promise<EventSurveyAnswer> {
  const row = await em.findOne(EventSurveyAnswerEntity, { id });
  if (!row) throw NotFound('설문 답변을 찾을 수 없습니다.');
  assertOwner({ identity }, row.userId);
  return row;
}

export const readSurvey = ownedSurvey;

/**
 * Edits are the author's alone: an admin reads (and may delete, as moderation) a member's answer
 * or inquiry, but never puts words in the member's mouth.
 */
function assertAuthor(identity: Identity, row: { userId: string }): void {
  if (row.userId !== identity.userId) throw Forbidden('본인이 작성한 내용만 수정할 수 있습니다.');
}

export async function editSurvey(em: EntityManager, identity: Identity, id: string, rawAnswers: unknown): Promise<EventSurveyAnswer> {
  const row = await ownedSurvey(em, identity, id);
  assertAuthor(identity, row);
  row.answers = parseInput(answersSchema, rawAnswers, 'answers');
  await em.flush();
  return row;
}

export async function deleteSurvey(em: EntityManager, identity: Identity, id: string): Promise<void> {
  await ownedSurvey(em, identity, id);
  await em.nativeDelete(EventSurveyAnswerEntity, { id });
}

export async function askEvent(em: EntityManager, identity: Identity, rawEvent: string, rawContent: string): Promise<EventInquiry> {
  const row = em.create(EventInquiryEntity, { eventCode: parseInput(eventCode, rawEvent, 'eventCode'), userId: identity.userId, content: parseInput(inquirySchema, rawContent, 'content') });
  await em.flush();
  return row;
}

async function ownedInquiry(em: EntityManager, identity: Identity, id: string): Promise<EventInquiry> {
  const row = await em.findOne(EventInquiryEntity, { id });
  if (!row) throw NotFound('이벤트 문의를 찾을 수 없습니다.');
  assertOwner({ identity }, row.userId);
  return row;
}

export const readEventInquiry = ownedInquiry;

export async function editEventInquiry(em: EntityManager, identity: Identity, id: string, rawContent: string): Promise<EventInquiry> {
  const row = await ownedInquiry(em, identity, id);
  assertAuthor(identity, row);
  if (row.answeredAt) throw new AppError('QUESTION_ANSWERED', '답변이 달린 문의는 수정할 수 없습니다.');
  row.content = parseInput(inquirySchema, rawContent, 'content');
  await em.flush();
  return row;
}

export async function deleteEventInquiry(em: EntityManager, identity: Identity, id: string): Promise<void> {
  await ownedInquiry(em, identity, id);
  await em.nativeDelete(EventInquiryEntity, { id });
}

/** Admin answer; the member is notified (category event). */
export async function answerEventInquiry(em: EntityManager, id: string, rawAnswer: string, now = new Date()): Promise<EventInquiry> {
  const row = await em.findOne(EventInquiryEntity, { id });
  if (!row) throw NotFound('이벤트 문의를 찾을 수 없습니다.');
  em.assign(row, { answer: parseInput(z.string().trim().min(1, '답변을 입력해주세요.').max(2000), rawAnswer, 'answer'), answeredAt: now });
  await em.flush();
  await notify(em, row.userId, 'event', '이벤트 문의에 답변이 등록되었습니다.', row.content.slice(0, 50));
  return row;
}
