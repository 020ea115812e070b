import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { correctedFoodSourcesSql } from '../migrations/Migration20261123130000_food_sources.js';
import { readReferenceCsv } from '../reference-data.js';
import { nutrition } from '../schema.js';
import { FoodEntity } from './food.entities.js';

/**
 * Provenance shown to users: the seeded foods' `source` names where each row came from
 * (repository, commit, file), never how the reference file was read page by page.
 */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

/** How the first copy's sources ended: `... (read_file offset 500000)`. */
const PAGE_NOTE = /read_file|offset \d+|\(\s*offset/i;
const FRIED_EGG = 'D109-417000000-0001';

describe('seeded food sources', () => {
  it('the shipped reference file carries no page-offset notes', () => {
    const rows = readReferenceCsv('foods_kr_sample.csv');
    expect(rows).toHaveLength(116);
    expect(rows.filter((r) => PAGE_NOTE.test(r.source)).map((r) => r.food_code)).toEqual([]);
    for (const r of rows) expect(r.source).toMatch(/^github:\S+\/\S+ \S+@[0-9a-f]{40}$/);
  });

  it('no food source in the database holds them, and food search shows the clean source', async () => {
    const noted = await api.em().getConnection().execute<{ code: string }[]>(`select code from nutrition.foods where source ~* '(read_file|offset [0-9]+)'`);
    expect(noted).toEqual([]);
    const answer = await api.ok<{ searchFoods: { items: { name: string; source: string | null }[] } }>('{ searchFoods(query: "달걀부침", limit: 5) { items { name source } } }');
    const egg = answer.searchFoods.items.find((f) => f.name === '달걀부침(달걀후라이)');
    expect(egg?.source).toBe('github:rye6837-web/impossible_to_get_lost_my_weight data/전국통합식품영양성분정보_음식_표준데이터.csv@23f03c6aaa0c6e8a1a16ee1a05c45735f405db2a');
  });

  it('a database migrated with the old copy is corrected by the sources migration', async () => {
    const em = api.em();
    const before = await em.findOneOrFail(FoodEntity, { code: FRIED_EGG });
    const clean = before.source;
    // As the first copy left it.
    await em.getConnection().execute(`update nutrition.foods set source = source || ' (read_file offset 0)' where code = ?`, [FRIED_EGG]);
    try {
      for (const sql of correctedFoodSourcesSql()) await em.getConnection().execute(sql);
      const after = await api.em().findOneOrFail(FoodEntity, { code: FRIED_EGG });
      expect(after.source).toBe(clean);
      expect(after.source).not.toMatch(PAGE_NOTE);
    } finally {
      await em.getConnection().execute(`update nutrition.foods set source = ? where code = ?`, [clean, FRIED_EGG]);
    }
  });
});
