import type { RestRoute } from '../types.js';

const PROFILE_FIELDS = 'id userId name gender birthday isPrimary imageNo genderLabel age { value unit text } lifeStage { promiseType pregnantType pregnantDay vegetarianType label }';
const LIFE_STAGE_FIELDS = 'promiseType pregnantType pregnantDay vegetarianType label';

const lifeStageBody = {
  profile_id: { type: 'string', required: true, description: '프로필 번호' },
  promise_type: { type: 'integer', required: true, description: '0 일반, 1 임신 준비, 2 채식, 3 체중 조절, 4 근력 강화, 5 혈당 관리' },
  pregnant_type: { type: 'integer', description: '2 임신 계획, 4 수유 중, 그 외 기본' },
  pregnant_day: { type: 'string', description: '출산 예정일 YYYY-MM-DD' },
  vegetarian_type: { type: 'integer', description: '채식 유형 1~6 (프로테리어, 비건, 락토, 오보, 락토오보, 패스코)' },
} as const;

const saveLifeStage: Pick<RestRoute, 'operation' | 'variables'> = {
  operation: `mutation SaveLifeStage($profileId: ID!, $input: LifeStageInput!) { saveLifeStage(profileId: $profileId, input: $input) { ${LIFE_STAGE_FIELDS} } }`,
  variables: ({ body }) => ({
    profileId: body.profile_id,
    input: {
      promiseType: body.promise_type,
      pregnantType: body.pregnant_type,
      pregnantDay: body.pregnant_day,
      vegetarianType: body.vegetarian_type,
    },
  }),
};

/** Nutrition-owned `/user/*` rows: family profiles and life-stage ("promise") settings. */
export const profileRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/user/profile/add',
    summary: '가족 프로필 추가',
    auth: 'required',
    body: {
      name: { type: 'string', required: true },
      gender: { type: 'integer', required: true, description: '1 남성, 2 여성' },
      birthday: { type: 'string', required: true, description: 'YYYY-MM-DD' },
    },
    operation: `mutation AddProfile($input: ProfileInput!) { addProfile(input: $input) { ${PROFILE_FIELDS} } }`,
    variables: ({ body }) => ({ input: { name: body.name, gender: body.gender, birthday: body.birthday } }),
  },
  {
    method: 'POST',
    path: '/user/profile/remove',
    summary: '가족 프로필 삭제 (본인 프로필 제외)',
    auth: 'required',
    body: { profile_id: { type: 'string', required: true } },
    operation: 'mutation RemoveProfile($id: ID!) { removeProfile(id: $id) }',
    variables: ({ body }) => ({ id: body.profile_id }),
  },
  {
    method: 'POST',
    path: '/user/promise/add',
    summary: '생애주기 설정 추가 (promise_type, pregnant_type, pregnant_day)',
    auth: 'required',
    body: lifeStageBody,
    ...saveLifeStage,
  },
  {
    method: 'POST',
    path: '/user/promise/edit',
    summary: '생애주기 설정 수정',
    auth: 'required',
    body: lifeStageBody,
    ...saveLifeStage,
  },
  {
    method: 'GET',
    path: '/user/promise',
    summary: '프로필의 생애주기 설정',
    auth: 'required',
    query: { profile_id: { type: 'string', required: true } },
    operation: `query ProfileLifeStage($id: ID!) { profile(id: $id) { lifeStage { ${LIFE_STAGE_FIELDS} } } }`,
    variables: ({ query }) => ({ id: query.profile_id }),
    result: (data) => data.profile?.lifeStage ?? null,
  },
  {
    method: 'GET',
    path: '/user/multiprofiles',
    summary: '내 계정의 가족 프로필 목록',
    auth: 'required',
    operation: `query MyProfiles { myProfiles { ${PROFILE_FIELDS} } }`,
  },
];
