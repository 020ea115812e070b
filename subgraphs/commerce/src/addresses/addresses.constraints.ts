import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the address book's constraints (the service checks first; these are the backstops). */
export const addressesConstraints: Record<string, ConstraintMeaning> = {
  addresses_one_default_unique: { field: 'isDefault', message: '기본 배송지는 하나만 둘 수 있습니다. 다시 시도해주세요.' },
  addresses_postcode_check: { field: 'postcode', message: '우편번호는 숫자 5자리입니다.' },
  addresses_phone_check: { field: 'phone', message: '연락처는 0으로 시작하는 9~11자리 숫자입니다.' },
  addresses_source_check: { field: 'sourceName', message: '제휴처 배송지는 제휴처 이름이 필요합니다.' },
  addresses_user_id_foreign: { field: 'userId', message: '회원 정보를 찾을 수 없습니다.' },
};
