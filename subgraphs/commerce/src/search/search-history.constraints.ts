import { declareConstraints } from '@shop/kit';

/** Client meaning of the search history's constraint: one row per user and term. */
declareConstraints({
  search_history_user_id_query_unique: { field: 'query', message: '이미 기록된 검색어입니다.' },
});
