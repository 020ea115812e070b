import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, LocalDateScalar, PageArgs, byKeys, parsePage, requireIdentity, type Context } from '@shop/kit';
import { readableImageUrl } from '@shop/kit/file-urls.js';
import { FoodEntity, RecipeEntity, type Food, type Recipe } from '../foods/food.entities.js';
import { foodDisplayName, portionGrams } from '../foods/food-names.js';
import { foodRecordNutrients } from '../scores/scores.service.js';
import { RegimenEntity, SupplementEntity, type Intake, type Regimen, type Supplement } from '../supplements/supplement.entities.js';
import { dailyIntakeCap } from '../supplements/regimens.service.js';
import * as body from './body-records.service.js';
import { recordsOfDate } from './day-records.service.js';
import * as food from './food-records.service.js';
import { FOOD_UNITS, MEAL_TYPES, type BodyRecord as BodyRow, type FoodRecord as FoodRow } from './record.entities.js';
import {
  BodyRecord,
  BodyRecordEditInput,
  BodyRecordInput,
  BodyRecordPage,
  DayRecordIntake,
  DayRecords,
  FoodRecord,
  FoodRecordEditInput,
  FoodRecordInput,
  FoodRecordPage,
  RecordedFood,
  RecordedRecipe,
} from './records.types.js';

/** Loader names carry the module prefix: the registry is shared by every resolver of a request. */
const byIdLoader = <T extends { id: string }>(ctx: Context, name: string, load: (ids: string[]) => Promise<T[]>) =>
  ctx.loaders.get<string, T | null>(`records.${name}`, async (ids) => byKeys(ids, await load([...ids]), (row) => row.id, null));

@Resolver(() => FoodRecord)
export class FoodRecordsResolver {
  @FieldResolver(() => String, { nullable: true, description: '식사 사진 (올린 사진은 잠시 유효한 서명된 주소)' })
  imageUrl(@Root() record: FoodRow): string | null {
    return readableImageUrl(record.imageUrl);
  }

  @Query(() => [String], { description: '음식 단위 (개, 마리, 모 … 잔: 28가지, 이 순서로)' })
  foodUnits(): readonly string[] {
    return FOOD_UNITS;
  }

  @Authorized()
  @Query(() => [FoodRecord], { description: '프로필의 식사 기록 (날짜, 끼니, 입력 순; 기간 최대 366일)' })
  foodRecords(@Arg('profileId', () => ID) profileId: string, @Arg('from', () => LocalDateScalar) from: string, @Arg('to', () => LocalDateScalar) to: string, @Ctx() ctx: Context) {
    return food.listFoodRecords(ctx.em, requireIdentity(ctx), profileId, from, to);
  }

  @Authorized()
  @Query(() => [FoodRecord], { description: '최근 14일에 기록한 음식·레시피 (서로 다른 것, 최근 순, 각각 마지막 기록; 최대 8개): 다시 기록하기' })
  recentFoods(@Arg('profileId', () => ID) profileId: string, @Arg('limit', () => Int, { nullable: true, description: '1~8, 기본 8' }) limit: number | null, @Ctx() ctx: Context) {
    return food.recentFoods(ctx.em, requireIdentity(ctx), profileId, limit);
  }

  @Authorized()
  @Query(() => FoodRecordPage, { description: '식사 사진 (최신순; 기간은 생략 가능)' })
  mealPhotos(
    @Arg('profileId', () => ID) profileId: string,
    @Arg('from', () => LocalDateScalar, { nullable: true }) from: string | null,
    @Arg('to', () => LocalDateScalar, { nullable: true }) to: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return food.listMealPhotos(ctx.em, requireIdentity(ctx), profileId, { from, to }, parsePage(page));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => FoodRecord, { description: '식사 기록 추가' })
  addFoodRecord(@Arg('input', () => FoodRecordInput) input: FoodRecordInput, @Ctx() ctx: Context) {
    return food.addFoodRecord(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => FoodRecord, { description: '식사 기록 수정' })
  editFoodRecord(@Arg('id', () => ID) id: string, @Arg('input', () => FoodRecordEditInput) input: FoodRecordEditInput, @Ctx() ctx: Context) {
    return food.editFoodRecord(ctx.em, requireIdentity(ctx), id, input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '식사 기록 삭제' })
  async deleteFoodRecord(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await food.deleteFoodRecord(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @FieldResolver(() => String)
  displayName(@Root() record: FoodRow): string {
    // A recipe's name is the member's own words; only names copied from the food data are keys.
    return record.recipeId ? record.name : foodDisplayName(record.name);
  }

  /** Batched: the records of a day (or any list) cost one nutrient query for all of them. */
  @FieldResolver(() => Float)
  async kcal(@Root() record: FoodRow, @Ctx() ctx: Context): Promise<number> {
    const nutrients = await ctx.loaders
      .get<FoodRow, Record<string, number>>('records.nutrients', async (records) => (await foodRecordNutrients(ctx.em, [...records])).map((f) => f.nutrients))
      .load(record);
    return Math.round((nutrients.energy ?? 0) * 10) / 10;
  }

  @FieldResolver(() => String, { description: '끼니 이름' })
  mealLabel(@Root() record: FoodRow): string {
    return MEAL_TYPES[record.mealType];
  }

  @FieldResolver(() => RecordedFood, { nullable: true, description: '음식·원재료 (삭제되었으면 null)' })
  food(@Root() record: FoodRow, @Ctx() ctx: Context): Promise<Food | null> | null {
    if (!record.foodId) return null;
    return byIdLoader<Food>(ctx, 'foodById', (ids) => ctx.em.find(FoodEntity, { id: { $in: ids } })).load(record.foodId);
  }

  @FieldResolver(() => RecordedRecipe, { nullable: true, description: '레시피 (삭제되었으면 null)' })
  recipe(@Root() record: FoodRow, @Ctx() ctx: Context): Promise<Recipe | null> | null {
    if (!record.recipeId) return null;
    return byIdLoader<Recipe>(ctx, 'recipeById', (ids) => ctx.em.find(RecipeEntity, { id: { $in: ids } })).load(record.recipeId);
  }
}

@Resolver(() => RecordedFood)
export class RecordedFoodResolver {
  @FieldResolver(() => String)
  displayName(@Root() food: Food): string {
    return foodDisplayName(food.name);
  }

  @FieldResolver(() => Float, { description: '1회 분량(g): 정해진 1회 분량, 없으면 기본값 100g' })
  portionGrams(@Root() food: Food): number {
    return portionGrams(food);
  }
}

@Resolver(() => BodyRecord)
export class BodyRecordsResolver {
  @FieldResolver(() => String, { nullable: true, description: '신체 사진 (올린 사진은 잠시 유효한 서명된 주소)' })
  imageUrl(@Root() record: BodyRow): string | null {
    return readableImageUrl(record.imageUrl);
  }

  @Authorized()
  @Query(() => BodyRecordPage, { description: '신체 기록 (오래된 순)' })
  bodyRecords(@Arg('profileId', () => ID) profileId: string, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return body.pageBodyRecords(ctx.em, requireIdentity(ctx), profileId, 'asc', parsePage(page));
  }

  @Authorized()
  @Query(() => BodyRecordPage, { description: '신체 기록 (최신순)' })
  bodyRecordsNewest(@Arg('profileId', () => ID) profileId: string, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return body.pageBodyRecords(ctx.em, requireIdentity(ctx), profileId, 'desc', parsePage(page));
  }

  @Authorized()
  @Query(() => [BodyRecord], { description: '기간의 신체 기록 (최신순; 기간 최대 366일)' })
  bodyRecordsInRange(@Arg('profileId', () => ID) profileId: string, @Arg('from', () => LocalDateScalar) from: string, @Arg('to', () => LocalDateScalar) to: string, @Ctx() ctx: Context) {
    return body.bodyRecordsInRange(ctx.em, requireIdentity(ctx), profileId, from, to);
  }

  @Authorized()
  @Query(() => BodyRecord, { nullable: true, description: '가장 최근 신체 사진' })
  recentBodyImage(@Arg('profileId', () => ID) profileId: string, @Ctx() ctx: Context) {
    return body.recentBodyImage(ctx.em, requireIdentity(ctx), profileId);
  }

  @Authorized()
  @Query(() => [BodyRecord], { description: '그날의 신체 사진' })
  bodyImagesOfDate(@Arg('profileId', () => ID) profileId: string, @Arg('date', () => LocalDateScalar) date: string, @Ctx() ctx: Context) {
    return body.bodyImagesOfDate(ctx.em, requireIdentity(ctx), profileId, date);
  }

  @Authorized()
  @Query(() => [LocalDateScalar], { description: '신체 기록이 있는 날짜 (기간 최대 366일)' })
  bodyRecordDates(@Arg('profileId', () => ID) profileId: string, @Arg('from', () => LocalDateScalar) from: string, @Arg('to', () => LocalDateScalar) to: string, @Ctx() ctx: Context) {
    return body.bodyRecordDates(ctx.em, requireIdentity(ctx), profileId, from, to);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => BodyRecord, { description: '신체 기록 추가' })
  addBodyRecord(@Arg('input', () => BodyRecordInput) input: BodyRecordInput, @Ctx() ctx: Context): Promise<BodyRow> {
    return body.addBodyRecord(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => BodyRecord, { description: '신체 기록 수정' })
  editBodyRecord(@Arg('id', () => ID) id: string, @Arg('input', () => BodyRecordEditInput) input: BodyRecordEditInput, @Ctx() ctx: Context): Promise<BodyRow> {
    return body.editBodyRecord(ctx.em, requireIdentity(ctx), id, input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '신체 기록 삭제' })
  async deleteBodyRecord(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await body.deleteBodyRecord(ctx.em, requireIdentity(ctx), id);
    return true;
  }
}

@Resolver(() => DayRecords)
export class DayRecordsResolver {
  @Authorized()
  @Query(() => DayRecords, { description: '그날의 모든 기록' })
  recordsOfDate(@Arg('profileId', () => ID) profileId: string, @Arg('date', () => LocalDateScalar) date: string, @Ctx() ctx: Context) {
    return recordsOfDate(ctx.em, requireIdentity(ctx), profileId, date);
  }
}

const regimenLoader = (ctx: Context) => byIdLoader<Regimen>(ctx, 'regimenById', (ids) => ctx.em.find(RegimenEntity, { id: { $in: ids } }));

@Resolver(() => DayRecordIntake)
export class DayRecordIntakeResolver {
  @FieldResolver(() => ID, { nullable: true })
  async supplementId(@Root() intake: Intake, @Ctx() ctx: Context): Promise<string | null> {
    return (await regimenLoader(ctx).load(intake.regimenId))?.supplementId ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: '영양제 이름' })
  async supplementName(@Root() intake: Intake, @Ctx() ctx: Context): Promise<string | null> {
    const regimen = await regimenLoader(ctx).load(intake.regimenId);
    if (!regimen) return null;
    const supplement = await byIdLoader<Supplement>(ctx, 'supplementById', (ids) => ctx.em.find(SupplementEntity, { id: { $in: ids } })).load(regimen.supplementId);
    return supplement?.name ?? null;
  }

  @FieldResolver(() => Int, { description: '하루 알림 횟수 (alram_cnt)' })
  async alramCnt(@Root() intake: Intake, @Ctx() ctx: Context): Promise<number> {
    return (await regimenLoader(ctx).load(intake.regimenId))?.alramCnt ?? 0;
  }

  @FieldResolver(() => Int, { description: '하루에 체크할 수 있는 섭취 횟수 (알림 횟수, 알림이 없으면 1)' })
  async dailyCap(@Root() intake: Intake, @Ctx() ctx: Context): Promise<number> {
    return dailyIntakeCap((await regimenLoader(ctx).load(intake.regimenId))?.alramCnt ?? 0);
  }
}
