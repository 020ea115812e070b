import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { ProductCard } from '../../components/ProductCard';
import { ExhibitionDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { EmptyState, ErrorState, LoadingState } from '../../ui';
import { NotFound } from './NotFound';

const TEXT = {
  loading: '기획전을 불러오는 중…',
  until: (day: string) => `${day}까지`,
  empty: '지금 이 기획전에서 살 수 있는 상품이 없습니다.',
  count: (n: number) => `상품 ${n}개`,
};

/**
 * /exhibitions/:id: a 기획전 the admin composed (content admin → 홈 화면): its banner, title and
 * summary, and its products in the admin's order (not a search). One that ended, or was never
 * published, is the not-found page with its ways on.
 */
export function ExhibitionPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(ExhibitionDocument, { variables: { id } });
  if (error && !data) {
    const missing = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
    return missing ? <NotFound /> : <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  }
  if (!data) return <LoadingState label={TEXT.loading} tiles={4} />;
  const { exhibition } = data;
  return (
    <div className="stack" data-testid="exhibition">
      <section className="card stack">
        {exhibition.bannerImageUrl && <img className="exhibition__banner" src={exhibition.bannerImageUrl} alt="" />}
        <h1>{exhibition.title}</h1>
        {exhibition.summary && <p>{exhibition.summary}</p>}
        <p className="hint">
          {TEXT.count(exhibition.products.length)}
          {exhibition.endsAt && ` · ${TEXT.until(koreanDay(exhibition.endsAt))}`}
        </p>
      </section>
      {exhibition.products.length === 0 ? (
        <EmptyState title={TEXT.empty} />
      ) : (
        <div className="grid">
          {exhibition.products.map((product, index) => (
            <ProductCard key={product.id} product={product} priority={index < 2} />
          ))}
        </div>
      )}
    </div>
  );
}
