import * as op from '../generated/graphql.js';
import { route, snakeCased, type RestRoute } from '../types.js';

/** A period is `start_date`..`end_date` (at most 366 days). */
const RANGE = { from: 'start_date', to: 'end_date' } as const;
/** A meal names a food as `food_id`, or `food_ingredient_id` (an ingredient is a food too). */
const FOOD = { input: { foodId: ['food_id', 'food_ingredient_id'] } } as const;
const MEAL_NOTES = {
  unit: '단위: 개, 마리, 모, 봉, 스쿱, 알, 인분, 작은술, 장, 접시, 조각, 줄, 줌, 쪽, 캔, 컵, 큰술, 토막, 통, 팩, 포, 회분, 공기, 그릇, 대접, 병, 봉지, 잔',
  record_date: '기록 날짜 YYYY-MM-DD (오늘까지)',
};

/** Nutrition records rows of shared/api/rest-endpoints.tsv: food records by meal, body records, a day's records. */
export const recordsRoutes: RestRoute[] = snakeCased([
  route({
    method: 'POST',
    path: '/record/food/add',
    summary: '식사 기록 추가 (끼니: 1 아침, 2 점심, 3 저녁, 4 간식·기타; 음식·원재료 또는 레시피 하나)',
    auth: 'required',
    notes: MEAL_NOTES,
    operation: op.AddFoodRecordDocument,
    fields: FOOD,
  }),
  route({
    method: 'POST',
    path: '/record/food/edit',
    summary: '식사 기록 수정 (보낸 항목만 바뀌고 null은 지웁니다)',
    auth: 'required',
    notes: MEAL_NOTES,
    operation: op.EditFoodRecordDocument,
    fields: FOOD,
  }),
  route({ method: 'DELETE', path: '/record/food/delete', summary: '식사 기록 삭제', auth: 'required', operation: op.DeleteFoodRecordDocument }),
  route({ method: 'GET', path: '/record/food/user', summary: '프로필의 식사 기록 (날짜, 끼니, 입력 순)', auth: 'required', operation: op.FoodRecordsDocument, fields: RANGE }),
  route({ method: 'GET', path: '/record/recordImageList', summary: '식사 사진 (최신순; 기간은 생략 가능)', auth: 'required', operation: op.MealPhotosDocument, fields: RANGE }),
  route({ method: 'POST', path: '/record/body/add', summary: '신체 기록 추가 (몸무게, 키, 사진 중 하나 이상)', auth: 'required', operation: op.AddBodyRecordDocument }),
  route({ method: 'POST', path: '/record/body/edit', summary: '신체 기록 수정 (보낸 항목만 바뀌고 null은 지웁니다)', auth: 'required', operation: op.EditBodyRecordDocument }),
  route({ method: 'GET', path: '/record/body/user', summary: '신체 기록 (오래된 순)', auth: 'required', operation: op.BodyRecordsDocument }),
  route({ method: 'GET', path: '/record/body/userToNew', summary: '신체 기록 (최신순)', auth: 'required', operation: op.BodyRecordsNewestDocument }),
  route({
    method: 'GET',
    path: '/record/byDate',
    summary: '그날의 모든 기록: 끼니별 식사, 신체 기록, 영양제 섭취',
    auth: 'required',
    operation: op.RecordsOfDateDocument,
    fields: { date: 'record_date' },
  }),
  route({ method: 'GET', path: '/record/body/recent/image', summary: '가장 최근 신체 사진 (없으면 null)', auth: 'required', operation: op.RecentBodyImageDocument }),
  route({ method: 'GET', path: '/record/body/date/image', summary: '그날의 신체 사진', auth: 'required', operation: op.BodyImagesOfDateDocument, fields: { date: 'record_at' } }),
  route({ method: 'GET', path: '/record/body/rangeToNew', summary: '기간의 신체 기록 (최신순)', auth: 'required', operation: op.BodyRecordsInRangeDocument, fields: RANGE }),
  route({ method: 'GET', path: '/record/body/recordAt', summary: '신체 기록이 있는 날짜', auth: 'required', operation: op.BodyRecordDatesDocument, fields: RANGE }),
]);
