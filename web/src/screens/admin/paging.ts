import { appendPage } from '../../components/ProductCard';

/** Items per request in the admin lists (더보기 loads the next as many). */
export const ADMIN_PAGE = 20;

type Paged = { items: { id: string }[]; total: number };

/**
 * Apollo `fetchMore`'s updateQuery for a query whose list is the root field `key`: the next
 * page's rows appended to the shown ones (a row that moved between pages once), its total kept.
 */
export function appendTo<K extends string>(key: K) {
  return <Q extends { [P in K]: Paged }>(prev: Q, { fetchMoreResult }: { fetchMoreResult: Q }): Q => ({
    ...prev,
    [key]: { ...fetchMoreResult[key], items: appendPage(prev[key].items, fetchMoreResult[key].items) },
  });
}
