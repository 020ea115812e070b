import { useEffectEvent, useEffect, useSyncExternalStore } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_PAGE, ProductCard } from '../../components/ProductCard';
import { MoreProducts } from '../../components/paging';
import { SearchBox } from '../../components/SearchBox';
import {
  AddSearchHistoryDocument,
  DeleteSearchHistoryDocument,
  MeDocument,
  MySearchHistoryDocument,
  SearchNoMatchDocument,
  SearchPopularTermsDocument,
  SearchProductsDocument,
} from '../../gql/graphql';
import { withJosa } from '../../lib/korean';
import { resultCount } from '../../lib/format';
import { forgetSearch, recentSearchesServerSnapshot, recentSearchesSnapshot, rememberSearch, subscribeRecentSearches } from '../../lib/recent-searches';
import { Chip, EmptyState, LoadingState } from '../../ui';
import { ProductFilterBar, useShopFilters } from './filters/ProductFilters';

const NO_BASE = {};

export const SEARCH_TEXT = {
  recent: '최근 검색어',
  popular: '인기 검색어',
  didYouMean: '혹시 이것을 찾으셨나요?',
  categories: '카테고리에서 찾아보기',
  emptyTitle: '어떤 영양제를 찾으세요?',
  emptyHint: '상품명, 브랜드, 영문(예: vitamin, omega), 초성(예: ㅂㅌㅁ)으로 검색할 수 있습니다.',
};

const searchLink = (term: string) => `/search?query=${encodeURIComponent(term)}`;

/** Terms as links in chips, under a heading (최근·인기 검색어, 혹시 이것을 찾으셨나요?). */
function TermChips({ label, terms, onRemove }: { label: string; terms: readonly string[]; onRemove?: (term: string) => void }) {
  if (terms.length === 0) return null;
  return (
    <section className="stack" aria-label={label}>
      <h2>{label}</h2>
      <div className="chips">
        {terms.map((term) => (
          <Chip key={term} removeLabel={onRemove ? `${term} 삭제` : undefined} onRemove={onRemove ? () => onRemove(term) : undefined}>
            <Link to={searchLink(term)}>{term}</Link>
          </Chip>
        ))}
      </div>
    </section>
  );
}

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
  // Popular terms are public: anonymous visitors and guests see them too.
  const popular = useQuery(SearchPopularTermsDocument);
  const [addHistory] = useMutation(AddSearchHistoryDocument);
  const [deleteHistory] = useMutation(DeleteSearchHistoryDocument);
  // A visitor without an account keeps recent terms in this browser (no guest account for searching).
  const localRecent = useSyncExternalStore(subscribeRecentSearches, recentSearchesSnapshot, recentSearchesServerSnapshot);

  // Each search goes into the history once: the server's for a signed-in shopper, else this browser's.
  const remember = useEffectEvent((searched: string) => {
    if (signedIn) void addHistory({ variables: { query: searched } }).then(() => history.refetch());
    else rememberSearch(searched);
  });
  useEffect(() => {
    if (query && !me.loading) remember(query);
  }, [query, me.loading]);

  const result = data?.searchProducts;
  const noMatch = Boolean(result && result.total === 0);
  const suggestions = useQuery(SearchNoMatchDocument, { variables: { query }, skip: !noMatch });
  const popularTerms = (popular.data?.popularSearchTerms ?? []).map((t) => t.query);

  return (
    <div className="stack">
      <h1 className="visually-hidden">상품 검색</h1>
      {/* The 검색 tab opens an empty search: the box is ready to type in. */}
      <SearchBox key={query} initial={query} autoFocus={!query} />
      {signedIn
        ? history.data &&
          history.data.mySearchHistory.length > 0 && (
            <div className="chips" aria-label={SEARCH_TEXT.recent}>
              {history.data.mySearchHistory.map((h) => (
                <Chip key={h.id} removeLabel={`${h.query} 삭제`} onRemove={() => void deleteHistory({ variables: { id: h.id } }).then(() => history.refetch())}>
                  <Link to={searchLink(h.query)}>{h.query}</Link>
                </Chip>
              ))}
            </div>
          )
        : !query && <TermChips label={SEARCH_TEXT.recent} terms={localRecent} onRemove={forgetSearch} />}
      {query && <ProductFilterBar state={filters} query={query} count={<p data-testid="result-count">{!result ? '검색 중…' : `'${query}' 검색 결과 ${resultCount(result)}`}</p>} />}
      {!query && (
        <>
          <TermChips label={SEARCH_TEXT.popular} terms={popularTerms} />
          <EmptyState title={SEARCH_TEXT.emptyTitle} description={SEARCH_TEXT.emptyHint} />
        </>
      )}
      {query && (loading || filters.waiting) && !result && <LoadingState tiles={4} label="검색 중…" />}
      {noMatch && (
        <>
          <EmptyState
            title={`${withJosa(query, '와/과')} 일치하는 상품이 없습니다.`}
            description={Object.keys(filters.filter).length === 0 ? '철자를 확인하거나 아래 검색어로 찾아보세요.' : '선택한 필터를 줄이거나 다른 검색어로 찾아보세요.'}
          />
          {suggestions.data && (
            <div className="stack" data-testid="search-suggestions">
              <TermChips label={SEARCH_TEXT.didYouMean} terms={suggestions.data.searchSuggestions.didYouMean} />
              <TermChips label={SEARCH_TEXT.popular} terms={suggestions.data.searchSuggestions.popularTerms} />
              {suggestions.data.searchSuggestions.categories.length > 0 && (
                <section className="stack" aria-label={SEARCH_TEXT.categories}>
                  <h2>{SEARCH_TEXT.categories}</h2>
                  <div className="chips">
                    {suggestions.data.searchSuggestions.categories.map((category) => (
                      <Chip key={category.id}>
                        <Link to={`/categories/${category.id}`}>{category.name}</Link>
                      </Chip>
                    ))}
                  </div>
                </section>
              )}
            </div>
          )}
        </>
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
