import type { RestRoute } from '../types.js';

const AUTH_FIELDS = 'tokenDto { accessToken refreshToken } user { id nickname provider role }';

/** `/user/user_join` serves four sign-ups; the body says which. */
type JoinKind = 'member' | 'phone' | 'social' | 'guest';
const joinKind = (body: Record<string, unknown>): JoinKind =>
  body.user_id !== undefined ? 'member' : body.verification_token !== undefined ? 'phone' : body.sign_up_token !== undefined ? 'social' : 'guest';
const JOIN_OPERATIONS: Record<JoinKind, string> = {
  guest: `mutation CreateGuest { createGuest { ${AUTH_FIELDS} } }`,
  member: `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${AUTH_FIELDS} } }`,
  phone: `mutation SignUpByPhone($input: PhoneSignUpInput!) { signUpByPhone(input: $input) { ${AUTH_FIELDS} } }`,
  social: `mutation SignUpBySocial($input: SocialSignUpInput!) { signUpBySocial(input: $input) { ${AUTH_FIELDS} } }`,
};

/** An SMS-sending route for one fixed purpose. */
function smsSend(path: string, purpose: string, summary: string): RestRoute {
  return {
    method: 'POST',
    path,
    summary,
    auth: 'optional',
    body: { phone: { type: 'string', required: true, description: '휴대폰 번호 (숫자만 또는 하이픈 포함)' } },
    operation: `mutation SendSms($phone: String!) { sendSmsCode(phone: $phone, purpose: ${purpose}) { expiresAt retryAfterSeconds } }`,
    variables: ({ body }) => ({ phone: body.phone }),
  };
}

/** A `{ field } -> Boolean` availability check. */
function availability(path: string, field: string, query: string, summary: string): RestRoute {
  return {
    method: 'POST',
    path,
    summary,
    auth: 'none',
    body: { [field]: { type: 'string', required: true } },
    operation: query,
    variables: ({ body }) => ({ value: body[field] }),
  };
}

/** Commerce-owned `/user/*` rows of shared/api/rest-endpoints.tsv. */
export const userRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/user/user_join',
    summary: '회원가입 (아이디 없이 호출하면 비회원 게스트 생성). 만 14세 미만은 법정대리인 동의 필요',
    auth: 'optional',
    body: {
      user_id: { type: 'string', description: '로그인 아이디 (아이디 가입)' },
      verification_token: { type: 'string', description: '휴대폰 가입: sms_certify_verify(purpose SIGN_UP)의 토큰' },
      sign_up_token: { type: 'string', description: '소셜 가입: 소셜 로그인이 준 가입 토큰' },
      password: { type: 'string' },
      nickname: { type: 'string' },
      birthday: { type: 'string', description: 'YYYY-MM-DD' },
      gender: { type: 'integer', description: '1 남성, 2 여성' },
      phone: { type: 'string' },
      email: { type: 'string' },
      guardian_consent: { type: 'boolean', description: '법정대리인 개인정보 처리 동의 (만 14세 미만)' },
      guardian_phone: { type: 'string' },
    },
    operation: (req) => JOIN_OPERATIONS[joinKind(req.body)],
    variables: ({ body }) => {
      const details = {
        nickname: body.nickname,
        birthday: body.birthday,
        gender: body.gender,
        email: body.email,
        guardianConsent: body.guardian_consent,
        guardianPhone: body.guardian_phone,
      };
      switch (joinKind(body)) {
        case 'guest':
          return {};
        case 'phone':
          return { input: { ...details, verificationToken: body.verification_token, password: body.password } };
        case 'social':
          return { input: { ...details, signUpToken: body.sign_up_token, phone: body.phone } };
        case 'member':
          return { input: { ...details, loginId: body.user_id, password: body.password, phone: body.phone } };
      }
    },
  },
  {
    method: 'POST',
    path: '/user/login',
    summary: '아이디/비밀번호 로그인',
    auth: 'none',
    body: { user_id: { type: 'string', required: true }, password: { type: 'string', required: true } },
    operation: `mutation Login($loginId: String!, $password: String!) { login(loginId: $loginId, password: $password) { ${AUTH_FIELDS} } }`,
    variables: ({ body }) => ({ loginId: body.user_id, password: body.password }),
  },
  {
    method: 'POST',
    path: '/user/auto_login',
    summary: '자동 로그인 (리프레시 토큰 교환, 한 번만 사용 가능)',
    auth: 'none',
    body: { refreshToken: { type: 'string', required: true } },
    operation: `mutation Refresh($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { ${AUTH_FIELDS} } }`,
    variables: ({ body }) => ({ refreshToken: body.refreshToken }),
  },
  {
    method: 'POST',
    path: '/user/logout',
    summary: '로그아웃 (리프레시 토큰 폐기)',
    auth: 'required',
    body: { refreshToken: { type: 'string', required: true } },
    operation: 'mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) }',
    variables: ({ body }) => ({ refreshToken: body.refreshToken }),
  },
  {
    method: 'GET',
    path: '/user/read',
    summary: '회원 조회 (user_id 없으면 본인)',
    auth: 'required',
    query: { user_id: { type: 'string', description: '회원 번호' } },
    operation: (req) =>
      req.query.user_id === undefined
        ? 'query Me { me { id loginId nickname provider role gender birthday age phone email createdAt } }'
        : 'query ReadUser($id: ID!) { user(id: $id) { id loginId nickname provider role gender birthday age phone email createdAt } }',
    variables: ({ query }) => (query.user_id === undefined ? {} : { id: query.user_id }),
  },
  {
    method: 'POST',
    path: '/user/phone/login',
    summary: '휴대폰 번호와 인증번호로 로그인 (sms_certify_send purpose LOGIN 후)',
    auth: 'none',
    body: { phone: { type: 'string', required: true }, code: { type: 'string', required: true, description: '인증번호 6자리' } },
    operation: `mutation LoginByPhone($phone: String!, $code: String!) { loginByPhone(phone: $phone, code: $code) { ${AUTH_FIELDS} } }`,
    variables: ({ body }) => ({ phone: body.phone, code: body.code }),
  },
  smsSend('/user/sms_find_password', 'FIND_PASSWORD', '비밀번호 찾기 인증번호 발송'),
  smsSend('/user/sms_guest_order', 'GUEST_ORDER', '비회원 주문 조회 인증번호 발송'),
  smsSend('/user/sms_user_id_certify_send', 'FIND_LOGIN_ID', '아이디 찾기 인증번호 발송'),
  {
    method: 'POST',
    path: '/user/sms_certify_send',
    summary: '인증번호 발송 (purpose: SIGN_UP 기본, LOGIN, CHANGE_PHONE 등)',
    auth: 'optional',
    body: {
      phone: { type: 'string', required: true },
      purpose: { type: 'string', description: 'SIGN_UP, LOGIN, FIND_PASSWORD, FIND_LOGIN_ID, CHANGE_PHONE, GUEST_ORDER' },
    },
    operation: 'mutation SendSms($phone: String!, $purpose: SmsPurpose!) { sendSmsCode(phone: $phone, purpose: $purpose) { expiresAt retryAfterSeconds } }',
    variables: ({ body }) => ({ phone: body.phone, purpose: body.purpose ?? 'SIGN_UP' }),
  },
  {
    method: 'POST',
    path: '/user/sms_certify_verify',
    summary: '인증번호 확인: 한 번만 쓸 수 있는 verificationToken 발급 (5회 틀리면 차단)',
    auth: 'optional',
    body: {
      phone: { type: 'string', required: true },
      code: { type: 'string', required: true },
      purpose: { type: 'string', description: '보낼 때와 같은 용도 (기본 SIGN_UP)' },
    },
    operation: 'mutation VerifySms($phone: String!, $purpose: SmsPurpose!, $code: String!) { verifySmsCode(phone: $phone, purpose: $purpose, code: $code) { verificationToken } }',
    variables: ({ body }) => ({ phone: body.phone, code: body.code, purpose: body.purpose ?? 'SIGN_UP' }),
  },
  {
    method: 'POST',
    path: '/user/sns_valid',
    summary: '이 소셜 계정으로 가입되어 있는지 (result: true면 가입됨)',
    auth: 'none',
    body: { provider: { type: 'string', required: true, description: 'kakao 또는 naver' }, social_id: { type: 'string', required: true } },
    operation: 'query SnsValid($provider: String!, $socialId: String!) { isSocialIdRegistered(provider: $provider, socialId: $socialId) }',
    variables: ({ body }) => ({ provider: body.provider, socialId: body.social_id }),
  },
  availability('/user/user_id_valid', 'user_id', 'query UserIdValid($value: String!) { isLoginIdAvailable(loginId: $value) }', '아이디 사용 가능 여부 (result: true면 사용 가능)'),
  availability('/user/nickname_valid', 'nickname', 'query NicknameValid($value: String!) { isNicknameAvailable(nickname: $value) }', '닉네임 사용 가능 여부'),
  availability('/user/email_valid', 'email', 'query EmailValid($value: String!) { isEmailAvailable(email: $value) }', '이메일 사용 가능 여부'),
  {
    method: 'POST',
    path: '/user/phone_user',
    summary: '휴대폰 인증으로 계정 찾기 (아이디 일부 표시; sms_user_id_certify_send 후)',
    auth: 'none',
    body: { verification_token: { type: 'string', required: true } },
    operation: 'mutation PhoneUser($token: String!) { findAccountByPhone(verificationToken: $token) { maskedLoginId provider createdAt } }',
    variables: ({ body }) => ({ token: body.verification_token }),
  },
  {
    method: 'POST',
    path: '/user/update_password',
    summary: '비밀번호 변경 (현재 비밀번호 필요; 다른 기기는 로그아웃, 이 기기에는 새 tokenDto)',
    auth: 'required',
    body: { password: { type: 'string', required: true, description: '현재 비밀번호' }, new_password: { type: 'string', required: true } },
    operation: `mutation UpdatePassword($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { ${AUTH_FIELDS} } }`,
    variables: ({ body }) => ({ current: body.password, next: body.new_password }),
  },
  {
    method: 'POST',
    path: '/user/update_password_phone',
    summary: '휴대폰 인증 후 비밀번호 재설정 (sms_find_password 후)',
    auth: 'none',
    body: { verification_token: { type: 'string', required: true }, new_password: { type: 'string', required: true } },
    operation: 'mutation ResetPassword($token: String!, $next: String!) { resetPasswordByPhone(verificationToken: $token, newPassword: $next) }',
    variables: ({ body }) => ({ token: body.verification_token, next: body.new_password }),
  },
  {
    method: 'POST',
    path: '/user/edit',
    summary: '회원 정보 수정',
    auth: 'required',
    body: {
      nickname: { type: 'string' },
      gender: { type: 'integer', description: '1 남성, 2 여성' },
      birthday: { type: 'string', description: 'YYYY-MM-DD' },
      email: { type: 'string' },
    },
    operation: 'mutation EditUser($input: UpdateAccountInput!) { updateAccount(input: $input) { id nickname gender birthday email } }',
    variables: ({ body }) => ({ input: { nickname: body.nickname, gender: body.gender, birthday: body.birthday, email: body.email } }),
  },
  {
    method: 'POST',
    path: '/user/edit/phone',
    summary: '휴대폰 번호 변경 (purpose CHANGE_PHONE 인증 후)',
    auth: 'required',
    body: { verification_token: { type: 'string', required: true } },
    operation: 'mutation EditPhone($token: String!) { changePhone(verificationToken: $token) { id phone } }',
    variables: ({ body }) => ({ token: body.verification_token }),
  },
  {
    method: 'POST',
    path: '/user/password/valid',
    summary: '현재 비밀번호 확인 (result: true면 일치)',
    auth: 'required',
    body: { password: { type: 'string', required: true } },
    operation: 'query PasswordValid($password: String!) { checkPassword(password: $password) }',
    variables: ({ body }) => ({ password: body.password }),
  },
  {
    method: 'POST',
    path: '/user/leave',
    summary: '회원 탈퇴 (적립금 소멸, 모든 기기 로그아웃)',
    auth: 'required',
    body: { password: { type: 'string', description: '비밀번호가 있는 계정은 필수' } },
    operation: 'mutation Leave($password: String) { leave(password: $password) }',
    variables: ({ body }) => ({ password: body.password }),
  },
  {
    method: 'POST',
    path: '/user/app/add',
    summary: '앱 푸시 토큰 등록',
    auth: 'required',
    body: { token: { type: 'string', required: true }, platform: { type: 'string', required: true, description: 'ios, android, web' } },
    operation: 'mutation AppAdd($token: String!, $platform: String!) { registerAppToken(token: $token, platform: $platform) }',
    variables: ({ body }) => ({ token: body.token, platform: body.platform }),
  },
  {
    method: 'POST',
    path: '/user/kakaoSend',
    summary: '카카오 알림 메시지 보내기 (본인 번호, 정해진 템플릿: WELCOME, ORDER_GUIDE)',
    auth: 'required',
    body: { template: { type: 'string', required: true } },
    operation: 'mutation KakaoSend($template: String!) { sendKakaoMessage(template: $template) }',
    variables: ({ body }) => ({ template: body.template }),
  },
];
