import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { ProductCard } from '../../components/ProductCard';
import { MeDocument, RecentlyViewedDocument } from '../../gql/graphql';
import { EmptyState, LoadingState } from '../../ui';

export function RecentlyViewed() {
  const me = useQuery(MeDocument);
  const { data, loading } = useQuery(RecentlyViewedDocument, { skip: !me.data?.me, fetchPolicy: 'network-only' });
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const items = (data?.recentlyViewed ?? []).filter((v) => v.product);
  return (
    <section className="stack">
      <h1>최근 본 상품</h1>
      {loading && !data ? <LoadingState tiles={4} /> : items.length === 0 && <EmptyState title="최근 본 상품이 없습니다." description="상품을 둘러보면 이곳에 모아드립니다." />}
      <div className="grid" data-testid="recently-viewed">
        {items.map((view) => (
          <ProductCard key={view.productId} product={view.product!} />
        ))}
      </div>
    </section>
  );
}
