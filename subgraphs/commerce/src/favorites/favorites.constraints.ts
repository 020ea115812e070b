import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the favorites' constraints (adding is idempotent, so the unique one is a backstop). */
export const favoritesConstraints: Record<string, ConstraintMeaning> = {
  favorites_user_id_product_id_unique: { field: 'productId', message: '이미 관심 상품에 담긴 상품입니다.' },
  favorites_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
};
