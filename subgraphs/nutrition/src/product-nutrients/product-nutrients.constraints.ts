import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the products' label facts constraint. */
export const productNutrientsConstraints: Record<string, ConstraintMeaning> = {
  product_nutrients_product_id_nutrient_code_unique: { field: 'nutrientCode', message: '이 상품에 이미 있는 영양소입니다.' },
  product_contents_product_id_content_code_unique: { field: 'contentCode', message: '이 상품에 이미 있는 성분 표시입니다.' },
  product_contents_content_code_check: { field: 'contentCode', message: '알 수 없는 성분 표시입니다.' },
};
