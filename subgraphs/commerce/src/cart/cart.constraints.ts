import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the cart's constraints (the service checks first; these are the backstops). */
export const cartConstraints: Record<string, ConstraintMeaning> = {
  cart_lines_user_product_option_unique: { field: 'productId', message: '이미 장바구니에 담긴 상품입니다. 다시 시도해주세요.' },
  cart_lines_quantity_check: { field: 'quantity', message: '수량은 1~99개입니다.' },
  cart_lines_user_id_foreign: { field: 'userId', message: '회원 정보를 찾을 수 없습니다.' },
  cart_lines_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  cart_lines_option_id_foreign: { field: 'optionId', message: '선택한 옵션을 찾을 수 없습니다.' },
};
