import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { nutrition } from './schema.js';
import { ProfileEntity } from './profiles/profile.entity.js';
import { FoodRecordEntity } from './records/record.entities.js';
import { DEMO_USER_ID } from './records/records.seed.js';
import { IntakeEntity, RegimenEntity } from './supplements/supplement.entities.js';
import { NutritionScoreEntity } from './scores/score.entity.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

describe('demo data of the nutrition subgraph', () => {
  it('gives the demo family a week of meals, regimens with marks and stored scores, once', async () => {
    await nutrition.seed!(api.em());
    const counts = async () => {
      const em = api.em();
      return {
        profiles: await em.count(ProfileEntity, { userId: DEMO_USER_ID }),
        records: await em.count(FoodRecordEntity, { userId: DEMO_USER_ID }),
        regimens: await em.count(RegimenEntity, { userId: DEMO_USER_ID }),
        intakes: await em.count(IntakeEntity, { userId: DEMO_USER_ID }),
        scores: await em.count(NutritionScoreEntity, { userId: DEMO_USER_ID }),
      };
    };
    const first = await counts();
    expect(first.profiles).toBe(3);
    expect(first.records).toBeGreaterThan(3 * 7 * 5);
    expect(first.regimens).toBe(4);
    expect(first.intakes).toBeGreaterThan(0);
    expect(first.scores).toBe(3 * 7);
    await nutrition.seed!(api.em());
    expect(await counts()).toEqual(first);
  });
});
