import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the SMS code table's constraints. */
export const smsConstraints: Record<string, ConstraintMeaning> = {
  sms_codes_purpose_check: { field: 'purpose', message: '인증번호 용도를 확인해주세요.' },
  sms_codes_attempts_check: { field: 'code', message: '인증 시도 횟수가 올바르지 않습니다.' },
};
