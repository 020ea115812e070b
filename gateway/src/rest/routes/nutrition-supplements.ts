import * as op from '../generated/graphql.js';
import { route, snakeCased, type RestRoute } from '../types.js';

/** The search term is `keyword` (or `query`); without one, everything. */
const KEYWORD = { query: ['keyword', 'query'] } as const;
/** An intake's day is `intake_date` (or its earlier name `record_date`). */
const INTAKE_DAY = { date: ['intake_date', 'record_date'] } as const;
/** The regimen view: the day whose eat_cnt is shown and the adherence window. */
const VIEW = { date: 'record_date', from: 'start_date', to: 'end_date' } as const;

/** Nutrition supplements rows of shared/api/rest-endpoints.tsv: catalog, regimen ("nutrient record"), intakes, linked health apps. */
export const supplementsRoutes: RestRoute[] = snakeCased([
  route({ method: 'POST', path: '/nutrients/add', summary: '영양제 등록 신청 (관리자 승인 전까지 검토 중)', auth: 'required', operation: op.SubmitSupplementDocument }),
  route({ method: 'GET', path: '/nutrients/search', summary: '영양제 검색 (승인된 것과 내가 신청 중인 것)', auth: 'optional', operation: op.SearchSupplementsDocument, fields: KEYWORD }),
  route({
    method: 'GET',
    path: '/nutrients/nutrition/{nutrients_id}',
    summary: '영양제의 영양소 함량',
    auth: 'optional',
    operation: op.SupplementDocument,
    fields: { id: 'nutrients_id' },
  }),
  route({
    method: 'GET',
    path: '/admin/nutrients',
    summary: '관리자: 영양제 목록 (status: pending 검토 중, approved, rejected)',
    auth: 'required',
    operation: op.AdminSupplementsDocument,
    fields: KEYWORD,
    notes: { status: 'pending, approved, rejected (없으면 전체)' },
  }),
  route({ method: 'GET', path: '/admin/nutrientsAllergy', summary: '관리자: 승인된 영양제의 알레르기 유발 성분과 영양제 수', auth: 'required', operation: op.SupplementAllergensDocument }),
  route({
    method: 'POST',
    path: '/record/nutrients/add',
    summary: '프로필의 복용 목록에 영양제 추가 (알림 횟수와 시간)',
    auth: 'required',
    operation: op.AddRegimenDocument,
    fields: { input: { supplementId: 'nutrients_id' } },
  }),
  route({ method: 'POST', path: '/record/nutrients/edit', summary: '복용 기록 수정 (보낸 항목만)', auth: 'required', operation: op.EditRegimenDocument }),
  route({ method: 'DELETE', path: '/record/nutrients/delete', summary: '복용 기록 삭제 (섭취 기록도 함께)', auth: 'required', operation: op.DeleteRegimenDocument }),
  route({ method: 'POST', path: '/record/nutrients/alram', summary: '섭취 알림 설정 (alram_cnt, reminder_times)', auth: 'required', operation: op.SetRemindersDocument }),
  route({ method: 'DELETE', path: '/record/nutrients/alram', summary: '섭취 알림 끄기 (alram_cnt 0)', auth: 'required', operation: op.ClearRemindersDocument }),
  route({
    method: 'POST',
    path: '/record/nutrients/eat',
    summary: '섭취 체크 (eat_cnt + 1, 하루 최대 alram_cnt회 또는 1회)',
    auth: 'required',
    operation: op.MarkIntakeDocument,
    fields: INTAKE_DAY,
  }),
  route({ method: 'DELETE', path: '/record/nutrients/eat', summary: '섭취 체크 취소 (eat_cnt − 1)', auth: 'required', operation: op.UndoIntakeDocument, fields: INTAKE_DAY }),
  route({ method: 'GET', path: '/record/nutrients/eat', summary: '프로필의 한 날짜 영양제 섭취', auth: 'required', operation: op.IntakesOfDateDocument, fields: INTAKE_DAY }),
  route({
    method: 'GET',
    path: '/record/nutrients/user',
    summary: '프로필의 영양제 복용 기록 (그 날짜의 eat_cnt와 기간 섭취율)',
    auth: 'required',
    operation: op.RegimensDocument,
    fields: VIEW,
  }),
  route({ method: 'GET', path: '/record/nutrients/userMulti', summary: '내 모든 프로필의 영양제 복용 기록', auth: 'required', operation: op.RegimensOfAllProfilesDocument, fields: VIEW }),
  route({ method: 'POST', path: '/interlock/add', summary: '외부 건강 앱 연동 (앱의 인증 코드)', auth: 'required', operation: op.LinkHealthAppDocument }),
  route({ method: 'GET', path: '/interlock/read', summary: '내가 연동한 건강 앱', auth: 'required', operation: op.HealthAppsDocument }),
  route({
    method: 'POST',
    path: '/interlock/nutrients/add',
    summary: '연동한 앱의 영양제 가져오기 (새 인증 코드 필요; 같은 영양제는 갱신)',
    auth: 'required',
    operation: op.ImportHealthAppSupplementsDocument,
    notes: { id: '연동 번호 (/interlock/read의 id)' },
  }),
  route({ method: 'DELETE', path: '/interlock/nutrients/delete/{id}', summary: '가져온 영양제 삭제', auth: 'required', operation: op.DeleteHealthAppSupplementDocument }),
  route({
    method: 'GET',
    path: '/interlock/nutrients/read/{user_id}',
    summary: '회원이 건강 앱에서 가져온 영양제 (본인과 관리자만)',
    auth: 'required',
    operation: op.HealthAppSupplementsDocument,
  }),
]);
