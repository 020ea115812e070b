import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** Event survey and event inquiry rows (delete of an inquiry is POST, as the spec writes it). */
export const eventRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/eventSurvey/add',
    summary: '이벤트 설문 참여 (이벤트마다 한 번)',
    auth: 'required',
    operation: op.AnswerEventSurveyDocument,
    notes: { answers: '문항 코드 -> 답' },
  }),
  route({ method: 'GET', path: '/eventSurvey/read/{id}', summary: '내 설문 답변', auth: 'required', operation: op.EventSurveyAnswerDocument }),
  route({ method: 'DELETE', path: '/eventSurvey/delete/{id}', summary: '설문 답변 삭제', auth: 'required', operation: op.DeleteEventSurveyDocument }),
  route({ method: 'POST', path: '/eventSurvey/edit', summary: '설문 답변 수정', auth: 'required', operation: op.EditEventSurveyDocument }),
  route({ method: 'POST', path: '/eventInquiry/add', summary: '이벤트 문의', auth: 'required', operation: op.AskEventInquiryDocument }),
  route({ method: 'GET', path: '/eventInquiry/read/{id}', summary: '내 이벤트 문의', auth: 'required', operation: op.EventInquiryDocument }),
  route({ method: 'POST', path: '/eventInquiry/delete/{id}', summary: '이벤트 문의 삭제', auth: 'required', operation: op.DeleteEventInquiryDocument }),
  route({ method: 'POST', path: '/eventInquiry/answer/{id}', summary: '관리자: 이벤트 문의 답변', auth: 'required', operation: op.AnswerEventInquiryDocument }),
  route({ method: 'POST', path: '/eventInquiry/edit', summary: '이벤트 문의 수정 (답변 전)', auth: 'required', operation: op.EditEventInquiryDocument }),
];
