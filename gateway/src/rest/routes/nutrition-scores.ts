import type { ParamSpec, RestRoute } from '../types.js';

const STANDARD_FIELDS = `date ageYears ageBand standardType standardCode label kdriGroup pregnancyStage energy
  carbohydrate { min max } protein { min max } fat { min max } milkPowder { target min max } totalSugar { min max }
  sodium { min max } caffeine { cap displayRange } betaCarotene { min max } nutrients { code name unit min minKind max }`;
const LINE = 'code name unit intake min max percent points short';
const REPORT_FIELDS = `profileId date score tier { code label description } energyPoints macroPoints microPoints penaltyPoints intakeCount
  intakeTier { code label description } energy { ${LINE} } macros { ${LINE} } micros { ${LINE} } shortNutrients { ${LINE} }
  limits { code name intake limit over } foodRecordCount standard { ${STANDARD_FIELDS} }`;
const SCORE_FIELDS = 'profileId date score energyPoints macroPoints microPoints penaltyPoints intakeCount intakeTier tier { code label }';

const profile: Record<string, ParamSpec> = { profile_id: { type: 'string', required: true, description: '프로필 번호' } };
const oneDate: Record<string, ParamSpec> = { ...profile, record_date: { type: 'string', description: '날짜 YYYY-MM-DD (기본 오늘)' } };
const range: Record<string, ParamSpec> = {
  ...profile,
  start_date: { type: 'string', required: true, description: '시작일 YYYY-MM-DD' },
  end_date: { type: 'string', required: true, description: '종료일 YYYY-MM-DD (최대 366일)' },
};
const rangeVariables = (source: Record<string, unknown>) => ({ id: source.profile_id, from: source.start_date, to: source.end_date });

const datesOf = (path: string, summary: string, what: 'score' | 'food' | 'intake'): RestRoute => ({
  method: 'GET',
  path,
  summary,
  auth: 'required',
  query: range,
  operation: `query RecordDates($id: ID!, $what: String!, $from: LocalDate!, $to: LocalDate!) { recordDates(profileId: $id, what: $what, from: $from, to: $to) }`,
  variables: ({ query }) => ({ ...rangeVariables(query), what }),
});

const recordScore = (path: string, summary: string): RestRoute => ({
  method: 'POST',
  path,
  summary,
  auth: 'required',
  body: oneDate,
  operation: `mutation RecordScore($id: ID!, $date: LocalDate) { recordNutritionScore(profileId: $id, date: $date) { ${SCORE_FIELDS} } }`,
  variables: ({ body }) => ({ id: body.profile_id, date: body.record_date }),
});

/** Nutrition scores, standards and calendars (`/nutritionScore/*`). */
export const scoresRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/nutritionScore/range/read',
    summary: '기간의 하루 점수',
    auth: 'required',
    query: range,
    operation: `query Scores($id: ID!, $from: LocalDate!, $to: LocalDate!) { nutritionScores(profileId: $id, from: $from, to: $to) { ${SCORE_FIELDS} } }`,
    variables: ({ query }) => rangeVariables(query),
  },
  {
    method: 'GET',
    path: '/nutritionScore/read',
    summary: '하루 영양 리포트 (점수, 영양소별 비율, 부족한 영양소, 기준)',
    auth: 'required',
    query: oneDate,
    operation: `query Report($id: ID!, $date: LocalDate) { nutritionReport(profileId: $id, date: $date) { ${REPORT_FIELDS} } }`,
    variables: ({ query }) => ({ id: query.profile_id, date: query.record_date }),
  },
  {
    method: 'GET',
    path: '/nutritionScore/nutrition/standard',
    summary: '프로필의 하루 영양 기준',
    auth: 'required',
    query: oneDate,
    operation: `query Standard($id: ID!, $date: LocalDate) { nutritionStandard(profileId: $id, date: $date) { ${STANDARD_FIELDS} } }`,
    variables: ({ query }) => ({ id: query.profile_id, date: query.record_date }),
  },
  {
    method: 'GET',
    path: '/nutritionScore/descriptionList',
    summary: '점수 구간과 섭취 등급 설명',
    auth: 'none',
    operation: 'query ScoreDescriptions { scoreDescriptions { kind code label min max description } }',
  },
  datesOf('/nutritionScore/recordAt', '점수가 있는 날짜', 'score'),
  datesOf('/nutritionScore/food/recordAt', '음식 기록이 있는 날짜', 'food'),
  datesOf('/nutritionScore/nutrients/recordAtAll', '영양제 섭취 기록이 있는 날짜', 'intake'),
  {
    method: 'GET',
    path: '/nutritionScore/food/rank',
    summary: '카페인·나트륨·당류가 많은 음식 상위 3개',
    auth: 'required',
    query: range,
    operation: `query TopFoods($id: ID!, $from: LocalDate!, $to: LocalDate!) { topFoods(profileId: $id, from: $from, to: $to) { nutrient name unit foods { name amount } } }`,
    variables: ({ query }) => rangeVariables(query),
  },
  {
    method: 'GET',
    path: '/nutritionScore/recordAtCnt',
    summary: '날짜별 기록 수 (음식, 신체, 영양제 섭취)',
    auth: 'required',
    query: range,
    operation: `query RecordCounts($id: ID!, $from: LocalDate!, $to: LocalDate!) { recordCounts(profileId: $id, from: $from, to: $to) { date foods bodies intakes } }`,
    variables: ({ query }) => rangeVariables(query),
  },
  {
    method: 'GET',
    path: '/nutritionScore/promiseList',
    summary: '내 가족 프로필의 생애주기 설정',
    auth: 'required',
    operation: 'query PromiseList { myProfiles { id name lifeStage { promiseType pregnantType pregnantDay vegetarianType label } } }',
    result: (data) => data.myProfiles.map((p: { id: string; name: string; lifeStage: Record<string, unknown> }) => ({ profile_id: p.id, name: p.name, ...p.lifeStage })),
  },
  recordScore('/nutritionScore/record', '하루 점수를 계산해 저장'),
  recordScore('/nutritionScore/update', '하루 점수를 다시 계산해 저장'),
];
