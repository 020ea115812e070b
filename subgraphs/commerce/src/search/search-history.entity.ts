import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A user's search terms (newest first in the UI); also counted for popular terms. One row per user
 * and term: searching it again moves it to the top (`createdAt` is the last time it was searched).
 */
export const SearchHistoryEntity = defineEntity({
  name: 'SearchHistory',
  tableName: 'search_history',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    query: p.string().length(100),
    /** Products the term found when it was last searched (null: recorded before this was kept). */
    resultCount: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'search_history_user_id_query_unique', properties: ['userId', 'query'] }],
  indexes: [{ properties: ['userId', 'createdAt'] }, { properties: ['createdAt'] }],
});
export type SearchHistory = InferEntity<typeof SearchHistoryEntity>;

/**
 * Terms kept out of the popular searches, added by admins: `exact` blocks one normalised term,
 * `contains` every term holding it (a plain substring, never a regular expression a person
 * could make slow).
 */
export const SearchBlockedTermEntity = defineEntity({
  name: 'SearchBlockedTerm',
  tableName: 'search_blocked_terms',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    term: p.string().length(100),
    match: p.string().length(10),
    createdBy: p.bigint('string').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'search_blocked_terms_term_match_unique', properties: ['term', 'match'] }],
});
export type SearchBlockedTerm = InferEntity<typeof SearchBlockedTermEntity>;
