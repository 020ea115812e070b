import type { ModuleDefinition } from '@shop/kit';
import { InquiriesResolver } from './inquiries.resolver.js';

export const inquiriesConstraints = {
  recommend_inquiries_title_check: { field: 'title', message: '제목은 1~100자입니다.' },
  recommend_inquiries_content_check: { field: 'content', message: '내용은 1~2,000자입니다.' },
  recommend_inquiries_answer_check: { field: 'answer', message: '답변은 1~2,000자입니다.' },
  recommend_inquiries_result_id_foreign: { field: 'resultId', message: '추천 결과를 찾을 수 없습니다.' },
};

/** "약사에게 묻기": recommendation inquiries and the admin's answers (removed with the account: lifecycle.ts). */
export const inquiriesModule: ModuleDefinition = { name: 'inquiries', resolvers: [InquiriesResolver], constraints: inquiriesConstraints };
