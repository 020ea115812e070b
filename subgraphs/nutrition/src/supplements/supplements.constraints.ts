import type { ConstraintMeaning } from '@shop/kit';
import { MAX_ALRAM_CNT } from './regimens.service.js';

/** Client meaning of the regimens' constraints. */
export const supplementsConstraints: Record<string, ConstraintMeaning> = {
  supplement_regimens_profile_supplement_unique: { field: 'supplementId', message: '이미 복용 목록에 있는 영양제입니다.' },
  supplement_regimens_alram_cnt_check: { field: 'alramCnt', message: `알림 횟수는 0~${MAX_ALRAM_CNT}회입니다.` },
  supplement_regimens_profile_id_fk: { field: 'profileId', message: '프로필을 찾을 수 없습니다.' },
  supplement_regimens_supplement_id_fk: { field: 'supplementId', message: '영양제를 찾을 수 없습니다.' },
  supplement_intakes_profile_id_fk: { field: 'profileId', message: '프로필을 찾을 수 없습니다.' },
  supplement_intakes_regimen_id_fk: { field: 'regimenId', message: '영양제 복용 기록을 찾을 수 없습니다.' },
  supplement_intakes_regimen_id_intake_date_unique: { field: 'date', message: '그날의 섭취 표시가 이미 있습니다. 다시 시도해주세요.', code: 'CONFLICT' },
  supplement_intakes_eat_cnt_check: { field: 'eatCnt', message: '섭취 횟수는 0 이상입니다.' },
  supplement_nutrients_supplement_id_fk: { field: 'supplementId', message: '영양제를 찾을 수 없습니다.' },
  supplement_nutrients_supplement_id_nutrient_code_unique: { field: 'nutrients', message: '같은 영양소를 두 번 넣을 수 없습니다.' },
  supplement_nutrients_amount_check: { field: 'nutrients', message: '영양소 함량은 0 이상입니다.' },
  reminder_deliveries_regimen_id_fk: { field: 'regimenId', message: '영양제 복용 기록을 찾을 수 없습니다.' },
  reminder_deliveries_regimen_id_reminder_date_remi_fc527_unique: { field: 'regimenId', message: '이미 보낸 알림입니다.', code: 'CONFLICT' },
  interlocks_user_id_provider_unique: { field: 'provider', message: '이미 연동한 건강 앱입니다.' },
  interlock_supplements_interlock_id_fk: { field: 'interlockId', message: '연동한 건강 앱을 찾을 수 없습니다.' },
  interlock_supplements_interlock_id_external_id_unique: { field: 'externalId', message: '이미 가져온 영양제입니다.' },
};
