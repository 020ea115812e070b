import type { ConstraintMeaning } from '@shop/kit';

/**
 * Client meaning of the event tables' constraints: one survey answer per event and member, event
 * codes unique, and answers and inquiries only about an event that exists.
 */
export const eventsConstraints: Record<string, ConstraintMeaning> = {
  event_survey_answers_event_code_user_id_unique: { field: 'eventCode', message: '이미 참여한 설문입니다. 답변을 수정해주세요.' },
  events_code_unique: { field: 'code', message: '이미 있는 이벤트 코드입니다.' },
  events_period_check: { field: 'endsAt', message: '이벤트 종료일은 시작일 뒤여야 합니다.' },
  event_survey_answers_event_code_foreign: { field: 'eventCode', message: '이벤트를 찾을 수 없습니다.' },
  event_inquiries_event_code_foreign: { field: 'eventCode', message: '이벤트를 찾을 수 없습니다.' },
};
