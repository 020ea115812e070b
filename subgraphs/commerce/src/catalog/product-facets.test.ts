import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { seedCatalog } from './catalog.seed.js';
import { PANEL_MAX_ROWS } from './packshot.js';

let api: TestSubgraph;

beforeAll(async () => {
  api = await startTestSubgraph(commerce);
  await seedCatalog(api.em());
});
afterAll(() => api.close());

type Facets = {
  brands: { id: string; name: string; count: number }[];
  formulations: { value: string; label: string; count: number }[];
  price: { min: number; max: number } | null;
};
const FACETS = `query ($q: String, $f: ProductFilterInput) {
  productFacets(query: $q, filter: $f) { brands { id name count } formulations { value label count } price { min max } }
}`;
const facets = async (q: string | null, f: Record<string, unknown> = {}) => (await api.ok<{ productFacets: Facets }>(FACETS, { q, f })).productFacets;

const SEARCH = `query ($q: String!, $f: ProductFilterInput, $sort: ProductSort) {
  searchProducts(query: $q, filter: $f, sort: $sort, limit: 1) { total items { salePrice } }
}`;
const search = async (q: string, f: Record<string, unknown> = {}, sort = 'RELEVANCE') =>
  (await api.ok<{ searchProducts: { total: number; items: { salePrice: number }[] } }>(SEARCH, { q, f, sort })).searchProducts;
const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

describe('productFacets: what the filter panel offers', () => {
  it("counts the brands and formulations of 'ㅂㅌㅁ' results as the search itself does", async () => {
    const all = await search('ㅂㅌㅁ');
    const found = await facets('ㅂㅌㅁ');
    expect(all.total).toBeGreaterThan(0);
    expect(sum(found.brands)).toBe(all.total);
    expect(sum(found.formulations)).toBe(all.total);
    // Most products first; each count is what choosing that brand would show.
    expect(found.brands.map((b) => b.count)).toEqual([...found.brands.map((b) => b.count)].sort((a, b) => b - a));
    for (const brand of found.brands.slice(0, 3)) expect((await search('ㅂㅌㅁ', { brandIds: [brand.id] })).total).toBe(brand.count);
    for (const formulation of found.formulations) expect((await search('ㅂㅌㅁ', { formulations: [formulation.value] })).total).toBe(formulation.count);
    expect(found.formulations.find((f) => f.value === 'pill')?.label).toBe('정제·캡슐');
  });

  it('gives the price range of the results, and leaves out only its own filter per facet', async () => {
    const found = await facets('ㅂㅌㅁ');
    expect(found.price).toEqual({ min: (await search('ㅂㅌㅁ', {}, 'PRICE_ASC')).items[0].salePrice, max: (await search('ㅂㅌㅁ', {}, 'PRICE_DESC')).items[0].salePrice });

    const [chosen] = found.brands;
    const narrowed = await facets('ㅂㅌㅁ', { brandIds: [chosen.id], maxPrice: found.price!.max });
    // Brands are still all offered (a second brand can be added) ...
    expect(narrowed.brands).toEqual(found.brands);
    // ... while formulations and prices count only the chosen brand's products.
    expect(sum(narrowed.formulations)).toBe((await search('ㅂㅌㅁ', { brandIds: [chosen.id] })).total);
    expect(narrowed.price).toEqual({
      min: (await search('ㅂㅌㅁ', { brandIds: [chosen.id] }, 'PRICE_ASC')).items[0].salePrice,
      max: (await search('ㅂㅌㅁ', { brandIds: [chosen.id] }, 'PRICE_DESC')).items[0].salePrice,
    });
    // A price filter narrows the brand counts.
    const cheap = await facets('ㅂㅌㅁ', { maxPrice: found.price!.min });
    expect(sum(cheap.brands)).toBe((await search('ㅂㅌㅁ', { maxPrice: found.price!.min })).total);
    expect(sum(cheap.brands)).toBeLessThan(sum(found.brands));
  });

  it('works without a search term (a category page) and is empty for a term nothing matches', async () => {
    const { categories } = await api.ok<{ categories: { id: string; name: string }[] }>('{ categories(level: 1) { id name } }');
    const vitamins = categories.find((c) => c.name === '비타민')!;
    const listed = await api.ok<{ products: { total: number } }>('query ($f: ProductFilterInput) { products(filter: $f) { total } }', { f: { categoryId: vitamins.id } });
    expect(sum((await facets(null, { categoryId: vitamins.id })).brands)).toBe(listed.products.total);
    expect(await facets('ㅋㅋㅋㅋ존재하지않는상품')).toEqual({ brands: [], formulations: [], price: null });
  });

  it('refuses a bad filter with a Korean message naming the field', async () => {
    const result = await api.exec(FACETS, { q: '비타민', f: { minPrice: 20000, maxPrice: 1000 } });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toBe('최저 가격이 최고 가격보다 높습니다.');
  });
});

type Image = { url: string; alt: string; kind: string };
const IMAGES = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id name imageUrl images { url alt kind } } } }`;
const svgOf = (uri: string) => decodeURIComponent(uri.slice(uri.indexOf(',') + 1));

describe('Product.images: front, label panel from nutrition facts, info panel', () => {
  it('draws the label panel from the facts the gateway hands over (@requires), after the product picture', async () => {
    const facts = [
      { nutrientCode: 'vitamin_d', name: '비타민D', amount: 50, unit: 'µg' },
      { nutrientCode: 'calcium', name: '칼슘', amount: 1200.5, unit: 'mg' },
    ];
    const [product] = (await api.ok<{ _entities: { id: string; name: string; imageUrl: string; images: Image[] }[] }>(IMAGES, { r: [{ __typename: 'Product', id: '3', nutrientFacts: facts }] }))
      ._entities;
    expect(product.images.map((i) => i.kind)).toEqual(['front', 'nutrition', 'info']);
    expect(product.images[0]).toEqual({ url: product.imageUrl, alt: product.name, kind: 'front' });
    const label = svgOf(product.images[1].url);
    expect(label).toContain('>비타민D</text>');
    expect(label).toContain('>50 µg</text>');
    expect(label).toContain('>1,200.5 mg</text>');
    expect(product.images[1].alt).toBe(`${product.name} 영양·기능정보`);
    const info = svgOf(product.images[2].url);
    // The name, on one or two lines between 제품명 and 브랜드.
    const texts = [...info.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts.slice(texts.indexOf('제품명') + 1, texts.indexOf('브랜드')).join(' ')).toBe(product.name);
    expect(info).toContain(`<title>${product.name} 제품 정보</title>`);
    expect(info).toMatch(/>제형<\/text><text [^>]*>(정제·캡슐|분말|젤리|츄어블|액상)<\/text>/);
    expect(product.images[2].url).not.toMatch(/[<>#]/);
  });

  it('draws no label panel for a product without facts, and shortens a long label to fit', async () => {
    const [bare] = (await api.ok<{ _entities: { images: Image[] }[] }>(IMAGES, { r: [{ __typename: 'Product', id: '3', nutrientFacts: [] }] }))._entities;
    expect(bare.images.map((i) => i.kind)).toEqual(['front', 'info']);
    const many = Array.from({ length: PANEL_MAX_ROWS + 3 }, (_, i) => ({ nutrientCode: `n${i}`, name: `성분${i + 1}`, amount: i + 1, unit: 'mg' }));
    const [full] = (await api.ok<{ _entities: { images: Image[] }[] }>(IMAGES, { r: [{ __typename: 'Product', id: '3', nutrientFacts: many }] }))._entities;
    const label = svgOf(full.images[1].url);
    expect(label).toContain(`>성분${PANEL_MAX_ROWS - 1}</text>`);
    expect(label).not.toContain(`>성분${PANEL_MAX_ROWS}</text>`);
    expect(label).toContain('>외 4종</text>');
  });
});
