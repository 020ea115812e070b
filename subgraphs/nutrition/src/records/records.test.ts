import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingQueries, startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import { dayjs, koreanDate, searchKeys, type Identity } from '@shop/kit';
import { nutrition } from '../schema.js';
import { FoodEntity, FoodNutrientEntity, RecipeEntity } from '../foods/food.entities.js';
import { IntakeEntity, RegimenEntity, SupplementEntity } from '../supplements/supplement.entities.js';
import { storageKeyFor, verifyFileSignature } from '@shop/kit/file-urls.js';
import { BodyRecordEntity, FoodRecordEntity } from './record.entities.js';

/** The path of a photo uploaded for a profile (as the upload API stores it: a private key naming the profile). */
const photoOf = (profileId: string, ownerType: 'meal' | 'body' = 'meal') => `/uploads/${storageKeyFor('image/jpeg', { ownerType, ownerId: profileId })}`;
/** A signed URL of `path`, valid now (what a reader is given for an uploaded photo). */
const signedUrlOf = (path: string) => expect.stringMatching(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?exp=\\d+&sig=[\\w-]+$`));

/** The dates whose score recomputation a profile's changes queued (kit outbox), in order. */
const recomputedDates = async (profileId: string) =>
  (await api.em().execute<{ d: string }[]>(`select payload->>'date' as d from nutrition.kit_outbox where topic = 'score.recompute' and payload->>'profileId' = ? order by id`, [profileId])).map(
    (r) => r.d,
  );

const counter = countingQueries();
let api: TestSubgraph;
const member = (): Identity => testIdentity();
const admin: Identity = { userId: '1', role: 'admin' };

beforeAll(async () => {
  api = await startTestSubgraph(nutrition, counter.overrides);
});
afterAll(() => api.close());

const today = () => koreanDate();
const daysAgo = (n: number) => dayjs(today()).subtract(n, 'day').format('YYYY-MM-DD');

const FOOD_FIELDS = 'id profileId recordDate mealType mealLabel foodId recipeId name displayName quantity unit amountG kcal imageUrl food { id name displayName } recipe { id name }';
const RECENT = `query ($p: ID!, $limit: Int) { recentFoods(profileId: $p, limit: $limit) { ${FOOD_FIELDS} } }`;
const BODY_FIELDS = 'id profileId recordAt weight height imageUrl';
const ADD_FOOD = `mutation ($input: FoodRecordInput!) { addFoodRecord(input: $input) { ${FOOD_FIELDS} } }`;
const EDIT_FOOD = `mutation ($id: ID!, $input: FoodRecordEditInput!) { editFoodRecord(id: $id, input: $input) { ${FOOD_FIELDS} } }`;
const DELETE_FOOD = 'mutation ($id: ID!) { deleteFoodRecord(id: $id) }';
const FOOD_RECORDS = `query ($p: ID!, $from: LocalDate!, $to: LocalDate!) { foodRecords(profileId: $p, from: $from, to: $to) { ${FOOD_FIELDS} } }`;
const BY_DATE = `query ($p: ID!, $d: LocalDate!) { recordsOfDate(profileId: $p, date: $d) { date meals { mealType label records { id name amountG } } bodyRecords { id weight } intakes { regimenId supplementId supplementName eatCnt alramCnt } } }`;
const ADD_BODY = `mutation ($input: BodyRecordInput!) { addBodyRecord(input: $input) { ${BODY_FIELDS} } }`;
const EDIT_BODY = `mutation ($id: ID!, $input: BodyRecordEditInput!) { editBodyRecord(id: $id, input: $input) { ${BODY_FIELDS} } }`;

interface FoodRecordView {
  id: string;
  recordDate: string;
  mealType: number;
  mealLabel: string;
  foodId: string | null;
  recipeId: string | null;
  name: string;
  displayName: string;
  quantity: number;
  unit: string;
  amountG: number;
  kcal: number;
  food: { id: string; name: string; displayName: string } | null;
  recipe: { id: string; name: string } | null;
}

async function addProfile(owner: Identity, birthday = '1990-01-01'): Promise<string> {
  const data = await api.ok<{ addProfile: { id: string } }>('mutation ($input: ProfileInput!) { addProfile(input: $input) { id } }', { input: { name: '나', gender: 2, birthday } }, owner);
  return data.addProfile.id;
}

/** Foods as the foods module stores them (its code may not exist yet): row, search keys, one nutrient. */
async function makeFood(name: string, servingGrams: number | null, extra: { status?: string; submittedBy?: string; kind?: string } = {}): Promise<string> {
  const em = api.em();
  const food = em.create(FoodEntity, { kind: extra.kind ?? 'food', name, servingGrams, status: extra.status ?? 'approved', submittedBy: extra.submittedBy ?? null, ...searchKeys([name]) });
  await em.flush();
  em.create(FoodNutrientEntity, { foodId: food.id, nutrientCode: 'energy', amount: 100 });
  await em.flush();
  return food.id;
}

async function makeRecipe(owner: Identity, name: string, amountG: number): Promise<string> {
  const em = api.em();
  const recipe = em.create(RecipeEntity, { userId: owner.userId, name, amountG });
  await em.flush();
  return recipe.id;
}

const foodInput = (profileId: string, foodId: string, over: Record<string, unknown> = {}) => ({ profileId, recordDate: today(), mealType: 1, foodId, quantity: 1, unit: '그릇', ...over });
const addFood = async (owner: Identity, input: Record<string, unknown>) => (await api.ok<{ addFoodRecord: FoodRecordView }>(ADD_FOOD, { input }, owner)).addFoodRecord;
const codeOf = (result: { errors?: { extensions?: Record<string, any> }[] }) => result.errors?.[0].extensions?.code;
const fieldsOf = (result: { errors?: { extensions?: Record<string, any> }[] }) => (result.errors?.[0].extensions?.fields as { field: string }[] | undefined)?.map((f) => f.field);

describe('food records', () => {
  it('adds records to meals, shows them by date and meal, edits and deletes them', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const stew = await makeFood('김치찌개', 400);
    const egg = await makeFood('달걀', null, { kind: 'ingredient' });
    const bibimbap = await makeRecipe(owner, '우리집 비빔밥', 350);

    const breakfast = await addFood(owner, foodInput(profileId, stew, { quantity: 1.5 }));
    expect(breakfast).toMatchObject({ mealType: 1, mealLabel: '아침', name: '김치찌개', amountG: 600, food: { id: stew, name: '김치찌개' }, recipe: null });
    const lunch = await addFood(owner, foodInput(profileId, egg, { mealType: 2, quantity: 2, unit: '개', imageUrl: photoOf(profileId) }));
    const dinner = await addFood(owner, { profileId, recordDate: today(), mealType: 3, recipeId: bibimbap, quantity: 1, unit: '인분' });
    expect(dinner).toMatchObject({ name: '우리집 비빔밥', amountG: 350, foodId: null, recipe: { id: bibimbap, name: '우리집 비빔밥' } });

    const day = await api.ok<{ recordsOfDate: { date: string; meals: { mealType: number; label: string; records: { id: string }[] }[] } }>(BY_DATE, { p: profileId, d: today() }, owner);
    expect(day.recordsOfDate.date).toBe(today());
    expect(day.recordsOfDate.meals.map((m) => [m.mealType, m.label, m.records.map((r) => r.id)])).toEqual([
      [1, '아침', [breakfast.id]],
      [2, '점심', [lunch.id]],
      [3, '저녁', [dinner.id]],
      [4, '간식·기타', []],
    ]);

    // Move breakfast to yesterday's snack with a new quantity: the grams follow the quantity.
    const moved = (await api.ok<{ editFoodRecord: FoodRecordView }>(EDIT_FOOD, { id: breakfast.id, input: { recordDate: daysAgo(1), mealType: 4, quantity: 2 } }, owner)).editFoodRecord;
    expect(moved).toMatchObject({ recordDate: daysAgo(1), mealType: 4, quantity: 2, amountG: 800, name: '김치찌개' });
    // Switching to a recipe clears the food and takes the recipe's name and serving.
    const switched = (await api.ok<{ editFoodRecord: FoodRecordView }>(EDIT_FOOD, { id: lunch.id, input: { recipeId: bibimbap } }, owner)).editFoodRecord;
    expect(switched).toMatchObject({ foodId: null, recipeId: bibimbap, name: '우리집 비빔밥', quantity: 2, amountG: 700, food: null });
    // Giving grams alone keeps everything else.
    const weighed = (await api.ok<{ editFoodRecord: FoodRecordView }>(EDIT_FOOD, { id: dinner.id, input: { amountG: 280 } }, owner)).editFoodRecord;
    expect(weighed).toMatchObject({ quantity: 1, amountG: 280, name: '우리집 비빔밥' });

    await api.ok(DELETE_FOOD, { id: dinner.id }, owner);
    const range = await api.ok<{ foodRecords: FoodRecordView[] }>(FOOD_RECORDS, { p: profileId, from: daysAgo(1), to: today() }, owner);
    expect(range.foodRecords.map((r) => [r.id, r.recordDate, r.mealType])).toEqual([
      [breakfast.id, daysAgo(1), 4],
      [lunch.id, today(), 2],
    ]);
    expect(await api.em().count(FoodRecordEntity, { id: dinner.id })).toBe(0);
  });

  it('recomputes the score of every date a change touches (both dates when an edit moves a record)', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const record = await addFood(owner, foodInput(profileId, await makeFood('두부', 100)));
    await api.ok(EDIT_FOOD, { id: record.id, input: { recordDate: daysAgo(3) } }, owner);
    await api.ok(DELETE_FOOD, { id: record.id }, owner);
    expect(await recomputedDates(profileId)).toEqual([today(), today(), daysAgo(3), daysAgo(3)]);
  });

  it.each([
    ['a food with a serving weight: quantity × servingGrams', { serving: 400, quantity: 1.5 }, 600],
    ['a food without one: quantity × 100 g', { serving: null, quantity: 2 }, 200],
    ['fractions round to 0.01 g', { serving: 210, quantity: 0.3 }, 63],
    ['a recipe: quantity × its amount', { recipe: 350, quantity: 0.5 }, 175],
    ['grams given by the caller win', { serving: 400, quantity: 1, amountG: 123.4 }, 123.4],
  ])('derives amountG for %s', async (_label, c: { serving?: number | null; recipe?: number; quantity: number; amountG?: number }, expected) => {
    const owner = member();
    const profileId = await addProfile(owner);
    const source = c.recipe !== undefined ? { recipeId: await makeRecipe(owner, '레시피', c.recipe) } : { foodId: await makeFood('음식', c.serving ?? null) };
    const record = await addFood(owner, { profileId, recordDate: today(), mealType: 2, quantity: c.quantity, unit: '인분', ...source, ...(c.amountG ? { amountG: c.amountG } : {}) });
    expect(record.amountG).toBe(expected);
  });

  it("accepts only foods the caller may see and only the caller's recipes", async () => {
    const owner = member();
    const other = member();
    const profileId = await addProfile(owner);
    const ownPending = await makeFood('내가 올린 음식', 200, { status: 'pending', submittedBy: owner.userId });
    const othersPending = await makeFood('남이 올린 음식', 200, { status: 'pending', submittedBy: other.userId });
    const rejected = await makeFood('반려된 음식', 200, { status: 'rejected', submittedBy: owner.userId });
    const othersRecipe = await makeRecipe(other, '남의 레시피', 300);

    expect((await addFood(owner, foodInput(profileId, ownPending))).name).toBe('내가 올린 음식');
    for (const [input, field] of [
      [foodInput(profileId, othersPending), 'foodId'],
      [foodInput(profileId, rejected), 'foodId'],
      [foodInput(profileId, '999999999'), 'foodId'],
      [{ ...foodInput(profileId, ownPending), foodId: undefined, recipeId: othersRecipe }, 'recipeId'],
      [{ ...foodInput(profileId, ownPending), recipeId: othersRecipe }, 'foodId'],
      [{ ...foodInput(profileId, ownPending), foodId: undefined }, 'foodId'],
    ] as const) {
      const result = await api.exec(ADD_FOOD, { input }, owner);
      expect(codeOf(result), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(result)).toEqual([field]);
    }
    expect(await api.em().count(FoodRecordEntity, { profileId })).toBe(1);
  });

  it('lists meal photos newest first with paging', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const food = await makeFood('샐러드', 150);
    const old = await addFood(owner, foodInput(profileId, food, { recordDate: daysAgo(3), imageUrl: 'https://img.example.com/a.jpg' }));
    await addFood(owner, foodInput(profileId, food, { recordDate: daysAgo(2) }));
    const photo = photoOf(profileId);
    const recent = await addFood(owner, foodInput(profileId, food, { recordDate: daysAgo(1), imageUrl: photo }));
    const query = 'query ($p: ID!, $from: LocalDate, $offset: Int, $limit: Int) { mealPhotos(profileId: $p, from: $from, offset: $offset, limit: $limit) { total items { id imageUrl } } }';
    const page = await api.ok<{ mealPhotos: { total: number; items: { id: string }[] } }>(query, { p: profileId, offset: 0, limit: 1 }, owner);
    expect(page.mealPhotos).toEqual({ total: 2, items: [{ id: recent.id, imageUrl: signedUrlOf(photo) }] });
    const second = await api.ok<{ mealPhotos: { items: { id: string }[] } }>(query, { p: profileId, offset: 1, limit: 1 }, owner);
    expect(second.mealPhotos.items.map((i) => i.id)).toEqual([old.id]);
    const since = await api.ok<{ mealPhotos: { total: number } }>(query, { p: profileId, from: daysAgo(2) }, owner);
    expect(since.mealPhotos.total).toBe(1);
  });
});

describe('display names, kcal and recent foods', () => {
  it("shows food data names without underscores (recipes as named) and each record's kcal from its grams", async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const chicken = await makeFood('닭고기_가슴(껍질 제거)_구운것(팬)', 400);
    const recipe = await makeRecipe(owner, '내_샐러드', 200);
    const record = await addFood(owner, foodInput(profileId, chicken, { quantity: 1.5 }));
    // makeFood gives 100 kcal per 100 g: 1.5 x 400 g = 600 g -> 600 kcal.
    expect(record).toMatchObject({ name: '닭고기_가슴(껍질 제거)_구운것(팬)', displayName: '닭고기 가슴(껍질 제거) 구운것(팬)', amountG: 600, kcal: 600 });
    expect(record.food).toMatchObject({ name: '닭고기_가슴(껍질 제거)_구운것(팬)', displayName: '닭고기 가슴(껍질 제거) 구운것(팬)' });
    const edited = (await api.ok<{ editFoodRecord: FoodRecordView }>(EDIT_FOOD, { id: record.id, input: { amountG: 55.55 } }, owner)).editFoodRecord;
    expect(edited.kcal).toBe(55.6);
    const byRecipe = await addFood(owner, { profileId, recordDate: today(), mealType: 2, recipeId: recipe, quantity: 1, unit: '인분' });
    // A recipe without ingredients has no energy; its name is the member's own and is kept.
    expect(byRecipe).toMatchObject({ displayName: '내_샐러드', kcal: 0 });
    const found = await api.ok<{ searchFoods: { items: { name: string; displayName: string }[] } }>(
      'query { searchFoods(query: "닭고기 가슴 구운것", limit: 5) { items { name displayName } } }',
      {},
      owner,
    );
    expect(found.searchFoods.items).toContainEqual({ name: '닭고기_가슴(껍질 제거)_구운것(팬)', displayName: '닭고기 가슴(껍질 제거) 구운것(팬)' });
  });

  it('offers the latest record of each distinct food or recipe of the last 14 days, newest first', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const otherProfile = await addProfile(owner);
    const [rice, soup, old, gone] = await Promise.all(['현미밥', '미역국', '오래된 음식', '반려된 음식'].map((n) => makeFood(n, 200)));
    const recipe = await makeRecipe(owner, '비빔밥', 300);
    const deletedRecipe = await makeRecipe(owner, '지운 레시피', 300);
    const add = (input: Record<string, unknown>) => addFood(owner, { profileId, recordDate: today(), mealType: 1, quantity: 1, unit: '개', ...input });
    await add({ foodId: rice, quantity: 1, unit: '공기' });
    await add({ foodId: soup, quantity: 1, unit: '그릇' });
    const oldRecord = await add({ foodId: old });
    await add({ foodId: gone });
    await add({ recipeId: deletedRecipe, unit: '인분' });
    await add({ recipeId: recipe, quantity: 2, unit: '인분', recordDate: daysAgo(3) });
    await add({ foodId: rice, quantity: 0.5, unit: '그릇', mealType: 3 });
    await addFood(owner, foodInput(otherProfile, soup));
    const em = api.em();
    await em.execute(`update nutrition.food_records set created_at = now() - interval '15 days' where id = ?`, [oldRecord.id]);
    await em.execute(`update nutrition.foods set status = 'rejected' where id = ?`, [gone]);
    await em.execute(`update nutrition.recipes set deleted_at = now() where id = ?`, [deletedRecipe]);

    const recent = (await api.ok<{ recentFoods: FoodRecordView[] }>(RECENT, { p: profileId }, owner)).recentFoods;
    expect(recent.map((r) => [r.name, r.quantity, r.unit])).toEqual([
      ['현미밥', 0.5, '그릇'],
      ['비빔밥', 2, '인분'],
      ['미역국', 1, '그릇'],
    ]);
    const two = (await api.ok<{ recentFoods: FoodRecordView[] }>(RECENT, { p: profileId, limit: 2 }, owner)).recentFoods;
    expect(two.map((r) => r.name)).toEqual(['현미밥', '비빔밥']);
    expect(fieldsOf(await api.exec(RECENT, { p: profileId, limit: 9 }, owner))).toEqual(['limit']);
    expect(fieldsOf(await api.exec(RECENT, { p: profileId, limit: 0 }, owner))).toEqual(['limit']);
    // An admin reads it as it reads the other records.
    expect((await api.ok<{ recentFoods: FoodRecordView[] }>(RECENT, { p: profileId }, admin)).recentFoods).toHaveLength(3);
  });
});

describe('food record validation (boundaries); bad input writes nothing', () => {
  let owner: Identity;
  let profileId: string;
  let food: string;
  beforeAll(async () => {
    owner = member();
    profileId = await addProfile(owner, '2000-05-05');
    food = await makeFood('밥', 210);
  });

  it.each([
    ['meal type 0', { mealType: 0 }, 'mealType'],
    ['meal type 1', { mealType: 1 }, null],
    ['meal type 4', { mealType: 4 }, null],
    ['meal type 5', { mealType: 5 }, 'mealType'],
    ['unit from the list', { unit: '공기' }, null],
    ['unknown unit', { unit: 'kg' }, 'unit'],
    ['quantity 0', { quantity: 0 }, 'quantity'],
    ['quantity left empty (null)', { quantity: null }, 'quantity'],
    ['today', { recordDate: koreanDate() }, null],
    ['tomorrow (future date)', { recordDate: dayjs(koreanDate()).add(1, 'day').format('YYYY-MM-DD') }, 'recordDate'],
    ['the birthday', { recordDate: '2000-05-05' }, null],
    ['the day before the birthday', { recordDate: '2000-05-04' }, 'recordDate'],
    ['a non-photo URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['amountG 0', { amountG: 0 }, 'amountG'],
  ])('%s', async (_label, over, field) => {
    const before = await api.em().count(FoodRecordEntity, { profileId });
    const result = await api.exec(ADD_FOOD, { input: foodInput(profileId, food, over) }, owner);
    if (field === null) {
      expect(result.errors).toBeUndefined();
      expect(await api.em().count(FoodRecordEntity, { profileId })).toBe(before + 1);
    } else {
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(result)).toEqual([field]);
      expect(await api.em().count(FoodRecordEntity, { profileId })).toBe(before);
    }
  });

  it('says in Korean that an empty quantity is missing, on add and on edit', async () => {
    const added = await api.exec(ADD_FOOD, { input: foodInput(profileId, food, { quantity: null }) }, owner);
    expect(added.errors?.[0]?.extensions?.fields).toEqual([{ field: 'quantity', message: '수량을 입력해주세요.' }]);
    const record = await addFood(owner, foodInput(profileId, food, { quantity: 2 }));
    const edited = await api.exec(EDIT_FOOD, { id: record.id, input: { quantity: null } }, owner);
    expect(edited.errors?.[0]?.extensions?.fields).toEqual([{ field: 'quantity', message: '수량을 입력해주세요.' }]);
    expect(Number((await api.em().findOneOrFail(FoodRecordEntity, { id: record.id })).quantity)).toBe(2);
  });

  it('refuses a bad edit and leaves the record as it was', async () => {
    const record = await addFood(owner, foodInput(profileId, food, { quantity: 1 }));
    const result = await api.exec(EDIT_FOOD, { id: record.id, input: { mealType: 5, quantity: 3 } }, owner);
    expect(fieldsOf(result)).toEqual(['mealType']);
    const row = await api.em().findOneOrFail(FoodRecordEntity, { id: record.id });
    expect([row.mealType, Number(row.quantity), Number(row.amountG)]).toEqual([1, 1, 210]);
  });
});

describe('body records', () => {
  it('lists oldest first, newest first, by range, with the recent image, images of a date and the dates', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const add = async (recordAt: string, input: Record<string, unknown>) =>
      (await api.ok<{ addBodyRecord: { id: string } }>(ADD_BODY, { input: { profileId, recordAt, ...input } }, owner)).addBodyRecord.id;
    const a = await add(daysAgo(10), { weight: 60, height: 165 });
    const bodyPhoto = photoOf(profileId, 'body');
    const b = await add(daysAgo(5), { weight: 59.5, imageUrl: bodyPhoto });
    const c = await add(daysAgo(5), { weight: 59.4 });
    const d = await add(daysAgo(1), { height: 165.2 });

    const page = (name: string, offset: number, limit: number) =>
      api.ok<Record<string, { total: number; items: { id: string }[] }>>(
        `query ($p: ID!, $o: Int, $l: Int) { ${name}(profileId: $p, offset: $o, limit: $l) { total items { id } } }`,
        { p: profileId, o: offset, l: limit },
        owner,
      );
    expect((await page('bodyRecords', 0, 10)).bodyRecords).toEqual({ total: 4, items: [{ id: a }, { id: b }, { id: c }, { id: d }] });
    expect((await page('bodyRecordsNewest', 1, 2)).bodyRecordsNewest.items.map((i) => i.id)).toEqual([c, b]);

    const inRange = await api.ok<{ bodyRecordsInRange: { id: string }[] }>(
      'query ($p: ID!, $f: LocalDate!, $t: LocalDate!) { bodyRecordsInRange(profileId: $p, from: $f, to: $t) { id } }',
      { p: profileId, f: daysAgo(6), t: daysAgo(1) },
      owner,
    );
    expect(inRange.bodyRecordsInRange.map((r) => r.id)).toEqual([d, c, b]);

    const recent = await api.ok<{ recentBodyImage: { id: string; imageUrl: string } | null }>('query ($p: ID!) { recentBodyImage(profileId: $p) { id imageUrl } }', { p: profileId }, owner);
    expect(recent.recentBodyImage).toEqual({ id: b, imageUrl: signedUrlOf(bodyPhoto) });
    const images = await api.ok<{ bodyImagesOfDate: { id: string }[] }>('query ($p: ID!, $d: LocalDate!) { bodyImagesOfDate(profileId: $p, date: $d) { id } }', { p: profileId, d: daysAgo(5) }, owner);
    expect(images.bodyImagesOfDate).toEqual([{ id: b }]);
    const dates = await api.ok<{ bodyRecordDates: string[] }>(
      'query ($p: ID!, $f: LocalDate!, $t: LocalDate!) { bodyRecordDates(profileId: $p, from: $f, to: $t) }',
      { p: profileId, f: daysAgo(30), t: today() },
      owner,
    );
    expect(dates.bodyRecordDates).toEqual([daysAgo(10), daysAgo(5), daysAgo(1)]);
  });

  it('has no recent image when no record has one', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    await api.ok(ADD_BODY, { input: { profileId, recordAt: today(), weight: 70 } }, owner);
    const recent = await api.ok<{ recentBodyImage: unknown }>('query ($p: ID!) { recentBodyImage(profileId: $p) { id } }', { p: profileId }, owner);
    expect(recent.recentBodyImage).toBeNull();
  });

  it('edits the given fields, clears with null, keeps at least one value, and deletes', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const id = (await api.ok<{ addBodyRecord: { id: string } }>(ADD_BODY, { input: { profileId, recordAt: today(), weight: 70, height: 175 } }, owner)).addBodyRecord.id;
    const edited = await api.ok<{ editBodyRecord: unknown }>(EDIT_BODY, { id, input: { weight: null, recordAt: daysAgo(2) } }, owner);
    expect(edited.editBodyRecord).toEqual({ id, profileId, recordAt: daysAgo(2), weight: null, height: 175, imageUrl: null });
    const emptied = await api.exec(EDIT_BODY, { id, input: { height: null } }, owner);
    expect(fieldsOf(emptied)).toEqual(['weight']);
    expect(Number((await api.em().findOneOrFail(BodyRecordEntity, { id })).height)).toBe(175);
    await api.ok('mutation ($id: ID!) { deleteBodyRecord(id: $id) }', { id }, owner);
    expect(await api.em().count(BodyRecordEntity, { id })).toBe(0);
  });

  describe('validation (boundaries); bad input writes nothing', () => {
    let owner: Identity;
    let profileId: string;
    beforeAll(async () => {
      owner = member();
      profileId = await addProfile(owner);
    });
    it.each([
      [{ weight: 0.29 }, 'weight'],
      [{ weight: 0.3 }, null],
      [{ weight: 500 }, null],
      [{ weight: 500.01 }, 'weight'],
      [{ height: 19.9 }, 'height'],
      [{ height: 20 }, null],
      [{ height: 250 }, null],
      [{ height: 250.1 }, 'height'],
      [{ imageUrl: 'https://img.example.com/only-photo.jpg' }, null],
      [{}, 'weight'],
      [{ weight: 60, recordAt: dayjs(koreanDate()).add(1, 'day').format('YYYY-MM-DD') }, 'recordAt'],
      [{ weight: 60, recordAt: '1989-12-31' }, 'recordAt'],
    ])('%o', async (over, field) => {
      const before = await api.em().count(BodyRecordEntity, { profileId });
      const result = await api.exec(ADD_BODY, { input: { profileId, recordAt: today(), ...over } }, owner);
      if (field === null) {
        expect(result.errors).toBeUndefined();
        expect(await api.em().count(BodyRecordEntity, { profileId })).toBe(before + 1);
      } else {
        expect(codeOf(result)).toBe('BAD_USER_INPUT');
        expect(fieldsOf(result)).toEqual([field]);
        expect(await api.em().count(BodyRecordEntity, { profileId })).toBe(before);
      }
    });
  });
});

describe('photos on records', () => {
  it("keeps an uploaded photo's bare path, signs it for each reader, and refuses a photo uploaded for another profile", async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const otherProfile = await addProfile(member());
    const own = photoOf(profileId, 'body');
    // The web sends the signed URL the upload answered with; the record keeps the path.
    const added = (await api.ok<{ addBodyRecord: { id: string; imageUrl: string } }>(ADD_BODY, { input: { profileId, recordAt: today(), imageUrl: `${own}?exp=1&sig=old` } }, owner)).addBodyRecord;
    expect((await api.em().findOneOrFail(BodyRecordEntity, { id: added.id })).imageUrl).toBe(own);
    expect(added.imageUrl).toEqual(signedUrlOf(own));
    const signed = new URL(added.imageUrl, 'http://shop.test');
    expect(verifyFileSignature(own.slice('/uploads/'.length), signed.searchParams.get('exp'), signed.searchParams.get('sig'))).toBe(true);

    // Someone who saw another profile's photo URL cannot put it on their own record (and so have it signed).
    const stolen = [
      photoOf(otherProfile, 'body'),
      photoOf(otherProfile, 'meal'),
      `/uploads/${storageKeyFor('image/jpeg', { ownerType: 'inquiry', ownerId: profileId })}`,
      `/uploads/${storageKeyFor('image/jpeg', null)}`,
      '/uploads/body/b.jpg',
    ];
    for (const imageUrl of stolen) {
      const refused = await api.exec(ADD_BODY, { input: { profileId, recordAt: today(), imageUrl } }, owner);
      expect(codeOf(refused), imageUrl).toBe('BAD_USER_INPUT');
      expect(fieldsOf(refused)).toEqual(['imageUrl']);
    }
    const refusedEdit = await api.exec(EDIT_BODY, { id: added.id, input: { imageUrl: photoOf(otherProfile, 'body') } }, owner);
    expect(fieldsOf(refusedEdit)).toEqual(['imageUrl']);
    expect(await api.em().count(BodyRecordEntity, { profileId })).toBe(1);
    const food = await makeFood('사진 음식', 100);
    const meal = await api.exec(ADD_FOOD, { input: foodInput(profileId, food, { imageUrl: photoOf(otherProfile) }) }, owner);
    expect(fieldsOf(meal)).toEqual(['imageUrl']);
  });
});

describe('records of a date', () => {
  it('includes body records and the supplement intakes of the date, read through the regimen', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const em = api.em();
    const supplement = em.create(SupplementEntity, { name: '비타민D 1000IU', ...searchKeys(['비타민D 1000IU']) });
    await em.flush();
    const regimen = em.create(RegimenEntity, { profileId, userId: owner.userId, supplementId: supplement.id, alramCnt: 2, startDate: daysAgo(7) });
    await em.flush();
    em.create(IntakeEntity, { regimenId: regimen.id, profileId, userId: owner.userId, intakeDate: today(), eatCnt: 1 });
    em.create(IntakeEntity, { regimenId: regimen.id, profileId, userId: owner.userId, intakeDate: daysAgo(1), eatCnt: 2 });
    await em.flush();
    await api.ok(ADD_BODY, { input: { profileId, recordAt: today(), weight: 55 } }, owner);

    const day = await api.ok<{ recordsOfDate: { meals: { records: unknown[] }[]; bodyRecords: { weight: number }[]; intakes: unknown[] } }>(BY_DATE, { p: profileId, d: today() }, owner);
    expect(day.recordsOfDate.meals.every((m) => m.records.length === 0)).toBe(true);
    expect(day.recordsOfDate.bodyRecords).toEqual([{ id: expect.any(String), weight: 55 }]);
    expect(day.recordsOfDate.intakes).toEqual([{ regimenId: regimen.id, supplementId: supplement.id, supplementName: '비타민D 1000IU', eatCnt: 1, alramCnt: 2 }]);
  });
});

describe('ownership and roles', () => {
  it("keeps another member out of the profile's records, for every read and write", async () => {
    const owner = member();
    const intruder = member();
    const profileId = await addProfile(owner);
    const food = await makeFood('라면', 120);
    const record = await addFood(owner, foodInput(profileId, food));
    const bodyId = (await api.ok<{ addBodyRecord: { id: string } }>(ADD_BODY, { input: { profileId, recordAt: today(), weight: 50 } }, owner)).addBodyRecord.id;
    const range = { p: profileId, f: daysAgo(1), t: today() };
    const attempts: [string, Record<string, unknown>][] = [
      [ADD_FOOD, { input: foodInput(profileId, food) }],
      [EDIT_FOOD, { id: record.id, input: { quantity: 9 } }],
      [DELETE_FOOD, { id: record.id }],
      [ADD_BODY, { input: { profileId, recordAt: today(), weight: 50 } }],
      [EDIT_BODY, { id: bodyId, input: { weight: 99 } }],
      ['mutation ($id: ID!) { deleteBodyRecord(id: $id) }', { id: bodyId }],
      [FOOD_RECORDS, { p: profileId, from: daysAgo(1), to: today() }],
      [RECENT, { p: profileId }],
      ['query ($p: ID!) { mealPhotos(profileId: $p) { total } }', { p: profileId }],
      [BY_DATE, { p: profileId, d: today() }],
      ['query ($p: ID!) { bodyRecords(profileId: $p) { total } }', { p: profileId }],
      ['query ($p: ID!) { bodyRecordsNewest(profileId: $p) { total } }', { p: profileId }],
      ['query ($p: ID!, $f: LocalDate!, $t: LocalDate!) { bodyRecordsInRange(profileId: $p, from: $f, to: $t) { id } }', range],
      ['query ($p: ID!) { recentBodyImage(profileId: $p) { id } }', { p: profileId }],
      ['query ($p: ID!, $d: LocalDate!) { bodyImagesOfDate(profileId: $p, date: $d) { id } }', { p: profileId, d: today() }],
      ['query ($p: ID!, $f: LocalDate!, $t: LocalDate!) { bodyRecordDates(profileId: $p, from: $f, to: $t) }', range],
    ];
    for (const [query, variables] of attempts) {
      expect(codeOf(await api.exec(query, variables, intruder)), query).toBe('FORBIDDEN');
      expect(codeOf(await api.exec(query, variables, null)), query).toBe('UNAUTHENTICATED');
    }
    const row = await api.em().findOneOrFail(FoodRecordEntity, { id: record.id });
    expect(Number(row.quantity)).toBe(1);
    expect(await api.em().count(FoodRecordEntity, { profileId })).toBe(1);
    expect(await api.em().count(BodyRecordEntity, { profileId })).toBe(1);
  });

  it('refuses guests any write', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const food = await makeFood('우유', 200);
    const guest: Identity = { userId: owner.userId, role: 'guest' };
    expect(codeOf(await api.exec(ADD_FOOD, { input: foodInput(profileId, food) }, guest))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(ADD_BODY, { input: { profileId, recordAt: today(), weight: 50 } }, guest))).toBe('FORBIDDEN');
    expect(await api.em().count(FoodRecordEntity, { profileId })).toBe(0);
  });

  it("lets an admin read a profile's records but not write them", async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const food = await makeFood('사과', 150);
    const record = await addFood(owner, foodInput(profileId, food));
    const read = await api.ok<{ foodRecords: { id: string }[] }>(FOOD_RECORDS, { p: profileId, from: today(), to: today() }, admin);
    expect(read.foodRecords.map((r) => r.id)).toEqual([record.id]);
    expect(codeOf(await api.exec(ADD_FOOD, { input: foodInput(profileId, food) }, admin))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(EDIT_FOOD, { id: record.id, input: { quantity: 2 } }, admin))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(DELETE_FOOD, { id: record.id }, admin))).toBe('FORBIDDEN');
    expect(await api.em().count(FoodRecordEntity, { profileId })).toBe(1);
  });

  it('refuses ranges that are reversed or longer than a year', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    for (const [from, to] of [
      [today(), daysAgo(1)],
      [daysAgo(366), today()],
    ]) {
      const result = await api.exec(FOOD_RECORDS, { p: profileId, from, to }, owner);
      expect(fieldsOf(result), `${from}..${to}`).toEqual(['to']);
    }
    expect((await api.exec(FOOD_RECORDS, { p: profileId, from: daysAgo(365), to: today() }, owner)).errors).toBeUndefined();
  });
});

describe('batching', () => {
  it('loads 5 or 50 food records with their foods and recipes in the same number of statements', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const recipe = await makeRecipe(owner, '샌드위치', 250);
    const em = api.em();
    const foods = Array.from({ length: 50 }, (_, i) => em.create(FoodEntity, { kind: 'food', name: `음식${i}`, servingGrams: 100, ...searchKeys([`음식${i}`]) }));
    await em.flush();
    const seed = (n: number, date: string) => {
      for (let i = 0; i < n; i++) {
        const byRecipe = i % 5 === 0;
        em.create(FoodRecordEntity, {
          profileId,
          userId: owner.userId,
          recordDate: date,
          mealType: (i % 4) + 1,
          foodId: byRecipe ? null : foods[i].id,
          recipeId: byRecipe ? recipe : null,
          name: 'x',
          quantity: 1,
          unit: '개',
          amountG: 100,
        });
      }
    };
    seed(5, daysAgo(2));
    seed(50, daysAgo(1));
    await em.flush();
    const count = async (date: string) => {
      counter.reset();
      const data = await api.ok<{ foodRecords: FoodRecordView[] }>(FOOD_RECORDS, { p: profileId, from: date, to: date }, owner);
      expect(data.foodRecords.every((r) => (r.food ?? r.recipe) !== null)).toBe(true);
      return [data.foodRecords.length, counter.count()];
    };
    const [five, small] = await count(daysAgo(2));
    const [fifty, large] = await count(daysAgo(1));
    expect([five, fifty]).toEqual([5, 50]);
    expect(large).toBe(small);
  });
});
