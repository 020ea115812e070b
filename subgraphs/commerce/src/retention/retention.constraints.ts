import type { ConstraintMeaning } from '@shop/kit';

/** What the retention tables' named constraints mean to a client. */
export const retentionConstraints: Record<string, ConstraintMeaning> = {
  dormant_accounts_user_id_foreign: { field: 'userId', message: '회원을 찾을 수 없습니다.' },
};
