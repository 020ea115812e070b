import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlPart } from './korean-search.js';

/**
 * One page of a search whose cost follows the page, not the number of matches
 * (docs/decisions/catalog-and-search.md, "Search at scale"). A common term matches a third of a
 * million-row catalog; ranking every match (a similarity per row, a full sort) and counting them
 * all (`count(*) over ()`) cost seconds. Instead, in at most three statements:
 * 1. The first `cap + 1` matches, found through the search indexes with no order (so PostgreSQL
 *    stops as soon as it has them), held apart (a materialized CTE): their number is the total,
 *    and when there are no more than `cap` of them they are every match, so the page is sorted
 *    out of them in memory: a rare term costs its few matches.
 * 2. More than `cap` match (a common term): the total is capped ("1,000개 이상", `totalCapped`),
 *    and the page is read in an order an index serves (products: popularity), testing each row with
 *    the `scan` form of the conditions (no search index to pick: `strpos`), so PostgreSQL walks
 *    that index and stops after the page. Exact matches (the whole name is the query) come first,
 *    fetched apart through the name's b-tree.
 * A search lists at most `cap` items: no shopper reads further, and it bounds deep pages.
 */
export const SEARCH_RESULT_CAP = 1000;

export interface SearchPageSpec {
  /** The table, e.g. `commerce.products`; `alias` names it in every SQL part. Ids are `<alias>.id`. */
  table: string;
  alias: string;
  /** The columns `exact` and `orderBy` read, besides the id (held for up to cap + 1 rows; default every column). */
  columns?: string[];
  /** Every condition of the list, the search match in the form its indexes serve. */
  where: SqlPart;
  /** The same conditions with the search match in its `scan` form (kit korean-search.ts); defaults to `where`. */
  scanWhere?: SqlPart;
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
  const { table, alias: a } = spec;
  const held = spec.columns ? [`${a}.id`, ...spec.columns.map((c) => `${a}.${c}`)].join(', ') : `${a}.*`;
  const order: SqlPart = typeof spec.orderBy === 'string' ? { sql: spec.orderBy, params: [] } : spec.orderBy;
  // (PostgreSQL refuses a constant in ORDER BY: without exact matches there is no such key.)
  const exactFirst: SqlPart = spec.exact ? { sql: `(${spec.exact.sql}) desc, `, params: spec.exact.params } : { sql: '', params: [] };

  // 1. Up to cap + 1 matches, unordered. When they are all there are, the page is sorted out of
  //    them (part 0). Else (a common term) one row carries the count (part 1) and the exact matches
  //    come along (part 2, through the name's index; PostgreSQL runs a part only when its one-time
  //    filter on the count holds).
  const exactPart = spec.exact
    ? {
        sql: `union all
     (select e.id, (select n from counted), 2 from (select ${a}.id from ${table} ${a} where ${spec.where.sql} and ${spec.exact.sql} order by ${order.sql} limit ?) e
       where (select n from counted) > ?)`,
        params: [...spec.where.params, ...spec.exact.params, ...order.params, offset + limit, cap],
      }
    : { sql: '', params: [] };
  const rows = await em.execute<{ id: string | null; total: string; part: number }[]>(
    `with matches as materialized (select ${held} from ${table} ${a} where ${spec.where.sql} limit ?),
          counted as (select count(*) as n from matches)
     (select ${a}.id, c.n as total, 0 as part from matches ${a}, counted c where c.n <= ? order by ${exactFirst.sql}${order.sql} limit ? offset ?)
     union all
     (select null, n, 1 from counted where n > ?)
     ${exactPart.sql}`,
    [...spec.where.params, cap + 1, cap, ...exactFirst.params, ...order.params, limit, offset, cap, ...exactPart.params],
  );
  const counted = rows.length ? Number(rows[0].total) : offset === 0 ? 0 : await countUpTo(em, spec, cap + 1);
  if (counted <= cap) return { ids: rows.map((r) => String(r.id)), total: counted, totalCapped: false };

  // 2. A common term: the exact matches of this page, then a walk of the order's index.
  const exactIds = rows.filter((r) => Number(r.part) === 2).map((r) => String(r.id));
  const fromExact = exactIds.slice(offset, offset + limit);
  const restLimit = limit - fromExact.length;
  const scanWhere = spec.scanWhere ?? spec.where;
  const notExact = spec.exact ? { sql: ` and not (${spec.exact.sql})`, params: spec.exact.params } : { sql: '', params: [] };
  const restIds =
    restLimit > 0
      ? (
          await em.execute<{ id: string }[]>(`select ${a}.id from ${table} ${a} where ${scanWhere.sql}${notExact.sql} order by ${order.sql} limit ? offset ?`, [
            ...scanWhere.params,
            ...notExact.params,
            ...order.params,
            restLimit,
            // Exact matches fetched: offset + limit at most; fewer means that is all of them.
            Math.max(0, offset - exactIds.length),
          ])
        ).map((r) => String(r.id))
      : [];
  return { ids: [...fromExact, ...restIds], total: cap, totalCapped: true };
}

/** Matches up to `upTo`, for a page past the end (the first statement then returns no row to read the total from). */
async function countUpTo(em: EntityManager, spec: SearchPageSpec, upTo: number): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from (select 1 from ${spec.table} ${spec.alias} where ${spec.where.sql} limit ?) capped`, [...spec.where.params, upTo]);
  return Number(row.n);
}
