import { useState } from 'react';
import { Button } from '../ui';

/**
 * Paged lists with 더보기 (every list of the shop: products, orders, events, notifications, the
 * admin desks): the "N개 중 M개" footer with its button. The pages merge in Apollo's cache by the
 * field policies of lib/apollo.ts (`offsetPage`): a screen only asks `fetchMore({ variables: { offset } })`.
 */

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
