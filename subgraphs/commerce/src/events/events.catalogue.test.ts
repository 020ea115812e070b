import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { EventEntity } from './event.entities.js';
import { seedEvents } from './events.seed.js';
import { createTestEvent } from './events.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const MINUTE = 60_000;
const ANSWER = 'mutation ($e: String!, $a: JSONObject!) { answerEventSurvey(eventCode: $e, answers: $a) { id answers } }';
const EDIT = 'mutation ($id: ID!, $a: JSONObject!) { editEventSurvey(id: $id, answers: $a) { id answers } }';
const errorOf = (result: { errors?: readonly { message: string; extensions?: Record<string, any> }[] }) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
  fields: (result.errors?.[0]?.extensions?.fields ?? []).map((f: { field: string }) => f.field),
});

describe('event catalogue', () => {
  it('lists started events newest first with their state, hides upcoming ones, and shows one with its questions', async () => {
    const now = Date.now();
    const running = await createTestEvent(api.em(), { startsAt: new Date(now - MINUTE), endsAt: new Date(now + 60 * MINUTE) });
    const ended = await createTestEvent(api.em(), { startsAt: new Date(now - 2 * MINUTE), endsAt: new Date(now - MINUTE / 2) });
    const upcoming = await createTestEvent(api.em(), { startsAt: new Date(now + 60 * MINUTE), endsAt: new Date(now + 120 * MINUTE) });
    const LIST = 'query ($o: Int, $l: Int) { events(offset: $o, limit: $l) { total items { code startsAt inProgress } } }';
    const { events } = await api.ok<{ events: { total: number; items: { code: string; startsAt: string; inProgress: boolean }[] } }>(LIST, { o: 0, l: 100 });
    const codes = events.items.map((e) => e.code);
    expect(codes).toContain(running.code);
    expect(codes).not.toContain(upcoming.code);
    expect(codes.indexOf(running.code)).toBeLessThan(codes.indexOf(ended.code));
    const starts = events.items.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(events.items.find((e) => e.code === running.code)?.inProgress).toBe(true);
    expect(events.items.find((e) => e.code === ended.code)?.inProgress).toBe(false);
    const second = await api.ok<{ events: { total: number; items: { code: string }[] } }>(LIST, { o: 1, l: 1 });
    expect(second.events.items).toHaveLength(1);
    expect(second.events.items[0]!.code).toBe(codes[1]);

    const ONE = 'query ($c: String!) { event(code: $c) { code title body questions { code label kind options required } } }';
    const { event } = await api.ok<{ event: { questions: unknown[] } }>(ONE, { c: running.code });
    expect(event.questions).toEqual([
      { code: 'q1', label: '참여하시겠어요?', kind: 'single', options: ['네', '아니오'], required: true },
      { code: 'q2', label: '하고 싶은 말', kind: 'text', options: [], required: false },
    ]);
    for (const c of [upcoming.code, unique('none')]) expect(errorOf(await api.exec(ONE, { c }))).toMatchObject({ code: 'NOT_FOUND', fields: ['eventCode'] });
  });

  it('seeds two running demo events with their surveys, once', async () => {
    await seedEvents(api.em());
    await seedEvents(api.em());
    const seeded = await api.em().find(EventEntity, { code: { $in: ['autumn-health-survey', 'new-product-trial'] } });
    expect(seeded.map((e) => e.title).sort()).toEqual(['가을 건강 설문', '신제품 체험단 신청']);
    for (const event of seeded) expect(event.questions.length).toBeGreaterThanOrEqual(3);
  });
});

describe('survey answers against the event', () => {
  it('refuses an unknown event naming eventCode, and an event outside its period with a Korean message', async () => {
    const now = Date.now();
    const me = testIdentity();
    expect(errorOf(await api.exec(ANSWER, { e: unique('none'), a: { q1: '네' } }, me))).toMatchObject({ code: 'NOT_FOUND', fields: ['eventCode'] });
    const upcoming = await createTestEvent(api.em(), { startsAt: new Date(now + 60 * MINUTE), endsAt: new Date(now + 120 * MINUTE) });
    expect(errorOf(await api.exec(ANSWER, { e: upcoming.code, a: { q1: '네' } }, me))).toEqual({ code: 'EVENT_NOT_OPEN', message: '아직 시작하지 않은 이벤트입니다.', fields: ['eventCode'] });
    const ended = await createTestEvent(api.em(), { startsAt: new Date(now - 60 * MINUTE), endsAt: new Date(now - MINUTE) });
    expect(errorOf(await api.exec(ANSWER, { e: ended.code, a: { q1: '네' } }, me))).toMatchObject({
      code: 'EVENT_NOT_OPEN',
      message: '종료된 이벤트입니다. 설문에 참여하거나 답변을 바꿀 수 없습니다.',
    });
    expect(errorOf(await api.exec('mutation ($e: String!) { askEventInquiry(eventCode: $e, content: "언제 시작하나요?") { id } }', { e: unique('none') }, me))).toMatchObject({
      code: 'NOT_FOUND',
      fields: ['eventCode'],
    });
  });

  it.each([
    ['an unknown question', { q1: '네', q9: '무엇' }, ['answers.q9']],
    ['an option the question does not have', { q1: '몰라요' }, ['answers.q1']],
    ['a list for a single-choice question', { q1: ['네'] }, ['answers.q1']],
    ['no answer to a required question', { q2: '좋아요' }, ['answers.q1']],
    ['an option not in a multiple-choice question', { q1: '네', m: ['비타민D', '철분'] }, ['answers.m']],
    ['one option twice', { q1: '네', m: ['비타민D', '비타민D'] }, ['answers.m']],
    ['a choice for a text question', { q1: '네', q2: ['좋아요'] }, ['answers.q2']],
  ])('refuses %s as BAD_USER_INPUT naming the answer', async (_, answers, fields) => {
    const { code } = await createTestEvent(api.em(), {
      questions: [
        { code: 'q1', label: '참여하시겠어요?', kind: 'single', options: ['네', '아니오'], required: true },
        { code: 'q2', label: '하고 싶은 말', kind: 'text', options: [], required: false },
        { code: 'm', label: '드시는 영양제', kind: 'multi', options: ['비타민D', '오메가3'], required: false },
      ],
    });
    expect(errorOf(await api.exec(ANSWER, { e: code, a: answers }, testIdentity()))).toMatchObject({ code: 'BAD_USER_INPUT', fields });
  });

  it('keeps valid answers (text trimmed, blank optional ones dropped), shows the caller theirs, and checks edits too', async () => {
    const me = testIdentity();
    const event = await createTestEvent(api.em());
    const MINE = 'query ($e: String!) { myEventSurveyAnswer(eventCode: $e) { id answers } }';
    expect((await api.ok<{ myEventSurveyAnswer: unknown }>(MINE, { e: event.code }, me)).myEventSurveyAnswer).toBeNull();
    const { answerEventSurvey } = await api.ok<{ answerEventSurvey: { id: string; answers: unknown } }>(ANSWER, { e: event.code, a: { q1: '네', q2: '  기대돼요 ' } }, me);
    expect(answerEventSurvey.answers).toEqual({ q1: '네', q2: '기대돼요' });
    expect((await api.ok<{ myEventSurveyAnswer: unknown }>(MINE, { e: event.code }, me)).myEventSurveyAnswer).toEqual(answerEventSurvey);
    expect((await api.ok<{ myEventSurveyAnswer: unknown }>(MINE, { e: event.code }, testIdentity())).myEventSurveyAnswer).toBeNull();
    expect(errorOf(await api.exec(EDIT, { id: answerEventSurvey.id, a: { q1: '글쎄요' } }, me))).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['answers.q1'] });
    expect((await api.ok<{ editEventSurvey: { answers: unknown } }>(EDIT, { id: answerEventSurvey.id, a: { q1: '아니오', q2: '' } }, me)).editEventSurvey.answers).toEqual({ q1: '아니오' });
    // Once the event is over, the answer stays as it is.
    await api.em().nativeUpdate(EventEntity, { id: event.id }, { endsAt: new Date(Date.now() - 1000) });
    expect(errorOf(await api.exec(EDIT, { id: answerEventSurvey.id, a: { q1: '네' } }, me)).code).toBe('EVENT_NOT_OPEN');
  });
});

describe('my event inquiries', () => {
  it("lists the caller's inquiries about one event, newest first, and nobody else's", async () => {
    const me = testIdentity();
    const [event, other] = [await createTestEvent(api.em()), await createTestEvent(api.em())];
    const ASK = 'mutation ($e: String!, $c: String!) { askEventInquiry(eventCode: $e, content: $c) { id } }';
    const first = (await api.ok<{ askEventInquiry: { id: string } }>(ASK, { e: event.code, c: '당첨자 발표는 언제인가요?' }, me)).askEventInquiry.id;
    const second = (await api.ok<{ askEventInquiry: { id: string } }>(ASK, { e: event.code, c: '배송은 언제 되나요?' }, me)).askEventInquiry.id;
    await api.ok(ASK, { e: other.code, c: '다른 이벤트 문의입니다.' }, me);
    await api.ok(ASK, { e: event.code, c: '다른 회원의 문의입니다.' }, testIdentity());
    const LIST = 'query ($e: String!, $l: Int) { myEventInquiries(eventCode: $e, limit: $l) { total items { id } } }';
    expect((await api.ok<{ myEventInquiries: unknown }>(LIST, { e: event.code, l: 20 }, me)).myEventInquiries).toEqual({ total: 2, items: [{ id: second }, { id: first }] });
    expect((await api.ok<{ myEventInquiries: unknown }>(LIST, { e: event.code, l: 1 }, me)).myEventInquiries).toEqual({ total: 2, items: [{ id: second }] });
    expect(errorOf(await api.exec(LIST, { e: event.code }, null)).code).toBe('UNAUTHENTICATED');
  });
});
