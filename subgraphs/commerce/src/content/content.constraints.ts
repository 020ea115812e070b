import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the content tables' constraints. */
export const contentConstraints: Record<string, ConstraintMeaning> = {
  contents_brand_id_foreign: { field: 'brandId', message: '브랜드를 찾을 수 없습니다.' },
  contents_status_check: { field: 'status', message: '콘텐츠 상태는 draft 또는 published입니다.' },
  banners_placement_check: { field: 'placement', message: '배너 위치는 mall 또는 top입니다.' },
  banners_period_check: { field: 'endsAt', message: '배너 종료 시각은 시작 시각 이후여야 합니다.' },
  home_category_icons_slot_unique: { field: 'slot', message: '이 위치에는 이미 아이콘이 있습니다. 다른 위치를 고르거나 먼저 옮겨주세요.' },
  home_category_icons_slot_check: { field: 'slot', message: '위치는 1~10번입니다. 홈 아이콘은 10개까지입니다.' },
  home_category_icons_category_id_foreign: { field: 'categoryId', message: '카테고리를 찾을 수 없습니다.' },
  exhibitions_status_check: { field: 'status', message: '기획전 상태는 draft 또는 published입니다.' },
  exhibitions_period_check: { field: 'endsAt', message: '기획전 종료 시각은 시작 시각 이후여야 합니다.' },
  exhibition_products_pkey: { field: 'productIds', message: '기획전 상품 목록이 동시에 바뀌었습니다. 다시 시도해주세요.' },
  exhibition_products_exhibition_product_unique: { field: 'productIds', message: '같은 상품이 두 번 있습니다.' },
  exhibition_products_position_check: { field: 'productIds', message: '기획전 상품은 60개까지입니다.' },
  exhibition_products_exhibition_id_foreign: { field: 'id', message: '기획전을 찾을 수 없습니다.' },
  exhibition_products_product_id_foreign: { field: 'productIds', message: '상품을 찾을 수 없습니다.' },
};
