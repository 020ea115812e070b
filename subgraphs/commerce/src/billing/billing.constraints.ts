import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the billing tables' constraints (the service checks first; these hold under races). */
export const billingConstraints: Record<string, ConstraintMeaning> = {
  billing_cards_customer_uid_unique: { field: 'customerUid', message: '이미 등록 중인 카드예요.' },
  billing_cards_status_check: { field: 'customerUid', message: '카드 상태를 확인해주세요.' },
  billing_cards_registered_check: { field: 'customerUid', message: '카드 상태를 확인해주세요.' },
  billing_certifications_source_check: { field: 'isCertified', message: '본인인증 상태를 확인해주세요.' },
};
