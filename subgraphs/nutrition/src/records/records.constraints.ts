import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the food and body records' constraints (the services check first; these are the last guard). */
export const recordsConstraints: Record<string, ConstraintMeaning> = {
  food_records_profile_id_fk: { field: 'profileId', message: '프로필을 찾을 수 없습니다.' },
  food_records_food_id_fk: { field: 'foodId', message: '음식을 찾을 수 없습니다.' },
  food_records_recipe_id_fk: { field: 'recipeId', message: '레시피를 찾을 수 없습니다.' },
  food_records_meal_type_check: { field: 'mealType', message: '식사 구분은 1(아침), 2(점심), 3(저녁), 4(간식·기타) 중 하나입니다.' },
  food_records_quantity_check: { field: 'quantity', message: '수량은 0보다 커야 합니다.' },
  food_records_amount_g_check: { field: 'amountG', message: '섭취량(g)은 0 이상입니다.' },
  body_records_profile_id_fk: { field: 'profileId', message: '프로필을 찾을 수 없습니다.' },
  body_records_weight_check: { field: 'weight', message: '몸무게는 0.3~500kg 사이로 입력해주세요.' },
  body_records_height_check: { field: 'height', message: '키는 20~250cm 사이로 입력해주세요.' },
};
