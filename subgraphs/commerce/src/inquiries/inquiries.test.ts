import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import { dayjs, koreanDate, type Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { NotificationEntity } from '../notifications/notification.entity.js';
import { InquiryEntity } from './inquiry.entities.js';

let api: TestSubgraph;
const member = (): Identity => testIdentity();
const admin: Identity = { userId: '2', role: 'admin' };
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const CREATE = 'mutation ($t: String!) { createInquiry(category: "delivery", title: $t, content: "배송이 언제 오나요?") { id } }';
const MINE = 'query ($a: Boolean) { myInquiries(answeredOnly: $a) { total items { id title answer } } }';

describe('one-to-one inquiries', () => {
  it('keeps each member to their own inquiries; admins answer and the member is notified', async () => {
    const me = member();
    const other = member();
    const { createInquiry } = await api.ok<{ createInquiry: { id: string } }>(CREATE, { t: '배송 문의' }, me);
    expect((await api.ok<{ myInquiries: { total: number } }>(MINE, {}, other)).myInquiries.total).toBe(0);
    expect((await api.exec('mutation ($id: ID!) { answerInquiry(id: $id, answer: "내일 도착합니다.") { id } }', { id: createInquiry.id }, me)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { answerInquiry(id: $id, answer: "내일 도착합니다.") { id } }', { id: createInquiry.id }, admin);
    const answered = await api.ok<{ myInquiries: { items: { answer: string }[] } }>(MINE, { a: true }, me);
    expect(answered.myInquiries.items[0].answer).toBe('내일 도착합니다.');
    expect(await api.em().count(NotificationEntity, { userId: me.userId, category: 'request' })).toBe(1);
  });

  it('hides a deleted inquiry but keeps the record', async () => {
    const me = member();
    const { createInquiry } = await api.ok<{ createInquiry: { id: string } }>(CREATE, { t: '삭제할 문의' }, me);
    expect((await api.exec('mutation ($id: ID!) { deleteInquiry(id: $id) }', { id: createInquiry.id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteInquiry(id: $id) }', { id: createInquiry.id }, me);
    expect((await api.ok<{ myInquiries: { total: number } }>(MINE, {}, me)).myInquiries.total).toBe(0);
    expect((await api.em().findOneOrFail(InquiryEntity, { id: createInquiry.id })).deletedAt).toBeInstanceOf(Date);
  });

  it("counts a month's inquiries for admins only, by the Korean calendar", async () => {
    const month = koreanDate().slice(0, 7);
    const before = (await api.ok<{ inquiryMonthlyCount: { total: number } }>('query ($m: String!) { inquiryMonthlyCount(month: $m) { total } }', { m: month }, admin)).inquiryMonthlyCount.total;
    await api.ok(CREATE, { t: '이번 달 문의' }, member());
    const after = await api.ok<{ inquiryMonthlyCount: { total: number; answered: number; unanswered: number } }>(
      'query ($m: String!) { inquiryMonthlyCount(month: $m) { total answered unanswered } }',
      { m: month },
      admin,
    );
    expect(after.inquiryMonthlyCount.total).toBe(before + 1);
    expect(after.inquiryMonthlyCount.answered + after.inquiryMonthlyCount.unanswered).toBe(after.inquiryMonthlyCount.total);
    const next = dayjs(koreanDate()).add(1, 'month').format('YYYY-MM');
    expect((await api.ok<{ inquiryMonthlyCount: { total: number } }>('query ($m: String!) { inquiryMonthlyCount(month: $m) { total } }', { m: next }, admin)).inquiryMonthlyCount.total).toBe(0);
    expect((await api.exec('{ inquiryMonthlyCount(month: "2026-13") { total } }', {}, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.exec('query ($m: String!) { inquiryMonthlyCount(month: $m) { total } }', { m: month }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('validates the category and content in Korean', async () => {
    const result = await api.exec('mutation { createInquiry(category: "gossip", title: "제", content: "짧") { id } }', {}, member());
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((result.errors?.[0].extensions?.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['category', 'content', 'title']);
  });
});

describe('customer-service center', () => {
  it('lets admins add entries that everyone reads', async () => {
    const title = `배송비 안내 ${Date.now()}`;
    expect((await api.exec('mutation ($t: String!) { addCsEntry(kind: "faq", title: $t, body: "3만원 이상 무료") { id } }', { t: title }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($t: String!) { addCsEntry(kind: "faq", title: $t, body: "3만원 이상 무료") { id } }', { t: title }, admin);
    const entries = await api.ok<{ csEntries: { title: string }[] }>('{ csEntries(kind: "faq") { title } }');
    expect(entries.csEntries.map((e) => e.title)).toContain(title);
  });
});
