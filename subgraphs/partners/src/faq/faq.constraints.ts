import type { ConstraintMeaning } from '@shop/kit';
import { FAQ_RULES } from './faq.entities.js';

/** What the FAQ and notice tables' constraints mean to whoever sent the request (the services check first; these hold under races). */
export const faqConstraints: Record<string, ConstraintMeaning> = {
  faq_menus_channel_id_name_unique: { field: 'name', message: '이 채널에 같은 이름의 FAQ 메뉴가 있습니다.' },
  faq_menus_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  faq_menus_name_check: { field: 'name', message: '메뉴 이름을 입력해주세요.' },
  faq_menus_position_check: { field: 'position', message: '메뉴 순서는 1 이상이어야 합니다.' },

  faq_entries_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  faq_entries_menu_id_foreign: { field: 'menuId', message: 'FAQ 메뉴를 찾을 수 없습니다.' },
  faq_entries_question_check: { field: 'question', message: '질문을 입력해주세요.' },
  faq_entries_answer_check: { field: 'answer', message: `답변은 1자 이상 ${FAQ_RULES.answerMax}자 이하로 써주세요.` },

  faq_top_searched_terms_channel_id_position_unique: { field: 'terms', message: '많이 찾는 검색어를 동시에 바꾸고 있습니다. 다시 시도해주세요.' },
  faq_top_searched_terms_channel_id_term_unique: { field: 'terms', message: '같은 검색어를 두 번 넣을 수 없습니다.' },
  faq_top_searched_terms_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  faq_top_searched_terms_position_check: { field: 'terms', message: `많이 찾는 검색어는 ${FAQ_RULES.maxTopSearched}개까지 등록할 수 있습니다.` },
  faq_top_searched_terms_term_check: { field: 'terms', message: '검색어를 입력해주세요.' },

  channel_notices_channel_id_number_unique: { field: 'number', message: '같은 번호의 공지가 있습니다. 다시 시도해주세요.' },
  channel_notices_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_notices_number_check: { field: 'number', message: '공지 번호는 1 이상이어야 합니다.' },
  channel_notices_title_check: { field: 'title', message: '제목을 입력해주세요.' },
  channel_notices_content_check: { field: 'content', message: `내용은 1자 이상 ${FAQ_RULES.noticeContentMax}자 이하로 써주세요.` },
};
