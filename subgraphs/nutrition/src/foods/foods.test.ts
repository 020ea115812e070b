import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingQueries, startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { nutrition } from '../schema.js';
import { queuedNotifications } from '../outbox/outbox.service.js';
import { FoodEntity, FoodNutrientEntity, RecipeEntity, RecipeIngredientEntity } from './food.entities.js';
import { foodNutrientMap, ingredientGrams, recipeNutrientMap, recipeServingNutrients, scaleNutrients } from './food-nutrients.js';

const counter = countingQueries();
let api: TestSubgraph;
const member = (): Identity => testIdentity();
const admin: Identity = { userId: '1', role: 'admin' };

beforeAll(async () => {
  api = await startTestSubgraph(nutrition, counter.overrides);
});
afterAll(() => api.close());

/** Seeded foods by national food code (the migration loads data/foods_kr_sample.csv). */
const RICE = 'R101-013000300-0000'; // 멥쌀밥_백미
const BOILED_EGG = 'R210-003000046-0000'; // 달걀_삶은것
const FRIED_EGG = 'D109-417000000-0001'; // 달걀부침(달걀후라이)
const EGG_SOUP = 'D305-210000000-0001'; // 달걀국

async function foodId(code: string): Promise<string> {
  return (await api.em().findOneOrFail(FoodEntity, { code })).id;
}

type FoodView = {
  id: string;
  name: string;
  kind: string;
  status: string;
  rejectReason: string | null;
  servingGrams: number | null;
  nutrients: { code: string; name: string; unit: string; amount: number }[];
};
const SEARCH = 'query ($q: String!, $kind: String, $limit: Int) { searchFoods(query: $q, kind: $kind, limit: $limit) { total items { id name kind status } } }';
const FOOD = 'query ($id: ID!) { food(id: $id) { id name kind status rejectReason servingGrams nutrients { code name unit amount } } }';
const SUBMIT = 'mutation ($input: SubmitFoodInput!) { submitFood(input: $input) { id name kind status } }';
const REVIEW = 'mutation ($id: ID!, $approve: Boolean!, $reason: String) { reviewFood(id: $id, approve: $approve, reason: $reason) { id status rejectReason } }';

async function search(q: string, kind: string | null = 'food', identity: Identity | null = null) {
  return (await api.ok<{ searchFoods: { total: number; items: { id: string; name: string; kind: string; status: string }[] } }>(SEARCH, { q, kind, limit: 100 }, identity)).searchFoods;
}

describe('reference food sample (migration)', () => {
  it('loads the 116 rows of foods_kr_sample.csv: 28 dishes and 88 ingredients, approved', async () => {
    const em = api.em();
    // The sample's rows name their source as a repository file (the MFDS dish file's as the MFDS DB).
    const sample = { source: { $like: 'github:%' } };
    expect(await em.count(FoodEntity, { ...sample, kind: 'food', status: 'approved' })).toBe(28);
    expect(await em.count(FoodEntity, { ...sample, kind: 'ingredient', status: 'approved' })).toBe(88);
    const friedEgg = await em.findOneOrFail(FoodEntity, { code: FRIED_EGG });
    expect(friedEgg).toMatchObject({ name: '달걀부침(달걀후라이)', kind: 'food', category: '전·적 및 부침류', servingGrams: 60 });
    expect((await em.findOneOrFail(FoodEntity, { code: RICE })).servingGrams).toBeNull();
    // One row per non-empty nutrient cell of the 23 mapped columns (counted in the CSV: 2,634).
    const seeded = await em.find(FoodEntity, sample, { fields: ['id'] });
    expect(await em.count(FoodNutrientEntity, { foodId: { $in: seeded.map((f) => f.id) } })).toBe(2634);
  });

  it('gives nutrients per 100 g exactly as the CSV row prints them (fried egg, every non-empty cell)', async () => {
    const food = (await api.ok<{ food: FoodView }>(FOOD, { id: await foodId(FRIED_EGG) })).food;
    const amounts = Object.fromEntries(food.nutrients.map((n) => [n.code, n.amount]));
    // D109-417000000-0001 in data/foods_kr_sample.csv, column by column.
    expect(amounts).toEqual({
      energy: 208,
      moisture: 64.4,
      protein: 15.73,
      fat: 13.78,
      carbohydrate: 5.15,
      total_sugar: 0.03,
      total_dietary_fiber: 8.4,
      calcium: 52,
      fe: 1.98,
      perfect_virtue: 208,
      potassium: 152,
      sodium: 161,
      vitamin_a: 97,
      retinol: 97,
      beta_carotene: 0,
      vitamin_b1: 0.067,
      vitamin_b2: 0.267,
      niacin: 0.083,
      vitamin_c: 0.45,
      vitamin_d: 0,
      cholesterol: 327.72,
      saturated_fat: 3.72,
      trans_fat: 0.1,
    });
    expect(food.nutrients[0]).toEqual({ code: 'energy', name: '에너지', unit: 'kcal', amount: 208 });
  });

  it('skips empty cells and converts beta-carotene from µg to mg (egg soup: vitamin A empty, 59 µg)', async () => {
    const map = await foodNutrientMap(api.em(), [await foodId(EGG_SOUP)]);
    const soup = [...map.values()][0];
    expect(soup.vitamin_a).toBeUndefined();
    expect(soup.beta_carotene).toBe(0.059);
    expect(soup.retinol).toBe(9);
    expect(Object.keys(soup)).toHaveLength(22);
  });
});

describe('food search (Korean)', () => {
  it.each([
    ['a 3+ character word', '오징어', 'food', '오징어국'],
    ['a 2-character word (syllable bigram)', '달걀', 'food', '달걀국'],
    ['initial consonants', 'ㄷㄱㅉ', 'food', '달걀찜_달걀만'],
    ['an ingredient by a 2-character word', '달걀', 'ingredient', '달걀_삶은것'],
    ['an ingredient by a 3-character word', '바나나', 'ingredient', '바나나_생것'],
  ])('finds seeded foods by %s', async (_label, q, kind, expected) => {
    const page = await search(q, kind);
    expect(page.items.map((f) => f.name)).toContain(expected);
    expect(page.items.every((f) => f.kind === kind && f.status === 'approved')).toBe(true);
    expect(page.total).toBe(page.items.length);
  });

  it('keeps dishes and ingredients apart', async () => {
    expect((await search('달걀', 'food')).items.map((f) => f.name)).not.toContain('달걀_삶은것');
    expect((await search('달걀', 'ingredient')).items.map((f) => f.name)).not.toContain('달걀국');
  });

  it('ranks names that start with the query first', async () => {
    const names = (await search('오이', 'food')).items.map((f) => f.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names[0].startsWith('오이')).toBe(true);
  });

  it('gives an empty page for an unknown term or a blank query', async () => {
    expect(await search('없는음식이름')).toEqual({ total: 0, items: [] });
    expect(await search('   ')).toEqual({ total: 0, items: [] });
  });

  it('searches dishes and raw foods together when no kind is given (what a diary needs)', async () => {
    const page = await search('달걀', null);
    expect(new Set(page.items.map((f) => f.kind))).toEqual(new Set(['food', 'ingredient']));
  });

  it('refuses an unknown kind', async () => {
    const result = await api.exec(SEARCH, { q: '달걀', kind: 'drink' });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('member submissions and admin review', () => {
  it('keeps a submission pending and private until an admin approves it, then notifies the member', async () => {
    const alice = member();
    const bob = member();
    const submitted = (
      await api.ok<{ submitFood: { id: string; status: string } }>(
        SUBMIT,
        {
          input: {
            name: '할머니된장국',
            kind: 'food',
            category: '국 및 탕류',
            servingGrams: 250,
            nutrients: [
              { code: 'energy', amount: 45 },
              { code: 'sodium', amount: 380 },
            ],
          },
        },
        alice,
      )
    ).submitFood;
    expect(submitted.status).toBe('pending');
    expect((await search('할머니된장국', 'food', alice)).items.map((f) => f.id)).toEqual([submitted.id]);
    expect((await search('할머니된장국', 'food', bob)).total).toBe(0);
    expect((await api.exec(FOOD, { id: submitted.id }, bob)).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const pending = await api.ok<{ pendingFoods: { items: { id: string }[] } }>('{ pendingFoods(kind: "food", limit: 100) { items { id } } }', {}, admin);
    expect(pending.pendingFoods.items.map((f) => f.id)).toContain(submitted.id);

    const reviewed = (await api.ok<{ reviewFood: { status: string } }>(REVIEW, { id: submitted.id, approve: true }, admin)).reviewFood;
    expect(reviewed.status).toBe('approved');
    expect((await search('할머니된장국', 'food', bob)).items.map((f) => f.id)).toEqual([submitted.id]);
    const food = (await api.ok<{ food: FoodView }>(FOOD, { id: submitted.id }, bob)).food;
    expect(food.nutrients.map((n) => [n.code, n.amount])).toEqual([
      ['energy', 45],
      ['sodium', 380],
    ]);

    const notes = await queuedNotifications(api.em(), alice.userId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ category: 'food_approval', title: '음식 등록 승인', body: "'할머니된장국'이 승인되었어요." });
    // Reviewed once: a second decision is refused.
    expect((await api.exec(REVIEW, { id: submitted.id, approve: false }, admin)).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('rejects with a reason the member is told (ingredient, vowel-final name takes 가)', async () => {
    const alice = member();
    const { id } = (await api.ok<{ submitFood: { id: string } }>(SUBMIT, { input: { name: '수제두부', kind: 'ingredient', nutrients: [{ code: 'protein', amount: 8 }] } }, alice)).submitFood;
    const reviewed = (await api.ok<{ reviewFood: { status: string; rejectReason: string } }>(REVIEW, { id, approve: false, reason: '성분 출처를 확인할 수 없습니다.' }, admin)).reviewFood;
    expect(reviewed).toEqual({ id, status: 'rejected', rejectReason: '성분 출처를 확인할 수 없습니다.' });
    const [note] = await queuedNotifications(api.em(), alice.userId);
    expect(note).toMatchObject({ category: 'ingredient_approval', title: '식재료 등록 반려', body: "'수제두부'가 반려되었어요. 사유: 성분 출처를 확인할 수 없습니다." });
    // Rejected rows leave search, but the submitter can still read why.
    expect((await search('수제두부', 'ingredient', alice)).total).toBe(0);
    expect((await api.ok<{ food: FoodView }>(FOOD, { id }, alice)).food).toMatchObject({ status: 'rejected', rejectReason: '성분 출처를 확인할 수 없습니다.' });
  });

  it('lets only admins review or list pending submissions', async () => {
    const alice = member();
    const { id } = (await api.ok<{ submitFood: { id: string } }>(SUBMIT, { input: { name: '검토대상', kind: 'food', nutrients: [{ code: 'fat', amount: 1 }] } }, alice)).submitFood;
    expect((await api.exec(REVIEW, { id, approve: true }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(REVIEW, { id, approve: true }, alice)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec('{ pendingFoods { total } }', {}, alice)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.em().findOneOrFail(FoodEntity, { id })).status).toBe('pending');
  });

  it('refuses guests and anonymous callers', async () => {
    const input = { name: '손님음식', kind: 'food', nutrients: [{ code: 'energy', amount: 1 }] };
    expect((await api.exec(SUBMIT, { input }, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.exec(SUBMIT, { input }, { userId: '2', role: 'guest' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses bad submissions naming the fields, and writes nothing', async () => {
    const alice = member();
    const result = await api.exec(
      SUBMIT,
      {
        input: {
          name: ' ',
          kind: 'drink',
          servingGrams: 0,
          nutrients: [
            { code: 'unobtainium', amount: 1 },
            { code: 'protein', amount: -1 },
          ],
        },
      },
      alice,
    );
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (result.errors?.[0].extensions?.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['kind', 'name', 'nutrients.0.code', 'nutrients.1.amount', 'servingGrams']);
    expect(await api.em().count(FoodEntity, { submittedBy: alice.userId })).toBe(0);
  });
});

describe('recipe arithmetic (spec section 9: rounded amount x percent / 100)', () => {
  it.each([
    // amountG, percent, grams: round(amountG) x percent / 100
    [150.4, 40, 60], // 150 x 40 / 100
    [150.5, 40, 60.4], // 151 x 40 / 100: .5 rounds up
    [150.49, 60, 90], // 150 x 60 / 100
    [0.5, 100, 1], // 1 x 100 / 100: the smallest recipe
    [99.6, 12.5, 12.5], // 100 x 12.5 / 100
  ])('amount %s g, percent %s -> %s g', (amountG, percent, grams) => {
    expect(ingredientGrams(amountG, percent)).toBeCloseTo(grams, 10);
  });

  it('scales per-100 g amounts to grams', () => {
    expect(scaleNutrients({ energy: 146, protein: 2.65 }, 90)).toEqual({ energy: 131.4, protein: expect.closeTo(2.385, 10) });
  });

  it('sums a serving from the ingredient grams the recipe shows: 12.6 g at 50 % + 50 % = 6.5 g + 6.5 g', () => {
    const serving = recipeServingNutrients(12.6, [
      { percent: 50, per100g: { energy: 200, sodium: 100 } },
      { percent: 50, per100g: { energy: 40 } },
    ]);
    expect(serving.energy).toBeCloseTo(200 * 0.065 + 40 * 0.065, 10); // 13 + 2.6 = 15.6 kcal, not 12.6 g's 15.12
    expect(serving.sodium).toBeCloseTo(6.5, 10);
  });
});

const RECIPE_FIELDS = 'id name amountG sortOrder ingredients { foodId name kind percent grams } nutrients { code unit amount }';
const ADD_RECIPE = `mutation ($input: RecipeInput!) { addRecipe(input: $input) { ${RECIPE_FIELDS} } }`;
const EDIT_RECIPE = `mutation ($id: ID!, $input: RecipeInput!) { editRecipe(id: $id, input: $input) { ${RECIPE_FIELDS} } }`;
const SORT = 'mutation ($ids: [ID!]!) { sortRecipes(ids: $ids) { id } }';
const DELETE = 'mutation ($id: ID!) { deleteRecipe(id: $id) }';
type RecipeView = {
  id: string;
  name: string;
  amountG: number;
  sortOrder: number;
  ingredients: { foodId: string; name: string; percent: number; grams: number }[];
  nutrients: { code: string; unit: string; amount: number }[];
};

async function addRecipe(owner: Identity, input: Record<string, unknown>) {
  return (await api.ok<{ addRecipe: RecipeView }>(ADD_RECIPE, { input }, owner)).addRecipe;
}
const riceAndEgg = async (name = '달걀밥', amountG = 150.4) => ({
  name,
  amountG,
  ingredients: [
    { foodId: await foodId(RICE), percent: 60 },
    { foodId: await foodId(BOILED_EGG), percent: 40 },
  ],
});

describe('recipes', () => {
  it('computes ingredient grams and nutrients by hand calculation', async () => {
    const owner = member();
    const recipe = await addRecipe(owner, await riceAndEgg());
    // 150.4 g rounds to 150 g: rice 60% = 90 g, boiled egg 40% = 60 g.
    expect(recipe.ingredients.map((i) => [i.name, i.percent, i.grams])).toEqual([
      ['멥쌀밥_백미', 60, 90],
      ['달걀_삶은것', 40, 60],
    ]);
    const perServing = Object.fromEntries(recipe.nutrients.map((n) => [n.code, n.amount]));
    // CSV per 100 g: rice energy 146, protein 2.65, sodium 0, vitamin A 0; egg 145, 13.49, 128, 67.
    expect(perServing.energy).toBeCloseTo(146 * 0.9 + 145 * 0.6, 9); // 131.4 + 87 = 218.4 kcal
    expect(perServing.protein).toBeCloseTo(2.65 * 0.9 + 13.49 * 0.6, 9); // 2.385 + 8.094 = 10.479 g
    expect(perServing.sodium).toBeCloseTo(76.8, 9); // 128 x 0.6
    expect(perServing.vitamin_a).toBeCloseTo(40.2, 9); // 67 x 0.6

    // Per 100 g of the recipe as declared: serving total / 150.4 g x 100, so that a meal of
    // 150.4 g (one serving in the diary) counts exactly the serving above.
    const per100 = (await recipeNutrientMap(api.em(), [recipe.id])).get(recipe.id)!;
    expect(per100.energy).toBeCloseTo((218.4 / 150.4) * 100, 9);
    expect(per100.sodium).toBeCloseTo((76.8 / 150.4) * 100, 9);
    expect(scaleNutrients(per100, 150.4).energy).toBeCloseTo(perServing.energy, 9);
  });

  it.each([
    ['99.99 (within 0.01)', true, [60, 39.99]],
    ['100.01 (within 0.01)', true, [60, 40.01]],
    ['99.98', false, [60, 39.98]],
    ['100.02', false, [60, 40.02]],
    ['50', false, [25, 25]],
  ])('percent sum %s -> accepted %s', async (_label, accepted, [a, b]) => {
    const owner = member();
    const input = {
      ...(await riceAndEgg()),
      ingredients: [
        { foodId: await foodId(RICE), percent: a },
        { foodId: await foodId(BOILED_EGG), percent: b },
      ],
    };
    const result = await api.exec(ADD_RECIPE, { input }, owner);
    if (accepted) expect(result.errors).toBeUndefined();
    else {
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((result.errors?.[0].extensions?.fields as { field: string }[])[0].field).toBe('ingredients');
    }
    expect(await api.em().count(RecipeEntity, { userId: owner.userId })).toBe(accepted ? 1 : 0);
  });

  it('refuses other bad recipes naming the fields, and writes nothing', async () => {
    const owner = member();
    const rice = await foodId(RICE);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: '', amountG: 0, ingredients: [{ foodId: rice, percent: 100 }] }, ['amountG', 'name']],
      [{ name: '반올림0g', amountG: 0.4, ingredients: [{ foodId: rice, percent: 100 }] }, ['amountG']],
      [
        {
          name: '중복',
          amountG: 100,
          ingredients: [
            { foodId: rice, percent: 50 },
            { foodId: rice, percent: 50 },
          ],
        },
        ['ingredients'],
      ],
      [
        {
          name: '음수',
          amountG: 100,
          ingredients: [
            { foodId: rice, percent: 110 },
            { foodId: await foodId(BOILED_EGG), percent: -10 },
          ],
        },
        ['ingredients.0.percent', 'ingredients.1.percent'],
      ],
      [{ name: '없는재료', amountG: 100, ingredients: [{ foodId: '999999999', percent: 100 }] }, ['ingredients.0.foodId']],
    ];
    for (const [input, fields] of cases) {
      const result = await api.exec(ADD_RECIPE, { input }, owner);
      expect(result.errors?.[0].extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect([...new Set((result.errors?.[0].extensions?.fields as { field: string }[]).map((f) => f.field))].sort()).toEqual(fields);
    }
    expect(await api.em().count(RecipeEntity, { userId: owner.userId })).toBe(0);
  });

  it("accepts the member's own pending food as an ingredient but not another member's", async () => {
    const alice = member();
    const bob = member();
    const { id: mine } = (await api.ok<{ submitFood: { id: string } }>(SUBMIT, { input: { name: '우리집소스', kind: 'ingredient', nutrients: [{ code: 'sodium', amount: 500 }] } }, alice)).submitFood;
    const input = {
      name: '소스밥',
      amountG: 200,
      ingredients: [
        { foodId: await foodId(RICE), percent: 90 },
        { foodId: mine, percent: 10 },
      ],
    };
    const recipe = await addRecipe(alice, input);
    expect(recipe.nutrients.find((n) => n.code === 'sodium')?.amount).toBeCloseTo(100, 9); // 500 mg/100 g x 20 g
    const refused = await api.exec(ADD_RECIPE, { input }, bob);
    expect((refused.errors?.[0].extensions?.fields as { field: string }[]).map((f) => f.field)).toEqual(['ingredients.1.foodId']);
  });

  it('lists my recipes in sort order, edits, sorts and deletes them', async () => {
    const owner = member();
    const a = await addRecipe(owner, await riceAndEgg('가'));
    const b = await addRecipe(owner, await riceAndEgg('나'));
    const c = await addRecipe(owner, await riceAndEgg('다'));
    const list = async () => (await api.ok<{ myRecipes: { id: string }[] }>('{ myRecipes { id } }', {}, owner)).myRecipes.map((r) => r.id);
    expect(await list()).toEqual([a.id, b.id, c.id]);

    // The listed ones first in the given order; the rest keep their order after them.
    expect((await api.ok<{ sortRecipes: { id: string }[] }>(SORT, { ids: [c.id, a.id] }, owner)).sortRecipes.map((r) => r.id)).toEqual([c.id, a.id, b.id]);
    expect(await list()).toEqual([c.id, a.id, b.id]);

    const edited = (await api.ok<{ editRecipe: RecipeView }>(EDIT_RECIPE, { id: a.id, input: { name: '밥만', amountG: 210, ingredients: [{ foodId: await foodId(RICE), percent: 100 }] } }, owner))
      .editRecipe;
    expect(edited).toMatchObject({ name: '밥만', amountG: 210, ingredients: [{ name: '멥쌀밥_백미', percent: 100, grams: 210 }] });
    expect(await api.em().count(RecipeIngredientEntity, { recipeId: a.id })).toBe(1);

    await api.ok(DELETE, { id: b.id }, owner);
    expect(await list()).toEqual([c.id, a.id]);
    // Soft: the ingredients stay for meals already logged with it, but it is gone for the member.
    expect(await api.em().count(RecipeIngredientEntity, { recipeId: b.id })).toBeGreaterThan(0);
    expect((await api.exec(DELETE, { id: b.id }, owner)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("refuses another member's recipes for read, edit, sort and delete, writing nothing", async () => {
    const owner = member();
    const other = member();
    const mine = await addRecipe(owner, await riceAndEgg('내것'));
    const theirs = await addRecipe(other, await riceAndEgg('남의것'));
    const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0].extensions?.code;

    expect(code(await api.exec('query ($id: ID!) { recipe(id: $id) { id } }', { id: mine.id }, other))).toBe('FORBIDDEN');
    expect(code(await api.exec(EDIT_RECIPE, { id: mine.id, input: await riceAndEgg('바꿈') }, other))).toBe('FORBIDDEN');
    expect(code(await api.exec(DELETE, { id: mine.id }, other))).toBe('FORBIDDEN');
    expect(code(await api.exec(SORT, { ids: [theirs.id, mine.id] }, other))).toBe('FORBIDDEN');
    expect(code(await api.exec(SORT, { ids: [theirs.id, '999999999'] }, other))).toBe('NOT_FOUND');
    // Admins may read a member's recipe but not change it.
    expect((await api.ok<{ recipe: { id: string } }>('query ($id: ID!) { recipe(id: $id) { id } }', { id: mine.id }, admin)).recipe.id).toBe(mine.id);
    expect(code(await api.exec(DELETE, { id: mine.id }, admin))).toBe('FORBIDDEN');

    const stored = await api.em().findOneOrFail(RecipeEntity, { id: mine.id });
    expect(stored.name).toBe('내것');
    expect(stored.sortOrder).toBe(0);
    expect((await api.em().findOneOrFail(RecipeEntity, { id: theirs.id })).sortOrder).toBe(0);
    expect(await api.em().count(RecipeIngredientEntity, { recipeId: mine.id })).toBe(2);
  });

  it('refuses guests and anonymous callers', async () => {
    const input = await riceAndEgg();
    expect((await api.exec(ADD_RECIPE, { input }, { userId: '3', role: 'guest' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(ADD_RECIPE, { input }, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.exec('{ myRecipes { id } }', {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('batching (no N+1)', () => {
  async function ownerWithRecipes(count: number): Promise<Identity> {
    const owner = member();
    const [rice, egg] = [await foodId(RICE), await foodId(BOILED_EGG)];
    const em = api.em();
    const recipes = Array.from({ length: count }, (_, i) => em.create(RecipeEntity, { userId: owner.userId, name: `레시피${i}`, amountG: 100 + i, sortOrder: i }));
    await em.flush();
    for (const r of recipes) {
      em.create(RecipeIngredientEntity, { recipeId: r.id, foodId: rice, percent: 70, sortOrder: 0 });
      em.create(RecipeIngredientEntity, { recipeId: r.id, foodId: egg, percent: 30, sortOrder: 1 });
    }
    await em.flush();
    return owner;
  }

  it('lists 5 or 50 recipes with ingredients and nutrients in the same number of SQL statements', async () => {
    const five = await ownerWithRecipes(5);
    const fifty = await ownerWithRecipes(50);
    const LIST = '{ myRecipes { id ingredients { name grams } nutrients { code amount } } }';
    counter.reset();
    const small = await api.ok<{ myRecipes: RecipeView[] }>(LIST, {}, five);
    const smallCount = counter.count();
    counter.reset();
    const large = await api.ok<{ myRecipes: RecipeView[] }>(LIST, {}, fifty);
    expect(small.myRecipes).toHaveLength(5);
    expect(large.myRecipes).toHaveLength(50);
    expect(large.myRecipes[49].ingredients.map((i) => i.grams)).toEqual([(149 * 70) / 100, (149 * 30) / 100]);
    expect(counter.count()).toBe(smallCount);
    expect(smallCount).toBeLessThanOrEqual(4);
  });

  it('answers foodNutrientMap and recipeNutrientMap in one statement each, whatever the count', async () => {
    const ids = (await api.em().find(FoodEntity, { code: { $ne: null } }, { limit: 50 })).map((f) => f.id);
    counter.reset();
    const map = await foodNutrientMap(api.em(), ids);
    expect(counter.count()).toBe(1);
    expect(map.size).toBe(50);
    expect(await api.em().count(FoodNutrientEntity, { foodId: { $in: ids } })).toBe([...map.values()].reduce((n, r) => n + Object.keys(r).length, 0));
    const recipeIds = (await api.em().find(RecipeEntity, {}, { limit: 50 })).map((r) => r.id);
    counter.reset();
    await recipeNutrientMap(api.em(), recipeIds);
    expect(counter.count()).toBe(1);
  });
});
