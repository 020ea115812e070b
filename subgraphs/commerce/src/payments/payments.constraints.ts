import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the payment tables' constraints. */
export const paymentsConstraints: Record<string, ConstraintMeaning> = {
  payments_merchant_uid_unique: { field: 'merchantUid', message: '이미 있는 주문번호(merchant_uid)입니다.' },
  payments_imp_uid_unique: { field: 'impUid', message: '이미 다른 주문에 쓰인 결제(imp_uid)입니다.' },
  payments_pay_method_check: { field: 'payMethod', message: '결제 수단을 확인해주세요.' },
  payments_status_check: { field: 'status', message: '결제 상태를 확인해주세요.' },
  payments_amount_check: { field: 'amount', message: '결제 금액은 0원보다 커야 합니다.' },
  payments_cancelled_amount_check: { field: 'amount', message: '취소 금액이 결제 금액을 넘을 수 없습니다.' },
  payments_paid_check: { field: 'impUid', message: '결제 완료에는 결제 번호와 결제 시각이 필요합니다.' },
  payment_events_payment_id_foreign: { field: 'paymentId', message: '결제를 찾을 수 없습니다.' },
  payment_events_imp_uid_status_cancelled_amount_unique: { field: 'impUid', message: '이미 반영된 결제 알림입니다.' },
  payment_events_status_check: { field: 'status', message: '결제 상태를 확인해주세요.' },
  payment_events_source_check: { field: 'source', message: '결제 알림 출처를 확인해주세요.' },
};
