import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { openTestChannel, type TestChannel } from '../community/community.testing.js';
import { FAQ_RULES } from './faq.entities.js';

const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => (result.errors?.[0]?.extensions?.code as string | undefined) ?? 'OK';
const at = <T>(n: number, run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => run(i)));

const CREATE_MENU = 'mutation ($c: ID, $n: String!) { createFaqMenu(channelId: $c, name: $n) { id name position } }';
const CREATE_ENTRY = 'mutation ($i: CreateFaqEntryInput!) { createFaqEntry(input: $i) { id question frequent menu { name } } }';
const TOP = 'mutation ($c: ID, $t: [String!]!) { registerFaqTopSearchedTerms(channelId: $c, terms: $t) }';
const CREATE_NOTICE = 'mutation ($c: ID, $i: CreateChannelNoticeInput!) { createChannelNotice(channelId: $c, input: $i) { id number title } }';

async function menu(channel: TestChannel, name = unique('메뉴')): Promise<string> {
  return (await api.ok<{ createFaqMenu: { id: string } }>(CREATE_MENU, { n: name }, channel.owner)).createFaqMenu.id;
}

async function entry(channel: TestChannel, menuId: string, question: string, answer = '네, 가능합니다.', frequent = false): Promise<string> {
  return (await api.ok<{ createFaqEntry: { id: string } }>(CREATE_ENTRY, { i: { menuId, question, answer, frequent } }, channel.owner)).createFaqEntry.id;
}

describe('FAQ', () => {
  it('the owner writes menus and entries and marks the frequent ones; anyone reads and searches them', async () => {
    const channel = await openTestChannel(api);
    const delivery = await menu(channel, '배송');
    const product = await menu(channel, '제품');
    await entry(channel, delivery, '배송은 얼마나 걸리나요?', '보통 2~3일 걸립니다.');
    const frequent = await entry(channel, product, '임산부도 먹을 수 있나요?', '의사와 상담 후 드세요.');
    await entry(channel, product, '하루에 몇 알 먹나요?', '하루 두 알입니다.');
    const SET = 'mutation ($id: ID!) { setFaqFrequent(id: $id) { frequent } }';
    expect((await api.ok<{ setFaqFrequent: { frequent: boolean } }>(SET, { id: frequent }, channel.owner)).setFaqFrequent.frequent).toBe(true);

    const MENUS = 'query ($c: String!) { faqMenus(channelId: $c) { name position } }';
    expect((await api.ok<{ faqMenus: unknown[] }>(MENUS, { c: `@${channel.handle}` }, null)).faqMenus).toEqual([
      { name: '배송', position: 1 },
      { name: '제품', position: 2 },
    ]);
    const ENTRIES = 'query ($c: String!, $m: ID, $f: Boolean, $k: String) { faqEntries(channelId: $c, menuId: $m, frequentOnly: $f, keyword: $k) { total items { question frequent menu { name } } } }';
    const all = await api.ok<{ faqEntries: { total: number; items: { question: string }[] } }>(ENTRIES, { c: channel.id });
    // Frequent ones first.
    expect(all.faqEntries.items.map((e) => e.question)).toEqual(['임산부도 먹을 수 있나요?', '배송은 얼마나 걸리나요?', '하루에 몇 알 먹나요?']);
    expect((await api.ok<{ faqEntries: { total: number } }>(ENTRIES, { c: channel.handle, m: product })).faqEntries.total).toBe(2);
    expect((await api.ok<{ faqEntries: { items: unknown[] } }>(ENTRIES, { c: channel.handle, f: true })).faqEntries.items).toEqual([
      { question: '임산부도 먹을 수 있나요?', frequent: true, menu: { name: '제품' } },
    ]);
    // The channel's questions list: by a word of the question or the answer.
    expect((await api.ok<{ faqEntries: { items: { question: string }[] } }>(ENTRIES, { c: channel.handle, k: ' 두 알' })).faqEntries.items.map((e) => e.question)).toEqual(['하루에 몇 알 먹나요?']);
    expect((await api.ok<{ faqEntries: { total: number } }>(ENTRIES, { c: channel.handle, k: '%' })).faqEntries.total).toBe(0);

    const duplicate = await api.exec(CREATE_MENU, { n: '배송' }, channel.owner);
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name', message: '이 채널에 같은 이름의 FAQ 메뉴가 있습니다.' }] });
    // Deleting a menu takes its entries.
    await api.ok('mutation ($id: ID!) { deleteFaqMenu(id: $id) }', { id: product }, channel.owner);
    expect((await api.ok<{ faqEntries: { total: number } }>(ENTRIES, { c: channel.handle })).faqEntries.total).toBe(1);
  });

  it('top searched terms: the owner registers at most 10, in order; the list replaces the last one', async () => {
    const channel = await openTestChannel(api);
    const TERMS = 'query ($c: String!) { faqTopSearchedTerms(channelId: $c) }';
    expect(await api.ok(TOP, { t: ['배송', ' 환불 ', '유통기한'] }, channel.owner)).toEqual({ registerFaqTopSearchedTerms: ['배송', '환불', '유통기한'] });
    expect(await api.ok(TOP, { t: ['유통기한', '배송'] }, channel.owner)).toEqual({ registerFaqTopSearchedTerms: ['유통기한', '배송'] });
    expect((await api.ok<{ faqTopSearchedTerms: string[] }>(TERMS, { c: channel.handle })).faqTopSearchedTerms).toEqual(['유통기한', '배송']);
    const eleven = await api.exec(TOP, { t: Array.from({ length: 11 }, (_, i) => `검색어${i}`) }, channel.owner);
    expect(eleven.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'terms', message: '많이 찾는 검색어는 10개까지 등록할 수 있습니다.' }] });
    const twice = await api.exec(TOP, { t: ['배송', '배송'] }, channel.owner);
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'terms' }] });
    expect((await api.ok<{ faqTopSearchedTerms: string[] }>(TERMS, { c: channel.id })).faqTopSearchedTerms).toEqual(['유통기한', '배송']);
  });

  it("another influencer cannot change the owner's menus, entries, frequent marks, terms or notices", async () => {
    const channel = await openTestChannel(api);
    const other = await openTestChannel(api);
    const menuId = await menu(channel, '주문');
    const entryId = await entry(channel, menuId, '주문 취소는 어떻게 하나요?');
    const { createChannelNotice } = await api.ok<{ createChannelNotice: { id: string } }>(CREATE_NOTICE, { i: { title: '휴무 안내', content: '설 연휴에는 쉽니다.' } }, channel.owner);
    const attempts: [string, Record<string, unknown>][] = [
      ['mutation ($id: ID!) { renameFaqMenu(id: $id, name: "가로채기") { id } }', { id: menuId }],
      ['mutation ($id: ID!) { deleteFaqMenu(id: $id) }', { id: menuId }],
      [CREATE_ENTRY, { i: { menuId, question: '끼어들기', answer: '안 됩니다' } }],
      ['mutation ($i: EditFaqEntryInput!) { editFaqEntry(input: $i) { id } }', { i: { id: entryId, answer: '바꿔치기' } }],
      ['mutation ($id: ID!) { setFaqFrequent(id: $id, frequent: true) { id } }', { id: entryId }],
      ['mutation ($id: ID!) { deleteFaqEntry(id: $id) }', { id: entryId }],
      [TOP, { c: channel.id, t: ['가로채기'] }],
      [CREATE_MENU, { c: channel.id, n: '가로채기' }],
      [CREATE_NOTICE, { c: channel.id, i: { title: '가짜 공지', content: '가짜' } }],
      ['mutation ($i: EditChannelNoticeInput!) { editChannelNotice(input: $i) { id } }', { i: { id: createChannelNotice.id, title: '바꿔치기' } }],
      ['mutation ($id: ID!) { deleteChannelNotice(id: $id) }', { id: createChannelNotice.id }],
    ];
    for (const [query, variables] of attempts) {
      expect(codeOf(await api.exec(query, variables, other.owner)), query).toBe('FORBIDDEN');
      expect(codeOf(await api.exec(query, variables, testIdentity('member'))), query).toBe('FORBIDDEN');
    }
    const read = await api.ok<{ faqEntry: { answer: string; frequent: boolean }; channelNotice: { title: string } }>(
      'query ($e: ID!, $n: ID!) { faqEntry(id: $e) { answer frequent } channelNotice(id: $n) { title } }',
      { e: entryId, n: createChannelNotice.id },
    );
    expect(read).toEqual({ faqEntry: { answer: '네, 가능합니다.', frequent: false }, channelNotice: { title: '휴무 안내' } });
    // An admin may (support).
    await api.ok('mutation ($i: EditChannelNoticeInput!) { editChannelNotice(input: $i) { id } }', { i: { id: createChannelNotice.id, title: '휴무 안내 (수정)' } }, testIdentity('admin'));
  });
});

describe('notices', () => {
  it('are numbered per channel, listed newest first and read one by one', async () => {
    const channel = await openTestChannel(api);
    for (const title of ['첫 공지', '둘째 공지', '셋째 공지']) await api.ok(CREATE_NOTICE, { i: { title, content: `${title} 내용` } }, channel.owner);
    const LIST = 'query ($c: String!) { channelNotices(channelId: $c, limit: 2) { total items { id number title createdAt } } }';
    const list = await api.ok<{ channelNotices: { total: number; items: { id: string; number: number; title: string }[] } }>(LIST, { c: channel.handle });
    expect(list.channelNotices.total).toBe(3);
    expect(list.channelNotices.items.map((n) => [n.number, n.title])).toEqual([
      [3, '셋째 공지'],
      [2, '둘째 공지'],
    ]);
    const one = await api.ok<{ channelNotice: { number: number; content: string } }>('query ($id: ID!) { channelNotice(id: $id) { number content } }', { id: list.channelNotices.items[1]!.id });
    expect(one.channelNotice).toEqual({ number: 2, content: '둘째 공지 내용' });
    const blank = await api.exec(CREATE_NOTICE, { i: { title: '  ', content: '내용' } }, channel.owner);
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'title' }] });
  });
});

describe('FAQ and notice limits under concurrency', () => {
  it(`${RACERS} concurrent top-searched registrations leave one whole list of ${FAQ_RULES.maxTopSearched}, never more`, async () => {
    const channel = await openTestChannel(api);
    const lists = Array.from({ length: RACERS }, (_, i) => Array.from({ length: FAQ_RULES.maxTopSearched }, (_, j) => `목록${i}-${j}`));
    const results = await at(RACERS, (i) => api.exec(TOP, { t: lists[i] }, channel.owner));
    expect(results.map(codeOf)).toEqual(Array(RACERS).fill('OK'));
    const rows = await api.em().execute<{ term: string }[]>('select term from partners.faq_top_searched_terms where channel_id = ? order by position', [channel.id]);
    expect(rows).toHaveLength(FAQ_RULES.maxTopSearched);
    expect(lists).toContainEqual(rows.map((r) => r.term));
  });

  it(`${RACERS} concurrent menu creations stop at ${FAQ_RULES.maxMenus} per channel`, async () => {
    const channel = await openTestChannel(api);
    for (let i = 0; i < FAQ_RULES.maxMenus - 3; i += 1) await menu(channel, `기존 ${i}`);
    const results = (await at(RACERS, (i) => api.exec(CREATE_MENU, { n: `동시 ${i}` }, channel.owner))).map(codeOf);
    expect(results.filter((c) => c === 'OK')).toHaveLength(3);
    expect(results.filter((c) => c === 'CHANNEL_LIMIT')).toHaveLength(RACERS - 3);
    const [row] = await api.em().execute<{ n: number }[]>('select count(*)::int as n from partners.faq_menus where channel_id = ?', [channel.id]);
    expect(row!.n).toBe(FAQ_RULES.maxMenus);
  });

  it(`${RACERS} concurrent creations of one menu name keep one; the rest are a CONFLICT naming name`, async () => {
    const channel = await openTestChannel(api);
    const name = unique('Delivery');
    const results = await at(RACERS, (i) => api.exec(CREATE_MENU, { n: i % 2 ? name : name.toUpperCase() }, channel.owner));
    expect(results.map(codeOf).filter((c) => c === 'OK')).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name' }] });
  });

  it(`${RACERS} concurrent notices get the numbers 1..${RACERS}, each once`, async () => {
    const channel = await openTestChannel(api);
    const results = await at(RACERS, (i) => api.exec<{ createChannelNotice: { number: number } }>(CREATE_NOTICE, { i: { title: `공지 ${i}`, content: '내용' } }, channel.owner));
    expect(results.map(codeOf)).toEqual(Array(RACERS).fill('OK'));
    expect(results.map((r) => r.data!.createChannelNotice.number).sort((a, b) => a - b)).toEqual(Array.from({ length: RACERS }, (_, i) => i + 1));
  });
});
