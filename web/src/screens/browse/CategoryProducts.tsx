import { useQuery } from '@apollo/client/react';
import { NavLink, useParams } from 'react-router';
import { ProductCard } from '../../components/ProductCard';
import { CategoryProductsDocument } from '../../gql/graphql';
import { EmptyState, LoadingState } from '../../ui';

export function CategoryProducts() {
  const { id = '1' } = useParams();
  const { data, loading } = useQuery(CategoryProductsDocument, { variables: { categoryId: id, limit: 40, sort: 'POPULAR' } });
  return (
    <div className="stack">
      <h1 className="visually-hidden">카테고리별 상품</h1>
      <nav className="chips chips--scroll" aria-label="카테고리">
        {data?.categories.map((c) => (
          <NavLink key={c.id} className="chip" to={`/categories/${c.id}`}>
            {c.name}
          </NavLink>
        ))}
      </nav>
      <p data-testid="category-count">상품 {data?.products.total ?? 0}개</p>
      {loading && !data && <LoadingState tiles={4} />}
      {data && data.products.total === 0 && <EmptyState title="이 카테고리에는 아직 상품이 없습니다." />}
      <div className="grid">
        {data?.products.items.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </div>
  );
}
