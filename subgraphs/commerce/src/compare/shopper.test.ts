import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { ProductEntity } from '../catalog/catalog.entities.js';
import { MAX_COMPARE } from './compare.service.js';

let api: TestSubgraph;
const member = (): Identity => testIdentity();
const products: string[] = [];

beforeAll(async () => {
  api = await startTestSubgraph(commerce);
  for (let i = 0; i < MAX_COMPARE + 1; i++) products.push((await createTestProduct(api.em())).id);
});
afterAll(() => api.close());

describe('compare list', () => {
  const LIST = '{ myCompareList { id productId product { id name } } }';
  const ADD = 'mutation ($p: ID!) { addToCompare(productId: $p) { id } }';

  it(`holds up to ${MAX_COMPARE} distinct products with their details`, async () => {
    const me = member();
    for (const id of products.slice(0, MAX_COMPARE)) await api.ok(ADD, { p: id }, me);
    await api.ok(ADD, { p: products[0] }, me); // again: no duplicate
    const list = await api.ok<{ myCompareList: { productId: string; product: { id: string } }[] }>(LIST, {}, me);
    expect(list.myCompareList.map((i) => i.productId)).toEqual(products.slice(0, MAX_COMPARE));
    expect(list.myCompareList.every((i) => i.product.id === i.productId)).toBe(true);
    const full = await api.exec(ADD, { p: products[MAX_COMPARE] }, me);
    expect(full.errors?.[0].extensions?.code).toBe('COMPARE_LIMIT');
  });

  it('removes one (owner only) and clears the list', async () => {
    const me = member();
    const other = member();
    const { addToCompare } = await api.ok<{ addToCompare: { id: string } }>(ADD, { p: products[0] }, me);
    await api.ok(ADD, { p: products[1] }, me);
    const denied = await api.exec('mutation ($id: ID!) { removeFromCompare(id: $id) }', { id: addToCompare.id }, other);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { removeFromCompare(id: $id) }', { id: addToCompare.id }, me);
    expect((await api.ok<{ myCompareList: unknown[] }>(LIST, {}, me)).myCompareList).toHaveLength(1);
    const otherClear = await api.exec('mutation ($u: ID!) { clearCompareList(userId: $u) }', { u: me.userId }, other);
    expect(otherClear.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ clearCompareList: number }>('mutation { clearCompareList }', {}, me)).clearCompareList).toBe(1);
  });

  it('refuses unknown products and anonymous callers', async () => {
    expect((await api.exec(ADD, { p: '999999999' }, member())).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.exec(LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('favorites', () => {
  it('adds idempotently, lists newest first with paging, and deletes selected ones (owner only)', async () => {
    const me = member();
    for (const id of products.slice(0, 3)) await api.ok('mutation ($p: ID!) { addFavorite(productId: $p) { id } }', { p: id }, me);
    await api.ok('mutation ($p: ID!) { addFavorite(productId: $p) { id } }', { p: products[0] }, me);
    const page = await api.ok<{ myFavorites: { total: number; items: { id: string; productId: string; product: { name: string } }[] } }>(
      '{ myFavorites(limit: 2) { total items { id productId product { name } } } }',
      {},
      me,
    );
    expect(page.myFavorites.total).toBe(3);
    expect(page.myFavorites.items.map((f) => f.productId)).toEqual([products[2], products[1]]);
    const one = await api.ok<{ favoriteOfProduct: { id: string } | null }>('query ($p: ID!) { favoriteOfProduct(productId: $p) { id } }', { p: products[3] }, me);
    expect(one.favoriteOfProduct).toBeNull();
    const ids = page.myFavorites.items.map((f) => f.id);
    const denied = await api.exec('mutation ($ids: [ID!]!) { removeFavorites(ids: $ids) }', { ids }, member());
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ removeFavorites: number }>('mutation ($ids: [ID!]!) { removeFavorites(ids: $ids) }', { ids }, me)).removeFavorites).toBe(2);
    expect((await api.ok<{ myFavorites: { total: number } }>('{ myFavorites { total } }', {}, me)).myFavorites.total).toBe(1);
  });
});

describe('recently viewed', () => {
  it('lists each product once, newest view first, counting views and popularity', async () => {
    const me = member();
    const before = (await api.em().findOneOrFail(ProductEntity, { id: products[0] })).popularity;
    for (const id of [products[0], products[1], products[0]]) await api.ok('mutation ($p: ID!) { recordProductView(productId: $p) }', { p: id }, me);
    const viewed = await api.ok<{ recentlyViewed: { productId: string; viewCount: number }[] }>('{ recentlyViewed { productId viewCount } }', {}, me);
    expect(viewed.recentlyViewed).toEqual([
      { productId: products[0], viewCount: 2 },
      { productId: products[1], viewCount: 1 },
    ]);
    expect((await api.em().findOneOrFail(ProductEntity, { id: products[0] })).popularity).toBe(before + 2);
    expect((await api.ok<{ recentlyViewed: unknown[] }>('{ recentlyViewed { productId } }', {}, member())).recentlyViewed).toEqual([]);
  });
});
