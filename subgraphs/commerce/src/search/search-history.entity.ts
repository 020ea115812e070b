import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A user's search terms (newest first in the UI); also counted for popular terms. */
export const SearchHistoryEntity = defineEntity({
  name: 'SearchHistory',
  tableName: 'search_history',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    query: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['userId', 'createdAt'] }, { properties: ['createdAt'] }],
});
export type SearchHistory = InferEntity<typeof SearchHistoryEntity>;
