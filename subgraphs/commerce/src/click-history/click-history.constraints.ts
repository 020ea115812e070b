import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the view history's constraints (recording a view is an upsert). */
export const clickHistoryConstraints: Record<string, ConstraintMeaning> = {
  product_views_user_id_product_id_unique: { field: 'productId', message: '이미 기록된 상품입니다.' },
  product_views_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  product_views_view_count_check: { field: 'productId', message: '조회 수가 올바르지 않습니다.' },
};
