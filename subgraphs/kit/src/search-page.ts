import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlPart } from './korean-search.js';

/**
 * One page of a search whose cost follows the page, not the number of matches
 * (docs/decisions/search.md). A common term matches a third of a million-row catalog; ranking
 * every match (a similarity per row, a full sort) and counting them all (`count(*) over ()`) cost
 * seconds. Instead:
 * - the order is one an index can produce (popularity, then id, for products), so for a common
 *   term PostgreSQL walks that index and stops after the page, and for a rare term it collects the
 *   few matches through the search indexes and sorts them;
 * - exact matches (the whole name is the query, `searchExactness`) come first, fetched apart through
 *   the name's b-tree, and the rest leave them out;
 * - the total is counted up to `cap` (default 1,000) and said to be capped beyond it: "1,000개 이상";
 *   a search lists at most `cap` items (no shop's user reads past that, and it bounds deep pages).
 */
export const SEARCH_RESULT_CAP = 1000;

export interface SearchPageSpec {
  /** Table with alias, e.g. `commerce.products p`; ids are read from `<alias>.id`. */
  from: string;
  alias: string;
  /** Every condition of the list, including the search match. */
  where: SqlPart;
  /** The rows to list first (a subset of `where`), or null for none (sorts other than relevance). */
  exact: SqlPart | null;
  /** Order within each part (`<alias>.popularity desc, <alias>.id desc`); must end with a unique key. */
  orderBy: string | SqlPart;
  offset: number;
  limit: number;
  cap?: number;
}

export interface SearchPage {
  ids: string[];
  /** Matches, counted up to the cap. */
  total: number;
  /** More than `total` match; only the first `total` are listed. */
  totalCapped: boolean;
}

export async function searchPage(em: EntityManager, spec: SearchPageSpec): Promise<SearchPage> {
  const cap = spec.cap ?? SEARCH_RESULT_CAP;
  const offset = Math.min(spec.offset, cap);
  const limit = Math.max(0, Math.min(spec.limit, cap - offset));
  const id = `${spec.alias}.id`;
  const order: SqlPart = typeof spec.orderBy === 'string' ? { sql: spec.orderBy, params: [] } : spec.orderBy;
  const rows = (sql: string, params: unknown[]) => em.execute<{ id: string }[]>(sql, params).then((r) => r.map((row) => String(row.id)));

  let exactIds: string[] = [];
  let exactCount = 0;
  if (spec.exact) {
    // At most offset + limit + 1: enough to place this page, and to know whether more exist.
    exactIds = await rows(`select ${id} from ${spec.from} where ${spec.where.sql} and ${spec.exact.sql} order by ${order.sql} limit ?`, [
      ...spec.where.params,
      ...spec.exact.params,
      ...order.params,
      offset + limit + 1,
    ]);
    exactCount = exactIds.length;
  }
  const fromExact = exactIds.slice(offset, offset + limit);
  const restLimit = limit - fromExact.length;
  let restIds: string[] = [];
  if (restLimit > 0) {
    const notExact = spec.exact ? { sql: ` and not ${spec.exact.sql}`, params: spec.exact.params } : { sql: '', params: [] };
    restIds = await rows(`select ${id} from ${spec.from} where ${spec.where.sql}${notExact.sql} order by ${order.sql} limit ? offset ?`, [
      ...spec.where.params,
      ...notExact.params,
      ...order.params,
      restLimit,
      Math.max(0, offset - exactCount),
    ]);
  }
  const ids = [...fromExact, ...restIds];
  // A first page that is not full holds every match: no count needed.
  if (offset === 0 && ids.length < limit) return { ids, total: ids.length, totalCapped: false };
  const [counted] = await em.execute<{ n: string }[]>(`select count(*) as n from (select 1 from ${spec.from} where ${spec.where.sql} limit ?) capped`, [...spec.where.params, cap + 1]);
  const total = Number(counted.n);
  return { ids, total: Math.min(total, cap), totalCapped: total > cap };
}
