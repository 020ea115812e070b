import { useQuery } from '@apollo/client/react';
import { NavLink, useParams } from 'react-router';
import { ProductCard } from '../../components/ProductCard';
import { CategoryProductsDocument } from '../../gql/graphql';

export function CategoryProducts() {
  const { id = '1' } = useParams();
  const { data } = useQuery(CategoryProductsDocument, { variables: { categoryId: id, limit: 40, sort: 'POPULAR' } });
  return (
    <div className="stack">
      <nav className="chips" aria-label="카테고리">
        {data?.categories.map((c) => (
          <NavLink key={c.id} className="chip" to={`/categories/${c.id}`}>
            {c.name}
          </NavLink>
        ))}
      </nav>
      <p data-testid="category-count">상품 {data?.products.total ?? 0}개</p>
      <div className="grid">
        {data?.products.items.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </div>
  );
}
