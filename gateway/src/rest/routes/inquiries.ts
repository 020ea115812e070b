import * as op from '../generated/graphql.js';
import { route, variant, type RestRoute } from '../types.js';

/** Product questions, one-to-one inquiries and the customer-service center. */
export const inquiryRoutes: RestRoute[] = [
  route({ method: 'POST', path: '/userProductQuestionHistory/add', summary: '상품 문의 남기기 (secret: 비밀글)', auth: 'required', operation: op.AskProductQuestionDocument }),
  route({
    method: 'POST',
    path: '/userProductQuestionHistory/update',
    summary: '문의 수정 (작성자, 답변 전) 또는 답변 (판매자·관리자: answer)',
    auth: 'required',
    operation: op.UpdateProductQuestionDocument,
  }),
  route({ method: 'DELETE', path: '/userProductQuestionHistory/delete/{id}', summary: '상품 문의 삭제', auth: 'required', operation: op.DeleteProductQuestionDocument }),
  route({
    method: 'GET',
    path: '/userProductQuestionHistory/read/product/list',
    summary: '상품의 문의 (비밀글 내용은 작성자·판매자·관리자만)',
    auth: 'optional',
    operation: op.ProductQuestionsDocument,
  }),
  route({ method: 'GET', path: '/userProductQuestionHistory/read/user/list', summary: '내 상품 문의', auth: 'required', operation: op.MyProductQuestionsDocument }),
  route({
    method: 'GET',
    path: '/userProductQuestionHistory/read/mall/productList',
    summary: '관리자: 모든 상품 문의 (unansweredOnly)',
    auth: 'required',
    operation: op.AllProductQuestionsDocument,
  }),
  {
    method: 'POST',
    path: '/admin/inquiry/add',
    summary: '1:1 문의 남기기, 또는 관리자 답변 (inquiry_id와 answer)',
    auth: 'required',
    notes: { category: 'order, delivery, return, product, account, etc', inquiry_id: '답변할 문의 (관리자)' },
    variants: [variant('inquiry_id', { operation: op.AnswerInquiryDocument, fields: { id: 'inquiry_id' } }), variant(undefined, { operation: op.CreateInquiryDocument })],
  },
  route({ method: 'GET', path: '/admin/user/inquiry/list', summary: '내 1:1 문의 (답변 상태, 내용, 날짜; 관리자는 전체)', auth: 'required', operation: op.MyInquiriesDocument }),
  route({ method: 'GET', path: '/admin/inquiry/answer/list', summary: '답변이 달린 1:1 문의', auth: 'required', operation: op.AnsweredInquiriesDocument }),
  route({ method: 'GET', path: '/admin/inquiry/count/month/{month}', summary: '관리자: 월별 문의 수 (YYYY-MM)', auth: 'required', operation: op.InquiryMonthlyCountDocument }),
  route({ method: 'DELETE', path: '/admin/inquiry/delete/{id}', summary: '1:1 문의 삭제 (기록은 3년 보관)', auth: 'required', operation: op.DeleteInquiryDocument }),
  route({ method: 'GET', path: '/csCenter/read', summary: '고객센터 글 (kind: faq, notice)', auth: 'none', operation: op.CsEntriesDocument }),
  route({ method: 'POST', path: '/csCenter/add', summary: '관리자: 고객센터 글 추가', auth: 'required', operation: op.AddCsEntryDocument }),
];
