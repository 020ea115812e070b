import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, PageArgs, byKeys, groupByKeys, parsePage, requireIdentity, type Context } from '@shop/kit';
import { NUTRIENTS, NUTRIENT_BY_CODE } from '../nutrients/nutrient-catalog.js';
import { FoodEntity, RecipeIngredientEntity, type Food as FoodRow, type Recipe as RecipeRow, type RecipeIngredient as RecipeIngredientRow } from './food.entities.js';
import { foodDisplayName, foodPortions, portionGrams } from './food-names.js';
import { MFDS_SOURCE_LABEL } from './mfds-dishes.js';
import { foodNutrientMap, ingredientGrams, recipeNutrientMap, scaleNutrients } from './food-nutrients.js';
import { Food, FoodNutrientAmount, FoodPage, FoodPortion, Recipe, RecipeIngredient, RecipeInput, SubmitFoodInput } from './foods.types.js';
import * as foods from './foods.service.js';

const CATALOG_ORDER = new Map(NUTRIENTS.map((n, i) => [n.code, i]));

/** Catalog order, with the catalog's Korean name and unit. */
function nutrientList(amounts: Record<string, number>): FoodNutrientAmount[] {
  return Object.entries(amounts)
    .sort(([a], [b]) => (CATALOG_ORDER.get(a) ?? Infinity) - (CATALOG_ORDER.get(b) ?? Infinity))
    .map(([code, amount]) => ({ code, amount, name: NUTRIENT_BY_CODE.get(code)?.name ?? code, unit: NUTRIENT_BY_CODE.get(code)?.unit ?? '' }));
}

const toMapLoad = (map: Map<string, Record<string, number>>, ids: readonly string[]) => ids.map((id) => map.get(String(id)) ?? {});

const foodNutrientLoader = (ctx: Context) => ctx.loaders.get<string, Record<string, number>>('foodNutrients', async (ids) => toMapLoad(await foodNutrientMap(ctx.em, [...ids]), ids));

const recipeNutrientLoader = (ctx: Context) => ctx.loaders.get<string, Record<string, number>>('recipeNutrients', async (ids) => toMapLoad(await recipeNutrientMap(ctx.em, [...ids]), ids));

@Resolver(() => Food)
export class FoodsResolver {
  @Query(() => FoodPage, { description: '음식·식재료 검색 (승인된 항목과 내가 등록해 검토 중인 항목)' })
  searchFoods(
    @Arg('query', () => String) query: string,
    @Arg('kind', () => String, { nullable: true, description: 'food 음식, ingredient 식재료; 없으면 둘 다' }) kind: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return foods.searchFoods(ctx.em, ctx.identity, { query, kind, ...parsePage(page) });
  }

  @Query(() => Food, { description: '음식·식재료 한 건 (kind를 주면 그 종류만)' })
  food(@Arg('id', () => ID) id: string, @Arg('kind', () => String, { nullable: true }) kind: string | null, @Ctx() ctx: Context) {
    return foods.getFood(ctx.em, ctx.identity, id, kind);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Food, { description: '음식·식재료 등록 요청 (관리자 승인 전까지 나에게만 보입니다)' })
  submitFood(@Arg('input', () => SubmitFoodInput) input: SubmitFoodInput, @Ctx() ctx: Context) {
    return foods.submitFood(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized('admin')
  @Query(() => FoodPage, { description: '관리자: 검토를 기다리는 음식·식재료 (오래된 순)' })
  pendingFoods(@Arg('kind', () => String, { nullable: true }) kind: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return foods.pendingFoods(ctx.em, kind, parsePage(page));
  }

  @Authorized('admin')
  @Mutation(() => Food, { description: '관리자: 등록 요청 승인 또는 반려 (등록한 회원에게 알림)' })
  reviewFood(
    @Arg('id', () => ID) id: string,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('reason', () => String, { nullable: true, description: '반려 사유' }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return foods.reviewFood(ctx.em, id, approve, reason);
  }

  @FieldResolver(() => String, { description: '화면에 보일 이름 (식품 데이터의 _ 구분을 띄어쓰기로; 전체 이름은 name)' })
  displayName(@Root() food: FoodRow): string {
    return foodDisplayName(food.name);
  }

  @FieldResolver(() => Float, { description: '1회 분량(g): 정해진 1회 분량, 없으면 기본값 100g (수량 1을 기록할 때의 중량)' })
  portionGrams(@Root() food: FoodRow): number {
    return portionGrams(food);
  }

  @FieldResolver(() => [FoodPortion], { description: '기록할 때 고를 분량 (1회 분량의 ½, 1, 1½, 2배; 1회 분량이 없으면 빈 목록: g로 입력)' })
  portions(@Root() food: FoodRow): FoodPortion[] {
    return foodPortions(food);
  }

  @FieldResolver(() => String, { nullable: true, description: '화면에 보일 출처 (공공 데이터: 식품의약품안전처 식품영양성분 DB; 회원 등록은 null)' })
  sourceLabel(@Root() food: FoodRow): string | null {
    return food.submittedBy ? null : MFDS_SOURCE_LABEL;
  }

  /** Batched: a page of foods costs one query for all their nutrients. */
  @FieldResolver(() => [FoodNutrientAmount], { description: '100g당 영양 성분' })
  async nutrients(@Root() food: FoodRow, @Ctx() ctx: Context): Promise<FoodNutrientAmount[]> {
    return nutrientList(await foodNutrientLoader(ctx).load(food.id));
  }
}

@Resolver(() => Recipe)
export class RecipesResolver {
  @Authorized()
  @Query(() => [Recipe], { description: '내 레시피 (정렬 순서대로)' })
  myRecipes(@Ctx() ctx: Context) {
    return foods.listRecipes(ctx.em, requireIdentity(ctx).userId);
  }

  @Authorized()
  @Query(() => Recipe, { description: '레시피 한 건 (본인, 관리자)' })
  recipe(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return foods.getOwnedRecipe(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Recipe, { description: '레시피 추가 (재료 비율 합계 100%)' })
  addRecipe(@Arg('input', () => RecipeInput) input: RecipeInput, @Ctx() ctx: Context) {
    return foods.addRecipe(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Recipe, { description: '레시피 수정 (재료 전체를 새로 지정)' })
  editRecipe(@Arg('id', () => ID) id: string, @Arg('input', () => RecipeInput) input: RecipeInput, @Ctx() ctx: Context) {
    return foods.editRecipe(ctx.em, requireIdentity(ctx), id, input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => [Recipe], { description: '레시피 순서 변경 (준 순서대로 앞에, 나머지는 그 뒤에)' })
  sortRecipes(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: Context) {
    return foods.sortRecipes(ctx.em, requireIdentity(ctx), ids);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '레시피 삭제' })
  async deleteRecipe(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await foods.deleteRecipe(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @FieldResolver(() => [RecipeIngredient])
  async ingredients(@Root() recipe: RecipeRow, @Ctx() ctx: Context): Promise<RecipeIngredient[]> {
    const rows = await ctx.loaders
      .get<string, RecipeIngredientRow[]>('recipeIngredients', async (ids) =>
        groupByKeys(ids, await ctx.em.find(RecipeIngredientEntity, { recipeId: { $in: [...ids] } }, { orderBy: { sortOrder: 'asc', id: 'asc' } }), (r) => r.recipeId),
      )
      .load(recipe.id);
    const foodsById = ctx.loaders.get<string, FoodRow | null>('foodById', async (ids) => byKeys(ids, await ctx.em.find(FoodEntity, { id: { $in: [...ids] } }), (f) => f.id, null));
    const rowFoods = await foodsById.loadMany(rows.map((r) => r.foodId));
    return rows.map((row, i) => {
      const food = rowFoods[i] instanceof Error ? null : (rowFoods[i] as FoodRow | null);
      return { foodId: row.foodId, name: food?.name ?? '', kind: food?.kind ?? '', percent: row.percent, grams: ingredientGrams(recipe.amountG, row.percent) };
    });
  }

  @FieldResolver(() => [FoodNutrientAmount], { description: '1회 분량의 영양 성분' })
  async nutrients(@Root() recipe: RecipeRow, @Ctx() ctx: Context): Promise<FoodNutrientAmount[]> {
    // Per 100 g of the declared amount x that amount = one serving, as a diary meal of it counts.
    return nutrientList(scaleNutrients(await recipeNutrientLoader(ctx).load(recipe.id), recipe.amountG));
  }
}
