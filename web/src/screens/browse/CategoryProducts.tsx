import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { PRODUCT_PAGE, ProductCard } from '../../components/ProductCard';
import { MoreProducts } from '../../components/paging';
import { CategoryProductsDocument } from '../../gql/graphql';
import { resultCount } from '../../lib/format';
import { EmptyState, LoadingState } from '../../ui';
import { ProductFilterBar, useShopFilters } from '../shop/filters/ProductFilters';

export function CategoryProducts() {
  const { id = '1' } = useParams();
  const [params] = useSearchParams();
  const base = useMemo(() => ({ categoryId: id }), [id]);
  const filters = useShopFilters(base, 'POPULAR');
  const { data, previousData, loading, fetchMore } = useQuery(CategoryProductsDocument, {
    variables: { filter: filters.filter, offset: 0, limit: PRODUCT_PAGE, sort: filters.sort },
    skip: filters.waiting,
  });
  // Another category keeps the sort; its brands and prices differ, so the filters start over.
  const sortParam = params.get('sort');
  const search = sortParam ? `?sort=${encodeURIComponent(sortParam)}` : '';
  // The category chips stay while a new filter or sort loads.
  const categories = (data ?? previousData)?.categories;
  const filtered = Object.keys(filters.filter).length > 1;
  return (
    <div className="stack">
      <h1 className="visually-hidden">카테고리별 상품</h1>
      <nav className="chips chips--scroll" aria-label="카테고리">
        {categories?.map((c) => (
          <NavLink key={c.id} className="chip" to={`/categories/${c.id}${search}`}>
            {c.name}
          </NavLink>
        ))}
      </nav>
      <ProductFilterBar state={filters} query={null} count={<p data-testid="category-count">상품 {resultCount(data?.products ?? { total: 0 })}</p>} />
      {(loading || filters.waiting) && !data && <LoadingState tiles={4} />}
      {data && data.products.total === 0 && (
        <EmptyState title={filtered ? '선택한 필터에 맞는 상품이 없습니다.' : '이 카테고리에는 아직 상품이 없습니다.'} description={filtered ? '필터를 줄여 보세요.' : undefined} />
      )}
      <div className="grid">
        {data?.products.items.map((product, index) => (
          <ProductCard key={product.id} product={product} priority={index < 2} />
        ))}
      </div>
      {data && (
        <MoreProducts
          shown={data.products.items.length}
          total={data.products.total}
          onMore={() =>
            fetchMore({
              variables: { offset: data.products.items.length },
            })
          }
        />
      )}
    </div>
  );
}
