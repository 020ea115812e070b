import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, Conflict, Forbidden, NotFound, assertOwner, parseInput, z, type Identity, type Page } from '@shop/kit';
import { notify } from '../notifications/notifications.service.js';
import { EventEntity, EventInquiryEntity, EventSurveyAnswerEntity, type Event, type EventInquiry, type EventQuestion, type EventSurveyAnswer } from './event.entities.js';

const eventCode = z.string().regex(/^[\w-]{2,40}$/, '이벤트를 확인해주세요.');
const answersSchema = z
  .record(z.string().max(40), z.union([z.string().max(1000), z.array(z.string().max(200)).max(20)]), { error: '설문 답변을 확인해주세요.' })
  .refine((a) => Object.keys(a).length > 0 && Object.keys(a).length <= 50, '설문 답변을 확인해주세요.');
const inquirySchema = z.string().trim().min(5, '문의 내용을 5자 이상 입력해주세요.').max(2000, '문의 내용은 2000자 이하입니다.');

type Answers = Record<string, string | string[]>;

/** Whether an event is running at `now`: from its start (inclusive) to its end (exclusive). */
export const isOpen = (event: Pick<Event, 'startsAt' | 'endsAt'>, now = new Date()): boolean => event.startsAt <= now && now < event.endsAt;

/** Events that have started (running and past), newest first. Upcoming ones are not shown yet. */
export async function listEvents(em: EntityManager, page: { offset: number; limit: number }, now = new Date()): Promise<Page<Event>> {
  const [items, total] = await em.findAndCount(EventEntity, { startsAt: { $lte: now } }, { orderBy: { startsAt: 'desc', id: 'desc' }, ...page });
  return { items, total };
}

const notFoundEvent = () => {
  const message = '이벤트를 찾을 수 없습니다.';
  return new AppError('NOT_FOUND', message, { fields: [{ field: 'eventCode', message }] });
};

/** An event by code; unknown codes and events that have not started are NOT_FOUND naming eventCode. */
export async function findEvent(em: EntityManager, rawCode: string, now = new Date()): Promise<Event> {
  const event = await em.findOne(EventEntity, { code: parseInput(eventCode, rawCode, 'eventCode') });
  if (!event || event.startsAt > now) throw notFoundEvent();
  return event;
}

/** The event a survey answer is for, which must be running: answers are given and changed during it. */
async function openEvent(em: EntityManager, code: string, now: Date): Promise<Event> {
  const event = await em.findOne(EventEntity, { code });
  if (!event) throw notFoundEvent();
  if (now < event.startsAt) throw new AppError('EVENT_NOT_OPEN', '아직 시작하지 않은 이벤트입니다.', { fields: [{ field: 'eventCode', message: '아직 시작하지 않은 이벤트입니다.' }] });
  if (now >= event.endsAt)
    throw new AppError('EVENT_NOT_OPEN', '종료된 이벤트입니다. 설문에 참여하거나 답변을 바꿀 수 없습니다.', { fields: [{ field: 'eventCode', message: '종료된 이벤트입니다.' }] });
  return event;
}

/** The answer of one question checked against its kind and options; null when it is valid. */
function answerProblem(question: EventQuestion, answer: string | string[] | undefined): string | null {
  const given = answer === undefined || (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '') ? undefined : answer;
  if (given === undefined) return question.required ? `'${question.label}' 문항에 답해주세요.` : null;
  switch (question.kind) {
    case 'single':
      return typeof given === 'string' && question.options.includes(given) ? null : `'${question.label}' 문항의 보기 중 하나를 골라주세요.`;
    case 'multi':
      return Array.isArray(given) && new Set(given).size === given.length && given.every((o) => question.options.includes(o)) ? null : `'${question.label}' 문항의 보기 중에서 골라주세요.`;
    case 'text':
      return typeof given === 'string' ? null : `'${question.label}' 문항에는 글로 답해주세요.`;
  }
}

/**
 * Answers checked against the event's questions: every key a question, every choice one of its
 * options, required questions answered. Each problem names `answers.<question code>`. Blank
 * optional answers are dropped; text answers are kept trimmed.
 */
export function checkAnswers(event: Pick<Event, 'questions'>, answers: Answers): Answers {
  const known = new Map(event.questions.map((q) => [q.code, q]));
  const problems = Object.keys(answers)
    .filter((code) => !known.has(code))
    .map((code) => ({ field: `answers.${code}`, message: '이 이벤트에 없는 문항입니다.' }));
  const checked: Answers = {};
  for (const question of event.questions) {
    const answer = answers[question.code];
    const problem = answerProblem(question, answer);
    if (problem) problems.push({ field: `answers.${question.code}`, message: problem });
    else if (answer !== undefined && (Array.isArray(answer) ? answer.length : answer.trim())) checked[question.code] = typeof answer === 'string' ? answer.trim() : answer;
  }
  if (problems.length) throw new AppError('BAD_USER_INPUT', problems[0]!.message, { fields: problems });
  return checked;
}

export async function answerSurvey(em: EntityManager, identity: Identity, rawEvent: string, rawAnswers: unknown, now = new Date()): Promise<EventSurveyAnswer> {
  const code = parseInput(eventCode, rawEvent, 'eventCode');
  const given = parseInput(answersSchema, rawAnswers, 'answers');
  const answers = checkAnswers(await openEvent(em, code, now), given);
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

export async function editSurvey(em: EntityManager, identity: Identity, id: string, rawAnswers: unknown, now = new Date()): Promise<EventSurveyAnswer> {
  const row = await ownedSurvey(em, identity, id);
  assertAuthor(identity, row);
  const answers = parseInput(answersSchema, rawAnswers, 'answers');
  row.answers = checkAnswers(await openEvent(em, row.eventCode, now), answers);
  await em.flush();
  return row;
}

export async function deleteSurvey(em: EntityManager, identity: Identity, id: string): Promise<void> {
  await ownedSurvey(em, identity, id);
  await em.nativeDelete(EventSurveyAnswerEntity, { id });
}

/** The caller's answer to an event's survey, or null. */
export async function mySurveyAnswer(em: EntityManager, identity: Identity, rawEvent: string): Promise<EventSurveyAnswer | null> {
  return em.findOne(EventSurveyAnswerEntity, { eventCode: parseInput(eventCode, rawEvent, 'eventCode'), userId: identity.userId });
}

/** The caller's inquiries about an event, newest first. */
export async function myEventInquiries(em: EntityManager, identity: Identity, rawEvent: string, page: { offset: number; limit: number }): Promise<Page<EventInquiry>> {
  const where = { eventCode: parseInput(eventCode, rawEvent, 'eventCode'), userId: identity.userId };
  const [items, total] = await em.findAndCount(EventInquiryEntity, where, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

/** Questions about an event may be asked during it and after it (winners, prizes), not before. */
export async function askEvent(em: EntityManager, identity: Identity, rawEvent: string, rawContent: string, now = new Date()): Promise<EventInquiry> {
  const event = await findEvent(em, rawEvent, now);
  const row = em.create(EventInquiryEntity, { eventCode: event.code, userId: identity.userId, content: parseInput(inquirySchema, rawContent, 'content') });
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

/**
 * Admin answer; the member is notified under `request` (an answer to the member's own question,
 * like a one-to-one inquiry's: it is not event news a member turns off in the push settings).
 */
export async function answerEventInquiry(em: EntityManager, id: string, rawAnswer: string, now = new Date()): Promise<EventInquiry> {
  const row = await em.findOne(EventInquiryEntity, { id });
  if (!row) throw NotFound('이벤트 문의를 찾을 수 없습니다.');
  em.assign(row, { answer: parseInput(z.string().trim().min(1, '답변을 입력해주세요.').max(2000), rawAnswer, 'answer'), answeredAt: now });
  await em.flush();
  await notify(em, row.userId, 'request', '이벤트 문의에 답변이 등록되었습니다.', row.content.slice(0, 50), `/events/${row.eventCode}`);
  return row;
}
