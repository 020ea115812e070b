import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { nutrition } from './schema.js';
import { ProfileEntity } from './profiles/profile.entity.js';
import { FoodRecordEntity } from './records/record.entities.js';
import { DEMO_USER_ID } from './records/records.seed.js';
import { IntakeEntity, RegimenEntity } from './supplements/supplement.entities.js';
import { NutritionScoreEntity } from './scores/score.entity.js';
import { foodRecordNutrients } from './scores/scores.service.js';

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

  it('eats real Korean dishes of the MFDS file, a believable 1,300 to 2,700 kcal a day for the adults', async () => {
    const em = api.em();
    const records = await em.find(FoodRecordEntity, { userId: DEMO_USER_ID });
    const names = new Set(records.map((r) => r.name));
    for (const dish of ['김치찌개', '김밥', '비빔밥', '라면', '아메리카노', '된장찌개', '짜장면']) expect(names.has(dish), dish).toBe(true);
    const adult = (await em.find(ProfileEntity, { userId: DEMO_USER_ID }, { orderBy: { id: 'asc' } }))[0];
    const days = new Map<string, number>();
    for (const { record, nutrients } of await foodRecordNutrients(
      em,
      records.filter((r) => r.profileId === adult.id),
    )) {
      days.set(record.recordDate, (days.get(record.recordDate) ?? 0) + (nutrients.energy ?? 0));
    }
    expect(days.size).toBe(7);
    for (const [date, kcal] of days) expect([date, Math.round(kcal)]).toEqual([date, expect.toSatisfy((n: number) => n > 1300 && n < 2700)]);
  });
});
