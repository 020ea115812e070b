import { Link } from 'react-router';
import type { ProductCardFragment } from '../gql/graphql';
import { Stars } from '../ui';

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
      {product.rating.reviewCount > 0 && (
        <span className="product-rating">
          <Stars value={product.rating.average} count={product.rating.reviewCount} />
          <span aria-hidden>
            {product.rating.average?.toFixed(1)} ({product.rating.reviewCount.toLocaleString('ko-KR')})
          </span>
        </span>
      )}
      {product.status === 'sold_out' && <span className="badge">품절</span>}
    </Link>
  );
}

/** Product lists load this many at a time; 더보기 asks for the next page. */
export const PRODUCT_PAGE = 40;
