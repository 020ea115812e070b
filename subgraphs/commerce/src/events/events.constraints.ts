import { declareConstraints } from '@shop/kit';

/** Client meaning of the event tables' constraints: one survey answer per event and member. */
declareConstraints({
  event_survey_answers_event_code_user_id_unique: { field: 'eventCode', message: '이미 참여한 설문입니다. 답변을 수정해주세요.' },
});
