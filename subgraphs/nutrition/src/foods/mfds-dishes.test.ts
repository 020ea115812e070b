import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choseongOf } from '@shop/kit';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { nutrition } from '../schema.js';
import { readReferenceCsv } from '../reference-data.js';
import { FoodEntity, FoodNutrientEntity } from './food.entities.js';
import { foodNutrientMap } from './food-nutrients.js';
import { loadMfdsDishes, mfdsDish, mfdsDishes, mfdsNumber, MFDS_SOURCE_LABEL } from './mfds-dishes.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

const csv = readReferenceCsv('mfds_dishes_2023.csv');
const row = (sampleId: string) => csv.find((r) => r.SAMPLE_ID === sampleId)!;
/** The reference foods: the 116-food sample and the MFDS dish file (other tests add foods without a code). */
const REFERENCE = { code: { $ne: null }, submittedBy: null };

const DAK_GALBI = 'D000007-ZZ-AVG'; // 닭갈비, 400 g, 595.61 kcal
const KIMCHI_JJIGAE = 'D000385-ZZ-AVG'; // 김치찌개, 400 g, magnesium published as 0
const DOMINO_BBQ = 'D010001-ZZ-AVG'; // 글램핑 바비큐(오리지널 L), 도미노피자: magnesium "-"
const AMERICANO = 'D010835-ZZ-AVG'; // 아메리카노, 카페띠아모, 320 mL, caffeine 136 mg

describe('the MFDS dish file as foods (mapping)', () => {
  it('stores per 100 g: 닭갈비 (serving 400 g, 595.61 kcal) is 148.9 kcal per 100 g, and its serving stays the portion', () => {
    const dish = mfdsDish(row(DAK_GALBI));
    expect(dish).toMatchObject({ name: '닭갈비', servingGrams: 400, servingUnit: 'g', representative: true, maker: null, searchRank: 2 });
    expect(dish.nutrients.energy).toBeCloseTo(148.9025, 6);
    // water 276.4 g of 400 g: 69.1 g per 100 g.
    expect(dish.nutrients.moisture).toBeCloseTo(69.1, 6);
    // 400 g eaten gives back the file's serving.
    expect((dish.nutrients.energy * 400) / 100).toBeCloseTo(595.61, 6);
  });

  it('keeps "-" unknown (no value) and a published 0 as 0', () => {
    expect(mfdsNumber('-')).toBeNull();
    expect(mfdsNumber('0')).toBe(0);
    expect(mfdsNumber('1g 미만')).toBeNull();
    expect(() => mfdsNumber('12a')).toThrow(/not a number/);
    const franchise = mfdsDish(row(DOMINO_BBQ));
    expect(franchise).toMatchObject({ representative: false, maker: '도미노피자', searchRank: 0 });
    expect('magnesium' in franchise.nutrients).toBe(false);
    expect(franchise.nutrients.energy).toBeCloseTo((410 * 100) / 157, 6);
    expect(mfdsDish(row(KIMCHI_JJIGAE)).nutrients.magnesium).toBe(0);
  });

  it('keeps drinks per 100 mL and converts units to the catalog: copper mg -> µg, beta-carotene µg -> mg, EPA + DHA g -> mg', () => {
    const americano = mfdsDish(row(AMERICANO));
    expect(americano).toMatchObject({ servingGrams: 320, servingUnit: 'mL', maker: '카페띠아모' });
    expect(americano.nutrients.caffeine).toBeCloseTo((136 * 100) / 320, 6);
    const galbi = row(DAK_GALBI);
    const dish = mfdsDish(galbi);
    expect(dish.nutrients.copper).toBeCloseTo((Number(galbi['구리(㎎)']) * 1000 * 100) / 400, 6);
    expect(dish.nutrients.beta_carotene).toBeCloseTo((Number(galbi['베타카로틴(㎍)']) / 1000) * (100 / 400), 9);
    const epaDha = (Number(galbi['에이코사펜타에노산(20:5(n-3))(g)']) + Number(galbi['도코사헥사에노산(22:6(n-3))(g)'])) * 1000;
    expect(dish.nutrients.omega_3_fatty_acids).toBeCloseTo((epaDha * 100) / 400, 6);
    // Vitamin A (RAE) = retinol + beta-carotene / 12, both known here.
    expect(dish.nutrients.vitamin_a).toBeCloseTo(((Number(galbi['레티놀(㎍)']) + Number(galbi['베타카로틴(㎍)']) / 12) * 100) / 400, 6);
    // Iron of this row is in the column headed µg, whose values are mg (mfds-dishes.ts).
    expect(dish.nutrients.fe).toBeCloseTo((3.38 * 100) / 400, 6);
  });

  it('leaves vitamin A unknown when retinol or beta-carotene is unknown', () => {
    // The file never has one without the other; a row changed so shows the rule.
    const galbi = row(DAK_GALBI);
    expect('vitamin_a' in mfdsDish({ ...galbi, '레티놀(㎍)': '-' }).nutrients).toBe(false);
    expect('vitamin_a' in mfdsDish({ ...galbi, '베타카로틴(㎍)': '-' }).nutrients).toBe(false);
    expect(mfdsDish({ ...galbi, '베타카로틴(㎍)': '-' }).nutrients.retinol).toBeCloseTo((38.61 * 100) / 400, 6);
  });

  it('reads every row: 7,683 dishes, 818 representative, every code unique', () => {
    const dishes = mfdsDishes();
    expect(dishes).toHaveLength(7683);
    expect(dishes.filter((d) => d.representative)).toHaveLength(818);
    expect(new Set(dishes.map((d) => d.code)).size).toBe(7683);
  });
});

describe('the MFDS dish file in the database (migration)', () => {
  it('holds 116 + 7,683 reference foods, each dish with its source', async () => {
    const em = api.em();
    expect(await em.count(FoodEntity, REFERENCE)).toBe(116 + 7683);
    const galbi = await em.findOneOrFail(FoodEntity, { code: DAK_GALBI });
    expect(galbi).toMatchObject({ name: '닭갈비', kind: 'food', status: 'approved', servingGrams: 400, servingUnit: 'g', representative: true, searchRank: 2 });
    expect(galbi.source).toContain(MFDS_SOURCE_LABEL);
    expect(galbi.source).toContain(DAK_GALBI);
  });

  it('stores 닭갈비 at 148.9 kcal per 100 g, so 400 g give 595.6 kcal', async () => {
    const em = api.em();
    const galbi = await em.findOneOrFail(FoodEntity, { code: DAK_GALBI });
    const per100 = (await foodNutrientMap(em, [galbi.id])).get(galbi.id)!;
    expect(Math.round(per100.energy * 10) / 10).toBe(148.9);
    expect(Math.round(((per100.energy * 400) / 100) * 10) / 10).toBe(595.6);
  });

  it('stores no magnesium row for a franchise item whose magnesium is "-", and a 0 row for a published 0', async () => {
    const em = api.em();
    const franchise = await em.findOneOrFail(FoodEntity, { code: DOMINO_BBQ });
    expect(await em.count(FoodNutrientEntity, { foodId: franchise.id, nutrientCode: 'magnesium' })).toBe(0);
    expect(await em.count(FoodNutrientEntity, { foodId: franchise.id, nutrientCode: 'energy' })).toBe(1);
    const jjigae = await em.findOneOrFail(FoodEntity, { code: KIMCHI_JJIGAE });
    expect(await em.findOneOrFail(FoodNutrientEntity, { foodId: jjigae.id, nutrientCode: 'magnesium' })).toMatchObject({ amount: 0 });
  });

  it('changes nothing when loaded a second time', async () => {
    const em = api.em().fork();
    const snapshot = async () =>
      (
        await em.getConnection().execute<{ foods: string; nutrients: string; total: number }[]>(
          // The file's own foods (other test files add foods to the shared database meanwhile).
          `select (select count(*) from nutrition.foods where source like ? || '%') as foods,
                  (select count(*) from nutrition.food_nutrients n join nutrition.foods f on f.id = n.food_id where f.source like ? || '%') as nutrients,
                  (select sum(n.amount) from nutrition.food_nutrients n join nutrition.foods f on f.id = n.food_id where f.source like ? || '%') as total`,
          [MFDS_SOURCE_LABEL, MFDS_SOURCE_LABEL, MFDS_SOURCE_LABEL],
        )
      )[0];
    const before = await snapshot();
    await loadMfdsDishes((sql, params) => em.getConnection().execute(sql, params as unknown[]));
    expect(await snapshot()).toEqual(before);
  });
});

type Found = { name: string; representative: boolean; maker: string | null; category: string | null; detailCategory: string | null; sourceLabel: string | null };
const SEARCH = `query ($q: String!) { searchFoods(query: $q, limit: 20) { total totalCapped items { name representative maker category detailCategory sourceLabel } } }`;
const search = async (q: string) => (await api.ok<{ searchFoods: { total: number; totalCapped: boolean; items: Found[] } }>(SEARCH, { q })).searchFoods;

describe('food search a person would use', () => {
  it.each(['김치찌개', '된장찌개', '김밥', '떡볶이', '현미밥', '라면', '비빔밥', '짜장면'])('%s finds the representative dish of exactly that name first', async (name) => {
    const { items } = await search(name);
    expect(items[0]).toMatchObject({ name, representative: true, maker: null, sourceLabel: MFDS_SOURCE_LABEL });
  });

  it('lists representative dishes before restaurant items that hold the name', async () => {
    const { items } = await search('떡볶이');
    const firstRestaurant = items.findIndex((f) => !f.representative);
    const lastRepresentative = items.map((f) => f.representative).lastIndexOf(true);
    expect(firstRestaurant).toBeGreaterThan(0);
    expect(lastRepresentative).toBeLessThan(firstRestaurant);
    // A restaurant item shows its chain.
    expect(items[firstRestaurant].maker).toBeTruthy();
  });

  it('치킨 finds chicken dishes first, 양념치킨 and 후라이드치킨 among them', async () => {
    const names = (await search('치킨')).items.slice(0, 10).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['양념치킨', '후라이드치킨']));
    expect(names.every((n) => n.includes('치킨'))).toBe(true);
  });

  it('커피 finds coffee drinks first (the file has café items only)', async () => {
    const { items, total } = await search('커피');
    expect(total).toBeGreaterThan(100);
    expect(items.slice(0, 5).every((f) => f.detailCategory === '커피류' && f.category === '음료 및 차류')).toBe(true);
  });

  it('matches names without their underscores and brackets, in any word order', async () => {
    // The sample's "멥쌀밥_현미": 현미밥 finds it after the dish of that exact name.
    expect((await search('현미밥')).items.map((f) => f.name)).toContain('멥쌀밥_현미');
    expect((await search('현미 멥쌀밥')).items.map((f) => f.name)).toContain('멥쌀밥_현미');
    expect((await search('우동 일식')).items[0].name).toBe('우동(일식)');
  });

  it('keeps initial consonants and two-syllable words working', async () => {
    // 갈치찌개 and 김치찌개 share their initials: both are named exactly so, before longer names.
    const initials = (await search('ㄱㅊㅉㄱ')).items.map((f) => f.name);
    expect(initials.slice(0, 2).sort()).toEqual(['갈치찌개', '김치찌개']);
    expect((await search('김밥')).items[0].name).toBe('김밥');
  });

  it('reads one initial consonant as the start of a name (nearly every name holds a ㄱ somewhere)', async () => {
    const { items, total } = await search('ㄱ');
    expect(total).toBeGreaterThan(100);
    expect(total).toBeLessThan(1000);
    expect(items.every((f) => choseongOf(f.name).startsWith('ㄱ'))).toBe(true);
  });

  it('counts a common term up to the cap and says so', async () => {
    const page = await search('커피');
    expect(page.total).toBe(1000);
    expect(page.totalCapped).toBe(true);
    const rare = await search('닭갈비');
    expect(rare.totalCapped).toBe(false);
    expect(rare.total).toBeLessThan(100);
  });
});

describe('recipes on the MFDS dishes', () => {
  it('sums a recipe of 김치찌개 and 현미밥 from their per-100 g values, leaving a nutrient neither has unknown', async () => {
    const em = api.em();
    const [jjigae, rice] = await Promise.all([em.findOneOrFail(FoodEntity, { code: KIMCHI_JJIGAE }), em.findOneOrFail(FoodEntity, { code: 'D018239-ZZ-AVG' })]);
    const owner = testIdentity();
    const recipe = (
      await api.ok<{ addRecipe: { ingredients: { name: string; grams: number }[]; nutrients: { code: string; amount: number }[] } }>(
        'mutation ($input: RecipeInput!) { addRecipe(input: $input) { ingredients { name grams } nutrients { code amount } } }',
        {
          input: {
            name: '김치찌개 백반',
            amountG: 630,
            ingredients: [
              { foodId: jjigae.id, percent: (400 / 630) * 100 },
              { foodId: rice.id, percent: (230 / 630) * 100 },
            ],
          },
        },
        owner,
      )
    ).addRecipe;
    expect(recipe.ingredients.map((i) => [i.name, Math.round(i.grams)])).toEqual([
      ['김치찌개', 400],
      ['현미밥', 230],
    ]);
    const energy = recipe.nutrients.find((n) => n.code === 'energy')!.amount;
    // One serving of each: 243.03 + 396.31 kcal, as the file prints them.
    expect(energy).toBeCloseTo(243.03 + 396.31, 6);
    // Caffeine is "-" in both rows: the recipe has no caffeine line (unknown, not 0).
    expect([row(KIMCHI_JJIGAE)['카페인(㎎)'], row('D018239-ZZ-AVG')['카페인(㎎)']]).toEqual(['-', '-']);
    expect(recipe.nutrients.some((n) => n.code === 'caffeine')).toBe(false);
    // Vitamin D is "-" in the stew and a published 0 in the rice: known, 0.
    expect(recipe.nutrients.find((n) => n.code === 'vitamin_d')?.amount).toBe(0);
  });
});
