import type { ConstraintMeaning } from '@shop/kit';

/**
 * What the database's account constraints mean to the person who sent the request (migration
 * Migration20261123021505_constraints). The service checks first for a friendly answer; these are
 * the answers when two requests race past that check and the database refuses the second.
 */
export const usersConstraints: Record<string, ConstraintMeaning> = {
  users_login_id_unique: { field: 'loginId', message: '이미 사용 중인 아이디입니다.' },
  users_nickname_unique: { field: 'nickname', message: '이미 사용 중인 닉네임입니다.' },
  users_email_unique: { field: 'email', message: '이미 사용 중인 이메일입니다.' },
  users_phone_unique: { field: 'phone', message: '이미 가입된 휴대폰 번호입니다.' },
  // The social identity arrives inside the sign-up token socialLogin gave.
  users_social_unique: { field: 'signUpToken', message: '이미 가입된 소셜 계정입니다.' },
  users_provider_check: { field: 'provider', message: '지원하지 않는 가입 방식입니다.' },
  users_role_check: { field: 'role', message: '알 수 없는 회원 구분입니다.' },
  users_gender_check: { field: 'gender', message: '성별은 1(남성) 또는 2(여성)입니다.' },
};
