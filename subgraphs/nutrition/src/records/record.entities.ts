import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Meal types of spec section 3. */
export const MEAL_TYPES: Record<number, string> = { 1: '아침', 2: '점심', 3: '저녁', 4: '간식·기타' };

/** Food units of spec section 3, in its order. */
export const FOOD_UNITS = [
  '개',
  '마리',
  '모',
  '봉',
  '스쿱',
  '알',
  '인분',
  '작은술',
  '장',
  '접시',
  '조각',
  '줄',
  '줌',
  '쪽',
  '캔',
  '컵',
  '큰술',
  '토막',
  '통',
  '팩',
  '포',
  '회분',
  '공기',
  '그릇',
  '대접',
  '병',
  '봉지',
  '잔',
] as const;

/**
 * A food eaten by a profile at a meal on a Korean calendar date. `quantity` + `unit` are what the
 * person entered; `amountG` is the weight the nutrients are computed from. `userId` is the owning
 * account, kept on the row so ownership checks need no join.
 */
export const FoodRecordEntity = defineEntity({
  name: 'FoodRecord',
  tableName: 'food_records',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    profileId: p.bigint('string'),
    userId: p.bigint('string').index(),
    recordDate: p.date(),
    mealType: p.integer(),
    /** The food or ingredient eaten, or null when a recipe was eaten. */
    foodId: p.bigint('string').nullable().index(),
    recipeId: p.bigint('string').nullable().index(),
    /** Name at the time of recording (foods may be renamed or removed later). */
    name: p.string().length(100),
    quantity: p.double().runtimeType('number').$type<number>(),
    unit: p.string().length(10),
    amountG: p.double().runtimeType('number').$type<number>(),
    /** Meal photo (an uploaded file's URL). */
    imageUrl: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['profileId', 'recordDate'] }],
});
export type FoodRecord = InferEntity<typeof FoodRecordEntity>;

/** Weight, height and an optional body photo of a profile on a date. */
export const BodyRecordEntity = defineEntity({
  name: 'BodyRecord',
  tableName: 'body_records',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    profileId: p.bigint('string'),
    userId: p.bigint('string').index(),
    recordAt: p.date(),
    /** kg */
    weight: p.double().runtimeType('number').$type<number>().nullable(),
    /** cm */
    height: p.double().runtimeType('number').$type<number>().nullable(),
    imageUrl: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['profileId', 'recordAt'] }],
});
export type BodyRecord = InferEntity<typeof BodyRecordEntity>;
