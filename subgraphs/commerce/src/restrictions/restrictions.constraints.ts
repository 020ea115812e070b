import type { ConstraintMeaning } from '@shop/kit';

/** What the restriction table's named constraints mean to a client. */
export const restrictionsConstraints: Record<string, ConstraintMeaning> = {
  account_restrictions_offence_unique: { field: 'userId', message: '같은 회원에게 동시에 제한을 걸고 있습니다. 다시 시도해주세요.' },
  account_restrictions_user_id_foreign: { field: 'userId', message: '회원을 찾을 수 없습니다.' },
  account_restrictions_scope_check: { field: 'scope', message: '제한 범위를 확인해주세요.' },
  account_restrictions_cause_check: { field: 'cause', message: '제한 사유 구분을 확인해주세요.' },
  account_restrictions_period_check: { field: 'days', message: '제한 기간을 확인해주세요.' },
  account_restrictions_illegal_check: { field: 'days', message: '명백한 불법 행위는 영구 제한만 할 수 있습니다.' },
  account_restrictions_reason_check: { field: 'reason', message: '제한 사유를 2자 이상 입력해주세요.' },
  account_restrictions_offence_check: { field: 'userId', message: '제한 차수를 확인해주세요.' },
  account_restrictions_lift_check: { field: 'id', message: '해제 정보를 확인해주세요.' },
};
