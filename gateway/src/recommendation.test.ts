import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dayjs, koreanDate, searchKeys, type Identity } from '@shop/kit';
import { countingQueries, serveSubgraphs, startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../subgraphs/commerce/src/schema.js';
import { nutrition } from '../../subgraphs/nutrition/src/schema.js';
import { recommendation } from '../../subgraphs/recommendation/src/schema.js';
import { createStockedProduct, createTestUser } from '../../subgraphs/commerce/src/cart/cart.testing.js';
import { FoodEntity, FoodNutrientEntity } from '../../subgraphs/nutrition/src/foods/food.entities.js';
import { ProductNutrientEntity } from '../../subgraphs/nutrition/src/product-nutrients/product-nutrient.entity.js';
import { ProductContentEntity } from '../../subgraphs/nutrition/src/product-nutrients/product-content.entity.js';
import { SupplementEntity, SupplementNutrientEntity } from '../../subgraphs/nutrition/src/supplements/supplement.entities.js';
import { AGE_BANDS } from '../../subgraphs/recommendation/src/questionnaire/age-bands.js';
import { forgetCandidates } from '../../subgraphs/recommendation/src/results/sources.js';

/**
 * The recommendation (issue 18) across the subgraphs it reads: recommendation in-process, nutrition
 * and commerce as real HTTP servers reached through SUBGRAPH_<NAME>_URL as in `npm start`. Every
 * profile, food, product and record here is the test's own.
 */
let advice: TestSubgraph;
let shop: TestSubgraph;
let food: TestSubgraph;
let servers: Awaited<ReturnType<typeof serveSubgraphs>>;
/** The statements recommendation sends (reading a result must not cost one per field). */
const adviceStatements = countingQueries();

beforeAll(async () => {
  shop = await startTestSubgraph(commerce);
  food = await startTestSubgraph(nutrition);
  servers = await serveSubgraphs([nutrition, commerce]);
  advice = await startTestSubgraph(recommendation, adviceStatements.overrides);
});
afterAll(async () => {
  await servers.stop();
  await Promise.all([advice.close(), shop.close(), food.close()]);
});

interface Choice {
  code: string;
}
interface Question {
  number: number;
  topic: string;
  title: string;
  limitCheck: number | null;
  duplication: boolean;
  okCheck: boolean;
  femaleOnly: boolean;
  choices: Choice[];
}
interface Questionnaire {
  band: { code: string };
  questions: Question[];
  symptoms: { code: string; purpose: string; statements: { code: string }[] }[];
  symptomLimit: number;
}
const QUESTIONNAIRE = `query ($band: String, $profileId: ID) { recommendationQuestionnaire(band: $band, profileId: $profileId) {
  band { code } symptomLimit questions { number topic title limitCheck duplication okCheck femaleOnly choices { code } } symptoms { code purpose statements { code } } } }`;
const SUBMIT = `mutation ($input: SubmitRecommendationInput!) { submitRecommendation(input: $input) {
  id ageBand notes excluded dropped { code reason }
  nutrients { code priority score reasons { kind text } diary { shortDays averagePercent measuredDays } products { productId amount unit } } } }`;

type Answer = { number: number; choices: string[]; confirmed?: boolean; symptoms?: { code: string; statements: string[] }[] };
type Outcome = {
  id: string;
  ageBand: string;
  notes: string[];
  excluded: string[];
  dropped: { code: string; reason: string }[];
  nutrients: {
    code: string;
    priority: number;
    score: number;
    reasons: { kind: string; text: string }[];
    diary: { shortDays: number; averagePercent: number | null; measuredDays: number } | null;
    products: { productId: string }[];
  }[];
};

/** Answers "none" everywhere (confirmed where asked) except the topics given. */
function answersOf(q: Questionnaire, female: boolean, picks: Record<string, string[]> = {}, purpose?: { category: string; symptoms: { code: string; statements: string[] }[] }): Answer[] {
  return q.questions
    .filter((question) => female || !question.femaleOnly)
    .map((question) => {
      const answer: Answer = { number: question.number, choices: picks[question.topic] ?? ['none'] };
      if (question.okCheck) answer.confirmed = true;
      if (question.topic === 'purpose' && purpose) Object.assign(answer, { choices: [purpose.category], symptoms: purpose.symptoms });
      return answer;
    });
}

async function member(): Promise<Identity> {
  return createTestUser(shop.em());
}

async function profileOf(who: Identity, birthday: string, gender: 1 | 2): Promise<string> {
  const data = await food.ok<{ addProfile: { id: string } }>('mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }', { i: { name: unique('추천'), gender, birthday } }, who);
  return data.addProfile.id;
}

async function questionnaireOf(who: Identity, profileId: string): Promise<Questionnaire> {
  return (await advice.ok<{ recommendationQuestionnaire: Questionnaire }>(QUESTIONNAIRE, { profileId }, who)).recommendationQuestionnaire;
}

async function submit(who: Identity, profileId: string, answers: Answer[]) {
  return advice.exec<{ submitRecommendation: Outcome }>(SUBMIT, { input: { profileId, answers } }, who);
}

async function okSubmit(who: Identity, profileId: string, answers: Answer[]): Promise<Outcome> {
  const result = await submit(who, profileId, answers);
  if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
  return result.data!.submitRecommendation;
}

/** A product on sale in commerce with these label nutrients (per daily serving) and contents in nutrition. */
async function labelledProduct(nutrients: [string, number, string][], contents: string[] = [], salePrice = 15000): Promise<string> {
  const { product } = await createStockedProduct(shop.em(), { salePrice });
  // The most popular product of the shared test database, so the ranking offers it first.
  await shop.em().execute('update commerce.products set popularity = (select max(popularity) + 1 from commerce.products) where id = ?', [product.id]);
  const em = food.em();
  for (const [nutrientCode, amount, unit] of nutrients) em.create(ProductNutrientEntity, { productId: product.id, nutrientCode, amount, unit });
  for (const contentCode of contents) em.create(ProductContentEntity, { productId: product.id, contentCode });
  await em.flush();
  // Candidates are kept a minute per nutrient set (sources.ts): this product must be among them now.
  forgetCandidates();
  return product.id;
}

/** A food of the test's own: per 100 g, only the nutrients given (anything else: not analysed). */
async function testFood(per100g: Record<string, number>): Promise<string> {
  const em = food.em();
  const name = unique('추천테스트밥');
  const row = em.create(FoodEntity, { kind: 'food', name, servingGrams: 200, status: 'approved', ...searchKeys([name]) });
  await em.flush();
  for (const [nutrientCode, amount] of Object.entries(per100g)) em.create(FoodNutrientEntity, { foodId: row.id, nutrientCode, amount });
  await em.flush();
  return row.id;
}

/** Three meals a day on each of the last `days` days, of `foodId`. */
async function logDays(who: Identity, profileId: string, foodId: string, days: number): Promise<void> {
  for (let d = 0; d < days; d++) {
    const recordDate = dayjs(koreanDate()).subtract(d, 'day').format('YYYY-MM-DD');
    for (const mealType of [1, 2, 3]) {
      await food.ok('mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }', { i: { profileId, recordDate, mealType, foodId, quantity: 1, unit: '공기', amountG: 200 } }, who);
    }
  }
}

const labelOf = async (em: EntityManager, productId: string) => ({
  nutrients: await em.find(ProductNutrientEntity, { productId }),
  contents: (await em.find(ProductContentEntity, { productId })).map((c) => c.contentCode),
});

const BIRTHDAY_OF_BAND: Record<string, string> = {
  infant_0_6m: dayjs(koreanDate()).subtract(3, 'month').format('YYYY-MM-DD'),
  infant_6_12m: dayjs(koreanDate()).subtract(9, 'month').format('YYYY-MM-DD'),
  toddler_1_2: dayjs(koreanDate()).subtract(18, 'month').format('YYYY-MM-DD'),
  child_2_5: dayjs(koreanDate()).subtract(4, 'year').format('YYYY-MM-DD'),
  child_5_12: dayjs(koreanDate()).subtract(8, 'year').format('YYYY-MM-DD'),
  teen_12_18: dayjs(koreanDate()).subtract(15, 'year').format('YYYY-MM-DD'),
  adult: '1990-03-01',
};

describe('the questionnaire of every band', () => {
  it('has exactly nine questions, and every rule of spec section 5 refuses a broken answer and stores nothing', async () => {
    const who = await member();
    for (const band of AGE_BANDS) {
      const profileId = await profileOf(who, BIRTHDAY_OF_BAND[band.code], 2);
      const q = await questionnaireOf(who, profileId);
      expect(q.band.code, band.code).toBe(band.code);
      expect(q.questions.map((x) => x.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const question of q.questions) {
        expect(question.choices[0].code, `${band.code} ${question.number}`).toBe('none');
        if (!question.duplication) expect(question.limitCheck).toBe(1);
      }
      const purpose = q.questions.find((x) => x.topic === 'purpose')!;
      expect(purpose.limitCheck).toBe(1);
      const stored = async () => (await advice.em().execute<{ n: string }[]>('select count(*)::text as n from recommendation.recommendation_results where profile_id = ?', [profileId]))[0].n;
      const base = answersOf(q, true);
      const refused = async (answers: Answer[], message: RegExp) => {
        const result = await submit(who, profileId, answers);
        expect(result.errors?.[0]?.extensions?.code, `${band.code}: ${JSON.stringify(answers)}`).toBe('BAD_USER_INPUT');
        expect(result.errors?.[0]?.message).toMatch(message);
        expect(await stored()).toBe('0');
      };
      // "none" with another choice, on a multiple-choice question.
      const multi = q.questions.find((x) => x.duplication && x.choices.length > 2)!;
      await refused(
        base.map((a) => (a.number === multi.number ? { ...a, choices: ['none', multi.choices[1].code] } : a)),
        new RegExp(`${multi.number}번 문항.*다른 답과 함께 고를 수 없어요`),
      );
      // Two choices on a single-choice question.
      const single = q.questions.find((x) => !x.duplication && x.topic !== 'purpose' && x.choices.length > 2)!;
      await refused(
        base.map((a) => (a.number === single.number ? { ...a, choices: [single.choices[1].code, single.choices[2].code] } : a)),
        new RegExp(`${single.number}번 문항.*하나만 고를 수 있어요`),
      );
      // Over a limitCheck.
      const limited = q.questions.find((x) => x.duplication && x.limitCheck != null && x.choices.length > x.limitCheck + 1);
      if (limited) {
        await refused(
          base.map((a) => (a.number === limited.number ? { ...a, choices: limited.choices.slice(1, limited.limitCheck! + 2).map((c) => c.code) } : a)),
          new RegExp(`최대 ${limited.limitCheck}개까지`),
        );
      }
      // okCheck without the confirm.
      const confirm = q.questions.find((x) => x.okCheck);
      if (confirm)
        await refused(
          base.map((a) => (a.number === confirm.number ? { ...a, confirmed: false } : a)),
          new RegExp(`${confirm.number}번 문항.*확인해주세요`),
        );
      // A question left out.
      await refused(
        base.filter((a) => a.number !== 1),
        /1번 문항.*답해주세요/,
      );
      // A fourth symptom.
      const category = purpose.choices[1].code;
      const symptoms = q.symptoms.filter((s) => s.purpose === category);
      expect(symptoms.length, `${band.code} ${category}`).toBeGreaterThanOrEqual(3);
      if (symptoms.length >= 4) {
        await refused(answersOf(q, true, {}, { category, symptoms: symptoms.slice(0, 4).map((s) => ({ code: s.code, statements: [] })) }), /증상은 최대 3개까지/);
      }
      // "none" purpose with symptoms.
      await refused(
        base.map((a) => (a.number === purpose.number ? { ...a, symptoms: [{ code: symptoms[0].code, statements: [] }] } : a)),
        /증상을 고를 수 없어요/,
      );
      // And a whole, valid answer is kept.
      const outcome = await okSubmit(
        who,
        profileId,
        answersOf(q, true, {}, { category, symptoms: symptoms.slice(0, 3).map((s) => ({ code: s.code, statements: s.statements.slice(0, 2).map((t) => t.code) })) }),
      );
      expect(outcome.ageBand).toBe(band.code);
      expect(outcome.nutrients.length).toBeGreaterThan(0);
      expect(await stored()).toBe('1');
    }
  }, 120_000);
});

describe('recommending from the answers and the diary', () => {
  it('a profile allergic to fish never gets a product that contains fish, and gets the plant omega-3', async () => {
    const who = await member();
    const profileId = await profileOf(who, '1988-06-01', 1);
    const fishOil = await labelledProduct([['omega_3_fatty_acids', 1000, 'mg']], ['fish', 'gelatin']);
    const algae = await labelledProduct([['omega_3_fatty_acids', 700, 'mg']]);
    const q = await questionnaireOf(who, profileId);
    const outcome = await okSubmit(who, profileId, answersOf(q, false, { eating_habits: ['no_fish'], allergy: ['fish'] }));
    const omega = outcome.nutrients.find((n) => n.code === 'omega_3_fatty_acids');
    expect(omega, 'omega-3 is recommended to someone who eats no fish').toBeDefined();
    const offered = outcome.nutrients.flatMap((n) => n.products.map((p) => p.productId));
    expect(offered).not.toContain(fishOil);
    expect(omega!.products.map((p) => p.productId)).toContain(algae);
    for (const productId of offered) expect((await labelOf(food.em(), productId)).contents).not.toContain('fish');
    expect(outcome.excluded).toContain('생선(고등어 등 어류)');
    // Without the allergy the fish oil may be offered: the exclusion is the allergy's doing.
    const free = await okSubmit(who, profileId, answersOf(q, false, { eating_habits: ['no_fish'] }));
    expect(free.nutrients.find((n) => n.code === 'omega_3_fatty_acids')!.products.map((p) => p.productId)).toContain(fishOil);
  });

  it('a pregnant profile never gets a product over a pregnancy limit, nor one MFDS tells pregnant women to avoid', async () => {
    const who = await member();
    const profileId = await profileOf(who, '1993-02-01', 2);
    const overVitaminA = await labelledProduct([
      ['folic_acid', 400, 'µg'],
      ['vitamin_a', 3500, 'µg'],
    ]);
    const folate = await labelledProduct([['folic_acid', 400, 'µg']]);
    const lutein = await labelledProduct([
      ['lutein', 20, 'mg'],
      ['vitamin_a', 300, 'µg'],
    ]);
    const q = await questionnaireOf(who, profileId);
    const outcome = await okSubmit(who, profileId, answersOf(q, true, { pregnancy: ['pregnant'], lifestyle: ['long_screen'] }));
    const offered = outcome.nutrients.flatMap((n) => n.products.map((p) => p.productId));
    expect(outcome.nutrients.find((n) => n.code === 'folic_acid')!.products.map((p) => p.productId)).toContain(folate);
    expect(offered).not.toContain(overVitaminA);
    expect(offered).not.toContain(lutein);
    expect(outcome.nutrients.map((n) => n.code)).not.toContain('lutein');
    expect(outcome.dropped.find((d) => d.code === 'lutein')?.reason).toMatch(/임신 중에는 피해야/);
    // Every product offered stays within the pregnancy UL of vitamin A (3,000 µg RAE).
    for (const productId of offered) {
      const vitaminA = (await labelOf(food.em(), productId)).nutrients.find((n) => n.nutrientCode === 'vitamin_a');
      if (vitaminA) expect(vitaminA.amount).toBeLessThanOrEqual(3000);
    }
  });

  it('calcium ranks higher for a profile whose last 14 days are short of calcium than for the same answers without records', async () => {
    const who = await member();
    const logged = await profileOf(who, '1985-09-09', 2);
    const blank = await profileOf(who, '1985-09-09', 2);
    // 10 mg of calcium per 100 g: 60 mg a day against an RNI of 700 mg.
    const rice = await testFood({ energy: 150, calcium: 10, protein: 3 });
    await logDays(who, logged, rice, 5);
    const q = await questionnaireOf(who, logged);
    const answers = answersOf(q, true);
    const [withDiary, without] = [await okSubmit(who, logged, answers), await okSubmit(who, blank, answers)];
    const calcium = withDiary.nutrients.find((n) => n.code === 'calcium');
    expect(calcium, JSON.stringify(withDiary.nutrients.map((n) => n.code))).toBeDefined();
    const rankWithout = without.nutrients.find((n) => n.code === 'calcium')?.priority ?? Infinity;
    expect(calcium!.priority).toBeLessThan(rankWithout);
    expect(calcium!.priority).toBe(1);
    expect(calcium!.reasons[0]).toEqual({ kind: 'diary', text: expect.stringMatching(/^최근 2주 식단에서 칼슘이 기준의 9%예요 \(기록한 5일 중 5일 부족\)$/) });
    expect(calcium!.diary).toMatchObject({ shortDays: 5, measuredDays: 5 });
  });

  it('a second look 30 days later compares the gap with the latest result at least 30 days older, on one result and on the history', async () => {
    const who = await member();
    const profileId = await profileOf(who, '1985-09-09', 2);
    const rice = await testFood({ energy: 150, calcium: 10, protein: 3 });
    await logDays(who, profileId, rice, 5);
    const answers = answersOf(await questionnaireOf(who, profileId), true);
    const first = await okSubmit(who, profileId, answers);
    const middle = await okSubmit(who, profileId, answers);
    // The first as if submitted 31 days ago, the middle 29: only the first is old enough to compare with.
    const backdate = (id: string, days: number) => advice.em().execute(`update recommendation.recommendation_results set created_at = now() - ? * interval '1 day' where id = ?`, [days, id]);
    await backdate(first.id, 31);
    await backdate(middle.id, 29);
    // A month on, the diary holds twice the calcium (20 mg per 100 g).
    const richer = await testFood({ energy: 150, calcium: 20, protein: 3 });
    await logDays(who, profileId, richer, 5);
    const now = await okSubmit(who, profileId, answers);
    const LOOK = `secondLook { code beforePercent nowPercent }`;
    type Look = { code: string; beforePercent: number | null; nowPercent: number | null }[];
    adviceStatements.reset();
    const one = await advice.ok<{ recommendationResult: { id: string; secondLook: Look } }>(`query ($id: ID!) { recommendationResult(id: $id) { id ${LOOK} } }`, { id: now.id }, who);
    const calcium = one.recommendationResult.secondLook.find((n) => n.code === 'calcium');
    const calciumThen = first.nutrients.find((n) => n.code === 'calcium')!.diary!.averagePercent;
    const calciumNow = now.nutrients.find((n) => n.code === 'calcium')!.diary!.averagePercent;
    expect(calcium).toEqual({ code: 'calcium', beforePercent: calciumThen, nowPercent: calciumNow });
    expect(calciumNow!).toBeGreaterThan(calciumThen!);
    // The result and its earlier one's percents in one statement.
    expect(adviceStatements.count()).toBe(1);
    adviceStatements.reset();
    // The history: each result compares with its own earlier one (the middle and the first have none).
    const history = await advice.ok<{ myRecommendationResults: { id: string; secondLook: Look }[] }>(`query ($p: ID) { myRecommendationResults(profileId: $p) { id ${LOOK} } }`, { p: profileId }, who);
    expect(history.myRecommendationResults.map((r) => [r.id, r.secondLook.find((n) => n.code === 'calcium') ?? null])).toEqual([
      [now.id, { code: 'calcium', beforePercent: calciumThen, nowPercent: calciumNow }],
      [middle.id, null],
      [first.id, null],
    ]);
    // The list, then every result's earlier one at once.
    expect(adviceStatements.count()).toBe(2);
    // Nobody else reads it.
    const other = await advice.exec(`query ($id: ID!) { recommendationResult(id: $id) { id } }`, { id: now.id }, await member());
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a profile whose days have no measured magnesium is not told magnesium is short', async () => {
    const who = await member();
    const profileId = await profileOf(who, '1980-01-15', 1);
    const rice = await testFood({ energy: 150, calcium: 10 });
    await logDays(who, profileId, rice, 5);
    const outlook = await food.ok<{ nutrientOutlook: { nutrients: { code: string; short: boolean; measuredDays: number; averageIntake: number | null }[] } }>(
      'query ($p: ID!) { nutrientOutlook(profileId: $p) { nutrients { code short measuredDays averageIntake } } }',
      { p: profileId },
      who,
    );
    expect(outlook.nutrientOutlook.nutrients.find((n) => n.code === 'magnesium')).toEqual({ code: 'magnesium', short: false, measuredDays: 0, averageIntake: null });
    const q = await questionnaireOf(who, profileId);
    const outcome = await okSubmit(who, profileId, answersOf(q, false, { lifestyle: ['stress'] }));
    const magnesium = outcome.nutrients.find((n) => n.code === 'magnesium');
    expect(magnesium, 'stress points to magnesium').toBeDefined();
    expect(magnesium!.reasons.some((r) => r.kind === 'diary')).toBe(false);
    expect(magnesium!.reasons.find((r) => r.kind === 'diary_unknown')?.text).toMatch(/분석값이 적어 식단으로는 판단하지 않았어요/);
  });

  it('a regimen plus the cart over the UL drops that nutrient with the reason', async () => {
    const who = await member();
    const profileId = await profileOf(who, '1979-07-07', 1);
    const em = food.em();
    const supplement = em.create(SupplementEntity, { name: unique('비타민D 테스트'), status: 'approved', ...searchKeys(['비타민D 테스트']) });
    await em.flush();
    em.create(SupplementNutrientEntity, { supplementId: supplement.id, nutrientCode: 'vitamin_d', amount: 50, unit: 'µg' });
    await em.flush();
    await food.ok('mutation ($i: RegimenInput!) { addRegimen(input: $i) { id } }', { i: { profileId, supplementId: supplement.id } }, who);
    const q = await questionnaireOf(who, profileId);
    const answers = answersOf(q, false, { lifestyle: ['little_outdoor'] });
    // The regimen alone (50 µg of an adult UL of 100 µg): vitamin D stays, lowered as covered.
    const before = await okSubmit(who, profileId, answers);
    expect(before.nutrients.find((n) => n.code === 'vitamin_d')?.reasons.some((r) => r.kind === 'regimen')).toBe(true);
    const inCart = await labelledProduct([['vitamin_d', 50, 'µg']]);
    const [option] = await shop.em().execute<{ id: string }[]>('select id::text as id from commerce.product_options where product_id = ?', [inCart]);
    await shop.ok('mutation ($p: ID!, $o: ID) { addToCart(productId: $p, optionId: $o) { lines { id } } }', { p: inCart, o: option!.id }, who);
    const after = await okSubmit(who, profileId, answers);
    expect(after.nutrients.map((n) => n.code)).not.toContain('vitamin_d');
    expect(after.dropped.find((d) => d.code === 'vitamin_d')?.reason).toBe('식단과 복용 중인 영양제, 장바구니를 합치면 하루 상한섭취량(100µg)에 이르러요');
  });

  it('the same inputs always give the same result, 20 submissions at once too', async () => {
    const who = await member();
    const profileId = await profileOf(who, '1991-11-11', 2);
    const q = await questionnaireOf(who, profileId);
    const health = q.symptoms.filter((s) => s.purpose === 'health').slice(0, 2);
    const answers = answersOf(
      q,
      true,
      { lifestyle: ['stress', 'long_screen'], eating_habits: ['no_dairy'] },
      { category: 'health', symptoms: health.map((s) => ({ code: s.code, statements: s.statements.slice(0, 3).map((t) => t.code) })) },
    );
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => okSubmit(who, profileId, answers)));
    const strip = (o: Outcome) => ({ ...o, id: undefined });
    for (const outcome of outcomes) expect(strip(outcome)).toEqual(strip(outcomes[0]));
    expect(new Set(outcomes.map((o) => o.id)).size).toBe(20);
  }, 60_000);

  it("refuses another account's profile", async () => {
    const [owner, other] = [await member(), await member()];
    const profileId = await profileOf(owner, '1990-01-01', 1);
    const q = await questionnaireOf(owner, profileId);
    const result = await submit(other, profileId, answersOf(q, false));
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(result.errors?.[0]?.extensions?.code);
  });

  it('약사에게 묻기: the member asks about a result, only they (and the pharmacist asking for all) see it, the answer reaches them', async () => {
    const [asker, other] = [await member(), await member()];
    const admin: Identity = { userId: asker.userId, role: 'admin' };
    const profileId = await profileOf(asker, '1987-04-04', 1);
    const result = await okSubmit(asker, profileId, answersOf(await questionnaireOf(asker, profileId), false));
    const asked = await advice.ok<{ createRecommendInquiry: { id: string; resultId: string } }>(
      'mutation ($i: RecommendInquiryInput!) { createRecommendInquiry(input: $i) { id resultId } }',
      { i: { title: '칼슘과 철분', content: '같이 먹어도 되나요?', resultId: result.id } },
      asker,
    );
    expect(asked.createRecommendInquiry.resultId).toBe(result.id);
    const list = 'query ($all: Boolean!) { recommendInquiries(all: $all) { id answer } }';
    expect((await advice.ok<{ recommendInquiries: { id: string }[] }>(list, { all: false }, asker)).recommendInquiries.map((i) => i.id)).toContain(asked.createRecommendInquiry.id);
    expect((await advice.ok<{ recommendInquiries: { id: string }[] }>(list, { all: true }, other)).recommendInquiries.map((i) => i.id)).not.toContain(asked.createRecommendInquiry.id);
    // Another member cannot ask about this result either.
    const foreign = await advice.exec('mutation ($i: RecommendInquiryInput!) { createRecommendInquiry(input: $i) { id } }', { i: { title: '남의 결과', content: '내용', resultId: result.id } }, other);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const pharmacist = { ...admin, userId: '1' };
    expect((await advice.ok<{ recommendInquiries: { id: string }[] }>(list, { all: true }, pharmacist)).recommendInquiries.map((i) => i.id)).toContain(asked.createRecommendInquiry.id);
    await advice.ok('mutation ($id: ID!) { answerRecommendInquiry(id: $id, answer: "식후에 시간을 두고 드세요.") { id } }', { id: asked.createRecommendInquiry.id }, pharmacist);
    const mine = await advice.ok<{ recommendInquiry: { answer: string; answered: boolean } }>(
      'query ($id: ID!) { recommendInquiry(id: $id) { answer answered } }',
      { id: asked.createRecommendInquiry.id },
      asker,
    );
    expect(mine.recommendInquiry).toEqual({ answer: '식후에 시간을 두고 드세요.', answered: true });
  });
});
