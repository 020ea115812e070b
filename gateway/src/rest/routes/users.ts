import type { RestRoute } from '../types.js';

const AUTH_FIELDS = 'tokenDto { accessToken refreshToken } user { id nickname provider role }';

/** Commerce-owned `/user/*` rows of shared/api/rest-endpoints.tsv. */
export const userRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/user/user_join',
    summary: '회원가입 (아이디 없이 호출하면 비회원 게스트 생성). 만 14세 미만은 법정대리인 동의 필요',
    auth: 'optional',
    body: {
      user_id: { type: 'string', description: '로그인 아이디 (없으면 게스트 생성)' },
      password: { type: 'string' },
      nickname: { type: 'string' },
      birthday: { type: 'string', description: 'YYYY-MM-DD' },
      gender: { type: 'integer', description: '1 남성, 2 여성' },
      phone: { type: 'string' },
      email: { type: 'string' },
      guardian_consent: { type: 'boolean', description: '법정대리인 개인정보 처리 동의 (만 14세 미만)' },
      guardian_phone: { type: 'string' },
    },
    operation: (req) =>
      req.body.user_id === undefined
        ? `mutation CreateGuest { createGuest { ${AUTH_FIELDS} } }`
        : `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${AUTH_FIELDS} } }`,
    variables: ({ body }) =>
      body.user_id === undefined
        ? {}
        : {
            input: {
              loginId: body.user_id,
              password: body.password,
              nickname: body.nickname,
              birthday: body.birthday,
              gender: body.gender,
              phone: body.phone,
              email: body.email,
              guardianConsent: body.guardian_consent,
              guardianPhone: body.guardian_phone,
            },
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
];
