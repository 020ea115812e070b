import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingQueries, startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { ProductEntity, ProductOptionEntity } from './catalog.entities.js';
import { DEMO_PRODUCT_COUNT, demoProductImage, seedCatalog } from './catalog.seed.js';
import { bigramsOf, choseongOf, isChoseongQuery } from '@shop/kit';

const counter = countingQueries();
let api: TestSubgraph;

beforeAll(async () => {
  api = await startTestSubgraph(commerce, counter.overrides);
  // The seeded demo catalog is what these tests search (idempotent; fixed ids).
  await seedCatalog(api.em());
});
afterAll(() => api.close());

const SEARCH = `query ($q: String!, $filter: ProductFilterInput, $sort: ProductSort, $limit: Int) {
  searchProducts(query: $q, filter: $filter, sort: $sort, limit: $limit) { total items { id name salePrice formulation brand { name } category { name } } }
}`;
type Page = { total: number; items: { id: string; name: string; salePrice: number; formulation: string; brand: { name: string }; category: { name: string } }[] };
const search = async (q: string, extra: Record<string, unknown> = {}) => (await api.ok<{ searchProducts: Page }>(SEARCH, { q, limit: 100, ...extra })).searchProducts;

describe('search keys', () => {
  it('reads initial consonants, Latin letters by their Korean names', () => {
    expect(choseongOf('비타민D 2000IU')).toBe('ㅂㅌㅁㄷ ㅇㅇ');
    expect(choseongOf('오메가3')).toBe('ㅇㅁㄱ');
    expect(isChoseongQuery('ㅂㅌㅁㄷ')).toBe(true);
    expect(isChoseongQuery('비타민')).toBe(false);
  });
  it('makes syllable bigrams per word', () => {
    expect(bigramsOf('녹용 진액골드')).toEqual(['녹용', '진액', '액골', '골드']);
  });
});

describe('Korean search on the seeded catalog', () => {
  it('seeds at least 200 products', async () => {
    expect(await api.em().count(ProductEntity, {})).toBeGreaterThanOrEqual(DEMO_PRODUCT_COUNT);
  });

  it('gives every demo product a distinct name', async () => {
    const duplicates = await api.em().getConnection().execute(`select name from commerce.products where id <= ${DEMO_PRODUCT_COUNT} group by name having count(*) > 1`);
    expect(duplicates).toEqual([]);
  });

  it('the database produces trigrams for Hangul (UTF-8 LC_CTYPE)', async () => {
    const [row] = await api.em().getConnection().execute(`select public.show_trgm('단백질 파우더') as t`);
    expect(row.t.length).toBeGreaterThan(0);
  });

  it("'오메가' finds the omega-3 products and only those", async () => {
    const page = await search('오메가');
    const expected = await api.em().count(ProductEntity, { name: { $like: '%오메가%' }, status: { $ne: 'hidden' } });
    expect(page.total).toBe(expected);
    expect(page.total).toBeGreaterThan(0);
    for (const product of page.items) expect(product.name).toContain('오메가');
  });

  it("'ㅂㅌㅁ' finds 비타민 products and 'ㅂㅌㅁㄷ' narrows to 비타민D", async () => {
    const vitamins = await search('ㅂㅌㅁ');
    expect(vitamins.total).toBeGreaterThan(0);
    for (const product of vitamins.items) expect(product.name.replace(/\s/g, '')).toMatch(/비타민|멀티비타민/);
    const vitaminD = await search('ㅂㅌㅁㄷ');
    expect(vitaminD.total).toBeGreaterThan(0);
    expect(vitaminD.total).toBeLessThan(vitamins.total);
    for (const product of vitaminD.items) expect(product.name).toMatch(/비타민D/);
  });

  it("two-syllable queries work: '녹용' and '유산균'", async () => {
    const deer = await search('녹용');
    expect(deer.total).toBeGreaterThan(0);
    for (const product of deer.items) expect(product.name).toContain('녹용');
    const probiotics = await search('유산균');
    expect(probiotics.total).toBeGreaterThan(0);
    for (const product of probiotics.items) expect(`${product.name}${product.category.name}`).toContain('유산균');
  });

  it('serves two- and three-syllable queries from indexes (EXPLAIN)', async () => {
    const em = api.em();
    const plans = await em.transactional(async (tx) => {
      const connection = tx.getConnection();
      // The demo catalog is small enough that the planner would scan; forbid that to prove the index can serve.
      await connection.execute('set local enable_seqscan = off', [], 'run', tx.getTransactionContext());
      const explain = async (where: string, param: unknown) =>
        (await connection.execute(`explain select id from commerce.products p where ${where}`, [param], 'all', tx.getTransactionContext()))
          .map((r: Record<string, string>) => r['QUERY PLAN'])
          .join('\n');
      return {
        twoSyllable: await explain('p.search_bigrams @> array[?]::text[]', '녹용'),
        threeSyllable: await explain('p.search_text like ?', '%유산균%'),
        choseong: await explain('p.search_choseong like ?', '%ㅂㅌㅁㄷ%'),
      };
    });
    expect(plans.twoSyllable).toContain('products_search_bigrams_gin');
    expect(plans.threeSyllable).toContain('products_search_text_trgm');
    expect(plans.choseong).toContain('products_search_choseong_trgm');
  });

  it('returns an empty list, not an error, for an unknown term', async () => {
    const result = await api.exec(SEARCH, { q: '존재하지않는영양제이름' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.searchProducts).toEqual({ total: 0, items: [] });
    expect(await search('쀍')).toEqual({ total: 0, items: [] });
  });

  it('filters by brand, price, formulation and category (subcategories included), and sorts by price', async () => {
    const all = await search('비타민');
    const brand = all.items[0].brand.name;
    const brandId = (await api.ok<{ brands: { id: string; name: string }[] }>('{ brands { id name } }')).brands.find((b) => b.name === brand)!.id;
    const byBrand = await search('비타민', { filter: { brandIds: [brandId] } });
    expect(byBrand.items.every((p) => p.brand.name === brand)).toBe(true);
    const cheap = await search('비타민', { filter: { maxPrice: 15000 }, sort: 'PRICE_ASC' });
    expect(cheap.items.every((p) => p.salePrice <= 15000)).toBe(true);
    expect(cheap.items.map((p) => p.salePrice)).toEqual([...cheap.items.map((p) => p.salePrice)].sort((a, b) => a - b));
    const chewables = await search('비타민', { filter: { formulations: ['chewable'] } });
    expect(chewables.items.every((p) => p.formulation === 'chewable')).toBe(true);
    const parent = (await api.ok<{ categories: { id: string; name: string }[] }>('{ categories(level: 1) { id name } }')).categories.find((c) => c.name === '비타민')!;
    const inVitamins = await api.ok<{ products: Page }>('query ($f: ProductFilterInput) { products(filter: $f, limit: 100) { total items { category { name } } } }', { f: { categoryId: parent.id } });
    expect(inVitamins.products.total).toBeGreaterThan(0);
    expect(new Set(inVitamins.products.items.map((p) => p.category.name))).toEqual(new Set(['종합비타민', '비타민C', '비타민D', '비타민B']));
  });

  it('lists all categories for admins only', async () => {
    const all = await api.ok<{ adminCategories: { kind: string }[] }>('{ adminCategories { kind } }', {}, { userId: '2', role: 'admin' });
    expect(new Set(all.adminCategories.map((c) => c.kind))).toEqual(new Set(['mall', 'nutrient']));
    expect((await api.exec('{ adminCategories { id } }', {}, { userId: '9', role: 'member' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses bad filters with a Korean message', async () => {
    const result = await api.exec(SEARCH, { q: '비타민', filter: { minPrice: 20000, maxPrice: 1000 } });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toBe('최저 가격이 최고 가격보다 높습니다.');
  });
});

describe('list queries without N+1', () => {
  // Demo products only: products other test files create at the same time have flat categories
  // (no parent), which would change the number of loader batches, not the N+1 question.
  const DEMO_IDS = Array.from({ length: 60 }, (_, i) => String(i + 1));
  const LIST = `query ($limit: Int, $ids: [ID!]) { products(limit: $limit, filter: { productIds: $ids }) { total items { id brand { name } category { name parent { name } } seller { name } options { stock } } } }`;

  it('runs the same number of SQL statements for 5 and for 50 products with brand, category, seller and options', async () => {
    counter.reset();
    const five = await api.ok<{ products: { items: unknown[] } }>(LIST, { limit: 5, ids: DEMO_IDS });
    const small = counter.count();
    counter.reset();
    const fifty = await api.ok<{ products: { items: unknown[] } }>(LIST, { limit: 50, ids: DEMO_IDS });
    const large = counter.count();
    expect(five.products.items).toHaveLength(5);
    expect(fifty.products.items).toHaveLength(50);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    // page query + capped count + product rows + brand + category + parent category + seller + options
    expect(large).toBeLessThanOrEqual(8);
  });
});

describe("the caller's favorite state on products", () => {
  const HEARTS = `query ($limit: Int, $ids: [ID!]) { products(limit: $limit, filter: { productIds: $ids }, sort: NEWEST) { items { id isFavorite myFavoriteId } } }`;
  type Hearts = { products: { items: { id: string; isFavorite: boolean; myFavoriteId: string | null }[] } };
  const IDS = Array.from({ length: 60 }, (_, i) => String(i + 1));

  it('shows each caller only their own favorites, in one query for a page of any size', async () => {
    const me = testIdentity();
    const other = testIdentity();
    const added = await api.ok<{ addFavorite: { id: string } }>('mutation ($p: ID!) { addFavorite(productId: $p) { id } }', { p: '7' }, me);
    const mine = (await api.ok<Hearts>(HEARTS, { limit: 60, ids: IDS }, me)).products.items;
    expect(mine.filter((p) => p.isFavorite)).toEqual([{ id: '7', isFavorite: true, myFavoriteId: added.addFavorite.id }]);
    expect(mine.filter((p) => !p.isFavorite).every((p) => p.myFavoriteId === null)).toBe(true);
    expect((await api.ok<Hearts>(HEARTS, { limit: 60, ids: IDS }, other)).products.items.some((p) => p.isFavorite)).toBe(false);
    expect((await api.ok<Hearts>(HEARTS, { limit: 60, ids: IDS }, null)).products.items.some((p) => p.isFavorite)).toBe(false);

    counter.reset();
    await api.ok(HEARTS, { limit: 5, ids: IDS }, me);
    const small = counter.count();
    counter.reset();
    await api.ok(HEARTS, { limit: 50, ids: IDS }, me);
    expect(counter.count()).toBe(small);
    await api.ok('mutation ($ids: [ID!]!) { removeFavorites(ids: $ids) }', { ids: [added.addFavorite.id] }, me);
    expect((await api.ok<Hearts>(HEARTS, { limit: 60, ids: IDS }, me)).products.items.some((p) => p.isFavorite)).toBe(false);
  });
});

describe('purchasable check and products by ids', () => {
  it('reports sold-out products and stock shortfalls', async () => {
    const soldOut = await api.em().findOneOrFail(ProductEntity, { status: 'sold_out' });
    const check = 'query ($id: ID!, $q: Int!) { isPurchasable(productId: $id, quantity: $q) { purchasable reason unitPrice } }';
    expect((await api.ok<any>(check, { id: soldOut.id, q: 1 })).isPurchasable).toMatchObject({ purchasable: false, reason: '품절된 상품입니다.' });
    const onSale = await api.em().findOneOrFail(ProductEntity, { status: 'on_sale' }, { orderBy: { id: 'asc' } });
    expect((await api.ok<any>(check, { id: onSale.id, q: 1 })).isPurchasable).toMatchObject({ purchasable: true, reason: null, unitPrice: onSale.salePrice });
    const onSaleIds = (await api.em().find(ProductEntity, { status: 'on_sale' }, { fields: ['id'] })).map((p) => p.id);
    const option = await api.em().findOneOrFail(ProductOptionEntity, { productId: { $in: onSaleIds }, stock: { $gte: 1, $lte: 98 } }, { orderBy: { id: 'asc' } });
    const withOption = 'query ($id: ID!, $o: ID!, $q: Int!) { isPurchasable(productId: $id, optionId: $o, quantity: $q) { purchasable reason } }';
    {
      expect((await api.ok<any>(withOption, { id: option.productId, o: option.id, q: option.stock })).isPurchasable.purchasable).toBe(true);
      expect((await api.ok<any>(withOption, { id: option.productId, o: option.id, q: option.stock + 1 })).isPurchasable).toEqual({
        purchasable: false,
        reason: `재고가 ${option.stock}개 남았습니다.`,
      });
    }
    expect((await api.exec(check, { id: onSale.id, q: 0 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('returns products by ids in the order asked, skipping unknown ids', async () => {
    const data = await api.ok<{ productsByIds: { id: string }[] }>('{ productsByIds(ids: ["3", "999999", "1"]) { id } }');
    expect(data.productsByIds.map((p) => p.id)).toEqual(['3', '1']);
  });
});

describe('search history', () => {
  const alice = { userId: '8100001', role: 'member' as const };
  const bob = { userId: '8100002', role: 'member' as const };

  it("keeps a user's recent terms, newest first, de-duplicated, and only theirs", async () => {
    for (const q of ['오메가', '유산균', '오메가']) await api.ok('mutation ($q: String!) { addSearchHistory(query: $q) { id } }', { q }, alice);
    const mine = await api.ok<{ mySearchHistory: { id: string; query: string }[] }>('{ mySearchHistory { id query } }', {}, alice);
    expect(mine.mySearchHistory.map((h) => h.query)).toEqual(['오메가', '유산균']);
    const denied = await api.exec('mutation ($id: ID!) { deleteSearchHistory(id: $id) }', { id: mine.mySearchHistory[0].id }, bob);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteSearchHistory(id: $id) }', { id: mine.mySearchHistory[0].id }, alice);
    const after = await api.ok<{ mySearchHistory: { query: string }[] }>('{ mySearchHistory { query } }', {}, alice);
    expect(after.mySearchHistory.map((h) => h.query)).toEqual(['유산균']);
    expect((await api.exec('{ mySearchHistory { query } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ranks popular terms by how many people searched them', async () => {
    for (const userId of ['8100011', '8100012', '8100013']) await api.ok('mutation { addSearchHistory(query: "루테인") { id } }', {}, { userId, role: 'member' });
    const popular = await api.ok<{ popularSearchTerms: { query: string; count: number }[] }>('{ popularSearchTerms(limit: 3) { query count } }');
    expect(popular.popularSearchTerms[0]).toEqual({ query: '루테인', count: 3 });
  });
});

describe('demo seed on an older database', () => {
  it('brings generated demo images up to date and leaves uploaded ones alone', async () => {
    const em = api.em();
    const old = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>')}`;
    await em.nativeUpdate(ProductEntity, { id: '9' }, { imageUrl: old });
    const uploaded = await em.findOneOrFail(ProductEntity, { id: '10' });
    const before = uploaded.imageUrl;
    await em.nativeUpdate(ProductEntity, { id: '10' }, { imageUrl: 'https://cdn.example.com/p10.jpg' });
    try {
      await seedCatalog(api.em());
      const rows = await api.em().find(ProductEntity, { id: { $in: ['9', '10'] } }, { orderBy: { id: 'asc' } });
      expect(rows.map((r) => r.imageUrl)).toEqual([demoProductImage(9), 'https://cdn.example.com/p10.jpg']);
      expect(await api.em().count(ProductEntity, { id: { $lte: String(DEMO_PRODUCT_COUNT) } })).toBe(DEMO_PRODUCT_COUNT);
    } finally {
      await api.em().nativeUpdate(ProductEntity, { id: '10' }, { imageUrl: before });
    }
  });
});
