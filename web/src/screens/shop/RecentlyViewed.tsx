import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { ProductCard } from '../../components/ProductCard';
import { MeDocument, RecentlyViewedDocument } from '../../gql/graphql';

export function RecentlyViewed() {
  const me = useQuery(MeDocument);
  const { data } = useQuery(RecentlyViewedDocument, { skip: !me.data?.me, fetchPolicy: 'network-only' });
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const items = (data?.recentlyViewed ?? []).filter((v) => v.product);
  return (
    <section className="stack">
      <h1>최근 본 상품</h1>
      {items.length === 0 && <p className="hint">최근 본 상품이 없습니다.</p>}
      <div className="grid" data-testid="recently-viewed">
        {items.map((view) => (
          <ProductCard key={view.productId} product={view.product!} />
        ))}
      </div>
    </section>
  );
}
