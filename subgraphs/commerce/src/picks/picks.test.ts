import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { ProductEntity } from '../catalog/catalog.entities.js';
import { PickCategoryEntity, PickItemEntity } from './pick.entities.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('picks', () => {
  it('lists a pick collection with its products in order, through the product loader', async () => {
    const em = api.em();
    const [a, b] = [await createTestProduct(em), await createTestProduct(em)];
    const category = em.create(PickCategoryEntity, { name: '테스트 추천', sortOrder: 99 });
    await em.flush();
    em.create(PickItemEntity, { pickCategoryId: category.id, productId: b.id, comment: '먼저', sortOrder: 0 });
    em.create(PickItemEntity, { pickCategoryId: category.id, productId: a.id, comment: '다음', sortOrder: 1 });
    await em.flush();
    const data = await api.ok<{ pickCategory: { name: string; items: { comment: string; product: { id: string } }[] } }>(
      'query ($id: ID!) { pickCategory(id: $id) { name items { comment product { id } } } }',
      { id: category.id },
    );
    expect(data.pickCategory.items).toEqual([
      { comment: '먼저', product: { id: b.id } },
      { comment: '다음', product: { id: a.id } },
    ]);
    const list = await api.ok<{ pickCategories: { id: string }[] }>('{ pickCategories { id } }');
    expect(list.pickCategories.map((c) => c.id)).toContain(category.id);
    expect((await api.exec('{ pickCategory(id: "999999999") { id } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('ranks best products by popularity among products on sale', async () => {
    const em = api.em();
    const hot = await createTestProduct(em);
    const soldOut = await createTestProduct(em, { status: 'sold_out' });
    await em.nativeUpdate(ProductEntity, { id: hot.id }, { popularity: 1_000_000 });
    await em.nativeUpdate(ProductEntity, { id: soldOut.id }, { popularity: 2_000_000 });
    const best = await api.ok<{ bestProducts: { id: string; popularity: number }[] }>('{ bestProducts(limit: 10) { id popularity } }');
    expect(best.bestProducts[0].id).toBe(hot.id);
    expect(best.bestProducts.map((p) => p.id)).not.toContain(soldOut.id);
    const popularity = best.bestProducts.map((p) => p.popularity);
    expect(popularity).toEqual([...popularity].sort((x, y) => y - x));
  });
});
