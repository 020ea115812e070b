import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui';
import type { ProductCardFragment } from '../gql/graphql';

export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/**
 * A product in a list. `priority`: one of the first cards of a page's first screen, whose picture
 * is likely the page's largest paint — loaded at once and first, not lazily.
 */
export function ProductCard({ product, priority = false }: { product: ProductCardFragment; priority?: boolean }) {
  return (
    <Link to={`/products/${product.id}`} className="product-card" data-testid="product-card">
      <img src={product.imageUrl} alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} width={200} height={200} />
      <span className="brand-name">{product.brand.name}</span>
      <span className="product-name">{product.name}</span>
      <span className="price">
        {product.discountRate > 0 && <em>{product.discountRate}%</em>} {won(product.salePrice)}
      </span>
      {product.status === 'sold_out' && <span className="badge">품절</span>}
    </Link>
  );
}

/** Product lists load this many at a time; 더보기 asks for the next page. */
export const PRODUCT_PAGE = 40;

/** The next page appended to the shown one (a product that moved between pages is shown once). */
export function appendPage<T extends { id: string }>(shown: T[], next: T[]): T[] {
  const seen = new Set(shown.map((p) => p.id));
  return [...shown, ...next.filter((p) => !seen.has(p.id))];
}

/**
 * "N개 중 M개" under a product list, with a 더보기 button while some are not shown yet. `onMore`
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
