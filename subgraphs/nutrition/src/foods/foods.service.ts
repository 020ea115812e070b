import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BadInput,
  Conflict,
  Forbidden,
  NotFound,
  displayName,
  isId,
  escapeLike,
  isChoseongQuery,
  normalizeSearch,
  parseInput,
  searchCondition,
  searchExactness,
  searchKeys,
  searchNameOf,
  searchPage,
  text,
  withParticle,
  z,
  type Identity,
  type Page,
} from '@shop/kit';
import { isNutrientCode } from '../nutrients/nutrient-catalog.js';
import { enqueueNotification } from '../outbox/outbox.service.js';
import { FoodRecordEntity } from '../records/record.entities.js';
import { recomputeScore } from '../scores/scores.service.js';
import { FOOD_KINDS, FoodEntity, FoodNutrientEntity, RecipeEntity, RecipeIngredientEntity, type Food, type FoodKind, type Recipe } from './food.entities.js';

const KIND_LABEL: Record<FoodKind, string> = { food: '음식', ingredient: '식재료' };
const kindSchema = z.enum(FOOD_KINDS, { error: '종류는 food(음식) 또는 ingredient(식재료)입니다.' });
const idSchema = z.string().refine(isId, '번호를 확인해주세요.');

/** `'된장국'이`: the particle follows the name, not the closing quote. */
const quoted = (name: string, afterConsonant: string, afterVowel: string) => `'${name}'${withParticle(name, afterConsonant, afterVowel).slice(name.length)}`;

// ---------------------------------------------------------------- foods

/** Approved foods are public; a pending or rejected one only to its submitter and admins. */
function canSee(food: Food, identity: Identity | null): boolean {
  return food.status === 'approved' || (!!identity && (identity.role === 'admin' || food.submittedBy === identity.userId));
}

export interface FoodSearch {
  query: string;
  /** food or ingredient; none searches both (a diary eats dishes and raw foods alike). */
  kind?: string | null;
  offset: number;
  limit: number;
}

/**
 * Korean search over approved foods (plus the caller's own pending ones), with the kit's search
 * (conditions the indexes serve, a capped total). Dish names are matched as people write them: a
 * three-syllable word also matches split after its first two syllables ("현미밥" finds 멥쌀밥_현미).
 * Order (docs/decisions/search.md): the dish named exactly as the query; then foods whose name
 * holds the query; among them the representative dish before restaurant items (search_rank), then
 * those whose finer category holds it too (커피 -> 커피류 drinks before 커피번), then shorter names
 * (closer to the query). Foods are few enough (7,800) to sort every match.
 */
export async function searchFoods(em: EntityManager, identity: Identity | null, input: FoodSearch): Promise<Page<Food>> {
  const kind = input.kind == null ? null : parseInput(z.object({ kind: kindSchema }), { kind: input.kind }).kind;
  const query = normalizeSearch(input.query);
  const match = query ? searchCondition(query, 'f', { compoundWords: true }) : null;
  if (!match) return { items: [], total: 0, totalCapped: false };
  const where = [`(${match.sql})`];
  const params: unknown[] = [...match.params];
  if (kind) {
    where.push('f.kind = ?');
    params.push(kind);
  }
  if (identity) {
    where.push(`(f.status = 'approved' or (f.status = 'pending' and f.submitted_by = ?))`);
    params.push(identity.userId);
  } else where.push(`f.status = 'approved'`);
  const choseong = isChoseongQuery(query);
  const holds = `%${escapeLike(searchNameOf(query))}%`;
  const nameHolds = choseong ? { sql: 'f.search_choseong like ?', params: [`${query.replace(/\s/g, '')}%`] } : { sql: 'f.search_name like ?', params: [holds] };
  // (Initial consonants say nothing about a category.)
  const categoryHolds = choseong ? { sql: '', params: [] } : { sql: 'coalesce(f.detail_category like ?, false) desc, ', params: [holds] };
  const page = await searchPage(em, {
    table: 'nutrition.foods',
    alias: 'f',
    columns: ['search_name', 'search_choseong', 'search_rank', 'detail_category'],
    where: { sql: where.join(' and '), params },
    exact: searchExactness(query, 'f'),
    orderBy: {
      sql: `(${nameHolds.sql}) desc, f.search_rank desc, ${categoryHolds.sql}length(f.search_name), f.search_name, f.id`,
      params: [...nameHolds.params, ...categoryHolds.params],
    },
    offset: input.offset,
    limit: input.limit,
  });
  return { items: await foodsInOrder(em, page.ids), total: page.total, totalCapped: page.totalCapped };
}

async function foodsInOrder(em: EntityManager, ids: string[]): Promise<Food[]> {
  const byId = new Map((await em.find(FoodEntity, { id: { $in: ids } })).map((f) => [f.id, f]));
  return ids.map((id) => byId.get(id)).filter((f): f is Food => !!f);
}

/** One food the caller may see; `kind` narrows it (the ingredient paths ask for ingredients). */
export async function getFood(em: EntityManager, identity: Identity | null, id: string, kind?: string | null): Promise<Food> {
  const food = idSchema.safeParse(id).success ? await em.findOne(FoodEntity, { id }) : null;
  if (!food || !canSee(food, identity) || (kind && food.kind !== kind)) throw NotFound('음식 정보를 찾을 수 없습니다.');
  return food;
}

const submitSchema = z.object({
  name: displayName('이름', { max: 100 }),
  kind: kindSchema,
  category: text().pipe(z.string().max(60, '분류는 60자 이하여야 합니다.')).nullish(),
  servingGrams: z.number().positive('1회 분량은 0g보다 커야 합니다.').max(10000, '1회 분량은 10,000g 이하여야 합니다.').nullish(),
  nutrients: z
    .array(
      z.object({
        code: z.string().refine(isNutrientCode, '알 수 없는 영양소입니다.'),
        amount: z.number().min(0, '함량은 0 이상이어야 합니다.').max(1_000_000, '함량이 너무 큽니다.'),
      }),
      { error: '영양 성분을 입력해주세요.' },
    )
    .min(1, '영양 성분을 하나 이상 입력해주세요.')
    .refine((list) => new Set(list.map((n) => n.code)).size === list.length, '같은 영양소를 두 번 입력할 수 없습니다.'),
});

/** A member's food or ingredient, pending until an admin reviews it. Amounts are per 100 g. */
export async function submitFood(em: EntityManager, identity: Identity, raw: unknown): Promise<Food> {
  const input = parseInput(submitSchema, raw);
  return em.transactional(async (tx) => {
    const food = tx.create(FoodEntity, {
      kind: input.kind,
      name: input.name,
      category: input.category || null,
      servingGrams: input.servingGrams ?? null,
      status: 'pending',
      submittedBy: identity.userId,
      ...searchKeys([input.name, input.category]),
    });
    await tx.flush();
    for (const n of input.nutrients) tx.create(FoodNutrientEntity, { foodId: food.id, nutrientCode: n.code, amount: n.amount });
    return food;
  });
}

export async function pendingFoods(em: EntityManager, kind: string | null | undefined, page: { offset: number; limit: number }): Promise<Page<Food>> {
  const where = { status: 'pending', ...(kind ? { kind: parseInput(z.object({ kind: kindSchema }), { kind }).kind } : {}) };
  const [items, total] = await em.findAndCount(FoodEntity, where, { orderBy: { createdAt: 'asc', id: 'asc' }, offset: page.offset, limit: page.limit });
  return { items, total, totalCapped: false };
}

const reasonSchema = text().pipe(z.string().max(500, '반려 사유는 500자 이하여야 합니다.')).nullish();

/** Admin decision on a pending submission; the submitter is notified in the same transaction. */
export async function reviewFood(em: EntityManager, id: string, approve: boolean, rawReason: unknown): Promise<Food> {
  const reason = parseInput(z.object({ reason: reasonSchema }), { reason: rawReason }).reason || null;
  const food = idSchema.safeParse(id).success ? await em.findOne(FoodEntity, { id }) : null;
  if (!food) throw NotFound('음식 정보를 찾을 수 없습니다.');
  if (food.status !== 'pending') throw Conflict('이미 검토한 항목입니다.');
  em.assign(food, { status: approve ? 'approved' : 'rejected', rejectReason: approve ? null : reason, reviewedAt: new Date() });
  if (food.submittedBy) {
    const label = KIND_LABEL[food.kind as FoodKind];
    const category = food.kind === 'food' ? 'food_approval' : 'ingredient_approval';
    if (approve) await enqueueNotification(em, food.submittedBy, category, `${label} 등록 승인`, `${quoted(food.name, '이', '가')} 승인되었어요.`);
    else await enqueueNotification(em, food.submittedBy, category, `${label} 등록 반려`, `${quoted(food.name, '이', '가')} 반려되었어요.${reason ? ` 사유: ${reason}` : ''}`);
  }
  await em.flush();
  return food;
}

// ---------------------------------------------------------------- recipes

export async function listRecipes(em: EntityManager, userId: string): Promise<Recipe[]> {
  return em.find(RecipeEntity, { userId, deletedAt: null }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

/** A recipe the caller may read (admins read any) or, with `write`, change (owner only). */
export async function getOwnedRecipe(em: EntityManager, identity: Identity, id: string, access: 'read' | 'write' = 'read'): Promise<Recipe> {
  const recipe = idSchema.safeParse(id).success ? await em.findOne(RecipeEntity, { id, deletedAt: null }) : null;
  if (!recipe) throw NotFound('레시피를 찾을 수 없습니다.');
  if (recipe.userId !== identity.userId && (access === 'write' || identity.role !== 'admin')) throw Forbidden('본인의 레시피만 조회하거나 변경할 수 있습니다.');
  return recipe;
}

const recipeSchema = z.object({
  name: displayName('레시피 이름', { max: 100 }),
  amountG: z
    .number({ error: '1회 분량(g)을 입력해주세요.' })
    .positive('1회 분량은 0g보다 커야 합니다.')
    .max(10000, '1회 분량은 10,000g 이하여야 합니다.')
    // Sums use the rounded amount (spec section 9): below 0.5 g a recipe would weigh nothing.
    .refine((g) => Math.round(g) >= 1, '1회 분량은 반올림해 1g 이상이어야 합니다.'),
  ingredients: z
    .array(
      z.object({
        foodId: idSchema,
        percent: z.number({ error: '비율을 입력해주세요.' }).positive('비율은 0보다 커야 합니다.').max(100, '비율은 100 이하여야 합니다.'),
      }),
      { error: '재료를 입력해주세요.' },
    )
    .min(1, '재료를 하나 이상 넣어주세요.')
    .max(50, '재료는 50개까지 넣을 수 있습니다.')
    .refine((list) => new Set(list.map((i) => i.foodId)).size === list.length, '같은 재료를 두 번 넣을 수 없습니다.')
    // 1e-9 absorbs binary rounding, so 60 + 40.01 (100.01000000000000512) is within 0.01.
    .refine((list) => Math.abs(list.reduce((sum, i) => sum + i.percent, 0) - 100) <= 0.01 + 1e-9, '재료 비율의 합은 100%여야 합니다.'),
});
type RecipeInput = z.infer<typeof recipeSchema>;

/** Ingredients must be approved foods or the caller's own submissions. */
async function assertUsableFoods(em: EntityManager, identity: Identity, ingredients: RecipeInput['ingredients']): Promise<void> {
  const ids = ingredients.map((i) => i.foodId);
  const usable = await em.find(FoodEntity, { id: { $in: ids }, $or: [{ status: 'approved' }, { submittedBy: identity.userId }] }, { fields: ['id'] });
  const found = new Set(usable.map((f) => f.id));
  const missing = ingredients.flatMap((i, index) => (found.has(i.foodId) ? [] : [{ field: `ingredients.${index}.foodId`, message: '재료를 찾을 수 없습니다.' }]));
  if (missing.length) throw BadInput(missing);
}

function createIngredients(em: EntityManager, recipeId: string, ingredients: RecipeInput['ingredients']): void {
  ingredients.forEach((i, sortOrder) => em.create(RecipeIngredientEntity, { recipeId, foodId: i.foodId, percent: i.percent, sortOrder }));
}

/** Records that eat a recipe read its nutrients live, so a changed recipe changes those days' scores. */
async function recomputeRecipeDays(em: EntityManager, recipeId: string): Promise<void> {
  const records = await em.find(FoodRecordEntity, { recipeId }, { fields: ['profileId', 'recordDate'] });
  const days = new Map(records.map((r) => [`${r.profileId}|${r.recordDate}`, r]));
  for (const r of days.values()) await recomputeScore(em, r.profileId, r.recordDate);
}

export async function addRecipe(em: EntityManager, identity: Identity, raw: unknown): Promise<Recipe> {
  const input = parseInput(recipeSchema, raw);
  await assertUsableFoods(em, identity, input.ingredients);
  return em.transactional(async (tx) => {
    // New recipes go to the end of the member's order.
    const last = await tx.findOne(RecipeEntity, { userId: identity.userId }, { orderBy: { sortOrder: 'desc' }, fields: ['sortOrder'] });
    const recipe = tx.create(RecipeEntity, { userId: identity.userId, name: input.name, amountG: input.amountG, sortOrder: last ? last.sortOrder + 1 : 0 });
    await tx.flush();
    createIngredients(tx, recipe.id, input.ingredients);
    return recipe;
  });
}

export async function editRecipe(em: EntityManager, identity: Identity, id: string, raw: unknown): Promise<Recipe> {
  const input = parseInput(recipeSchema, raw);
  const recipe = await em.transactional(async (tx) => {
    const recipe = await getOwnedRecipe(tx, identity, id, 'write');
    await assertUsableFoods(tx, identity, input.ingredients);
    tx.assign(recipe, { name: input.name, amountG: input.amountG });
    await tx.nativeDelete(RecipeIngredientEntity, { recipeId: recipe.id });
    createIngredients(tx, recipe.id, input.ingredients);
    return recipe;
  });
  await recomputeRecipeDays(em, recipe.id);
  return recipe;
}

/**
 * Puts the given recipes first, in the given order; the caller's other recipes keep their order
 * after them. Every id must be the caller's own, or nothing is written.
 */
export async function sortRecipes(em: EntityManager, identity: Identity, rawIds: unknown): Promise<Recipe[]> {
  const ids = parseInput(
    z.object({
      ids: z
        .array(idSchema)
        .max(500, '한 번에 500개까지 정렬할 수 있습니다.')
        .refine((l) => new Set(l).size === l.length, '같은 레시피가 두 번 있습니다.'),
    }),
    { ids: rawIds },
  ).ids;
  const listed = await em.find(RecipeEntity, { id: { $in: ids }, deletedAt: null });
  if (listed.length < ids.length) throw NotFound('레시피를 찾을 수 없습니다.');
  if (listed.some((r) => r.userId !== identity.userId)) throw Forbidden('본인의 레시피만 정렬할 수 있습니다.');
  const rest = (await listRecipes(em, identity.userId)).filter((r) => !ids.includes(r.id));
  const byId = new Map(listed.map((r) => [r.id, r]));
  const ordered = [...ids.map((id) => byId.get(id)!), ...rest];
  ordered.forEach((recipe, sortOrder) => (recipe.sortOrder = sortOrder));
  await em.flush();
  return ordered;
}

export async function deleteRecipe(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const recipe = await getOwnedRecipe(em, identity, id, 'write');
  // Soft: meals already logged with it keep their nutrients and scores (nothing to recompute).
  recipe.deletedAt = new Date();
  await em.flush();
}
