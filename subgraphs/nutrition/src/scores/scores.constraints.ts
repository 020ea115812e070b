import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the stored scores' constraints (written by the recomputation, never by a client directly). */
export const scoresConstraints: Record<string, ConstraintMeaning> = {
  nutrition_scores_profile_id_fk: { field: 'profileId', message: '프로필을 찾을 수 없습니다.' },
  nutrition_scores_profile_id_score_date_unique: { field: 'date', message: '그날의 점수가 이미 있습니다.', code: 'CONFLICT' },
  nutrition_scores_score_check: { field: 'score', message: '점수는 0~100점입니다.' },
};
