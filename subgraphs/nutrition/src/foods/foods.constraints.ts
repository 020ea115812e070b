import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the foods' and recipes' constraints. */
export const foodsConstraints: Record<string, ConstraintMeaning> = {
  foods_code_unique: { field: 'code', message: '이미 등록된 식품코드입니다.' },
  foods_serving_grams_check: { field: 'servingGrams', message: '1회 분량은 0g보다 커야 합니다.' },
  foods_serving_unit_check: { field: 'servingUnit', message: '1회 분량 단위는 g 또는 mL입니다.' },
  foods_search_rank_check: { field: 'searchRank', message: '검색 순위는 0~2입니다.' },
  food_nutrients_food_id_fk: { field: 'foodId', message: '음식을 찾을 수 없습니다.' },
  food_nutrients_food_id_nutrient_code_unique: { field: 'nutrients', message: '같은 영양소를 두 번 넣을 수 없습니다.' },
  food_nutrients_amount_check: { field: 'nutrients', message: '영양소 함량은 0 이상입니다.' },
  recipes_amount_g_check: { field: 'amountG', message: '1회 분량(g)은 0보다 커야 합니다.' },
  recipe_ingredients_recipe_id_fk: { field: 'recipeId', message: '레시피를 찾을 수 없습니다.' },
  recipe_ingredients_food_id_fk: { field: 'ingredients', message: '재료로 넣은 음식을 찾을 수 없습니다.' },
  recipe_ingredients_percent_check: { field: 'ingredients', message: '재료 비율은 0보다 크고 100 이하입니다.' },
};
