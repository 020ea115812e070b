import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, parseInput, text, z, type Identity, type Page } from '@shop/kit';
import { FoodEntity, RecipeEntity } from '../foods/food.entities.js';
import { queueScoreRecompute } from '../scores/scores.service.js';
import { FOOD_UNITS, FoodRecordEntity, MEAL_TYPES, type FoodRecord } from './record.entities.js';
import {
  assertRecordWriter,
  checkPhoto,
  checkRecordDate,
  dateSchema,
  getReadableProfile,
  getWritableProfile,
  idSchema,
  imageUrlSchema,
  parseId,
  parseRange,
  patchOf,
  recordDateSchema,
} from './record-rules.js';
import { portionGrams } from '../foods/food-names.js';

/** Grams per unit of a food without a reference serving weight (nutrients are per 100 g). */
/** Upper bounds against typos (one record of 1000 bowls or 10 kg is not a meal). */
export const MAX_QUANTITY = 1000;
export const MAX_AMOUNT_G = 10_000;

const fields = {
  recordDate: recordDateSchema('기록 날짜'),
  mealType: z.number({ error: '식사 구분을 선택해주세요.' }).refine((n) => Number.isInteger(n) && n in MEAL_TYPES, '식사 구분은 1(아침), 2(점심), 3(저녁), 4(간식·기타) 중 하나입니다.'),
  foodId: idSchema('음식').nullish(),
  recipeId: idSchema('레시피').nullish(),
  quantity: z.number({ error: '수량을 입력해주세요.' }).positive('수량은 0보다 커야 합니다.').max(MAX_QUANTITY, `수량은 ${MAX_QUANTITY} 이하여야 합니다.`),
  unit: text().refine((u) => (FOOD_UNITS as readonly string[]).includes(u), '단위는 목록(개, 인분, 그릇 등)에서 골라주세요.'),
  amountG: z.number().positive('섭취량(g)은 0보다 커야 합니다.').max(MAX_AMOUNT_G, `섭취량은 ${MAX_AMOUNT_G}g 이하여야 합니다.`).nullish(),
  imageUrl: imageUrlSchema.nullish(),
};
const oneSource = (v: { foodId?: string | null; recipeId?: string | null }) => (v.foodId == null) !== (v.recipeId == null);
const ONE_SOURCE = { message: '음식과 레시피 중 하나만 선택해주세요.', path: ['foodId'] };
const addSchema = z.object({ profileId: idSchema('프로필'), ...fields }).refine(oneSource, ONE_SOURCE);
const editSchema = z.object(fields).refine(oneSource, ONE_SOURCE);
type RecordFields = z.infer<typeof editSchema>;

export interface FoodRecordInput {
  profileId: string;
  recordDate: string;
  mealType: number;
  foodId?: string | null;
  recipeId?: string | null;
  /** Required; null is refused by the schema with its Korean message. */
  quantity?: number | null;
  unit: string;
  amountG?: number | null;
  imageUrl?: string | null;
}
export type FoodRecordPatch = Partial<Omit<FoodRecordInput, 'profileId'>>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What was eaten: a food the caller may see (approved, or their own pending submission) or one of
 * the caller's recipes. Its name is copied onto the record; its grams per unit derive `amountG`.
 */
async function findSource(em: EntityManager, identity: Identity, input: RecordFields): Promise<{ name: string; gramsPerUnit: number }> {
  if (input.foodId != null) {
    const food = await em.findOne(FoodEntity, { id: input.foodId });
    const visible = food && (food.status === 'approved' || (food.status === 'pending' && food.submittedBy === identity.userId));
    if (!visible) throw BadInput([{ field: 'foodId', message: '음식을 찾을 수 없습니다.' }]);
    return { name: food.name, gramsPerUnit: portionGrams(food) };
  }
  const recipe = await em.findOne(RecipeEntity, { id: input.recipeId!, userId: identity.userId, deletedAt: null });
  if (!recipe) throw BadInput([{ field: 'recipeId', message: '레시피를 찾을 수 없습니다.' }]);
  return { name: recipe.name, gramsPerUnit: recipe.amountG };
}

const columnsOf = (input: RecordFields, name: string, amountG: number) => ({
  recordDate: input.recordDate,
  mealType: input.mealType,
  foodId: input.foodId ?? null,
  recipeId: input.recipeId ?? null,
  name,
  quantity: input.quantity,
  unit: input.unit,
  amountG,
  imageUrl: input.imageUrl ?? null,
});

export async function addFoodRecord(em: EntityManager, identity: Identity, raw: FoodRecordInput): Promise<FoodRecord> {
  const { profileId, ...input } = parseInput(addSchema, raw);
  const profile = await getWritableProfile(em, identity, profileId);
  checkRecordDate(profile, input.recordDate, 'recordDate');
  checkPhoto(profileId, input.imageUrl);
  const source = await findSource(em, identity, input);
  const amountG = input.amountG ?? round2(input.quantity * source.gramsPerUnit);
  const record = em.create(FoodRecordEntity, { profileId, userId: profile.userId, ...columnsOf(input, source.name, amountG) });
  await em.flush();
  await queueScoreRecompute(em, profileId, [record.recordDate]);
  return record;
}

/**
 * Changes the given fields of a record (it stays on its profile). A new food, recipe or quantity
 * re-derives `amountG` unless the edit gives it; `amountG: null` asks for the derived value again.
 */
export async function editFoodRecord(em: EntityManager, identity: Identity, id: string, raw: FoodRecordPatch): Promise<FoodRecord> {
  const record = await em.findOne(FoodRecordEntity, { id: parseId(id) });
  assertRecordWriter(identity, record, '식사 기록');
  const patch = patchOf(raw);
  const sourceChanged = 'foodId' in patch || 'recipeId' in patch;
  const current: RecordFields = {
    recordDate: record.recordDate,
    mealType: record.mealType,
    // The patch names the new source; the old one must not linger next to it.
    foodId: sourceChanged ? null : record.foodId,
    recipeId: sourceChanged ? null : record.recipeId,
    quantity: record.quantity,
    unit: record.unit,
    amountG: sourceChanged || 'quantity' in patch ? null : record.amountG,
    imageUrl: record.imageUrl,
  };
  const input = parseInput(editSchema, { ...current, ...patch });
  if (input.imageUrl !== record.imageUrl) checkPhoto(record.profileId, input.imageUrl);
  if (input.recordDate !== record.recordDate) checkRecordDate(await getWritableProfile(em, identity, record.profileId), input.recordDate, 'recordDate');
  const source = sourceChanged || input.amountG == null ? await findSource(em, identity, input) : null;
  const amountG = input.amountG ?? round2(input.quantity * source!.gramsPerUnit);
  const oldDate = record.recordDate;
  em.assign(record, columnsOf(input, source?.name ?? record.name, amountG));
  await em.flush();
  await queueScoreRecompute(em, record.profileId, [oldDate, record.recordDate]);
  return record;
}

export async function deleteFoodRecord(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const record = await em.findOne(FoodRecordEntity, { id: parseId(id) });
  assertRecordWriter(identity, record, '식사 기록');
  em.remove(record);
  await em.flush();
  await queueScoreRecompute(em, record.profileId, [record.recordDate]);
}

/** A profile's food records in a date range, by date, meal and entry order. */
export async function listFoodRecords(em: EntityManager, identity: Identity, profileId: string, from: string, to: string): Promise<FoodRecord[]> {
  const range = parseRange(from, to);
  await getReadableProfile(em, identity, profileId);
  return em.find(FoodRecordEntity, { profileId, recordDate: { $gte: range.from, $lte: range.to } }, { orderBy: { recordDate: 'asc', mealType: 'asc', id: 'asc' } });
}

/** Quick re-log (diary chips): how far back and how many distinct foods. */
export const RECENT_FOOD_DAYS = 14;
export const RECENT_FOODS_MAX = 8;

/**
 * The latest record of each food or recipe the profile logged in the last RECENT_FOOD_DAYS days,
 * newest first: the diary offers them to log again with the same quantity and unit. A food that
 * can no longer be logged (rejected, removed, a deleted recipe) is left out, since choosing it
 * would only be refused.
 */
export async function recentFoods(em: EntityManager, identity: Identity, profileId: string, rawLimit: number | null | undefined): Promise<FoodRecord[]> {
  const { limit } = parseInput(
    z.object({ limit: z.number().int('개수는 정수여야 합니다.').min(1, '개수는 1 이상이어야 합니다.').max(RECENT_FOODS_MAX, `개수는 ${RECENT_FOODS_MAX} 이하여야 합니다.`) }),
    { limit: rawLimit ?? RECENT_FOODS_MAX },
  );
  const profile = await getReadableProfile(em, identity, profileId);
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `select id from (
       select distinct on (coalesce('f' || r.food_id, 'r' || r.recipe_id)) r.id, r.created_at
         from nutrition.food_records r
         left join nutrition.foods f on f.id = r.food_id
         left join nutrition.recipes rc on rc.id = r.recipe_id
        where r.profile_id = ?
          and r.created_at >= now() - make_interval(days => ?)
          and ((f.id is not null and (f.status = 'approved' or (f.status = 'pending' and f.submitted_by = ?)))
               or (rc.id is not null and rc.deleted_at is null and rc.user_id = ?))
        order by coalesce('f' || r.food_id, 'r' || r.recipe_id), r.created_at desc, r.id desc
     ) latest
     order by created_at desc, id desc
     limit ?`,
    [profile.id, RECENT_FOOD_DAYS, profile.userId, profile.userId, limit],
  );
  const ids = rows.map((r) => String(r.id));
  if (!ids.length) return [];
  const records = await em.find(FoodRecordEntity, { id: { $in: ids } });
  const byId = new Map(records.map((r) => [String(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const photoRangeSchema = z.object({ from: dateSchema('시작일').nullish(), to: dateSchema('종료일').nullish() });

/** Meal photos, newest first; either bound of the range may be left open (a paged gallery). */
export async function listMealPhotos(
  em: EntityManager,
  identity: Identity,
  profileId: string,
  range: { from?: string | null; to?: string | null },
  page: { offset: number; limit: number },
): Promise<Page<FoodRecord>> {
  const { from, to } = parseInput(photoRangeSchema, range);
  await getReadableProfile(em, identity, profileId);
  const recordDate = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
  const [items, total] = await em.findAndCount(
    FoodRecordEntity,
    { profileId, imageUrl: { $ne: null }, ...(from || to ? { recordDate } : {}) },
    { orderBy: { recordDate: 'desc', id: 'desc' }, ...page },
  );
  return { items, total };
}
