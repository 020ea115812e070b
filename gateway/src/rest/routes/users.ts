import * as op from '../generated/graphql.js';
import { route, variant, type RestRoute } from '../types.js';

/** An SMS-sending route for one fixed purpose (the partner site's rows use it too). */
export const smsSend = (path: string, purpose: op.SmsPurpose, summary: string) => route({ method: 'POST', path, summary, auth: 'optional', operation: op.SendSmsCodeDocument, fixed: { purpose } });

/** Commerce-owned `/user/*` rows of shared/api/rest-endpoints.tsv. */
export const userRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/user/user_join',
    summary: '회원가입 (아이디 없이 호출하면 비회원 게스트 생성). 만 14세 미만은 법정대리인 동의 필요',
    auth: 'optional',
    naming: 'snake',
    notes: { user_id: '로그인 아이디 (아이디 가입)', verification_token: '휴대폰 가입: sms_certify_verify(purpose SIGN_UP)의 토큰', sign_up_token: '소셜 가입: 소셜 로그인이 준 가입 토큰' },
    // The body says which of four sign-ups it is.
    variants: [
      variant('user_id', { operation: op.SignUpDocument, fields: { input: { loginId: 'user_id' } } }),
      variant('verification_token', { operation: op.SignUpByPhoneDocument }),
      variant('sign_up_token', { operation: op.SignUpBySocialDocument }),
      variant(undefined, { operation: op.CreateGuestDocument }),
    ],
  },
  route({ method: 'POST', path: '/user/login', summary: '아이디/비밀번호 로그인', auth: 'none', operation: op.LoginDocument, fields: { loginId: 'user_id' } }),
  route({ method: 'POST', path: '/user/auto_login', summary: '자동 로그인 (리프레시 토큰 교환, 한 번만 사용 가능)', auth: 'none', operation: op.RefreshSessionDocument }),
  route({ method: 'POST', path: '/user/logout', summary: '로그아웃 (리프레시 토큰 폐기)', auth: 'required', operation: op.LogoutDocument }),
  {
    method: 'GET',
    path: '/user/read',
    summary: '회원 조회 (user_id 없으면 본인)',
    auth: 'required',
    variants: [variant('user_id', { operation: op.UserDocument, fields: { id: 'user_id' } }), variant(undefined, { operation: op.MeDocument })],
  },
  route({ method: 'POST', path: '/user/phone/login', summary: '휴대폰 번호와 인증번호로 로그인 (sms_certify_send purpose LOGIN 후)', auth: 'none', operation: op.LoginByPhoneDocument }),
  smsSend('/user/sms_find_password', 'FIND_PASSWORD', '비밀번호 찾기 인증번호 발송'),
  smsSend('/user/sms_guest_order', 'GUEST_ORDER', '비회원 주문 조회 인증번호 발송'),
  smsSend('/user/sms_user_id_certify_send', 'FIND_LOGIN_ID', '아이디 찾기 인증번호 발송'),
  route({ method: 'POST', path: '/user/sms_certify_send', summary: '인증번호 발송 (purpose: SIGN_UP 기본, LOGIN, CHANGE_PHONE 등)', auth: 'optional', operation: op.SendSmsCodeDocument }),
  route({
    method: 'POST',
    path: '/user/sms_certify_verify',
    summary: '인증번호 확인: 한 번만 쓸 수 있는 verificationToken 발급 (5회 틀리면 차단)',
    auth: 'optional',
    operation: op.VerifySmsCodeDocument,
  }),
  route({
    method: 'POST',
    path: '/user/sns_valid',
    summary: '이 소셜 계정으로 가입되어 있는지 (result: true면 가입됨)',
    auth: 'none',
    naming: 'snake',
    operation: op.IsSocialIdRegisteredDocument,
  }),
  route({
    method: 'POST',
    path: '/user/user_id_valid',
    summary: '아이디 사용 가능 여부 (result: true면 사용 가능)',
    auth: 'none',
    operation: op.IsLoginIdAvailableDocument,
    fields: { loginId: 'user_id' },
  }),
  route({ method: 'POST', path: '/user/nickname_valid', summary: '닉네임 사용 가능 여부', auth: 'none', operation: op.IsNicknameAvailableDocument }),
  route({ method: 'POST', path: '/user/email_valid', summary: '이메일 사용 가능 여부', auth: 'none', operation: op.IsEmailAvailableDocument }),
  route({
    method: 'POST',
    path: '/user/phone_user',
    summary: '휴대폰 인증으로 계정 찾기 (아이디 일부 표시; sms_user_id_certify_send 후)',
    auth: 'none',
    naming: 'snake',
    operation: op.FindAccountByPhoneDocument,
  }),
  route({
    method: 'POST',
    path: '/user/update_password',
    summary: '비밀번호 변경 (현재 비밀번호 필요; 다른 기기는 로그아웃, 이 기기에는 새 tokenDto)',
    auth: 'required',
    naming: 'snake',
    operation: op.ChangePasswordDocument,
    fields: { currentPassword: 'password' },
  }),
  route({
    method: 'POST',
    path: '/user/update_password_phone',
    summary: '휴대폰 인증 후 비밀번호 재설정 (sms_find_password 후)',
    auth: 'none',
    naming: 'snake',
    operation: op.ResetPasswordByPhoneDocument,
  }),
  route({ method: 'POST', path: '/user/edit', summary: '회원 정보 수정', auth: 'required', operation: op.UpdateAccountDocument }),
  route({ method: 'POST', path: '/user/edit/phone', summary: '휴대폰 번호 변경 (purpose CHANGE_PHONE 인증 후)', auth: 'required', naming: 'snake', operation: op.ChangePhoneDocument }),
  route({ method: 'POST', path: '/user/password/valid', summary: '현재 비밀번호 확인 (result: true면 일치)', auth: 'required', operation: op.CheckPasswordDocument }),
  route({ method: 'POST', path: '/user/leave', summary: '회원 탈퇴 (적립금 소멸, 모든 기기 로그아웃)', auth: 'required', operation: op.LeaveDocument }),
  route({ method: 'POST', path: '/user/app/add', summary: '앱 푸시 토큰 등록', auth: 'required', operation: op.RegisterAppTokenDocument }),
  route({
    method: 'POST',
    path: '/user/kakaoSend',
    summary: '카카오 알림 메시지 보내기 (본인 번호, 정해진 템플릿: WELCOME, ORDER_GUIDE)',
    auth: 'required',
    operation: op.SendKakaoMessageDocument,
  }),
];
