import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the customer-service tables' constraints. */
export const inquiriesConstraints: Record<string, ConstraintMeaning> = {
  cs_entries_kind_check: { field: 'kind', message: '종류는 faq 또는 notice입니다.' },
};
