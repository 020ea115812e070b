import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

const LIFE_STAGE_NOTES = {
  promise_type: '0 일반, 1 임신 준비, 2 채식, 3 체중 조절, 4 근력 강화, 5 혈당 관리',
  pregnant_type: '2 임신 계획, 4 수유 중, 그 외 기본',
  pregnant_day: '출산 예정일 YYYY-MM-DD',
  vegetarian_type: '채식 유형 1~6 (프로테리어, 비건, 락토, 오보, 락토오보, 패스코)',
};
const saveLifeStage = (path: string, summary: string) => route({ method: 'POST', path, summary, auth: 'required', naming: 'snake', notes: LIFE_STAGE_NOTES, operation: op.SaveLifeStageDocument });

/** Nutrition-owned `/user/*` rows: family profiles and life-stage ("promise") settings. */
export const profileRoutes: RestRoute[] = [
  route({ method: 'POST', path: '/user/profile/add', summary: '가족 프로필 추가', auth: 'required', operation: op.AddProfileDocument }),
  route({
    method: 'POST',
    path: '/user/profile/remove',
    summary: '가족 프로필 삭제 (본인 프로필 제외)',
    auth: 'required',
    operation: op.RemoveProfileDocument,
    fields: { id: 'profile_id' },
  }),
  saveLifeStage('/user/promise/add', '생애주기 설정 추가 (promise_type, pregnant_type, pregnant_day)'),
  saveLifeStage('/user/promise/edit', '생애주기 설정 수정'),
  route({
    method: 'GET',
    path: '/user/promise',
    summary: '프로필의 생애주기 설정',
    auth: 'required',
    operation: op.ProfileLifeStageDocument,
    fields: { id: 'profile_id' },
    result: 'profile.lifeStage',
  }),
  route({ method: 'GET', path: '/user/multiprofiles', summary: '내 계정의 가족 프로필 목록', auth: 'required', operation: op.MyProfilesDocument }),
];
