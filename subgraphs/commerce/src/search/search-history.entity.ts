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
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'search_history_user_id_query_unique', properties: ['userId', 'query'] }],
  indexes: [{ properties: ['userId', 'createdAt'] }, { properties: ['createdAt'] }],
});
export type SearchHistory = InferEntity<typeof SearchHistoryEntity>;
