import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { NotificationEntity } from '../notifications/notification.entity.js';

let api: TestSubgraph;
const member = (): Identity => testIdentity();
const admin: Identity = { userId: '2', role: 'admin' };
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('event surveys', () => {
  const ANSWER = 'mutation ($e: String!, $a: JSONObject!) { answerEventSurvey(eventCode: $e, answers: $a) { id answers } }';

  it('takes one answer per member and event, editable and deletable by its author only', async () => {
    const me = member();
    const { answerEventSurvey } = await api.ok<{ answerEventSurvey: { id: string } }>(ANSWER, { e: 'winter-2026', a: { q1: '비타민D', q2: ['면역', '피로'] } }, me);
    expect((await api.exec(ANSWER, { e: 'winter-2026', a: { q1: '또' } }, me)).errors?.[0].extensions?.code).toBe('CONFLICT');
    const READ = 'query ($id: ID!) { eventSurveyAnswer(id: $id) { answers } }';
    expect((await api.exec(READ, { id: answerEventSurvey.id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { editEventSurvey(id: $id, answers: { q1: "오메가3" }) { id } }', { id: answerEventSurvey.id }, me);
    // An admin reads the answer but does not rewrite it.
    expect((await api.exec('mutation ($id: ID!) { editEventSurvey(id: $id, answers: { q1: "관리자" }) { id } }', { id: answerEventSurvey.id }, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ eventSurveyAnswer: { answers: unknown } }>(READ, { id: answerEventSurvey.id }, admin)).eventSurveyAnswer.answers).toEqual({ q1: '오메가3' });
    expect((await api.exec('mutation ($id: ID!) { deleteEventSurvey(id: $id) }', { id: answerEventSurvey.id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteEventSurvey(id: $id) }', { id: answerEventSurvey.id }, me);
    expect((await api.exec(ANSWER, { e: 'bad code!', a: { q1: 'x' } }, member())).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.exec(ANSWER, { e: 'winter-2026', a: {} }, member())).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('event inquiries', () => {
  it('lets members ask and edit before the answer; only admins answer, and the member is notified', async () => {
    const me = member();
    const { askEventInquiry } = await api.ok<{ askEventInquiry: { id: string } }>('mutation { askEventInquiry(eventCode: "winter-2026", content: "당첨자 발표는 언제인가요?") { id } }', {}, me);
    const id = askEventInquiry.id;
    await api.ok('mutation ($id: ID!) { editEventInquiry(id: $id, content: "당첨자 발표일이 궁금합니다.") { id } }', { id }, me);
    expect((await api.exec('mutation ($id: ID!) { editEventInquiry(id: $id, content: "관리자가 고친 문의") { id } }', { id }, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec('mutation ($id: ID!) { answerEventInquiry(id: $id, answer: "12월 1일입니다.") { id } }', { id }, me)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { answerEventInquiry(id: $id, answer: "12월 1일입니다.") { id } }', { id }, admin);
    expect((await api.exec('mutation ($id: ID!) { editEventInquiry(id: $id, content: "답변 뒤 수정 시도") { id } }', { id }, me)).errors?.[0].extensions?.code).toBe('QUESTION_ANSWERED');
    expect(await api.em().count(NotificationEntity, { userId: me.userId, category: 'event' })).toBe(1);
    expect((await api.exec('query ($id: ID!) { eventInquiry(id: $id) { id } }', { id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteEventInquiry(id: $id) }', { id }, me);
  });
});
