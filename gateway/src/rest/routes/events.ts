import type { RestRoute } from '../types.js';

const SURVEY_FIELDS = 'id eventCode answers createdAt';
const INQUIRY_FIELDS = 'id eventCode content answer answeredAt createdAt';
const id = { id: { type: 'string' as const } };

/** Event survey and event inquiry rows (delete of an inquiry is POST, as the spec writes it). */
export const eventRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/eventSurvey/add',
    summary: '이벤트 설문 참여 (이벤트마다 한 번)',
    auth: 'required',
    body: { eventCode: { type: 'string', required: true }, answers: { type: 'object', required: true, description: '문항 코드 -> 답' } },
    operation: `mutation AnswerSurvey($eventCode: String!, $answers: JSONObject!) { answerEventSurvey(eventCode: $eventCode, answers: $answers) { ${SURVEY_FIELDS} } }`,
    variables: ({ body }) => ({ eventCode: body.eventCode, answers: body.answers }),
  },
  {
    method: 'GET',
    path: '/eventSurvey/read/{id}',
    summary: '내 설문 답변',
    auth: 'required',
    params: id,
    operation: `query Survey($id: ID!) { eventSurveyAnswer(id: $id) { ${SURVEY_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'DELETE',
    path: '/eventSurvey/delete/{id}',
    summary: '설문 답변 삭제',
    auth: 'required',
    params: id,
    operation: 'mutation DeleteSurvey($id: ID!) { deleteEventSurvey(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'POST',
    path: '/eventSurvey/edit',
    summary: '설문 답변 수정',
    auth: 'required',
    body: { id: { type: 'string', required: true }, answers: { type: 'object', required: true } },
    operation: `mutation EditSurvey($id: ID!, $answers: JSONObject!) { editEventSurvey(id: $id, answers: $answers) { ${SURVEY_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, answers: body.answers }),
  },
  {
    method: 'POST',
    path: '/eventInquiry/add',
    summary: '이벤트 문의',
    auth: 'required',
    body: { eventCode: { type: 'string', required: true }, content: { type: 'string', required: true } },
    operation: `mutation AskEvent($eventCode: String!, $content: String!) { askEventInquiry(eventCode: $eventCode, content: $content) { ${INQUIRY_FIELDS} } }`,
    variables: ({ body }) => ({ eventCode: body.eventCode, content: body.content }),
  },
  {
    method: 'GET',
    path: '/eventInquiry/read/{id}',
    summary: '내 이벤트 문의',
    auth: 'required',
    params: id,
    operation: `query EventInquiry($id: ID!) { eventInquiry(id: $id) { ${INQUIRY_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'POST',
    path: '/eventInquiry/delete/{id}',
    summary: '이벤트 문의 삭제',
    auth: 'required',
    params: id,
    operation: 'mutation DeleteEventInquiry($id: ID!) { deleteEventInquiry(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'POST',
    path: '/eventInquiry/answer/{id}',
    summary: '관리자: 이벤트 문의 답변',
    auth: 'required',
    params: id,
    body: { answer: { type: 'string', required: true } },
    operation: `mutation AnswerEvent($id: ID!, $answer: String!) { answerEventInquiry(id: $id, answer: $answer) { ${INQUIRY_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.id, answer: body.answer }),
  },
  {
    method: 'POST',
    path: '/eventInquiry/edit',
    summary: '이벤트 문의 수정 (답변 전)',
    auth: 'required',
    body: { id: { type: 'string', required: true }, content: { type: 'string', required: true } },
    operation: `mutation EditEventInquiry($id: ID!, $content: String!) { editEventInquiry(id: $id, content: $content) { ${INQUIRY_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, content: body.content }),
  },
];
