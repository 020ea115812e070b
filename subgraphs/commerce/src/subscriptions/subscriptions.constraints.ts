import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the subscription tables' constraints (the service checks first; these hold under races). */
export const subscriptionsConstraints: Record<string, ConstraintMeaning> = {
  subscriptions_live_unique: { field: 'productId', message: '이미 정기배송 중인 상품이에요.', code: 'CONFLICT' },
  subscriptions_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  subscriptions_option_id_foreign: { field: 'optionId', message: '옵션을 찾을 수 없습니다.' },
  subscriptions_card_id_foreign: { field: 'cardId', message: '카드를 찾을 수 없습니다.' },
  subscriptions_status_check: { field: 'status', message: '정기배송 상태를 확인해주세요.' },
  subscriptions_quantity_check: { field: 'quantity', message: '정기배송 수량은 1~10개예요.' },
  subscriptions_interval_check: { field: 'intervalWeeks', message: '배송 주기는 2주, 4주, 8주 중에서 골라주세요.' },
  subscriptions_failures_check: { field: 'nextChargeOn', message: '결제일을 확인해주세요.' },
  subscription_charges_attempt_unique: { field: 'id', message: '이미 결제를 시도한 회차예요.', code: 'CONFLICT' },
  subscription_charges_subscription_id_foreign: { field: 'id', message: '정기배송을 찾을 수 없습니다.' },
  subscription_charges_order_id_foreign: { field: 'orderId', message: '주문을 찾을 수 없습니다.' },
  subscription_charges_status_check: { field: 'status', message: '결제 상태를 확인해주세요.' },
  subscription_charges_attempt_check: { field: 'attempt', message: '결제 시도 횟수를 확인해주세요.' },
};
