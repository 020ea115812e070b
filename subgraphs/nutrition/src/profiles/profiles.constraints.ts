import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the profiles' constraints. */
export const profilesConstraints: Record<string, ConstraintMeaning> = {
  profiles_one_primary_per_user: { field: 'profile', message: '본인 프로필은 하나만 만들 수 있습니다.' },
  profiles_gender_check: { field: 'gender', message: '성별은 1(남성) 또는 2(여성)입니다.' },
  promise_records_profile_id_fk: { field: 'profileId', message: '프로필을 찾을 수 없습니다.' },
  promise_records_profile_id_unique: { field: 'profileId', message: '이 프로필의 다짐이 이미 있습니다.' },
};
