import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the compare list's constraints (see compare.service.ts for the limit of four). */
export const compareConstraints: Record<string, ConstraintMeaning> = {
  compare_items_user_id_product_id_unique: { field: 'productId', message: '이미 비교함에 담긴 상품입니다.' },
  compare_items_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
};
