import type { ParamSpec, RestRequest, RestRoute } from '../types.js';
import { LEGACY_PAGING, pageVariables } from './paging.js';

const FOOD_FIELDS = 'id profileId recordDate mealType mealLabel foodId recipeId name quantity unit amountG imageUrl createdAt food { id kind name category servingGrams } recipe { id name amountG }';
const BODY_FIELDS = 'id profileId recordAt weight height imageUrl createdAt';

const profile = { profile_id: { type: 'string', required: true, description: '프로필 번호' } } as const;
const range = {
  start_date: { type: 'string', required: true, description: '시작일 YYYY-MM-DD (기간 최대 366일)' },
  end_date: { type: 'string', required: true, description: '종료일 YYYY-MM-DD' },
} as const;

const foodFields: Record<string, ParamSpec> = {
  record_date: { type: 'string', description: '기록 날짜 YYYY-MM-DD (오늘까지)' },
  meal_type: { type: 'integer', description: '1 아침, 2 점심, 3 저녁, 4 간식·기타' },
  food_id: { type: 'string', description: '음식 번호' },
  food_ingredient_id: { type: 'string', description: '원재료 번호 (원재료도 음식 번호입니다)' },
  recipe_id: { type: 'string', description: '내 레시피 번호 (음식 대신)' },
  quantity: { type: 'number', description: '수량' },
  unit: { type: 'string', description: '단위: 개, 마리, 모, 봉, 스쿱, 알, 인분, 작은술, 장, 접시, 조각, 줄, 줌, 쪽, 캔, 컵, 큰술, 토막, 통, 팩, 포, 회분, 공기, 그릇, 대접, 병, 봉지, 잔' },
  amount_g: { type: 'number', description: '먹은 양(g); 없으면 수량 × 1회 분량(없으면 100g), 레시피는 수량 × 1인분' },
  image_url: { type: 'string', description: '식사 사진 주소' },
};
const required = (specs: Record<string, ParamSpec>, names: string[]) =>
  Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, names.includes(name) ? { ...spec, required: true } : spec]));

/** Legacy names -> GraphQL input; only keys the client sent, so an edit changes just those (null clears). */
function foodInput(body: RestRequest['body']): Record<string, unknown> {
  const input: Record<string, unknown> = {
    recordDate: body.record_date,
    mealType: body.meal_type,
    foodId: body.food_id !== undefined ? body.food_id : body.food_ingredient_id,
    recipeId: body.recipe_id,
    quantity: body.quantity,
    unit: body.unit,
    amountG: body.amount_g,
    imageUrl: body.image_url,
  };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

const bodyFields: Record<string, ParamSpec> = {
  record_at: { type: 'string', description: '기록 날짜 YYYY-MM-DD (오늘까지)' },
  weight: { type: 'number', description: '몸무게 kg (0.3~500)' },
  height: { type: 'number', description: '키 cm (20~250)' },
  image_url: { type: 'string', description: '신체 사진 주소' },
};
function bodyInput(body: RestRequest['body']): Record<string, unknown> {
  const input: Record<string, unknown> = { recordAt: body.record_at, weight: body.weight, height: body.height, imageUrl: body.image_url };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

const bodyPage = (field: 'bodyRecords' | 'bodyRecordsNewest', name: string): Pick<RestRoute, 'query' | 'operation' | 'variables'> => ({
  query: { ...profile, ...LEGACY_PAGING },
  operation: `query ${name}($profileId: ID!, $offset: Int, $limit: Int) { ${field}(profileId: $profileId, offset: $offset, limit: $limit) { total items { ${BODY_FIELDS} } } }`,
  variables: ({ query }) => ({ profileId: query.profile_id, ...pageVariables(query) }),
});

/** Nutrition records rows of shared/api/rest-endpoints.tsv: food records by meal, body records, a day's records. */
export const recordsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/record/food/add',
    summary: '식사 기록 추가 (끼니: 1 아침, 2 점심, 3 저녁, 4 간식·기타; 음식·원재료 또는 레시피 하나)',
    auth: 'required',
    body: { ...profile, ...required(foodFields, ['record_date', 'meal_type', 'quantity', 'unit']) },
    operation: `mutation AddFoodRecord($input: FoodRecordInput!) { addFoodRecord(input: $input) { ${FOOD_FIELDS} } }`,
    variables: ({ body }) => ({ input: { profileId: body.profile_id, ...foodInput(body) } }),
  },
  {
    method: 'POST',
    path: '/record/food/edit',
    summary: '식사 기록 수정 (보낸 항목만 바뀌고 null은 지웁니다)',
    auth: 'required',
    body: { id: { type: 'string', required: true, description: '식사 기록 번호' }, ...foodFields },
    operation: `mutation EditFoodRecord($id: ID!, $input: FoodRecordEditInput!) { editFoodRecord(id: $id, input: $input) { ${FOOD_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, input: foodInput(body) }),
  },
  {
    method: 'DELETE',
    path: '/record/food/delete',
    summary: '식사 기록 삭제',
    auth: 'required',
    query: { id: { type: 'string', required: true, description: '식사 기록 번호' } },
    operation: 'mutation DeleteFoodRecord($id: ID!) { deleteFoodRecord(id: $id) }',
    variables: ({ query }) => ({ id: query.id }),
  },
  {
    method: 'GET',
    path: '/record/food/user',
    summary: '프로필의 식사 기록 (날짜, 끼니, 입력 순)',
    auth: 'required',
    query: { ...profile, ...range },
    operation: `query FoodRecords($profileId: ID!, $from: LocalDate!, $to: LocalDate!) { foodRecords(profileId: $profileId, from: $from, to: $to) { ${FOOD_FIELDS} } }`,
    variables: ({ query }) => ({ profileId: query.profile_id, from: query.start_date, to: query.end_date }),
  },
  {
    method: 'GET',
    path: '/record/recordImageList',
    summary: '식사 사진 (최신순; 기간은 생략 가능)',
    auth: 'required',
    query: { ...profile, start_date: { ...range.start_date, required: false }, end_date: { ...range.end_date, required: false }, ...LEGACY_PAGING },
    operation: `query MealPhotos($profileId: ID!, $from: LocalDate, $to: LocalDate, $offset: Int, $limit: Int) { mealPhotos(profileId: $profileId, from: $from, to: $to, offset: $offset, limit: $limit) { total items { ${FOOD_FIELDS} } } }`,
    variables: ({ query }) => ({ profileId: query.profile_id, from: query.start_date, to: query.end_date, ...pageVariables(query) }),
  },
  {
    method: 'POST',
    path: '/record/body/add',
    summary: '신체 기록 추가 (몸무게, 키, 사진 중 하나 이상)',
    auth: 'required',
    body: { ...profile, ...required(bodyFields, ['record_at']) },
    operation: `mutation AddBodyRecord($input: BodyRecordInput!) { addBodyRecord(input: $input) { ${BODY_FIELDS} } }`,
    variables: ({ body }) => ({ input: { profileId: body.profile_id, ...bodyInput(body) } }),
  },
  {
    method: 'POST',
    path: '/record/body/edit',
    summary: '신체 기록 수정 (보낸 항목만 바뀌고 null은 지웁니다)',
    auth: 'required',
    body: { id: { type: 'string', required: true, description: '신체 기록 번호' }, ...bodyFields },
    operation: `mutation EditBodyRecord($id: ID!, $input: BodyRecordEditInput!) { editBodyRecord(id: $id, input: $input) { ${BODY_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, input: bodyInput(body) }),
  },
  { method: 'GET', path: '/record/body/user', summary: '신체 기록 (오래된 순)', auth: 'required', ...bodyPage('bodyRecords', 'BodyRecords') },
  { method: 'GET', path: '/record/body/userToNew', summary: '신체 기록 (최신순)', auth: 'required', ...bodyPage('bodyRecordsNewest', 'BodyRecordsNewest') },
  {
    method: 'GET',
    path: '/record/byDate',
    summary: '그날의 모든 기록: 끼니별 식사, 신체 기록, 영양제 섭취',
    auth: 'required',
    query: { ...profile, record_date: { type: 'string', required: true, description: '날짜 YYYY-MM-DD' } },
    operation: `query RecordsOfDate($profileId: ID!, $date: LocalDate!) { recordsOfDate(profileId: $profileId, date: $date) { date meals { mealType label records { ${FOOD_FIELDS} } } bodyRecords { ${BODY_FIELDS} } intakes { regimenId supplementId supplementName eatCnt alramCnt } } }`,
    variables: ({ query }) => ({ profileId: query.profile_id, date: query.record_date }),
  },
  {
    method: 'GET',
    path: '/record/body/recent/image',
    summary: '가장 최근 신체 사진 (없으면 null)',
    auth: 'required',
    query: profile,
    operation: `query RecentBodyImage($profileId: ID!) { recentBodyImage(profileId: $profileId) { ${BODY_FIELDS} } }`,
    variables: ({ query }) => ({ profileId: query.profile_id }),
  },
  {
    method: 'GET',
    path: '/record/body/date/image',
    summary: '그날의 신체 사진',
    auth: 'required',
    query: { ...profile, record_at: { type: 'string', required: true, description: '날짜 YYYY-MM-DD' } },
    operation: `query BodyImagesOfDate($profileId: ID!, $date: LocalDate!) { bodyImagesOfDate(profileId: $profileId, date: $date) { ${BODY_FIELDS} } }`,
    variables: ({ query }) => ({ profileId: query.profile_id, date: query.record_at }),
  },
  {
    method: 'GET',
    path: '/record/body/rangeToNew',
    summary: '기간의 신체 기록 (최신순)',
    auth: 'required',
    query: { ...profile, ...range },
    operation: `query BodyRecordsInRange($profileId: ID!, $from: LocalDate!, $to: LocalDate!) { bodyRecordsInRange(profileId: $profileId, from: $from, to: $to) { ${BODY_FIELDS} } }`,
    variables: ({ query }) => ({ profileId: query.profile_id, from: query.start_date, to: query.end_date }),
  },
  {
    method: 'GET',
    path: '/record/body/recordAt',
    summary: '신체 기록이 있는 날짜',
    auth: 'required',
    query: { ...profile, ...range },
    operation: 'query BodyRecordDates($profileId: ID!, $from: LocalDate!, $to: LocalDate!) { bodyRecordDates(profileId: $profileId, from: $from, to: $to) }',
    variables: ({ query }) => ({ profileId: query.profile_id, from: query.start_date, to: query.end_date }),
  },
];
