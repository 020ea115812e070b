import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the picks' constraints. */
export const picksConstraints: Record<string, ConstraintMeaning> = {
  pick_items_pick_category_id_product_id_unique: { field: 'productId', message: '이미 이 추천 모음에 있는 상품입니다.' },
  pick_items_pick_category_id_foreign: { field: 'pickCategoryId', message: '추천 모음을 찾을 수 없습니다.' },
  pick_items_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
};
