import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { commerce } from '../schema.js';
import { SearchHistoryEntity } from './search-history.entity.js';
import { isShowableTerm, popularMinUsers } from './search-history.service.js';

/**
 * The home page's popular searches: only terms several people searched and that found products,
 * never markup or SQL text, and never a term an admin blocked. Each term here names a product of
 * the test's own, so other tests' searches cannot count toward it.
 */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const ADD = 'mutation ($q: String!) { addSearchHistory(query: $q) { id query } }';
const POPULAR = '{ popularSearchTerms(limit: 50) { query count } }';
const popular = async () => (await api.ok<{ popularSearchTerms: { query: string; count: number }[] }>(POPULAR)).popularSearchTerms.map((t) => t.query);

/** `users` different members search `term`. */
async function searchedBy(users: number, term: string): Promise<void> {
  for (let i = 0; i < users; i++) await api.ok(ADD, { q: term }, testIdentity());
}

/** A term that finds a product made for this test (its unique tag, lower-cased as searches are). */
async function findableTerm(): Promise<string> {
  const product = await createTestProduct(api.em());
  return product.name.split(' ').pop()!.toLowerCase();
}

describe('popular searches', () => {
  it('needs 3 different users by default (POPULAR_SEARCH_MIN_USERS)', () => {
    expect(popularMinUsers({})).toBe(3);
    expect(popularMinUsers({ POPULAR_SEARCH_MIN_USERS: '5' })).toBe(5);
    expect(() => popularMinUsers({ POPULAR_SEARCH_MIN_USERS: '0' })).toThrow();
  });

  it('records what each search found', async () => {
    const term = await findableTerm();
    const me = testIdentity();
    await api.ok(ADD, { q: term }, me);
    await api.ok(ADD, { q: '찾을수없는검색어zzqx' }, me);
    const rows = await api.em().find(SearchHistoryEntity, { userId: me.userId }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.query, r.resultCount])).toEqual([
      [term, 1],
      ['찾을수없는검색어zzqx', 0],
    ]);
  });

  it('does not show a term searched once, or by two users; shows it once three users searched it', async () => {
    const term = await findableTerm();
    await searchedBy(1, term);
    expect(await popular()).not.toContain(term);
    await searchedBy(1, term);
    expect(await popular()).not.toContain(term);
    await searchedBy(1, term);
    expect(await popular()).toContain(term);
  });

  it('does not show a term that found nothing, however many searched it', async () => {
    const term = `없는상품${Date.now().toString(36)}`;
    await searchedBy(4, term);
    expect(await popular()).not.toContain(term);
  });

  it('never shows markup, SQL text, addresses or invisible characters, even searched by many and (here) made to find something', async () => {
    const odd = ['<script>alert(1)</script>', "' or '1'='1'; drop table users; --", 'http://evil.example', 'www.evil.com', '비타민\u200b', '관리자\u202e', 'a\u0007b'];
    for (const term of odd) {
      await searchedBy(3, term);
      // Whatever the catalog finds for it: shown it must not be.
      await api.em().nativeUpdate(SearchHistoryEntity, { query: term.normalize('NFC').toLowerCase().trim() }, { resultCount: 5 });
    }
    const shown = await popular();
    for (const term of shown) expect(isShowableTerm(term)).toBe(true);
    // Each term on its own (joining them with a newline would put a control character in the text checked).
    // Control characters are exactly what this looks for.
    // eslint-disable-next-line no-control-regex
    for (const term of shown) expect(term).not.toMatch(/<|>|'|;|--|:\/\/|www\.|[\u0000-\u001f\u200b\u202e]/);
    expect(isShowableTerm('비타민 d')).toBe(true);
    expect(isShowableTerm('오메가-3')).toBe(true);
  });

  it('drops a term an admin blocks (exact or contained) and shows it again when unblocked; only admins may block', async () => {
    const term = await findableTerm();
    await searchedBy(3, term);
    expect(await popular()).toContain(term);

    const BLOCK = 'mutation ($t: String!, $m: SearchTermMatch) { blockSearchTerm(term: $t, match: $m) { id term match } }';
    const refused = await api.exec(BLOCK, { t: term, m: 'EXACT' }, testIdentity());
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await popular()).toContain(term);

    const admin = testIdentity('admin');
    const exact = (await api.ok<{ blockSearchTerm: { id: string; term: string; match: string } }>(BLOCK, { t: term.toUpperCase(), m: 'EXACT' }, admin)).blockSearchTerm;
    expect(exact).toMatchObject({ term, match: 'EXACT' });
    expect(await popular()).not.toContain(term);
    await api.ok('mutation ($id: ID!) { unblockSearchTerm(id: $id) }', { id: exact.id }, admin);
    expect(await popular()).toContain(term);

    // A part of the term blocks it too (the default match is CONTAINS).
    const part = (await api.ok<{ blockSearchTerm: { id: string } }>(BLOCK, { t: term.slice(0, -2) }, admin)).blockSearchTerm;
    expect(await popular()).not.toContain(term);
    const list = (await api.ok<{ blockedSearchTerms: { id: string }[] }>('{ blockedSearchTerms { id } }', {}, admin)).blockedSearchTerms;
    expect(list.map((b) => b.id)).toContain(part.id);
    await api.ok('mutation ($id: ID!) { unblockSearchTerm(id: $id) }', { id: part.id }, admin);
  });

  it('names the field of a refused term in Korean', async () => {
    const answer = await api.exec(ADD, { q: '   ' }, testIdentity());
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'query', message: '검색어를 입력해주세요.' }] });
  });
});
