import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { FavoriteEntity } from '../favorites/favorite.entity.js';
import { ProductViewEntity } from '../click-history/product-view.entity.js';
import { CompareItemEntity } from './compare.entity.js';
import { MAX_COMPARE } from './compare.service.js';

/**
 * The shopper's lists under concurrency: 20 requests of one shopper at once, each in its own
 * transaction on its own connection (a pool of 20), through the real GraphQL mutations.
 */
const RACERS = 20;
let api: TestSubgraph;
const products: string[] = [];

beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
  for (let i = 0; i < RACERS; i++) products.push((await createTestProduct(api.em())).id);
});
afterAll(() => api.close());

const race = <T>(run: (i: number) => Promise<GraphQLResult<T>>) => Promise.all(Array.from({ length: RACERS }, (_, i) => run(i)));
const ADD_COMPARE = 'mutation ($p: ID!) { addToCompare(productId: $p) { id productId } }';
const ADD_FAVORITE = 'mutation ($p: ID!) { addFavorite(productId: $p) { id productId } }';

describe('compare list', () => {
  it(`${RACERS} concurrent adds of different products keep exactly ${MAX_COMPARE}; the others are refused in Korean`, async () => {
    const me = testIdentity();
    const answers = await race((i) => api.exec<{ addToCompare: { productId: string } }>(ADD_COMPARE, { p: products[i] }, me));
    const added = answers.filter((a) => !a.errors);
    const refused = answers.filter((a) => a.errors);
    expect(added).toHaveLength(MAX_COMPARE);
    expect(refused).toHaveLength(RACERS - MAX_COMPARE);
    for (const answer of refused) {
      expect(answer.errors![0].extensions?.code).toBe('COMPARE_LIMIT');
      expect(answer.errors![0].message).toBe(`비교함에는 최대 ${MAX_COMPARE}개까지 담을 수 있습니다.`);
    }
    const rows = await api.em().find(CompareItemEntity, { userId: me.userId });
    expect(rows).toHaveLength(MAX_COMPARE);
    expect(rows.map((r) => r.productId).sort()).toEqual(added.map((a) => a.data!.addToCompare.productId).sort());
  });

  it(`${RACERS} concurrent adds of one product make one row and all answer with it`, async () => {
    const me = testIdentity();
    const answers = await race(() => api.exec<{ addToCompare: { id: string } }>(ADD_COMPARE, { p: products[0] }, me));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    expect(new Set(answers.map((a) => a.data!.addToCompare.id)).size).toBe(1);
    expect(await api.em().count(CompareItemEntity, { userId: me.userId })).toBe(1);
  });

  it('an unknown product is NOT_FOUND (the foreign key backs the check)', async () => {
    const answer = await api.exec(ADD_COMPARE, { p: '987654321987' }, testIdentity());
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('favorites', () => {
  it(`${RACERS} concurrent adds of one product make one row, and every add succeeds with it (adding is idempotent)`, async () => {
    const me = testIdentity();
    const answers = await race(() => api.exec<{ addFavorite: { id: string } }>(ADD_FAVORITE, { p: products[1] }, me));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    expect(new Set(answers.map((a) => a.data!.addFavorite.id)).size).toBe(1);
    expect(await api.em().count(FavoriteEntity, { userId: me.userId, productId: products[1] })).toBe(1);
  });
});

describe('recently viewed', () => {
  it(`${RACERS} concurrent views of one product make one row counting every view`, async () => {
    const me = testIdentity();
    const answers = await race(() => api.exec('mutation ($p: ID!) { recordProductView(productId: $p) }', { p: products[2] }, me));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    const rows = await api.em().find(ProductViewEntity, { userId: me.userId });
    expect(rows).toHaveLength(1);
    expect(rows[0].viewCount).toBe(RACERS);
  });
});
