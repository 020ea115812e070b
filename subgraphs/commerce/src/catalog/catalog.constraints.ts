import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the catalog's constraints (admin and seed writes; field names of the product input). */
export const catalogConstraints: Record<string, ConstraintMeaning> = {
  brands_name_unique: { field: 'name', message: '이미 있는 브랜드 이름입니다.' },
  categories_parent_id_foreign: { field: 'parentId', message: '상위 카테고리를 찾을 수 없습니다.' },
  categories_kind_check: { field: 'kind', message: '카테고리 종류는 mall 또는 nutrient입니다.' },
  categories_level_check: { field: 'level', message: '카테고리 단계는 1 이상입니다.' },
  categories_depth_check: { field: 'parentId', message: '쇼핑 카테고리는 2단계까지, 영양소 카테고리는 1단계만 만들 수 있습니다.' },
  categories_root_level_check: { field: 'parentId', message: '최상위 카테고리만 1단계입니다.' },
  categories_root_name_unique: { field: 'name', message: '같은 위치에 같은 이름의 카테고리가 있습니다.' },
  categories_sibling_name_unique: { field: 'name', message: '같은 위치에 같은 이름의 카테고리가 있습니다.' },
  // Met only by a race (the service checks the parent first): the parent moved or changed meanwhile.
  categories_parent_kind_level_foreign: { field: 'parentId', message: '상위 카테고리가 바뀌었습니다. 목록을 새로 고친 뒤 다시 시도해주세요.', code: 'CONFLICT' },
  products_brand_id_foreign: { field: 'brandId', message: '브랜드를 찾을 수 없습니다.' },
  products_category_id_foreign: { field: 'categoryId', message: '카테고리를 찾을 수 없습니다.' },
  products_seller_id_foreign: { field: 'sellerId', message: '판매자를 찾을 수 없습니다.' },
  products_price_check: { field: 'price', message: '정가는 0원 이상 10,000,000원 이하여야 합니다.' },
  products_sale_price_check: { field: 'salePrice', message: '판매가는 0원 이상, 정가 이하여야 합니다.' },
  products_popularity_check: { field: 'popularity', message: '인기도는 0 이상이어야 합니다.' },
  products_status_check: { field: 'status', message: '상품 상태는 on_sale, sold_out, hidden 중 하나입니다.' },
  products_formulation_check: { field: 'formulation', message: '제형은 pill, powder, jelly, chewable, liquid 중 하나입니다.' },
  product_options_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  product_options_extra_price_check: { field: 'extraPrice', message: '옵션 추가 금액은 0원 이상 10,000,000원 이하여야 합니다.' },
  product_options_stock_check: { field: 'stock', message: '재고는 0개 이상 1,000,000개 이하여야 합니다.' },
  product_options_product_name_unique: { field: 'name', message: '이 상품에 같은 이름의 옵션이 있습니다.' },
  related_products_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  related_products_related_product_id_foreign: { field: 'relatedProductId', message: '관련 상품을 찾을 수 없습니다.' },
  related_products_not_self_check: { field: 'relatedProductId', message: '상품을 자기 자신과 연결할 수 없습니다.' },
  categories_id_kind_level_unique: { field: 'parentId', message: '상위 카테고리가 바뀌었습니다. 목록을 새로 고친 뒤 다시 시도해주세요.', code: 'CONFLICT' },
  sellers_delivery_fee_check: { field: 'deliveryFee', message: '배송비는 0원 이상입니다.' },
  sellers_free_shipping_from_check: { field: 'freeShippingFrom', message: '무료배송 기준 금액은 0원 이상입니다.' },
};
