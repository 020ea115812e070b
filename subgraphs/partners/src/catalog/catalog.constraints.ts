import type { ConstraintMeaning } from '@shop/kit';
import { CATALOG_RULES } from './catalog.entities.js';

/**
 * What the shop window's constraints mean to whoever sent the request (the services check first,
 * under the channel's catalog lock; these answer when anything slips past them). The position
 * checks are the maxima (positions are packed 1..n), hence a 409 like the services' CHANNEL_LIMIT.
 */
export const catalogConstraints: Record<string, ConstraintMeaning> = {
  channel_categories_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_categories_channel_id_name_key_unique: { field: 'name', message: '이미 있는 카테고리 이름입니다.' },
  channel_categories_channel_id_position_unique: { field: 'categories', message: '카테고리 순서가 겹칩니다. 목록을 새로 불러와 다시 시도해주세요.' },
  channel_categories_id_channel_id_unique: { field: 'id', message: '이미 있는 카테고리입니다.' },
  channel_categories_name_check: { field: 'name', message: `카테고리 이름은 1~${CATALOG_RULES.categoryName}자로 입력해주세요.` },
  channel_categories_position_check: { field: 'name', message: `카테고리는 채널마다 ${CATALOG_RULES.maxCategories}개까지 만들 수 있습니다.`, code: 'CONFLICT' },

  channel_category_products_category_id_foreign: { field: 'categoryId', message: '카테고리를 찾을 수 없습니다.' },
  channel_category_products_category_id_product_id_unique: { field: 'productId', message: '이미 이 카테고리에 추천한 상품입니다.' },
  channel_category_products_category_id_position_unique: { field: 'position', message: '추천 상품 순서가 겹칩니다. 목록을 새로 불러와 다시 시도해주세요.' },
  channel_category_products_comment_check: { field: 'comment', message: `추천 코멘트는 ${CATALOG_RULES.comment}자까지 쓸 수 있습니다.` },
  channel_category_products_position_check: {
    field: 'categoryId',
    message: `추천 상품은 카테고리마다 ${CATALOG_RULES.maxProductsPerCategory}개까지 등록할 수 있습니다.`,
    code: 'CONFLICT',
  },

  channel_videos_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_videos_channel_id_url_unique: { field: 'url', message: '이미 등록한 영상입니다.' },
  channel_videos_channel_id_position_unique: { field: 'url', message: '영상 순서가 겹칩니다. 다시 시도해주세요.' },
  channel_videos_title_check: { field: 'title', message: `영상 제목은 1~${CATALOG_RULES.videoTitle}자로 입력해주세요.` },
  channel_videos_url_check: { field: 'url', message: '유튜브, 비메오, 네이버TV 영상 주소만 등록할 수 있습니다.' },
  channel_videos_provider_check: { field: 'url', message: '유튜브, 비메오, 네이버TV 영상 주소만 등록할 수 있습니다.' },
  channel_videos_position_check: { field: 'url', message: `영상은 채널마다 ${CATALOG_RULES.maxVideos}개까지 등록할 수 있습니다.`, code: 'CONFLICT' },

  channel_links_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_links_channel_id_position_unique: { field: 'links', message: '링크 순서가 겹칩니다. 다시 시도해주세요.' },
  channel_links_label_check: { field: 'links', message: `링크 이름은 1~${CATALOG_RULES.linkLabel}자로 입력해주세요.` },
  channel_links_url_check: { field: 'links', message: 'https:// 로 시작하는 주소를 입력해주세요.' },
  channel_links_position_check: { field: 'links', message: `링크는 ${CATALOG_RULES.maxLinks}개까지 등록할 수 있습니다.` },

  channel_combinations_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_combinations_category_id_channel_id_foreign: { field: 'categoryId', message: '이 채널의 카테고리를 찾을 수 없습니다.' },
  channel_combinations_name_check: { field: 'name', message: `조합 이름은 1~${CATALOG_RULES.combinationName}자로 입력해주세요.` },
  channel_combinations_discount_rate_check: { field: 'discountRate', message: `할인율은 0%부터 ${CATALOG_RULES.maxDiscountRate}%까지예요.` },
  channel_combinations_status_check: { field: 'status', message: '상태는 active 또는 hidden이에요.' },

  channel_combination_lines_combination_id_foreign: { field: 'id', message: '조합을 찾을 수 없습니다.' },
  channel_combination_lines_product_id_option_id_unique: { field: 'lines', message: '같은 상품(옵션)이 조합에 이미 있습니다. 수량을 늘려주세요.' },
  channel_combination_lines_line_no_check: { field: 'lines', message: `상품은 ${CATALOG_RULES.maxLines}개까지 조합할 수 있습니다.` },
  channel_combination_lines_quantity_check: { field: 'lines', message: `수량은 1개부터 ${CATALOG_RULES.maxQuantity}개까지예요.` },
};
