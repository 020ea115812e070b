import * as op from '../generated/graphql.js';
import { route, snakeCased, type JsonSchema, type RestRoute } from '../types.js';

const RANGE = { from: 'start_date', to: 'end_date' } as const;
const DAY = { date: 'record_date' } as const;

const datesOf = (path: string, summary: string, what: 'score' | 'food' | 'intake') =>
  route({ method: 'GET', path, summary, auth: 'required', operation: op.RecordDatesDocument, fields: RANGE, fixed: { what } });

const recordScore = (path: string, summary: string) => route({ method: 'POST', path, summary, auth: 'required', operation: op.RecordNutritionScoreDocument, fields: DAY });

/** Nutrition scores, standards and calendars (`/nutritionScore/*`). */
export const scoresRoutes: RestRoute[] = snakeCased([
  route({ method: 'GET', path: '/nutritionScore/range/read', summary: '기간의 하루 점수', auth: 'required', operation: op.NutritionScoresDocument, fields: RANGE }),
  route({
    method: 'GET',
    path: '/nutritionScore/read',
    summary: '하루 영양 리포트 (점수, 영양소별 비율, 부족한 영양소, 기준)',
    auth: 'required',
    operation: op.NutritionReportDocument,
    fields: DAY,
  }),
  route({ method: 'GET', path: '/nutritionScore/nutrition/standard', summary: '프로필의 하루 영양 기준', auth: 'required', operation: op.NutritionStandardDocument, fields: DAY }),
  route({ method: 'GET', path: '/nutritionScore/descriptionList', summary: '점수 구간과 섭취 등급 설명', auth: 'none', operation: op.ScoreDescriptionsDocument }),
  datesOf('/nutritionScore/recordAt', '점수가 있는 날짜', 'score'),
  datesOf('/nutritionScore/food/recordAt', '음식 기록이 있는 날짜', 'food'),
  datesOf('/nutritionScore/nutrients/recordAtAll', '영양제 섭취 기록이 있는 날짜', 'intake'),
  route({ method: 'GET', path: '/nutritionScore/food/rank', summary: '카페인·나트륨·당류가 많은 음식 상위 3개', auth: 'required', operation: op.TopFoodsDocument, fields: RANGE }),
  route({
    method: 'GET',
    path: '/nutritionScore/recordAtCnt',
    summary: '날짜별 기록 수 (음식, 신체, 영양제 섭취)',
    auth: 'required',
    operation: op.RecordCountsDocument,
    fields: RANGE,
  }),
  route({
    method: 'GET',
    path: '/nutritionScore/promiseList',
    summary: '내 가족 프로필의 생애주기 설정',
    auth: 'required',
    operation: op.PromiseListDocument,
    // Escape hatch: the spec lists each profile's life stage flat, beside the profile's number and name.
    result: {
      map: (data) => data.myProfiles.map((p) => ({ profile_id: p.id, name: p.name, ...p.lifeStage })),
      schema: (data) => {
        const profile = ((data.properties as Record<string, JsonSchema>).myProfiles.items ?? {}) as { properties: Record<string, JsonSchema> };
        const { id, name, lifeStage } = profile.properties;
        const stage = lifeStage as { properties: Record<string, JsonSchema> };
        const properties = { profile_id: id, name, ...stage.properties };
        return { type: 'array', items: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false } };
      },
    },
  }),
  recordScore('/nutritionScore/record', '하루 점수를 계산해 저장'),
  recordScore('/nutritionScore/update', '하루 점수를 다시 계산해 저장'),
]);
