import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { NotificationEntity } from '../notifications/notification.entity.js';
import { createTestEvent } from './events.testing.js';

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
    const { code } = await createTestEvent(api.em(), {
      questions: [
        { code: 'q1', label: '관심 영양제', kind: 'single', options: ['비타민D', '오메가3'], required: true },
        { code: 'q2', label: '건강 고민', kind: 'multi', options: ['면역', '피로', '수면'], required: false },
      ],
    });
    const { answerEventSurvey } = await api.ok<{ answerEventSurvey: { id: string } }>(ANSWER, { e: code, a: { q1: '비타민D', q2: ['면역', '피로'] } }, me);
    expect((await api.exec(ANSWER, { e: code, a: { q1: '오메가3' } }, me)).errors?.[0].extensions?.code).toBe('CONFLICT');
    const READ = 'query ($id: ID!) { eventSurveyAnswer(id: $id) { answers } }';
    expect((await api.exec(READ, { id: answerEventSurvey.id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { editEventSurvey(id: $id, answers: { q1: "오메가3" }) { id } }', { id: answerEventSurvey.id }, me);
    // An admin reads the answer but does not rewrite it.
    expect((await api.exec('mutation ($id: ID!) { editEventSurvey(id: $id, answers: { q1: "비타민D" }) { id } }', { id: answerEventSurvey.id }, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ eventSurveyAnswer: { answers: unknown } }>(READ, { id: answerEventSurvey.id }, admin)).eventSurveyAnswer.answers).toEqual({ q1: '오메가3' });
    expect((await api.exec('mutation ($id: ID!) { deleteEventSurvey(id: $id) }', { id: answerEventSurvey.id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteEventSurvey(id: $id) }', { id: answerEventSurvey.id }, me);
    expect((await api.exec(ANSWER, { e: 'bad code!', a: { q1: 'x' } }, member())).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.exec(ANSWER, { e: code, a: {} }, member())).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('event inquiries', () => {
  it('lets members ask and edit before the answer; only admins answer, and the member is notified', async () => {
    const me = member();
    const { code } = await createTestEvent(api.em());
    const { askEventInquiry } = await api.ok<{ askEventInquiry: { id: string } }>(
      'mutation ($e: String!) { askEventInquiry(eventCode: $e, content: "당첨자 발표는 언제인가요?") { id } }',
      { e: code },
      me,
    );
    const id = askEventInquiry.id;
    await api.ok('mutation ($id: ID!) { editEventInquiry(id: $id, content: "당첨자 발표일이 궁금합니다.") { id } }', { id }, me);
    expect((await api.exec('mutation ($id: ID!) { editEventInquiry(id: $id, content: "관리자가 고친 문의") { id } }', { id }, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec('mutation ($id: ID!) { answerEventInquiry(id: $id, answer: "12월 1일입니다.") { id } }', { id }, me)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { answerEventInquiry(id: $id, answer: "12월 1일입니다.") { id } }', { id }, admin);
    expect((await api.exec('mutation ($id: ID!) { editEventInquiry(id: $id, content: "답변 뒤 수정 시도") { id } }', { id }, me)).errors?.[0].extensions?.code).toBe('QUESTION_ANSWERED');
    // An answer to the member's own question (category request: not event news the member can turn off).
    expect(await api.em().find(NotificationEntity, { userId: me.userId })).toMatchObject([{ category: 'request', link: `/events/${code}` }]);
    expect((await api.exec('query ($id: ID!) { eventInquiry(id: $id) { id } }', { id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteEventInquiry(id: $id) }', { id }, me);
  });
});
