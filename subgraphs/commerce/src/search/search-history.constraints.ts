import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the search history's constraint: one row per user and term. */
export const searchHistoryConstraints: Record<string, ConstraintMeaning> = {
  search_history_user_id_query_unique: { field: 'query', message: '이미 기록된 검색어입니다.' },
  search_history_result_count_check: { field: 'resultCount', message: '검색 결과 수는 0 이상입니다.' },
  search_blocked_terms_term_match_unique: { field: 'term', message: '이미 막아 둔 검색어입니다.' },
  search_blocked_terms_term_check: { field: 'term', message: '막을 검색어를 입력해주세요.' },
  search_blocked_terms_match_check: { field: 'match', message: '막는 방식은 EXACT 또는 CONTAINS입니다.' },
  search_synonyms_term_unique: { field: 'term', message: '이미 있는 검색 동의어입니다.' },
  search_synonyms_term_check: { field: 'term', message: '검색어를 입력해주세요.' },
  search_synonyms_expansions_check: { field: 'expansions', message: '바꿔 찾을 말은 1~10개입니다.' },
};
