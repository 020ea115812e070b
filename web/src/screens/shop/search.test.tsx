import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MeDocument, SearchNoMatchDocument, SearchPopularTermsDocument, SearchProductsDocument } from '../../gql/graphql';
import { readRecentSearches } from '../../lib/recent-searches';
import { renderScreen } from '../../testing/render-screen';
import { SEARCH_TEXT, Search } from './Search';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const anonymous = { request: { query: MeDocument }, result: { data: { me: null } }, maxUsageCount: 20 };
const popular = {
  request: { query: SearchPopularTermsDocument },
  result: { data: { popularSearchTerms: ['오메가3', '루테인'].map((query) => ({ __typename: 'PopularSearchTerm', query })) } },
  maxUsageCount: 20,
};

function mount(url: string, mocks: MockLink.MockedResponse[]) {
  renderScreen({ routes: [{ path: '/search', element: <Search /> }], at: url, mocks: [anonymous, popular, ...mocks], appCache: true });
}

describe('search for visitors without an account (issue 21 item 7)', () => {
  it('shows the public popular terms and the recent terms kept in this browser on the empty search', async () => {
    localStorage.setItem('shop.recentSearches', JSON.stringify(['vitamin', '콜라겐']));
    mount('/search', []);
    const recent = await screen.findByRole('region', { name: SEARCH_TEXT.recent });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['vitamin', '콜라겐']);
    const terms = await screen.findByRole('region', { name: SEARCH_TEXT.popular });
    expect(within(terms).getByRole('link', { name: '오메가3' }).getAttribute('href')).toBe(`/search?query=${encodeURIComponent('오메가3')}`);
  });

  it('remembers a search in the browser (no guest account), and when nothing matches offers the server suggestions', async () => {
    const query = 'magnesum zz';
    const mocks = [
      {
        request: { query: SearchProductsDocument, variables: () => true },
        result: { data: { searchProducts: { __typename: 'ProductPage', total: 0, totalCapped: false, items: [] } } },
        maxUsageCount: 5,
      },
      {
        request: { query: SearchNoMatchDocument, variables: { query } },
        result: {
          data: {
            searchSuggestions: {
              __typename: 'SearchSuggestions',
              didYouMean: ['마그네슘'],
              popularTerms: ['비타민D'],
              categories: [{ __typename: 'Category', id: '5', name: '미네랄' }],
            },
          },
        },
        maxUsageCount: 5,
      },
    ];
    mount(`/search?query=${encodeURIComponent(query)}`, mocks);
    const suggestions = await screen.findByTestId('search-suggestions');
    expect(within(within(suggestions).getByRole('region', { name: SEARCH_TEXT.didYouMean })).getByRole('link', { name: '마그네슘' })).toBeTruthy();
    expect(within(suggestions).getByRole('link', { name: '비타민D' })).toBeTruthy();
    expect(within(suggestions).getByRole('link', { name: '미네랄' }).getAttribute('href')).toBe('/categories/5');
    expect(readRecentSearches()).toEqual([query]);
  });
});
