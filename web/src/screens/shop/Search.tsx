import { useEffectEvent, useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_PAGE, ProductCard } from '../../components/ProductCard';
import { MoreProducts } from '../../components/paging';
import { SearchBox } from '../../components/SearchBox';
import { AddSearchHistoryDocument, DeleteSearchHistoryDocument, MeDocument, MySearchHistoryDocument, SearchProductsDocument } from '../../gql/graphql';
import { withJosa } from '../../lib/korean';
import { resultCount } from '../../lib/format';
import { Chip, EmptyState, LoadingState } from '../../ui';
import { ProductFilterBar, useShopFilters } from './filters/ProductFilters';

const NO_BASE = {};

export function Search() {
  const [params] = useSearchParams();
  // `keyword` is the spec's name of the search term; links from the shop use `query`.
  const query = (params.get('query') ?? params.get('keyword') ?? '').trim();
  const filters = useShopFilters(NO_BASE, 'RELEVANCE');
  const me = useQuery(MeDocument);
  const signedIn = Boolean(me.data?.me);
  const { data, loading, fetchMore } = useQuery(SearchProductsDocument, {
    variables: { query, sort: filters.sort, filter: filters.filter, offset: 0, limit: PRODUCT_PAGE },
    skip: !query || filters.waiting,
  });
  const history = useQuery(MySearchHistoryDocument, { skip: !signedIn });
  const [addHistory] = useMutation(AddSearchHistoryDocument);
  const [deleteHistory] = useMutation(DeleteSearchHistoryDocument);

  // Each search a signed-in shopper makes goes into their history once.
  const remember = useEffectEvent((searched: string) => void addHistory({ variables: { query: searched } }).then(() => history.refetch()));
  useEffect(() => {
    if (query && signedIn) remember(query);
  }, [query, signedIn]);

  const result = data?.searchProducts;
  return (
    <div className="stack">
      <h1 className="visually-hidden">상품 검색</h1>
      {/* The 검색 tab opens an empty search: the box is ready to type in. */}
      <SearchBox key={query} initial={query} autoFocus={!query} />
      {history.data && history.data.mySearchHistory.length > 0 && (
        <div className="chips" aria-label="최근 검색어">
          {history.data.mySearchHistory.map((h) => (
            <Chip key={h.id} removeLabel={`${h.query} 삭제`} onRemove={() => void deleteHistory({ variables: { id: h.id } }).then(() => history.refetch())}>
              <Link to={`/search?query=${encodeURIComponent(h.query)}`}>{h.query}</Link>
            </Chip>
          ))}
        </div>
      )}
      {query && <ProductFilterBar state={filters} query={query} count={<p data-testid="result-count">{!result ? '검색 중…' : `'${query}' 검색 결과 ${resultCount(result)}`}</p>} />}
      {!query && <EmptyState title="어떤 영양제를 찾으세요?" description="상품명, 브랜드, 초성(예: ㅂㅌㅁ)으로 검색할 수 있습니다." />}
      {query && (loading || filters.waiting) && !result && <LoadingState tiles={4} label="검색 중…" />}
      {result && result.total === 0 && (
        <EmptyState
          title={`${withJosa(query, '와/과')} 일치하는 상품이 없습니다.`}
          description={Object.keys(filters.filter).length === 0 ? '다른 검색어나 초성(예: ㅂㅌㅁ)으로 찾아보세요.' : '선택한 필터를 줄이거나 다른 검색어로 찾아보세요.'}
        />
      )}
      <div className="grid">
        {result?.items.map((product, index) => (
          <ProductCard key={product.id} product={product} priority={index < 2} />
        ))}
      </div>
      {result && (
        <MoreProducts
          shown={result.items.length}
          total={result.total}
          onMore={() =>
            fetchMore({
              variables: { offset: result.items.length },
            })
          }
        />
      )}
    </div>
  );
}
