import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** Legacy clients send the term as `keyword`; `query` is accepted too. */
const searchRoute = (path: string, kind: 'ingredient' | null, summary: string) =>
  route({ method: 'GET', path, summary, auth: 'optional', operation: op.SearchFoodsDocument, fields: { query: ['keyword', 'query'] }, fixed: { kind } });

const nutritionRoute = (path: string, param: string, kind: 'food' | 'ingredient', summary: string) =>
  route({ method: 'GET', path, summary, auth: 'optional', operation: op.FoodNutritionDocument, fields: { id: param }, fixed: { kind } });

const submitRoute = (path: string, kind: 'food' | 'ingredient', summary: string) =>
  route({ method: 'POST', path, summary, auth: 'required', naming: 'snake', operation: op.SubmitFoodDocument, fixed: { input: { kind } } });

/** A recipe's ingredient is a food (`food_ingredient_id`, or `food_id`) with its share. */
const INGREDIENTS = { ingredients: { foodId: ['food_ingredient_id', 'food_id'] } } as const;

/** Nutrition foods rows of shared/api/rest-endpoints.tsv: foods, ingredients, submissions, recipes. */
export const foodsRoutes: RestRoute[] = [
  searchRoute('/food/search', null, '음식 검색: 요리와 식재료 모두 (한글, 2글자, 초성)'),
  searchRoute('/food/ingredient/search', 'ingredient', '식재료 검색 (한글, 2글자, 초성)'),
  nutritionRoute('/food/nutrition/{food_id}', 'food_id', 'food', '음식의 100g당 영양 성분'),
  nutritionRoute('/food/ingredient/nutrition/{food_ingredient_id}', 'food_ingredient_id', 'ingredient', '식재료의 100g당 영양 성분'),
  route({ method: 'GET', path: '/food/recipe/list', summary: '내 레시피 (정렬 순서, 재료와 1회 분량 영양 성분)', auth: 'required', operation: op.MyRecipesDocument }),
  route({
    method: 'GET',
    path: '/food/recipe/ingredients',
    summary: '레시피의 재료 (비율과 무게)',
    auth: 'required',
    operation: op.RecipeIngredientsDocument,
    fields: { id: 'recipe_id' },
    result: 'recipe.ingredients',
  }),
  submitRoute('/food/add', 'food', '음식 등록 요청 (관리자 승인 후 공개)'),
  submitRoute('/food/ingredient/add', 'ingredient', '식재료 등록 요청 (관리자 승인 후 공개)'),
  route({
    method: 'POST',
    path: '/food/recipe/add',
    summary: '레시피 추가 (재료 비율 합계 100%)',
    auth: 'required',
    naming: 'snake',
    operation: op.AddRecipeDocument,
    fields: { input: INGREDIENTS },
  }),
  route({
    method: 'POST',
    path: '/food/recipe/edit',
    summary: '레시피 수정 (재료 전체를 새로 지정)',
    auth: 'required',
    naming: 'snake',
    operation: op.EditRecipeDocument,
    fields: { id: 'recipe_id', input: INGREDIENTS },
  }),
  route({
    method: 'POST',
    path: '/food/recipe/sort',
    summary: '레시피 순서 변경 (준 순서대로 앞에, 나머지는 그 뒤에)',
    auth: 'required',
    operation: op.SortRecipesDocument,
    fields: { ids: 'recipe_ids' },
    notes: { recipe_ids: '새 순서의 레시피 번호' },
  }),
  route({ method: 'DELETE', path: '/food/recipe/delete', summary: '레시피 삭제', auth: 'required', operation: op.DeleteRecipeDocument, fields: { id: 'recipe_id' } }),
];
