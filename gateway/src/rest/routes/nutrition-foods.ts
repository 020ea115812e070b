import type { ParamSpec, RestRequest, RestRoute } from '../types.js';
import { LEGACY_PAGING, pageVariables } from './paging.js';

const FOOD_FIELDS = 'id kind code name category servingGrams status rejectReason source';
const NUTRIENT_FIELDS = 'code name unit amount';
const INGREDIENT_FIELDS = 'foodId name kind percent grams';
const RECIPE_FIELDS = `id name amountG sortOrder createdAt ingredients { ${INGREDIENT_FIELDS} } nutrients { ${NUTRIENT_FIELDS} }`;

/** Legacy clients send the term as `keyword`; `query` is accepted too. */
const searchRoute = (path: string, kind: 'ingredient' | null, summary: string): RestRoute => ({
  method: 'GET',
  path,
  summary,
  auth: 'optional',
  query: { keyword: { type: 'string', description: '검색어 (2글자, 초성 검색 가능)' }, query: { type: 'string', description: 'keyword와 같음' }, ...LEGACY_PAGING },
  operation: `query SearchFoods($query: String!, $kind: String, $offset: Int, $limit: Int) { searchFoods(query: $query, kind: $kind, offset: $offset, limit: $limit) { total items { ${FOOD_FIELDS} } } }`,
  variables: ({ query }) => ({ query: query.keyword ?? query.query ?? '', kind, ...pageVariables(query) }),
});

const nutritionRoute = (path: string, param: string, kind: 'food' | 'ingredient', summary: string): RestRoute => ({
  method: 'GET',
  path,
  summary,
  auth: 'optional',
  params: { [param]: { type: 'string' } },
  operation: `query FoodNutrition($id: ID!, $kind: String) { food(id: $id, kind: $kind) { ${FOOD_FIELDS} nutrients { ${NUTRIENT_FIELDS} } } }`,
  variables: ({ params }) => ({ id: params[param], kind }),
});

const submitRoute = (path: string, kind: 'food' | 'ingredient', summary: string): RestRoute => ({
  method: 'POST',
  path,
  summary,
  auth: 'required',
  body: {
    name: { type: 'string', required: true },
    category: { type: 'string', description: '분류' },
    serving_grams: { type: 'number', description: '1회 분량 (g)' },
    nutrients: { type: 'array', items: 'object', required: true, description: '100g당 함량 [{ code, amount }] (영양소 코드와 기준 단위)' },
  },
  operation: `mutation SubmitFood($input: SubmitFoodInput!) { submitFood(input: $input) { ${FOOD_FIELDS} nutrients { ${NUTRIENT_FIELDS} } } }`,
  variables: ({ body }) => ({ input: { name: body.name, kind, category: body.category, servingGrams: body.serving_grams, nutrients: body.nutrients } }),
});

const recipeBody: Record<string, ParamSpec> = {
  name: { type: 'string', required: true },
  amount_g: { type: 'number', required: true, description: '1회 분량 (g)' },
  ingredients: { type: 'array', items: 'object', required: true, description: '[{ food_ingredient_id 또는 food_id, percent }] (비율 합계 100)' },
};

const recipeInput = ({ body }: RestRequest) => ({
  name: body.name,
  amountG: body.amount_g,
  ingredients: (body.ingredients as Record<string, unknown>[]).map((i) => ({ foodId: i.food_ingredient_id ?? i.food_id, percent: i.percent })),
});

/** Nutrition foods rows of shared/api/rest-endpoints.tsv: foods, ingredients, submissions, recipes. */
export const foodsRoutes: RestRoute[] = [
  searchRoute('/food/search', null, '음식 검색: 요리와 식재료 모두 (한글, 2글자, 초성)'),
  searchRoute('/food/ingredient/search', 'ingredient', '식재료 검색 (한글, 2글자, 초성)'),
  nutritionRoute('/food/nutrition/{food_id}', 'food_id', 'food', '음식의 100g당 영양 성분'),
  nutritionRoute('/food/ingredient/nutrition/{food_ingredient_id}', 'food_ingredient_id', 'ingredient', '식재료의 100g당 영양 성분'),
  {
    method: 'GET',
    path: '/food/recipe/list',
    summary: '내 레시피 (정렬 순서, 재료와 1회 분량 영양 성분)',
    auth: 'required',
    operation: `query MyRecipes { myRecipes { ${RECIPE_FIELDS} } }`,
  },
  {
    method: 'GET',
    path: '/food/recipe/ingredients',
    summary: '레시피의 재료 (비율과 무게)',
    auth: 'required',
    query: { recipe_id: { type: 'string', required: true } },
    operation: `query RecipeIngredients($id: ID!) { recipe(id: $id) { ingredients { ${INGREDIENT_FIELDS} } } }`,
    variables: ({ query }) => ({ id: query.recipe_id }),
    result: (data) => data.recipe?.ingredients ?? [],
  },
  submitRoute('/food/add', 'food', '음식 등록 요청 (관리자 승인 후 공개)'),
  submitRoute('/food/ingredient/add', 'ingredient', '식재료 등록 요청 (관리자 승인 후 공개)'),
  {
    method: 'POST',
    path: '/food/recipe/add',
    summary: '레시피 추가 (재료 비율 합계 100%)',
    auth: 'required',
    body: recipeBody,
    operation: `mutation AddRecipe($input: RecipeInput!) { addRecipe(input: $input) { ${RECIPE_FIELDS} } }`,
    variables: (req) => ({ input: recipeInput(req) }),
  },
  {
    method: 'POST',
    path: '/food/recipe/edit',
    summary: '레시피 수정 (재료 전체를 새로 지정)',
    auth: 'required',
    body: { recipe_id: { type: 'string', required: true }, ...recipeBody },
    operation: `mutation EditRecipe($id: ID!, $input: RecipeInput!) { editRecipe(id: $id, input: $input) { ${RECIPE_FIELDS} } }`,
    variables: (req) => ({ id: req.body.recipe_id, input: recipeInput(req) }),
  },
  {
    method: 'POST',
    path: '/food/recipe/sort',
    summary: '레시피 순서 변경 (준 순서대로 앞에, 나머지는 그 뒤에)',
    auth: 'required',
    body: { recipe_ids: { type: 'array', items: 'string', required: true, description: '새 순서의 레시피 번호' } },
    operation: 'mutation SortRecipes($ids: [ID!]!) { sortRecipes(ids: $ids) { id name sortOrder } }',
    variables: ({ body }) => ({ ids: body.recipe_ids }),
  },
  {
    method: 'DELETE',
    path: '/food/recipe/delete',
    summary: '레시피 삭제',
    auth: 'required',
    query: { recipe_id: { type: 'string', required: true } },
    operation: 'mutation DeleteRecipe($id: ID!) { deleteRecipe(id: $id) }',
    variables: ({ query }) => ({ id: query.recipe_id }),
  },
];
