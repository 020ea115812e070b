import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, assertOwner, lockKey, parseInput, z, type Identity } from '@shop/kit';
import { normalizeSearch } from '@shop/kit';
import { SearchHistoryEntity, type SearchHistory } from './search-history.entity.js';
import './search-history.constraints.js';

/** How many recent terms a user keeps; older ones are dropped when a new one is added. */
export const HISTORY_LIMIT = 20;
export const POPULAR_WINDOW_DAYS = 7;

const querySchema = z
  .string({ error: '검색어를 입력해주세요.' })
  .transform(normalizeSearch)
  .pipe(z.string().min(1, '검색어를 입력해주세요.').max(100, '검색어는 100자 이하입니다.'));

/**
 * Adds a term (moving it to the top if already there) and keeps the newest HISTORY_LIMIT. One
 * user's adds take turns on a lock of their history held until the transaction ends, so the move
 * and the trimming see each other's rows (the unique index on user and term is the guard).
 */
export async function addSearchHistory(em: EntityManager, identity: Identity, raw: string): Promise<SearchHistory> {
  const query = parseInput(querySchema, raw);
  await lockKey(em, `commerce:search-history:${identity.userId}`);
  await em.nativeDelete(SearchHistoryEntity, { userId: identity.userId, query });
  const row = em.create(SearchHistoryEntity, { userId: identity.userId, query });
  await em.flush();
  const stale = await em.find(SearchHistoryEntity, { userId: identity.userId }, { orderBy: { id: 'desc' }, offset: HISTORY_LIMIT, fields: ['id'] });
  if (stale.length) await em.nativeDelete(SearchHistoryEntity, { id: { $in: stale.map((s) => s.id) } });
  return row;
}

export function mySearchHistory(em: EntityManager, identity: Identity): Promise<SearchHistory[]> {
  return em.find(SearchHistoryEntity, { userId: identity.userId }, { orderBy: { id: 'desc' }, limit: HISTORY_LIMIT });
}

export async function deleteSearchHistory(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const row = await em.findOne(SearchHistoryEntity, { id });
  if (!row) throw NotFound('검색 기록을 찾을 수 없습니다.');
  assertOwner({ identity }, row.userId);
  await em.nativeDelete(SearchHistoryEntity, { id });
}

export async function clearSearchHistory(em: EntityManager, identity: Identity): Promise<number> {
  return em.nativeDelete(SearchHistoryEntity, { userId: identity.userId });
}

export interface PopularTerm {
  query: string;
  count: number;
}

/** Most searched terms of the last week, by distinct users. */
export async function popularSearchTerms(em: EntityManager, limit = 10, now = new Date()): Promise<PopularTerm[]> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  const rows = await em.execute<{ query: string; count: string }[]>(
    `select query, count(distinct user_id) as count from commerce.search_history where created_at >= ?
      group by query order by count(distinct user_id) desc, max(created_at) desc limit ?`,
    [since, Math.min(Math.max(limit, 1), 50)],
  );
  return rows.map((r) => ({ query: r.query, count: Number(r.count) }));
}
