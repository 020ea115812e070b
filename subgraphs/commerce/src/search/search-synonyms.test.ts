import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { commerce } from '../schema.js';
import { synonymAlternatives } from './search-synonyms.service.js';
import { SearchSynonymEntity } from './search-synonym.entity.js';

/**
 * English, romanised and mistyped queries find the Korean products through the synonym table
 * (issue 21 item 7); a search that finds nothing gets suggestions. Each case searches among
 * products made for it (the productIds filter), named only in Korean, so nothing but the synonym
 * table can make the English query find them.
 */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: 22 } });
});
afterAll(() => api.close());

const SEARCH = `query ($q: String!, $ids: [ID!]) { searchProducts(query: $q, filter: { productIds: $ids }, limit: 20) { total items { id name } } }`;
const SUGGEST = `query ($q: String!) { searchSuggestions(query: $q) { didYouMean popularTerms categories { id name } } }`;
type Found = { searchProducts: { total: number; items: { id: string; name: string }[] } };

async function search(query: string, ids?: string[]) {
  return (await api.ok<Found>(SEARCH, { q: query, ids: ids ?? null })).searchProducts;
}

describe('English and typo queries find their Korean products', () => {
  it.each([
    ['vitamin', '비타민C 1000mg', '비타민'],
    ['vitamin c', '비타민C 1000mg', '비타민c'],
    ['vitamn c', '비타민C 1000mg', '비타민c'],
    ['Vitamin D', '비타민D 2000IU', '비타민d'],
    ['omega', '알티지 오메가3', '오메가'],
    ['omga3', '알티지 오메가3', '오메가3'],
    ['omega 3', '알티지 오메가3', '오메가3'],
    ['fish oil', '알티지 오메가3', '오메가3'],
    ['probiotics', '장건강 유산균 100억', '유산균'],
    ['lutein', '루테인 지아잔틴', '루테인'],
    ['collagen', '저분자 피쉬 콜라겐', '콜라겐'],
    ['magnesium', '마그네슘 400', '마그네슘'],
    ['magnesuim', '마그네슘 400', '마그네슘'],
    ['calcium', '칼슘 앤 디', '칼슘'],
    ['zinc', '아연 셀레늄', '아연'],
    ['milk thistle', '밀크씨슬 실리마린', '밀크씨슬'],
    ['milkthistle', '밀크씨슬 실리마린', '밀크씨슬'],
    ['coq10', '코엔자임Q10 코큐텐', '코엔자임q10'],
    ['protein', '웨이 단백질 초코맛', '단백질'],
    ['밀크시슬', '밀크씨슬 실리마린', '밀크씨슬'],
  ])("'%s' finds '%s'", async (query, name, ingredient) => {
    const product = await createTestProduct(api.em(), { name: `${name} ${unique('syn')}` });
    const other = await createTestProduct(api.em(), { name: `다른 영양제 ${unique('syn')}` });
    const found = await search(query, [product.id, other.id]);
    expect(found.items.map((p) => p.id)).toEqual([product.id]);
    expect(found.items[0].name.toLowerCase()).toContain(ingredient);
  });

  it('keeps the query as typed: a product named in English is still found, and other words still narrow the result', async () => {
    const tag = unique('syn').toLowerCase();
    const english = await createTestProduct(api.em(), { name: `Lutein Gold ${tag}` });
    const korean = await createTestProduct(api.em(), { name: `루테인 골드 ${tag}` });
    const otherKorean = await createTestProduct(api.em(), { name: `루테인 실버 ${unique('syn')}` });
    const ids = [english.id, korean.id, otherKorean.id];
    expect((await search('lutein', ids)).items.map((p) => p.id).sort()).toEqual(ids.slice().sort());
    expect((await search(`lutein ${tag}`, ids)).items.map((p) => p.id).sort()).toEqual([english.id, korean.id].sort());
  });

  it('translates phrase by phrase, the longest first, and leaves unknown words alone', async () => {
    expect(await synonymAlternatives(api.em(), 'vitamin c 1000')).toEqual(['비타민c 1000']);
    expect(await synonymAlternatives(api.em(), 'coq10')).toEqual(['코엔자임q10', '코큐텐']);
    expect(await synonymAlternatives(api.em(), '오메가3')).toEqual([]);
    expect(await synonymAlternatives(api.em(), 'xylophone')).toEqual([]);
  });

  it('an admin adds a synonym and search uses it at once', async () => {
    const tag = unique('nmn')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    const product = await createTestProduct(api.em(), { name: `엔엠엔 ${tag}한정` });
    expect((await search(`nmn${tag}`, [product.id])).total).toBe(0);
    const saved = await api.ok<{ saveSearchSynonym: { id: string; term: string; expansions: string[] } }>(
      `mutation ($t: String!, $e: [String!]!) { saveSearchSynonym(term: $t, expansions: $e) { id term expansions } }`,
      { t: ` NMN${tag} `, e: [`${tag}한정`] },
      testIdentity('admin'),
    );
    expect(saved.saveSearchSynonym).toMatchObject({ term: `nmn${tag}`, expansions: [`${tag}한정`] });
    expect((await search(`nmn${tag}`, [product.id])).total).toBe(1);
    const bad = await api.exec(`mutation { saveSearchSynonym(term: "x", expansions: []) { id } }`, {}, testIdentity('admin'));
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'expansions' }] } });
    await api.ok(`mutation ($id: ID!) { deleteSearchSynonym(id: $id) }`, { id: saved.saveSearchSynonym.id }, testIdentity('admin'));
    expect((await search(`nmn${tag}`, [product.id])).total).toBe(0);
  });
});

describe('the synonym term is unique', () => {
  it('20 saves of one term at once all succeed and leave one row with one of the expansions sent', async () => {
    const term = `race${unique('t')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    const SAVE = `mutation ($t: String!, $e: [String!]!) { saveSearchSynonym(term: $t, expansions: $e) { id term } }`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.exec(SAVE, { t: term, e: [`말${i}`] }, testIdentity('admin'))));
    expect(answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'ok')).toEqual(Array(20).fill('ok'));
    const rows = await api.em().find(SearchSynonymEntity, { term });
    expect(rows).toHaveLength(1);
    expect(rows[0].expansions).toHaveLength(1);
    expect(rows[0].expansions[0]).toMatch(/^말\d+$/);
  });
});

describe('no match: suggestions', () => {
  it('offers a similar product name and synonym, the categories to browse, to anonymous callers too', async () => {
    const product = await createTestProduct(api.em(), { name: `마그네슘 플러스 ${unique('sg')}` });
    expect((await search('마그내슘 플러스')).total).toBe(0);
    const { searchSuggestions } = await api.ok<{ searchSuggestions: { didYouMean: string[]; popularTerms: string[]; categories: { id: string; name: string }[] } }>(SUGGEST, {
      q: '마그내슘 플러스',
    });
    expect(searchSuggestions.didYouMean).toContain(product.name);
    expect(searchSuggestions.categories.length).toBeGreaterThan(0);
    expect(Array.isArray(searchSuggestions.popularTerms)).toBe(true);
  });

  it('offers the Korean word of a synonym term like an English query that finds nothing', async () => {
    const { searchSuggestions } = await api.ok<{ searchSuggestions: { didYouMean: string[] } }>(SUGGEST, { q: 'magnesium zzzqqq' });
    expect(searchSuggestions.didYouMean).toContain('마그네슘');
  });
});
