import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { createTestEvent } from './events.testing.js';

let api: TestSubgraph;
const member = (): Identity => testIdentity();
const admin: Identity = { userId: '2', role: 'admin' };
let eventCode: string;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
  eventCode = (await createTestEvent(api.em())).code;
});
afterAll(() => api.close());

const ASK = 'mutation ($e: String!, $c: String!) { askEventInquiry(eventCode: $e, content: $c) { id } }';
const LIST = 'query ($u: Boolean, $o: Int, $l: Int) { adminEventInquiries(unansweredOnly: $u, offset: $o, limit: $l) { total items { id eventCode content answer } } }';
type List = { adminEventInquiries: { total: number; items: { id: string; eventCode: string; content: string; answer: string | null }[] } };
const ids = (list: List) => list.adminEventInquiries.items.map((i) => i.id);

describe('the admin list of event inquiries', () => {
  it("shows admins every member's event inquiries, newest first, and only unanswered ones on request", async () => {
    const first = (await api.ok<{ askEventInquiry: { id: string } }>(ASK, { e: eventCode, c: '경품은 언제 발송되나요?' }, member())).askEventInquiry.id;
    const second = (await api.ok<{ askEventInquiry: { id: string } }>(ASK, { e: eventCode, c: '참여 조건이 궁금합니다.' }, member())).askEventInquiry.id;
    const all = await api.ok<List>(LIST, { l: 100 }, admin);
    expect(ids(all).indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(ids(all).indexOf(second)).toBeLessThan(ids(all).indexOf(first));
    expect(all.adminEventInquiries.items.find((i) => i.id === first)).toMatchObject({ eventCode, content: '경품은 언제 발송되나요?', answer: null });

    // Other test files share the database: check these two inquiries, not totals.
    expect(ids(await api.ok<List>(LIST, { u: true, l: 100 }, admin))).toEqual(expect.arrayContaining([first, second]));
    await api.ok('mutation ($id: ID!) { answerEventInquiry(id: $id, answer: "다음 주에 발송됩니다.") { id } }', { id: first }, admin);
    const unanswered = await api.ok<List>(LIST, { u: true, l: 100 }, admin);
    expect(ids(unanswered)).toContain(second);
    expect(ids(unanswered)).not.toContain(first);
    expect(unanswered.adminEventInquiries.items.every((i) => i.answer === null)).toBe(true);
  });

  it('pages with offset and limit', async () => {
    await api.ok(ASK, { e: eventCode, c: '페이지 확인용 문의입니다.' }, member());
    await api.ok(ASK, { e: eventCode, c: '페이지 확인용 문의입니다 2.' }, member());
    const page = await api.ok<List>(LIST, { o: 1, l: 1 }, admin);
    expect(page.adminEventInquiries.items).toHaveLength(1);
    expect(page.adminEventInquiries.total).toBeGreaterThanOrEqual(2);
    expect((await api.exec(LIST, { l: 101 }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses members and guests', async () => {
    expect((await api.exec(LIST, {}, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(LIST, {}, testIdentity('guest'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
