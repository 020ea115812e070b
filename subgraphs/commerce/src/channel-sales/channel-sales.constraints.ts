import type { ConstraintMeaning } from '@shop/kit';

/** What the group-buying copy's constraints mean to the partners service that sends it. */
export const channelSalesConstraints: Record<string, ConstraintMeaning> = {
  group_buy_offers_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  group_buy_offers_group_price_check: { field: 'groupPrice', message: '공동구매가는 0원 이상입니다.' },
  group_buy_offers_status_check: { field: 'status', message: '공동구매 상태를 확인해주세요.' },
  group_buy_offers_period_check: { field: 'endsAt', message: '종료 시각은 시작 시각 뒤여야 합니다.' },
  order_lines_cooperate_event_id_foreign: { field: 'cooperateEventId', message: '공동구매를 찾을 수 없습니다.' },
  order_lines_combination_id_foreign: { field: 'combinationId', message: '조합을 찾을 수 없습니다.' },
  cart_lines_combination_id_foreign: { field: 'combinationId', message: '조합을 찾을 수 없습니다.' },
  combination_offers_discount_rate_check: { field: 'discountRate', message: '조합 할인율을 확인해주세요.' },
  combination_offers_status_check: { field: 'status', message: '조합 상태를 확인해주세요.' },
};
