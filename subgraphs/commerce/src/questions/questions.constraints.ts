import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the product questions' constraints. */
export const questionsConstraints: Record<string, ConstraintMeaning> = {
  product_questions_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
};
