import { useState } from 'react';
import { Button } from '../ui';

/**
 * Paged lists with 더보기 (every list of the shop: products, orders, events, notifications, the
 * admin desks): the "N개 중 M개" footer with its button, and Apollo `fetchMore` merging.
 */

/** The next page appended to the shown one (a row that moved between pages is shown once). */
export function appendPage<T extends { id: string }>(shown: T[], next: T[]): T[] {
  const seen = new Set(shown.map((p) => p.id));
  return [...shown, ...next.filter((p) => !seen.has(p.id))];
}

/**
 * "N개 중 M개" under a list, with a 더보기 button while some are not shown yet. `onMore`
 * fetches the next page (Apollo `fetchMore` from offset M); the button shows a spinner meanwhile.
 */
export function MoreProducts({ shown, total, onMore }: { shown: number; total: number; onMore: () => Promise<unknown> }) {
  const [loading, setLoading] = useState(false);
  if (total === 0) return null;
  const more = async () => {
    setLoading(true);
    try {
      await onMore();
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="stack" data-testid="list-more">
      <p className="hint" aria-live="polite">
        {total.toLocaleString('ko-KR')}개 중 {shown.toLocaleString('ko-KR')}개
      </p>
      {shown < total && (
        <Button variant="secondary" block loading={loading} onClick={() => void more()}>
          더보기
        </Button>
      )}
    </div>
  );
}

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
