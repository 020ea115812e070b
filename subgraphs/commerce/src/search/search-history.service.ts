import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, assertOwner, lockKey, parseInput, z, type Identity } from '@shop/kit';
import { normalizeSearch } from '@shop/kit';
import { findProducts } from '../catalog/catalog.service.js';
import { SearchBlockedTermEntity, SearchHistoryEntity, type SearchBlockedTerm, type SearchHistory } from './search-history.entity.js';

/** How many recent terms a user keeps; older ones are dropped when a new one is added. */
export const HISTORY_LIMIT = 20;
export const POPULAR_WINDOW_DAYS = 7;

const querySchema = z.string({ error: '검색어를 입력해주세요.' }).transform(normalizeSearch).pipe(z.string().min(1, '검색어를 입력해주세요.').max(100, '검색어는 100자 이하입니다.'));

/**
 * Adds a term (moving it to the top if already there) and keeps the newest HISTORY_LIMIT. One
 * user's adds take turns on a lock of their history held until the transaction ends, so the move
 * and the trimming see each other's rows (the unique index on user and term is the guard).
 */
export async function addSearchHistory(em: EntityManager, identity: Identity, raw: string): Promise<SearchHistory> {
  const query = parseInput(querySchema, raw, 'query');
  // What the term finds, counted here rather than taken from the client: popular searches show
  // only terms that found something.
  const { total: resultCount } = await findProducts(em, { query, offset: 0, limit: 1 });
  await lockKey(em, `commerce:search-history:${identity.userId}`);
  await em.nativeDelete(SearchHistoryEntity, { userId: identity.userId, query });
  const row = em.create(SearchHistoryEntity, { userId: identity.userId, query, resultCount });
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

/**
 * How many different users must have searched a term (within the window) before it is shown to
 * everyone: one person cannot put a term on the home page. POPULAR_SEARCH_MIN_USERS, default 3.
 */
export const popularMinUsers = (env: NodeJS.ProcessEnv = process.env): number =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(3)
    .parse(env.POPULAR_SEARCH_MIN_USERS === '' ? undefined : env.POPULAR_SEARCH_MIN_USERS);

/**
 * What a popular term may look like: letters (any script), digits, spaces and a little
 * punctuation, 1-30 characters. Markup (`<`, `>`), quotes, semicolons, control and invisible
 * characters, and anything like an address (`://`, `www.`, `@`) never reach the home page.
 */
const SHOWABLE = /^[\p{L}\p{N}\p{M} .+\-&%()·/]{1,30}$/u;
export const isShowableTerm = (term: string): boolean => SHOWABLE.test(term) && !/--|\/\/|www\.|\.(com|net|org|kr|io)\b/i.test(term) && /[\p{L}\p{N}]/u.test(term);

/**
 * Most searched terms of the last week: only terms searched by at least `minUsers` different
 * users, that found products when searched, that look like a search term (isShowableTerm) and
 * that no admin blocked (search_blocked_terms: an exact term, or any term containing one).
 */
export async function popularSearchTerms(em: EntityManager, limit = 10, now = new Date(), minUsers = popularMinUsers()): Promise<PopularTerm[]> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  const wanted = Math.min(Math.max(limit, 1), 50);
  // More candidates than asked for: some are dropped by the shape check, which SQL cannot say.
  const rows = await em.execute<{ query: string; count: string }[]>(
    `select h.query, count(distinct h.user_id) as count
       from commerce.search_history h
      where h.created_at >= ? and h.result_count > 0
        and not exists (select 1 from commerce.search_blocked_terms b
                         where (b.match = 'exact' and h.query = b.term) or (b.match = 'contains' and strpos(h.query, b.term) > 0))
      group by h.query
     having count(distinct h.user_id) >= ?
      order by count(distinct h.user_id) desc, max(h.created_at) desc
      limit ?`,
    [since, minUsers, wanted * 5],
  );
  return rows
    .filter((r) => isShowableTerm(r.query))
    .slice(0, wanted)
    .map((r) => ({ query: r.query, count: Number(r.count) }));
}

const blockSchema = z.object({
  term: z.string({ error: '막을 검색어를 입력해주세요.' }).transform(normalizeSearch).pipe(z.string().min(1, '막을 검색어를 입력해주세요.').max(100, '막을 검색어는 100자 이하입니다.')),
  match: z.enum(['exact', 'contains'], { error: '일치 방식은 exact 또는 contains입니다.' }),
});

/** Admin: keeps a term (exact) or every term containing it (contains) out of the popular searches. */
export async function blockSearchTerm(em: EntityManager, identity: Identity, raw: { term: string; match?: string | null }): Promise<SearchBlockedTerm> {
  const input = parseInput(blockSchema, { term: raw.term, match: raw.match ?? 'contains' });
  const existing = await em.findOne(SearchBlockedTermEntity, input);
  if (existing) return existing;
  const row = em.create(SearchBlockedTermEntity, { ...input, createdBy: identity.userId });
  await em.flush();
  return row;
}

/** Admin: lets a blocked term show again. */
export async function unblockSearchTerm(em: EntityManager, id: string): Promise<void> {
  const removed = await em.nativeDelete(SearchBlockedTermEntity, { id });
  if (!removed) throw NotFound('막은 검색어를 찾을 수 없습니다.');
}

export function blockedSearchTerms(em: EntityManager): Promise<SearchBlockedTerm[]> {
  return em.find(SearchBlockedTermEntity, {}, { orderBy: { id: 'desc' } });
}
