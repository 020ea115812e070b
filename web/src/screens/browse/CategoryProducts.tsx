import { useQuery } from '@apollo/client/react';
import { NavLink, useParams } from 'react-router';
import { MoreProducts, PRODUCT_PAGE, ProductCard, appendPage } from '../../components/ProductCard';
import { CategoryProductsDocument } from '../../gql/graphql';
import { EmptyState, LoadingState } from '../../ui';

export function CategoryProducts() {
  const { id = '1' } = useParams();
  const { data, loading, fetchMore } = useQuery(CategoryProductsDocument, { variables: { categoryId: id, offset: 0, limit: PRODUCT_PAGE, sort: 'POPULAR' } });
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
      {data && (
        <MoreProducts
          shown={data.products.items.length}
          total={data.products.total}
          onMore={() =>
            fetchMore({
              variables: { offset: data.products.items.length },
              // Only the product page grows; the category chips stay as they were.
              updateQuery: (prev, { fetchMoreResult }) => ({
                ...prev,
                products: { ...fetchMoreResult.products, items: appendPage(prev.products.items, fetchMoreResult.products.items) },
              }),
            })
          }
        />
      )}
    </div>
  );
}
