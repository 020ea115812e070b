import type { RestRoute } from '../types.js';
import { LEGACY_PAGING, pageVariables } from './paging.js';

const QUESTION_FIELDS = 'id productId userId content secret answer answeredAt createdAt';
const INQUIRY_FIELDS = 'id category title content answer answeredAt createdAt';
const paging = LEGACY_PAGING;
const page = pageVariables;

/** Product questions, one-to-one inquiries and the customer-service center. */
export const inquiryRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/userProductQuestionHistory/add',
    summary: '상품 문의 남기기 (secret: 비밀글)',
    auth: 'required',
    body: { productId: { type: 'string', required: true }, content: { type: 'string', required: true }, secret: { type: 'boolean' } },
    operation: `mutation Ask($productId: ID!, $content: String!, $secret: Boolean!) { askProductQuestion(productId: $productId, content: $content, secret: $secret) { ${QUESTION_FIELDS} } }`,
    variables: ({ body }) => ({ productId: body.productId, content: body.content, secret: body.secret ?? false }),
  },
  {
    method: 'POST',
    path: '/userProductQuestionHistory/update',
    summary: '문의 수정 (작성자, 답변 전) 또는 답변 (판매자·관리자: answer)',
    auth: 'required',
    body: { id: { type: 'string', required: true }, content: { type: 'string' }, secret: { type: 'boolean' }, answer: { type: 'string' } },
    operation: `mutation UpdateQuestion($id: ID!, $content: String, $secret: Boolean, $answer: String) { updateProductQuestion(id: $id, content: $content, secret: $secret, answer: $answer) { ${QUESTION_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, content: body.content, secret: body.secret, answer: body.answer }),
  },
  {
    method: 'DELETE',
    path: '/userProductQuestionHistory/delete/{id}',
    summary: '상품 문의 삭제',
    auth: 'required',
    params: { id: { type: 'string' } },
    operation: 'mutation DeleteQuestion($id: ID!) { deleteProductQuestion(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/userProductQuestionHistory/read/product/list',
    summary: '상품의 문의 (비밀글 내용은 작성자·판매자·관리자만)',
    auth: 'optional',
    query: { productId: { type: 'string', required: true }, ...paging },
    operation: `query ProductQuestions($productId: ID!, $offset: Int, $limit: Int) { productQuestions(productId: $productId, offset: $offset, limit: $limit) { total items { ${QUESTION_FIELDS} } } }`,
    variables: ({ query }) => ({ productId: query.productId, ...page(query) }),
  },
  {
    method: 'GET',
    path: '/userProductQuestionHistory/read/user/list',
    summary: '내 상품 문의',
    auth: 'required',
    query: paging,
    operation: `query MyQuestions($offset: Int, $limit: Int) { myProductQuestions(offset: $offset, limit: $limit) { total items { ${QUESTION_FIELDS} } } }`,
    variables: ({ query }) => page(query),
  },
  {
    method: 'GET',
    path: '/userProductQuestionHistory/read/mall/productList',
    summary: '관리자: 모든 상품 문의 (unansweredOnly)',
    auth: 'required',
    query: { unansweredOnly: { type: 'boolean' }, ...paging },
    operation: `query AllQuestions($unansweredOnly: Boolean!, $offset: Int, $limit: Int) { allProductQuestions(unansweredOnly: $unansweredOnly, offset: $offset, limit: $limit) { total items { ${QUESTION_FIELDS} } } }`,
    variables: ({ query }) => ({ unansweredOnly: query.unansweredOnly ?? false, ...page(query) }),
  },
  {
    method: 'POST',
    path: '/admin/inquiry/add',
    summary: '1:1 문의 남기기, 또는 관리자 답변 (inquiry_id와 answer)',
    auth: 'required',
    body: {
      category: { type: 'string', description: 'order, delivery, return, product, account, etc' },
      title: { type: 'string' },
      content: { type: 'string' },
      inquiry_id: { type: 'string', description: '답변할 문의 (관리자)' },
      answer: { type: 'string' },
    },
    operation: (req) =>
      req.body.inquiry_id !== undefined
        ? `mutation Answer($id: ID!, $answer: String!) { answerInquiry(id: $id, answer: $answer) { ${INQUIRY_FIELDS} } }`
        : `mutation Inquire($category: String!, $title: String!, $content: String!) { createInquiry(category: $category, title: $title, content: $content) { ${INQUIRY_FIELDS} } }`,
    variables: ({ body }) =>
      body.inquiry_id !== undefined ? { id: body.inquiry_id, answer: body.answer ?? '' } : { category: body.category ?? '', title: body.title ?? '', content: body.content ?? '' },
  },
  {
    method: 'GET',
    path: '/admin/user/inquiry/list',
    summary: '내 1:1 문의 (답변 상태, 내용, 날짜; 관리자는 전체)',
    auth: 'required',
    query: paging,
    operation: `query MyInquiries($offset: Int, $limit: Int) { myInquiries(offset: $offset, limit: $limit) { total items { ${INQUIRY_FIELDS} } } }`,
    variables: ({ query }) => page(query),
  },
  {
    method: 'GET',
    path: '/admin/inquiry/answer/list',
    summary: '답변이 달린 1:1 문의',
    auth: 'required',
    query: paging,
    operation: `query Answered($offset: Int, $limit: Int) { myInquiries(answeredOnly: true, offset: $offset, limit: $limit) { total items { ${INQUIRY_FIELDS} } } }`,
    variables: ({ query }) => page(query),
  },
  {
    method: 'GET',
    path: '/admin/inquiry/count/month/{month}',
    summary: '관리자: 월별 문의 수 (YYYY-MM)',
    auth: 'required',
    params: { month: { type: 'string' } },
    operation: 'query MonthlyCount($month: String!) { inquiryMonthlyCount(month: $month) { month total answered unanswered } }',
    variables: ({ params }) => ({ month: params.month }),
  },
  {
    method: 'DELETE',
    path: '/admin/inquiry/delete/{id}',
    summary: '1:1 문의 삭제 (기록은 3년 보관)',
    auth: 'required',
    params: { id: { type: 'string' } },
    operation: 'mutation DeleteInquiry($id: ID!) { deleteInquiry(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/csCenter/read',
    summary: '고객센터 글 (kind: faq, notice)',
    auth: 'none',
    query: { kind: { type: 'string' } },
    operation: 'query CsEntries($kind: String) { csEntries(kind: $kind) { id kind title body createdAt } }',
    variables: ({ query }) => ({ kind: query.kind }),
  },
  {
    method: 'POST',
    path: '/csCenter/add',
    summary: '관리자: 고객센터 글 추가',
    auth: 'required',
    body: { kind: { type: 'string', required: true }, title: { type: 'string', required: true }, body: { type: 'string', required: true } },
    operation: 'mutation AddCs($kind: String!, $title: String!, $body: String!) { addCsEntry(kind: $kind, title: $title, body: $body) { id kind title body createdAt } }',
    variables: ({ body }) => ({ kind: body.kind, title: body.title, body: body.body }),
  },
];
