import { Link } from 'react-router';
import type { ProductCardFragment } from '../gql/graphql';

export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

export function ProductCard({ product }: { product: ProductCardFragment }) {
  return (
    <Link to={`/products/${product.id}`} className="product-card" data-testid="product-card">
      <img src={product.imageUrl} alt="" loading="lazy" width={200} height={200} />
      <span className="brand-name">{product.brand.name}</span>
      <span className="product-name">{product.name}</span>
      <span className="price">
        {product.discountRate > 0 && <em>{product.discountRate}%</em>} {won(product.salePrice)}
      </span>
      {product.status === 'sold_out' && <span className="badge">품절</span>}
    </Link>
  );
}
