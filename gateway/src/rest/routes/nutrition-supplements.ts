import type { ParamSpec, RestRequest, RestRoute } from '../types.js';
import { LEGACY_PAGING, pageVariables } from './paging.js';

const NUTRIENT_FIELDS = 'nutrients { code name unit amount }';
const SUPPLEMENT_FIELDS = `id name brandName productId dailyServing allergens status rejectReason createdAt reviewedAt ${NUTRIENT_FIELDS}`;
const REGIMEN_FIELDS = 'id profileId supplementId alramCnt reminderTimes startDate memo';
const REGIMEN_VIEW = `${REGIMEN_FIELDS} eatCnt(date: $date) adherence(from: $from, to: $to) { from to days eatCnt alramCnt percent message } supplement { id name dailyServing ${NUTRIENT_FIELDS} }`;
const INTAKE_FIELDS = 'regimenId profileId date eatCnt';
const HEALTH_APP_SUPPLEMENT_FIELDS = `id interlockId externalId name importedAt ${NUTRIENT_FIELDS}`;

const regimenId = { id: { type: 'string', required: true, description: '복용 기록 번호' } } as const;
const intakeDate: Record<string, ParamSpec> = {
  intake_date: { type: 'string', description: '섭취 날짜 YYYY-MM-DD (기본 오늘)' },
  record_date: { type: 'string', description: 'intake_date와 같음 (이전 이름)' },
};
const dateOf = (source: Record<string, unknown>) => source.intake_date ?? source.record_date ?? null;
/** The regimen view's arguments: the day whose eat_cnt is shown and the adherence window. */
const viewFields: Record<string, ParamSpec> = {
  record_date: { type: 'string', description: 'eat_cnt를 볼 날짜 YYYY-MM-DD (기본 오늘)' },
  start_date: { type: 'string', description: '섭취율 기간 시작일 (기본 종료일 6일 전)' },
  end_date: { type: 'string', description: '섭취율 기간 종료일 (기본 오늘, 기간 최대 366일)' },
};
const viewVariables = (query: Record<string, unknown>) => ({ date: query.record_date ?? null, from: query.start_date ?? null, to: query.end_date ?? null });

const regimenFields: Record<string, ParamSpec> = {
  alram_cnt: { type: 'integer', description: '하루 알림 횟수 0~10' },
  reminder_times: { type: 'array', items: 'string', description: '알림 시간 HH:mm (한국 시간), 개수는 alram_cnt와 같게' },
  start_date: { type: 'string', description: '복용 시작일 YYYY-MM-DD (기본 오늘)' },
  memo: { type: 'string', description: '메모 (200자 이하)' },
};
/** Legacy names -> GraphQL input; only keys the client sent, so an edit changes just those. */
function regimenInput(body: RestRequest['body']): Record<string, unknown> {
  const input: Record<string, unknown> = { alramCnt: body.alram_cnt, reminderTimes: body.reminder_times, startDate: body.start_date, memo: body.memo };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

const keyword: Record<string, ParamSpec> = {
  keyword: { type: 'string', description: '검색어 (초성, 두 글자 검색 지원; 없으면 전체)' },
  query: { type: 'string', description: 'keyword와 같음' },
};
const keywordOf = (query: Record<string, unknown>) => String(query.keyword ?? query.query ?? '');

/** Nutrition supplements rows of shared/api/rest-endpoints.tsv: catalog, regimen ("nutrient record"), intakes, linked health apps. */
export const supplementsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/nutrients/add',
    summary: '영양제 등록 신청 (관리자 승인 전까지 검토 중)',
    auth: 'required',
    body: {
      name: { type: 'string', required: true, description: '영양제 이름' },
      brand_name: { type: 'string', description: '브랜드' },
      daily_serving: { type: 'string', description: '1일 섭취량 표시 (예: 1일 1회 1정)' },
      allergens: { type: 'array', items: 'string', description: '알레르기 유발 성분' },
      nutrients: { type: 'array', items: 'object', required: true, description: '영양소 함량 [{ code, amount, unit }] (1일 섭취량 기준; 기능성 원료는 하루 한도 이하)' },
    },
    operation: `mutation SubmitSupplement($input: SupplementInput!) { submitSupplement(input: $input) { ${SUPPLEMENT_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        name: body.name,
        brandName: body.brand_name,
        dailyServing: body.daily_serving,
        allergens: body.allergens,
        nutrients: (body.nutrients as (Record<string, unknown> | null)[]).map((n) => ({ code: n?.code, amount: n?.amount, unit: n?.unit })),
      },
    }),
  },
  {
    method: 'GET',
    path: '/nutrients/search',
    summary: '영양제 검색 (승인된 것과 내가 신청 중인 것)',
    auth: 'optional',
    query: { ...keyword, ...LEGACY_PAGING },
    operation: `query SearchSupplements($query: String!, $offset: Int, $limit: Int) { searchSupplements(query: $query, offset: $offset, limit: $limit) { total items { ${SUPPLEMENT_FIELDS} } } }`,
    variables: ({ query }) => ({ query: keywordOf(query), ...pageVariables(query) }),
  },
  {
    method: 'GET',
    path: '/nutrients/nutrition/{nutrients_id}',
    summary: '영양제의 영양소 함량',
    auth: 'optional',
    params: { nutrients_id: { type: 'string', description: '영양제 번호' } },
    operation: `query SupplementNutrition($id: ID!) { supplement(id: $id) { ${SUPPLEMENT_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.nutrients_id }),
  },
  {
    method: 'GET',
    path: '/admin/nutrients',
    summary: '관리자: 영양제 목록 (status: pending 검토 중, approved, rejected)',
    auth: 'required',
    query: { status: { type: 'string', description: 'pending, approved, rejected (없으면 전체)' }, ...keyword, ...LEGACY_PAGING },
    operation: `query AdminSupplements($status: String, $query: String, $offset: Int, $limit: Int) { adminSupplements(status: $status, query: $query, offset: $offset, limit: $limit) { total items { ${SUPPLEMENT_FIELDS} submittedBy } } }`,
    variables: ({ query }) => ({ status: query.status ?? null, query: keywordOf(query), ...pageVariables(query) }),
  },
  {
    method: 'GET',
    path: '/admin/nutrientsAllergy',
    summary: '관리자: 승인된 영양제의 알레르기 유발 성분과 영양제 수',
    auth: 'required',
    operation: 'query SupplementAllergens { supplementAllergens { allergen count } }',
  },
  {
    method: 'POST',
    path: '/record/nutrients/add',
    summary: '프로필의 복용 목록에 영양제 추가 (알림 횟수와 시간)',
    auth: 'required',
    body: { profile_id: { type: 'string', required: true, description: '프로필 번호' }, nutrients_id: { type: 'string', required: true, description: '영양제 번호' }, ...regimenFields },
    operation: `mutation AddRegimen($input: RegimenInput!) { addRegimen(input: $input) { ${REGIMEN_FIELDS} } }`,
    variables: ({ body }) => ({ input: { profileId: body.profile_id, supplementId: body.nutrients_id, ...regimenInput(body) } }),
  },
  {
    method: 'POST',
    path: '/record/nutrients/edit',
    summary: '복용 기록 수정 (보낸 항목만)',
    auth: 'required',
    body: { ...regimenId, ...regimenFields },
    operation: `mutation EditRegimen($id: ID!, $input: RegimenEditInput!) { editRegimen(id: $id, input: $input) { ${REGIMEN_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, input: regimenInput(body) }),
  },
  {
    method: 'DELETE',
    path: '/record/nutrients/delete',
    summary: '복용 기록 삭제 (섭취 기록도 함께)',
    auth: 'required',
    query: regimenId,
    operation: 'mutation DeleteRegimen($id: ID!) { deleteRegimen(id: $id) }',
    variables: ({ query }) => ({ id: query.id }),
  },
  {
    method: 'POST',
    path: '/record/nutrients/alram',
    summary: '섭취 알림 설정 (alram_cnt, reminder_times)',
    auth: 'required',
    body: { ...regimenId, alram_cnt: { ...regimenFields.alram_cnt, required: true }, reminder_times: regimenFields.reminder_times },
    operation: `mutation SetReminders($id: ID!, $alramCnt: Int!, $reminderTimes: [String!]) { setReminders(regimenId: $id, alramCnt: $alramCnt, reminderTimes: $reminderTimes) { ${REGIMEN_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, alramCnt: body.alram_cnt, reminderTimes: body.reminder_times ?? null }),
  },
  {
    method: 'DELETE',
    path: '/record/nutrients/alram',
    summary: '섭취 알림 끄기 (alram_cnt 0)',
    auth: 'required',
    query: regimenId,
    operation: `mutation ClearReminders($id: ID!) { clearReminders(regimenId: $id) { ${REGIMEN_FIELDS} } }`,
    variables: ({ query }) => ({ id: query.id }),
  },
  {
    method: 'POST',
    path: '/record/nutrients/eat',
    summary: '섭취 체크 (eat_cnt + 1, 하루 최대 alram_cnt회 또는 1회)',
    auth: 'required',
    body: { ...regimenId, ...intakeDate },
    operation: `mutation MarkIntake($id: ID!, $date: LocalDate) { markIntake(regimenId: $id, date: $date) { ${INTAKE_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, date: dateOf(body) }),
  },
  {
    method: 'DELETE',
    path: '/record/nutrients/eat',
    summary: '섭취 체크 취소 (eat_cnt − 1)',
    auth: 'required',
    query: { ...regimenId, ...intakeDate },
    operation: `mutation UndoIntake($id: ID!, $date: LocalDate) { undoIntake(regimenId: $id, date: $date) { ${INTAKE_FIELDS} } }`,
    variables: ({ query }) => ({ id: query.id, date: dateOf(query) }),
  },
  {
    method: 'GET',
    path: '/record/nutrients/eat',
    summary: '프로필의 한 날짜 영양제 섭취',
    auth: 'required',
    query: { profile_id: { type: 'string', required: true, description: '프로필 번호' }, ...intakeDate },
    operation: `query IntakesOfDate($profileId: ID!, $date: LocalDate) { intakesOfDate(profileId: $profileId, date: $date) { ${INTAKE_FIELDS} regimen { ${REGIMEN_FIELDS} supplement { id name } } } }`,
    variables: ({ query }) => ({ profileId: query.profile_id, date: dateOf(query) }),
  },
  {
    method: 'GET',
    path: '/record/nutrients/user',
    summary: '프로필의 영양제 복용 기록 (그 날짜의 eat_cnt와 기간 섭취율)',
    auth: 'required',
    query: { profile_id: { type: 'string', required: true, description: '프로필 번호' }, ...viewFields },
    operation: `query Regimens($profileId: ID!, $date: LocalDate, $from: LocalDate, $to: LocalDate) { regimens(profileId: $profileId) { ${REGIMEN_VIEW} } }`,
    variables: ({ query }) => ({ profileId: query.profile_id, ...viewVariables(query) }),
  },
  {
    method: 'GET',
    path: '/record/nutrients/userMulti',
    summary: '내 모든 프로필의 영양제 복용 기록',
    auth: 'required',
    query: viewFields,
    operation: `query RegimensOfAllProfiles($date: LocalDate, $from: LocalDate, $to: LocalDate) { regimensOfAllProfiles { profile { id name gender birthday isPrimary imageNo } regimens { ${REGIMEN_VIEW} } } }`,
    variables: ({ query }) => viewVariables(query),
  },
  {
    method: 'POST',
    path: '/interlock/add',
    summary: '외부 건강 앱 연동 (앱의 인증 코드)',
    auth: 'required',
    body: {
      provider: { type: 'string', required: true, description: 'samsung_health, apple_health, health_connect' },
      code: { type: 'string', required: true, description: '앱이 준 인증 코드' },
    },
    operation: 'mutation LinkHealthApp($provider: String!, $code: String!) { linkHealthApp(provider: $provider, code: $code) { id provider externalUserId linkedAt } }',
    variables: ({ body }) => ({ provider: body.provider, code: body.code }),
  },
  {
    method: 'GET',
    path: '/interlock/read',
    summary: '내가 연동한 건강 앱',
    auth: 'required',
    operation: 'query HealthApps { healthApps { id provider externalUserId linkedAt } }',
  },
  {
    method: 'POST',
    path: '/interlock/nutrients/add',
    summary: '연동한 앱의 영양제 가져오기 (새 인증 코드 필요; 같은 영양제는 갱신)',
    auth: 'required',
    body: {
      id: { type: 'string', required: true, description: '연동 번호 (/interlock/read의 id)' },
      code: { type: 'string', required: true, description: '앱이 준 새 인증 코드' },
    },
    operation: `mutation ImportHealthAppSupplements($id: ID!, $code: String!) { importHealthAppSupplements(interlockId: $id, code: $code) { ${HEALTH_APP_SUPPLEMENT_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, code: body.code }),
  },
  {
    method: 'DELETE',
    path: '/interlock/nutrients/delete/{id}',
    summary: '가져온 영양제 삭제',
    auth: 'required',
    params: { id: { type: 'string', description: '가져온 영양제 번호' } },
    operation: 'mutation DeleteHealthAppSupplement($id: ID!) { deleteHealthAppSupplement(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/interlock/nutrients/read/{user_id}',
    summary: '회원이 건강 앱에서 가져온 영양제 (본인과 관리자만)',
    auth: 'required',
    params: { user_id: { type: 'string', description: '회원 번호' } },
    operation: `query HealthAppSupplements($userId: ID!) { healthAppSupplements(userId: $userId) { ${HEALTH_APP_SUPPLEMENT_FIELDS} } }`,
    variables: ({ params }) => ({ userId: params.user_id }),
  },
];
