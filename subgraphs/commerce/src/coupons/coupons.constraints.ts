import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the coupon tables' constraints (the service checks first; these hold under races). */
export const couponsConstraints: Record<string, ConstraintMeaning> = {
  coupon_masters_code_unique: { field: 'code', message: '이미 쓰이는 쿠폰 코드예요.' },
  coupon_masters_code_check: { field: 'code', message: '쿠폰 코드는 영문 대문자와 숫자예요.' },
  coupon_masters_kind_check: { field: 'kind', message: '할인 종류를 확인해주세요.' },
  coupon_masters_target_check: { field: 'target', message: '적용 대상을 확인해주세요.' },
  coupon_masters_scope_check: { field: 'scope', message: '적용 범위를 확인해주세요.' },
  coupon_masters_amount_check: { field: 'amount', message: '할인 값을 확인해주세요.' },
  coupon_masters_window_check: { field: 'endsAt', message: '쿠폰 기간을 확인해주세요.' },
  coupon_masters_limits_check: { field: 'code', message: '선착순 쿠폰이 모두 소진되었어요.', code: 'CONFLICT' },
  coupon_masters_auto_issue_check: { field: 'autoIssue', message: '자동 발급 조건을 확인해주세요.' },
  user_coupons_master_id_foreign: { field: 'code', message: '쿠폰을 찾을 수 없습니다.' },
  user_coupons_order_id_foreign: { field: 'orderId', message: '주문을 찾을 수 없습니다.' },
  user_coupons_status_check: { field: 'status', message: '쿠폰 상태를 확인해주세요.' },
  user_coupons_order_check: { field: 'status', message: '쿠폰 상태를 확인해주세요.' },
};
