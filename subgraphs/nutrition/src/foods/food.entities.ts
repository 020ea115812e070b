import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { searchIndexes, searchKeyProperties } from '@shop/kit';

/** Review state of catalog entries users submit (foods, ingredients, supplements). */
export const REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** `food` is a dish (음식), `ingredient` a raw or minimally processed food (원재료성 식품). */
export const FOOD_KINDS = ['food', 'ingredient'] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];

/** Unit of a food's serving and of its nutrient basis: per 100 g, or per 100 mL for drinks and soups. */
export const SERVING_UNITS = ['g', 'mL'] as const;
export type ServingUnit = (typeof SERVING_UNITS)[number];

/**
 * A food or ingredient with nutrients per 100 g (per 100 mL when its serving unit is mL). Reference
 * data from data/foods_kr_sample.csv (MFDS/RDA national standard data) and data/mfds_dishes_2023.csv
 * (the MFDS dish database, mfds-dishes.ts), or submitted by a member (pending until an admin
 * approves it). Search keys as for products (kit korean-search.ts).
 */
export const FoodEntity = defineEntity({
  name: 'Food',
  tableName: 'foods',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    kind: p.string().length(10),
    /** National food code (e.g. D109-417000000-0001) for seeded rows. */
    code: p.string().length(40).nullable().unique(),
    name: p.string().length(100),
    category: p.string().length(60).nullable(),
    /** The source's finer category (MFDS 식품상세분류: 커피류, 치킨류), when it gives one. */
    detailCategory: p.string().length(60).nullable(),
    /** One serving (1회 분량 / 1회제공량) in the serving unit, when known: the diary's default portion. */
    servingGrams: p.double().runtimeType('number').$type<number>().nullable(),
    /** g, or mL for drinks and soups whose source gives no density (nutrients then per 100 mL). */
    servingUnit: p.string().length(2).$type<ServingUnit>().default('g'),
    /** MFDS 품목대표: the dish as commonly made (not one restaurant's item). */
    representative: p.boolean().default(false),
    /** The chain of a restaurant item or the region of a regional dish (MFDS 지역 / 제조사). */
    maker: p.string().length(60).nullable(),
    /** Search order among foods that match alike: 2 national dish, 1 regional dish or standard food, 0 restaurant item or a member's. */
    searchRank: p.smallint().default(0),
    status: p.string().length(10).default('approved'),
    /** The member who submitted it (User.id), null for seeded data. */
    submittedBy: p.bigint('string').nullable().index(),
    rejectReason: p.text().nullable(),
    source: p.text().nullable(),
    ...searchKeyProperties(),
    createdAt: p.datetime().onCreate(() => new Date()),
    reviewedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['kind', 'status'] }, ...searchIndexes('nutrition', 'foods')],
});
export type Food = InferEntity<typeof FoodEntity>;

/** Amount of one nutrient in 100 g of a food, in the nutrient's canonical unit (nutrient-catalog.ts). */
export const FoodNutrientEntity = defineEntity({
  name: 'FoodNutrient',
  tableName: 'food_nutrients',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    foodId: p.bigint('string').index(),
    nutrientCode: p.string().length(40),
    amount: p.double().runtimeType('number').$type<number>(),
  },
  uniques: [{ properties: ['foodId', 'nutrientCode'] }],
});
export type FoodNutrient = InferEntity<typeof FoodNutrientEntity>;

/** A member's recipe: a serving amount in grams split over ingredients by percent share. */
export const RecipeEntity = defineEntity({
  name: 'Recipe',
  tableName: 'recipes',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    name: p.string().length(100),
    /** Grams of one serving; each ingredient weighs round(amountG) x percent / 100. */
    amountG: p.double().runtimeType('number').$type<number>(),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Deleted recipes leave the member's list but keep their ingredients: past meals still count them. */
    deletedAt: p.datetime().nullable(),
  },
});
export type Recipe = InferEntity<typeof RecipeEntity>;

export const RecipeIngredientEntity = defineEntity({
  name: 'RecipeIngredient',
  tableName: 'recipe_ingredients',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    recipeId: p.bigint('string').index(),
    /** A food of kind `ingredient` (or a food). */
    foodId: p.bigint('string').index(),
    percent: p.double().runtimeType('number').$type<number>(),
    sortOrder: p.integer().default(0),
  },
});
export type RecipeIngredient = InferEntity<typeof RecipeIngredientEntity>;
