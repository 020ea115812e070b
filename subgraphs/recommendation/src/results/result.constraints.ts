import type { ConstraintMeaning } from '@shop/kit';

/** What the questionnaire results' constraints mean to whoever sent the answers. */
export const resultConstraints: Record<string, ConstraintMeaning> = {
  recommendation_results_age_band_check: { field: 'ageBand', message: '연령대를 확인해주세요.' },
  recommendation_results_answers_check: { field: 'answers', message: '설문 답변을 확인해주세요.' },
};
