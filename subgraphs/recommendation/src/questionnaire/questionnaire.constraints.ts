import type { ConstraintMeaning } from '@shop/kit';

/** What the questionnaire content's constraints mean to an admin editing it. */
export const questionnaireConstraints: Record<string, ConstraintMeaning> = {
  questionnaire_questions_band_number_unique: { field: 'number', message: '이 연령대에 같은 번호의 문항이 있습니다.' },
  questionnaire_questions_band_check: { field: 'band', message: '연령대를 확인해주세요.' },
  questionnaire_questions_topic_check: { field: 'topic', message: '문항 주제를 확인해주세요.' },
  questionnaire_questions_number_check: { field: 'number', message: '문항 번호는 1~9입니다.' },
  questionnaire_questions_limit_check_check: { field: 'limitCheck', message: '최대 선택 수는 1~30입니다.' },
  questionnaire_questions_single_check: { field: 'limitCheck', message: '하나만 고르는 문항의 최대 선택 수는 1입니다.' },
  questionnaire_questions_row_item_num_check: { field: 'rowItemNum', message: '한 줄 답 수는 1~4입니다.' },
  questionnaire_questions_title_check: { field: 'title', message: '문항은 1~200자입니다.' },
  questionnaire_choices_code_unique: { field: 'code', message: '이 문항에 같은 답이 있습니다.' },
  questionnaire_choices_position_unique: { field: 'position', message: '이 문항에 같은 순서의 답이 있습니다.' },
  questionnaire_choices_none_first_check: { field: 'code', message: "첫 답은 '해당 없음'(none)이어야 합니다." },
  questionnaire_choices_label_check: { field: 'label', message: '답은 1~60자입니다.' },
  questionnaire_choices_weights_check: { field: 'weights', message: '가중치를 확인해주세요.' },
  questionnaire_choices_question_id_foreign: { field: 'questionId', message: '문항을 찾을 수 없습니다.' },
  questionnaire_symptoms_purpose_check: { field: 'purpose', message: '목적을 확인해주세요.' },
  questionnaire_symptoms_category_check: { field: 'category', message: '증상 분류를 확인해주세요.' },
  questionnaire_symptoms_label_check: { field: 'label', message: '증상은 1~60자입니다.' },
  questionnaire_statements_code_unique: { field: 'code', message: '이 증상에 같은 문장이 있습니다.' },
  questionnaire_statements_text_check: { field: 'text', message: '문장은 1~200자입니다.' },
  questionnaire_statements_symptom_code_foreign: { field: 'symptomCode', message: '증상을 찾을 수 없습니다.' },
  recommendation_default_lists_sex_check: { field: 'sex', message: '성별을 확인해주세요.' },
  recommendation_default_lists_age_code_check: { field: 'ageCode', message: '추천 연령 코드를 확인해주세요.' },
};
