import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { CsEntryEntity } from './inquiry.entities.js';

let api: TestSubgraph;
const member = (): Identity => testIdentity();
const admin: Identity = { userId: '2', role: 'admin' };
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const CREATE = 'mutation ($t: String!) { createInquiry(category: "etc", title: $t, content: "관리자 목록 확인용 문의입니다.") { id } }';
const ADMIN_LIST = 'query ($u: Boolean, $l: Int) { adminInquiries(unansweredOnly: $u, limit: $l) { total items { id title answer } } }';
type AdminList = { adminInquiries: { total: number; items: { id: string; title: string; answer: string | null }[] } };

describe('the CS desk list of one-to-one inquiries', () => {
  it("shows admins every member's inquiries, newest first, and only the unanswered ones on request", async () => {
    const [a, b] = [member(), member()];
    const first = (await api.ok<{ createInquiry: { id: string } }>(CREATE, { t: '첫 번째 문의' }, a)).createInquiry.id;
    const second = (await api.ok<{ createInquiry: { id: string } }>(CREATE, { t: '두 번째 문의' }, b)).createInquiry.id;
    const all = await api.ok<AdminList>(ADMIN_LIST, { l: 100 }, admin);
    const ids = all.adminInquiries.items.map((i) => i.id);
    expect(ids).toContain(first);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

    // Other test files share the database: check these two inquiries, not totals.
    expect((await api.ok<AdminList>(ADMIN_LIST, { u: true, l: 100 }, admin)).adminInquiries.items.map((i) => i.id)).toEqual(expect.arrayContaining([first, second]));
    await api.ok('mutation ($id: ID!) { answerInquiry(id: $id, answer: "확인했습니다.") { id } }', { id: first }, admin);
    const unanswered = await api.ok<AdminList>(ADMIN_LIST, { u: true, l: 100 }, admin);
    expect(unanswered.adminInquiries.items.map((i) => i.id)).toContain(second);
    expect(unanswered.adminInquiries.items.map((i) => i.id)).not.toContain(first);
    expect(unanswered.adminInquiries.items.every((i) => i.answer === null)).toBe(true);
    expect((await api.ok<AdminList>(ADMIN_LIST, { l: 100 }, admin)).adminInquiries.items.find((i) => i.id === first)?.answer).toBe('확인했습니다.');
  });

  it('leaves out deleted inquiries and refuses members', async () => {
    const me = member();
    const id = (await api.ok<{ createInquiry: { id: string } }>(CREATE, { t: '지울 문의' }, me)).createInquiry.id;
    await api.ok('mutation ($id: ID!) { deleteInquiry(id: $id) }', { id }, me);
    expect((await api.ok<AdminList>(ADMIN_LIST, { l: 100 }, admin)).adminInquiries.items.map((i) => i.id)).not.toContain(id);
    expect((await api.exec(ADMIN_LIST, {}, me)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('editing and deleting customer-service entries', () => {
  const ADD = 'mutation ($t: String!) { addCsEntry(kind: "notice", title: $t, body: "설 연휴 배송 안내") { id } }';
  const EDIT = 'mutation ($id: ID!, $t: String!, $b: String!) { editCsEntry(id: $id, title: $t, body: $b) { id kind title body } }';
  const DELETE = 'mutation ($id: ID!) { deleteCsEntry(id: $id) }';

  it("lets admins rewrite an entry's title and body, keeping its kind", async () => {
    const id = (await api.ok<{ addCsEntry: { id: string } }>(ADD, { t: `배송 공지 ${Date.now()}` }, admin)).addCsEntry.id;
    const edited = await api.ok<{ editCsEntry: { kind: string; title: string; body: string } }>(EDIT, { id, t: '  설 연휴 배송 공지  ', b: '1월 28일부터 쉽니다.' }, admin);
    expect(edited.editCsEntry).toMatchObject({ kind: 'notice', title: '설 연휴 배송 공지', body: '1월 28일부터 쉽니다.' });
    expect((await api.em().findOneOrFail(CsEntryEntity, { id })).title).toBe('설 연휴 배송 공지');
    expect((await api.exec(EDIT, { id, t: '회원', b: '바꿈' }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('names the failing field in Korean and answers NOT_FOUND for a missing entry', async () => {
    const id = (await api.ok<{ addCsEntry: { id: string } }>(ADD, { t: `검증 공지 ${Date.now()}` }, admin)).addCsEntry.id;
    const bad = await api.exec(EDIT, { id, t: '제', b: ' ' }, admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((bad.errors?.[0].extensions?.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['body', 'title']);
    expect((await api.exec(EDIT, { id: '999999999999', t: '없는 글', b: '내용' }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.exec(DELETE, { id: '999999999999' }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('lets admins delete an entry, which everyone then stops seeing', async () => {
    const title = `삭제할 공지 ${Date.now()}`;
    const id = (await api.ok<{ addCsEntry: { id: string } }>(ADD, { t: title }, admin)).addCsEntry.id;
    expect((await api.exec(DELETE, { id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ deleteCsEntry: boolean }>(DELETE, { id }, admin)).deleteCsEntry).toBe(true);
    expect((await api.ok<{ csEntries: { title: string }[] }>('{ csEntries(kind: "notice") { title } }')).csEntries.map((e) => e.title)).not.toContain(title);
    expect(await api.em().count(CsEntryEntity, { id })).toBe(0);
  });
});
