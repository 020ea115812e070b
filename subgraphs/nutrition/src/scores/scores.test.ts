import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import { searchKeys, type Identity } from '@shop/kit';
import { nutrition } from '../schema.js';
import { FoodEntity, FoodNutrientEntity } from '../foods/food.entities.js';
import { FoodRecordEntity } from '../records/record.entities.js';
import { IntakeEntity, RegimenEntity, SupplementEntity, SupplementNutrientEntity } from '../supplements/supplement.entities.js';
import { NutritionScoreEntity } from './score.entity.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { dayReport, recomputeScore } from './scores.service.js';

let api: TestSubgraph;
const member = (): Identity => testIdentity();
beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

const DAY = '2026-11-20';

async function food(name: string, per100g: Record<string, number>): Promise<string> {
  const em = api.em();
  const row = em.create(FoodEntity, { kind: 'food', name, status: 'approved', ...searchKeys([name]) });
  await em.flush();
  for (const [nutrientCode, amount] of Object.entries(per100g)) em.create(FoodNutrientEntity, { foodId: row.id, nutrientCode, amount });
  await em.flush();
  return row.id;
}

/** A 35-year-old man: KDRI male 30-49 (EER 2500 kcal; vitamin C 100 mg, iron 10 mg; sodium CDRR 2300 mg; caffeine 400 mg). */
async function manWithDay(owner: Identity) {
  const { addProfile } = await api.ok<{ addProfile: { id: string } }>(
    'mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }',
    { i: { name: '아빠', gender: 1, birthday: '1991-05-05' } },
    owner,
  );
  const profileId = addProfile.id;
  const rice = await food('점수용 현미밥', { energy: 150, carbohydrate: 33, protein: 3, fat: 1, fe: 1, sodium: 5 });
  const chicken = await food('점수용_닭가슴살', { energy: 110, protein: 23, fat: 1.5, sodium: 60 });
  const coffee = await food('점수용 아메리카노', { caffeine: 40 });
  const em = api.em();
  const record = (foodId: string, name: string, mealType: number, amountG: number) =>
    em.create(FoodRecordEntity, { profileId, userId: owner.userId, recordDate: DAY, mealType, foodId, name, quantity: 1, unit: '인분', amountG });
  record(rice, '점수용 현미밥', 1, 300);
  record(chicken, '점수용_닭가슴살', 2, 200);
  const coffeeRecord = record(coffee, '점수용 아메리카노', 4, 1200);
  const supplement = em.create(SupplementEntity, { name: '점수용 비타민C 철분', status: 'approved', ...searchKeys(['점수용 비타민C 철분']) });
  await em.flush();
  em.create(SupplementNutrientEntity, { supplementId: supplement.id, nutrientCode: 'vitamin_c', amount: 100, unit: 'mg' });
  em.create(SupplementNutrientEntity, { supplementId: supplement.id, nutrientCode: 'fe', amount: 10, unit: 'mg' });
  const regimen = em.create(RegimenEntity, { profileId, userId: owner.userId, supplementId: supplement.id, alramCnt: 2, reminderTimes: ['08:00', '20:00'], startDate: '2026-11-01' });
  await em.flush();
  em.create(IntakeEntity, { regimenId: regimen.id, profileId, userId: owner.userId, intakeDate: DAY, eatCnt: 1 });
  await em.flush();
  return { profileId, coffeeRecordId: coffeeRecord.id };
}

const REPORT = `query ($id: ID!, $date: LocalDate) { nutritionReport(profileId: $id, date: $date) {
  score energyPoints macroPoints microPoints penaltyPoints intakeCount unknownCount intakeTier { code label } tier { code }
  energy { intake percent points } macros { code intake points } shortNutrients { code }
  limits { code intake limit over known measuredFoodCount foodCount coverageNote } micros { code intake points } standard { energy standardType } } }`;

describe('a day with known foods gives the hand-calculated score', () => {
  it('scores rice 300 g + chicken 200 g + coffee 1200 g + one of two vitamin C/iron marks', async () => {
    const owner = member();
    const { profileId } = await manWithDay(owner);
    const { nutritionReport: r } = await api.ok<{ nutritionReport: any }>(REPORT, { id: profileId, date: DAY }, owner);
    // Energy: 150 x 3 + 110 x 2 = 670 kcal of 2500 = 26.8 % -> 2 tenths x 4 = 8.
    expect(r.energy).toMatchObject({ intake: 670, points: 8 });
    expect(r.energy.percent).toBeCloseTo(26.8, 5);
    // Macros (older-age ratios of 2500 kcal: carbohydrate 329.4 g, protein 43.8 g, fat 41.8 g):
    // carbohydrate 33 x 3 = 99 g = 30.05 % -> 3; protein 3 x 3 + 23 x 2 = 55 g -> capped 100 % -> 10;
    // fat 1 x 3 + 1.5 x 2 = 6 g = 14.4 % -> 1. Total 14.
    expect(r.macros).toEqual([
      { code: 'carbohydrate', intake: 99, points: 3 },
      { code: 'protein', intake: 55, points: 10 },
      { code: 'fat', intake: 6, points: 1 },
    ]);
    // Vitamins/minerals: one of two daily marks = half the label: vitamin C 50 mg (50 % of 100, no points),
    // iron 1 x 3 + 10 / 2 = 8 mg = exactly 80 % of 10 -> +2.
    expect(r.micros.find((m: any) => m.code === 'fe')).toEqual({ code: 'fe', intake: 8, points: 2 });
    expect(r.micros.find((m: any) => m.code === 'vitamin_c')).toEqual({ code: 'vitamin_c', intake: 50, points: 0 });
    expect(r.microPoints).toBe(2);
    // Caffeine 40 x 12 = 480 mg over the 400 mg cap -> -5; sodium 5 x 3 + 60 x 2 = 135 mg, within 2300.
    // No food has a sugar row: sugar is unknown (모름), not 0 g.
    expect(r.limits).toEqual([
      { code: 'caffeine', intake: 480, limit: 400, over: true, known: true, measuredFoodCount: 1, foodCount: 3, coverageNote: '카페인: 기록한 음식 3개 중 1개만 분석값이 있어요' },
      { code: 'total_sugar', intake: null, limit: 100, over: false, known: false, measuredFoodCount: 0, foodCount: 3, coverageNote: '당류: 기록한 음식에 분석값이 없어 알 수 없어요' },
      { code: 'sodium', intake: 135, limit: 2300, over: false, known: true, measuredFoodCount: 2, foodCount: 3, coverageNote: '나트륨: 기록한 음식 3개 중 2개만 분석값이 있어요' },
    ]);
    expect(r.penaltyPoints).toBe(5);
    // 8 + 14 + 2 - 5 = 19; counted nutrients with intake: iron and vitamin C = 2 -> lacking.
    expect(r.score).toBe(19);
    expect(r.tier.code).toBe('poor');
    expect(r.intakeCount).toBe(2);
    expect(r.unknownCount).toBe(24);
    expect(r.intakeTier).toEqual({ code: 'lacking', label: '적음' });
    // Short: vitamin C only. Iron reached 80 %; the 24 counted nutrients no food measured and no
    // supplement gave are unknown (모름), not short.
    expect(r.shortNutrients.map((n: any) => n.code)).toEqual(['vitamin_c']);
    expect(r.micros.find((m: any) => m.code === 'magnesium')).toEqual({ code: 'magnesium', intake: null, points: 0 });
    expect(r.standard).toEqual({ energy: 2500, standardType: 3 });
  });

  it('stores the score when asked, recomputes it when a record goes, and drops it when the day is empty', async () => {
    const owner = member();
    const { profileId, coffeeRecordId } = await manWithDay(owner);
    const stored = await api.ok<{ recordNutritionScore: { score: number; date: string } }>(
      'mutation ($id: ID!, $date: LocalDate) { recordNutritionScore(profileId: $id, date: $date) { score date } }',
      { id: profileId, date: DAY },
      owner,
    );
    expect(stored.recordNutritionScore).toEqual({ score: 19, date: DAY });

    const em = api.em();
    await em.nativeDelete(FoodRecordEntity, { id: coffeeRecordId });
    await recomputeScore(api.em(), profileId, DAY);
    const read = await api.ok<{ nutritionScore: { score: number; penaltyPoints: number } }>(
      'query ($id: ID!, $date: LocalDate) { nutritionScore(profileId: $id, date: $date) { score penaltyPoints } }',
      { id: profileId, date: DAY },
      owner,
    );
    expect(read.nutritionScore).toEqual({ score: 24, penaltyPoints: 0 });

    await api.em().nativeDelete(FoodRecordEntity, { profileId });
    await api.em().nativeDelete(IntakeEntity, { profileId });
    await recomputeScore(api.em(), profileId, DAY);
    expect(await api.em().count(NutritionScoreEntity, { profileId })).toBe(0);
  });

  it('ranks the top foods for caffeine, sodium and sugar and lists dates and counts', async () => {
    const owner = member();
    const { profileId } = await manWithDay(owner);
    const data = await api.ok<{ topFoods: { nutrient: string; foods: { name: string; displayName: string; amount: number }[] }[]; recordCounts: unknown[]; recordDates: string[] }>(
      `query ($id: ID!) { topFoods(profileId: $id, from: "2026-11-01", to: "2026-11-30") { nutrient foods { name displayName amount } }
        recordCounts(profileId: $id, from: "2026-11-01", to: "2026-11-30") { date foods bodies intakes }
        recordDates(profileId: $id, what: "food", from: "2026-11-01", to: "2026-11-30") }`,
      { id: profileId },
      owner,
    );
    expect(data.topFoods).toEqual([
      { nutrient: 'caffeine', foods: [{ name: '점수용 아메리카노', displayName: '점수용 아메리카노', amount: 480 }] },
      {
        nutrient: 'sodium',
        foods: [
          { name: '점수용_닭가슴살', displayName: '점수용 닭가슴살', amount: 120 },
          { name: '점수용 현미밥', displayName: '점수용 현미밥', amount: 15 },
        ],
      },
      { nutrient: 'total_sugar', foods: [] },
    ]);
    expect(data.recordCounts).toEqual([{ date: DAY, foods: 3, bodies: 0, intakes: 1 }]);
    expect(data.recordDates).toEqual([DAY]);
  });
});

describe('stored scores follow the records through the real mutations', () => {
  it('appear when a meal is logged, change with a supplement mark, and go when the day is emptied', async () => {
    const owner = member();
    const { addProfile } = await api.ok<{ addProfile: { id: string } }>(
      'mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }',
      { i: { name: '엄마', gender: 2, birthday: '1988-03-03' } },
      owner,
    );
    const rice = await food('점수용 백미밥', { energy: 146, carbohydrate: 32, protein: 2.5 });
    const score = async () =>
      (
        await api.ok<{ nutritionScore: { score: number; microPoints: number } | null }>(
          'query ($id: ID!, $d: LocalDate) { nutritionScore(profileId: $id, date: $d) { score microPoints } }',
          { id: addProfile.id, d: DAY },
          owner,
        )
      ).nutritionScore;
    const { addFoodRecord } = await api.ok<{ addFoodRecord: { id: string } }>(
      'mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }',
      { i: { profileId: addProfile.id, recordDate: DAY, mealType: 1, foodId: rice, quantity: 1, unit: '공기', amountG: 210 } },
      owner,
    );
    const afterMeal = await score();
    expect(afterMeal).not.toBeNull();
    expect(afterMeal!.microPoints).toBe(0);

    const em = api.em();
    const supplement = em.create(SupplementEntity, { name: '점수용 비타민C', status: 'approved', ...searchKeys(['점수용 비타민C']) });
    await em.flush();
    em.create(SupplementNutrientEntity, { supplementId: supplement.id, nutrientCode: 'vitamin_c', amount: 1000, unit: 'mg' });
    await em.flush();
    const { addRegimen } = await api.ok<{ addRegimen: { id: string } }>(
      'mutation ($i: RegimenInput!) { addRegimen(input: $i) { id } }',
      { i: { profileId: addProfile.id, supplementId: supplement.id, startDate: '2026-11-01' } },
      owner,
    );
    await api.ok('mutation ($r: ID!, $d: LocalDate) { markIntake(regimenId: $r, date: $d) { eatCnt } }', { r: addRegimen.id, d: DAY }, owner);
    expect((await score())!.microPoints).toBe(2);

    await api.ok('mutation ($r: ID!, $d: LocalDate) { undoIntake(regimenId: $r, date: $d) { eatCnt } }', { r: addRegimen.id, d: DAY }, owner);
    await api.ok('mutation ($id: ID!) { deleteFoodRecord(id: $id) }', { id: addFoodRecord.id }, owner);
    expect(await score()).toBeNull();
  });

  it("recomputes a child's stored scores when a weight changes her caffeine cap", async () => {
    const owner = member();
    const { addProfile } = await api.ok<{ addProfile: { id: string } }>(
      'mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }',
      { i: { name: '딸', gender: 2, birthday: '2014-02-02' } },
      owner,
    );
    const cola = await food('점수용 콜라', { caffeine: 10 });
    await api.ok(
      'mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }',
      { i: { profileId: addProfile.id, recordDate: DAY, mealType: 4, foodId: cola, quantity: 1, unit: '캔', amountG: 600 } },
      owner,
    );
    const penalty = async () =>
      (
        await api.ok<{ nutritionScore: { penaltyPoints: number } }>(
          'query ($id: ID!, $d: LocalDate) { nutritionScore(profileId: $id, date: $d) { penaltyPoints } }',
          { id: addProfile.id, d: DAY },
          owner,
        )
      ).nutritionScore.penaltyPoints;
    expect(await penalty()).toBe(0); // 60 mg, and no weight yet: no cap
    await api.ok('mutation ($i: BodyRecordInput!) { addBodyRecord(input: $i) { id } }', { i: { profileId: addProfile.id, recordAt: '2026-11-01', weight: 20 } }, owner);
    expect(await penalty()).toBe(5); // 20 kg x 2.5 = 50 mg < 60 mg
  });
});

describe('unknown is not zero', () => {
  it('reports a nutrient no food eaten has a row for as unknown, and a published 0 as known and short', async () => {
    const owner = member();
    const { addProfile } = await api.ok<{ addProfile: { id: string } }>(
      'mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }',
      { i: { name: '모름', gender: 1, birthday: '1990-01-01' } },
      owner,
    );
    // A restaurant dish: energy and sodium analysed, magnesium not (no row).
    const dish = await food('점수용 식당 비빔밥', { energy: 120, sodium: 300 });
    // A food whose source published magnesium as 0 (a row of 0).
    const soda = await food('점수용 사이다', { energy: 40, magnesium: 0 });
    const log = (foodId: string, date: string) =>
      api.ok(
        'mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }',
        { i: { profileId: addProfile.id, recordDate: date, mealType: 2, foodId, quantity: 1, unit: '인분', amountG: 200 } },
        owner,
      );
    const LINES = `query ($id: ID!, $date: LocalDate) { nutritionReport(profileId: $id, date: $date) {
      unknownCount intakeCount shortNutrients { code }
      micros { code intake percent points short known measuredFoodCount foodCount coverageNote } } }`;
    const report = async (date: string) => (await api.ok<{ nutritionReport: any }>(LINES, { id: addProfile.id, date }, owner)).nutritionReport;

    await log(dish, DAY);
    const unknown = await report(DAY);
    expect(unknown.micros.find((m: any) => m.code === 'magnesium')).toEqual({
      code: 'magnesium',
      intake: null,
      percent: null,
      points: 0,
      short: false,
      known: false,
      measuredFoodCount: 0,
      foodCount: 1,
      coverageNote: '마그네슘: 기록한 음식에 분석값이 없어 알 수 없어요',
    });
    expect(unknown.shortNutrients.map((n: any) => n.code)).not.toContain('magnesium');
    expect(unknown.unknownCount).toBe(26);
    expect(unknown.intakeCount).toBe(0);

    const NEXT = '2026-11-21';
    await log(dish, NEXT);
    await log(soda, NEXT);
    const zero = await report(NEXT);
    expect(zero.micros.find((m: any) => m.code === 'magnesium')).toEqual({
      code: 'magnesium',
      intake: 0,
      percent: 0,
      points: 0,
      short: true,
      known: true,
      measuredFoodCount: 1,
      foodCount: 2,
      coverageNote: '마그네슘: 기록한 음식 2개 중 1개만 분석값이 있어요',
    });
    expect(zero.shortNutrients.map((n: any) => n.code)).toEqual(['magnesium']);
    expect(zero.unknownCount).toBe(25);
    expect(zero.intakeCount).toBe(0);
  });
});

describe('a day of MFDS franchise items', () => {
  it('reports magnesium, which the file did not analyse for them, as unknown: not 0 %, not 부족; and counts their energy', async () => {
    const owner = member();
    const { addProfile } = await api.ok<{ addProfile: { id: string } }>(
      'mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }',
      { i: { name: '외식', gender: 2, birthday: '1992-03-03' } },
      owner,
    );
    const em = api.em();
    // 글램핑 바비큐(오리지널 L) of 도미노피자 (157 g, 410 kcal) and 아메리카노 of 카페띠아모 (320 mL, 10 kcal): magnesium "-".
    const [pizza, coffee] = await Promise.all(['D010001-ZZ-AVG', 'D010835-ZZ-AVG'].map((code) => em.findOneOrFail(FoodEntity, { code })));
    for (const [food, amountG, mealType] of [
      [pizza, 157, 2],
      [coffee, 320, 4],
    ] as const) {
      await api.ok(
        'mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }',
        { i: { profileId: addProfile.id, recordDate: DAY, mealType, foodId: food.id, quantity: 1, unit: '인분', amountG } },
        owner,
      );
    }
    const { nutritionReport: r } = await api.ok<{ nutritionReport: any }>(
      `query ($id: ID!, $date: LocalDate) { nutritionReport(profileId: $id, date: $date) {
        energy { intake known } shortNutrients { code } micros { code intake percent short known coverageNote } } }`,
      { id: addProfile.id, date: DAY },
      owner,
    );
    expect(r.energy.known).toBe(true);
    expect(r.energy.intake).toBeCloseTo(420, 2);
    expect(r.micros.find((m: any) => m.code === 'magnesium')).toEqual({
      code: 'magnesium',
      intake: null,
      percent: null,
      short: false,
      known: false,
      coverageNote: '마그네슘: 기록한 음식에 분석값이 없어 알 수 없어요',
    });
    expect(r.shortNutrients.map((n: any) => n.code)).not.toContain('magnesium');
  });
});

describe('a deleted recipe', () => {
  it('still counts in the meals logged with it, and cannot be logged again', async () => {
    const owner = member();
    const { addProfile } = await api.ok<{ addProfile: { id: string } }>(
      'mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }',
      { i: { name: '나', gender: 1, birthday: '1980-01-01' } },
      owner,
    );
    const grain = await food('점수용 잡곡', { energy: 350 });
    const { addRecipe } = await api.ok<{ addRecipe: { id: string } }>(
      'mutation ($i: RecipeInput!) { addRecipe(input: $i) { id } }',
      { i: { name: '잡곡밥', amountG: 200, ingredients: [{ foodId: grain, percent: 100 }] } },
      owner,
    );
    const log = (date: string) =>
      api.exec(
        'mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }',
        { i: { profileId: addProfile.id, recordDate: date, mealType: 3, recipeId: addRecipe.id, quantity: 1, unit: '공기' } },
        owner,
      );
    expect((await log(DAY)).errors).toBeUndefined();
    const energy = async () => (await api.ok<{ nutritionReport: { energy: { intake: number } } }>(REPORT, { id: addProfile.id, date: DAY }, owner)).nutritionReport.energy.intake;
    expect(await energy()).toBe(700); // 350 kcal per 100 g x 200 g
    await api.ok('mutation ($id: ID!) { deleteRecipe(id: $id) }', { id: addRecipe.id }, owner);
    expect(await energy()).toBe(700);
    expect((await log(DAY)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('a recipe in the diary', () => {
  it('adds the ingredient grams the recipe shows: 12.6 g at 50 % is 6.5 g (round(12.6) x 50 / 100), not 6.3 g', async () => {
    const owner = member();
    const { addProfile } = await api.ok<{ addProfile: { id: string } }>(
      'mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }',
      { i: { name: '나', gender: 1, birthday: '1980-01-01' } },
      owner,
    );
    const seasoning = await food('점수용 양념', { energy: 200, protein: 20, sodium: 400 });
    const water = await food('점수용 육수', { energy: 30 });
    const { addRecipe } = await api.ok<{ addRecipe: { id: string } }>(
      'mutation ($i: RecipeInput!) { addRecipe(input: $i) { id } }',
      {
        i: {
          name: '양념국',
          amountG: 12.6,
          ingredients: [
            { foodId: seasoning, percent: 50 },
            { foodId: water, percent: 50 },
          ],
        },
      },
      owner,
    );
    const { recipe } = await api.ok<{ recipe: { ingredients: { grams: number }[]; nutrients: { code: string; amount: number }[] } }>(
      'query ($id: ID!) { recipe(id: $id) { ingredients { grams } nutrients { code amount } } }',
      { id: addRecipe.id },
      owner,
    );
    expect(recipe.ingredients.map((i) => i.grams)).toEqual([6.5, 6.5]);
    await api.ok(
      'mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }',
      { i: { profileId: addProfile.id, recordDate: DAY, mealType: 2, recipeId: addRecipe.id, quantity: 1, unit: '인분' } },
      owner,
    );

    // Expected from the ingredients' own per-100 g rows: 6.5 g of each.
    const em = api.em();
    const per100 = async (foodId: string) => Object.fromEntries((await em.find(FoodNutrientEntity, { foodId })).map((n) => [n.nutrientCode, n.amount]));
    const [a, b] = [await per100(seasoning), await per100(water)];
    // The report shows intakes to 0.01 (scores.resolver.ts); the 6.3 g answer is off by far more.
    const { nutritionReport: r } = await api.ok<{ nutritionReport: any }>(REPORT, { id: addProfile.id, date: DAY }, owner);
    expect(r.energy.intake).toBeCloseTo((a.energy * 6.5) / 100 + (b.energy * 6.5) / 100, 2); // 13 + 1.95 kcal, not 14.49
    expect(r.macros.find((m: any) => m.code === 'protein').intake).toBeCloseTo((a.protein * 6.5) / 100, 2); // 1.3 g, not 1.26
    expect(r.limits.find((l: any) => l.code === 'sodium').intake).toBeCloseTo((a.sodium * 6.5) / 100, 2); // 26 mg, not 25.2
    // Unrounded, the day's intake is exactly that, and the recipe's own serving view says the same.
    const { intake } = await dayReport(em, await em.findOneOrFail(ProfileEntity, { id: addProfile.id }), DAY);
    expect(intake.protein).toBeCloseTo((a.protein * 6.5) / 100, 9);
    expect(intake.sodium).toBeCloseTo((a.sodium * 6.5) / 100, 9);
    const shown = Object.fromEntries(recipe.nutrients.map((n) => [n.code, n.amount]));
    expect(shown.protein).toBeCloseTo(intake.protein, 9);
    expect(shown.sodium).toBeCloseTo(intake.sodium, 9);
  });
});

describe('who may read scores', () => {
  it('refuses another member and anonymous callers, and bad ranges', async () => {
    const owner = member();
    const { profileId } = await manWithDay(owner);
    const stranger = await api.exec(REPORT, { id: profileId, date: DAY }, member());
    expect(stranger.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const write = await api.exec('mutation ($id: ID!) { recordNutritionScore(profileId: $id) { score } }', { id: profileId }, member());
    expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await api.exec(REPORT, { id: profileId }, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const backwards = await api.exec('query ($id: ID!) { nutritionScores(profileId: $id, from: "2026-11-30", to: "2026-11-01") { score } }', { id: profileId }, owner);
    expect(backwards.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const tooLong = await api.exec('query ($id: ID!) { nutritionScores(profileId: $id, from: "2025-01-01", to: "2026-11-01") { score } }', { id: profileId }, owner);
    expect(tooLong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('lists the score and intake tier descriptions for everyone', async () => {
    const data = await api.ok<{ scoreDescriptions: { kind: string; code: string }[] }>('{ scoreDescriptions { kind code label min max description } }');
    expect(data.scoreDescriptions.map((d) => `${d.kind}:${d.code}`)).toEqual([
      'score:poor',
      'score:fair',
      'score:good',
      'score:excellent',
      'intake:lacking',
      'intake:average',
      'intake:adequate',
      'intake:satisfied',
    ]);
  });
});
