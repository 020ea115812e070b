import { useState } from 'react';
import { gql } from '@apollo/client';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MoreProducts } from '../../components/paging';
import { createCache } from '../../lib/apollo';

afterEach(cleanup);

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: String(from + i) }));

/** A list of 90 that loads 40 at a time. */
function List() {
  const [items, setItems] = useState(ids(1, 40));
  const more = async () => setItems((shown) => [...shown, ...ids(shown.length + 1, 40).filter((p) => Number(p.id) <= 90)]);
  return <MoreProducts shown={items.length} total={90} onMore={more} />;
}

describe('더보기 under product lists', () => {
  it('counts "N개 중 M개", loads the next page per tap and goes away when all are shown', async () => {
    const user = userEvent.setup();
    render(<List />);
    expect(screen.getByText('90개 중 40개')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '더보기' }));
    expect(await screen.findByText('90개 중 80개')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '더보기' }));
    expect(await screen.findByText('90개 중 90개')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(<MoreProducts shown={0} total={0} onMore={async () => undefined} />);
    expect(container.textContent).toBe('');
  });
});

describe('paged lists in the cache (lib/apollo.ts offsetPage)', () => {
  const SEARCH = gql`
    query Search($query: String!, $offset: Int!, $limit: Int!) {
      searchProducts(query: $query, offset: $offset, limit: $limit) {
        total
        items {
          id
        }
      }
    }
  `;
  const page = (query: string, offset: number, items: { id: string }[], total: number) => ({
    query: SEARCH,
    variables: { query, offset, limit: items.length },
    data: { searchProducts: { __typename: 'ProductPage', total, items: items.map((p) => ({ __typename: 'Product', ...p })) } },
  });
  const shown = (cache: ReturnType<typeof createCache>, query: string) =>
    cache.readQuery<{ searchProducts: { total: number; items: { id: string }[] } }>({ query: SEARCH, variables: { query, offset: 0, limit: 3 } })!.searchProducts;

  it('appends the page at its offset, keeps a row that moved between pages once, takes the newest total', () => {
    const cache = createCache();
    cache.writeQuery(page('비타민', 0, ids(1, 3), 6));
    cache.writeQuery(page('비타민', 3, [{ id: '3' }, { id: '4' }, { id: '5' }], 7));
    expect(shown(cache, '비타민')).toMatchObject({ total: 7, items: ids(1, 5) });
  });

  it('starts over at offset 0 (a refetch), and keeps other arguments apart', () => {
    const cache = createCache();
    cache.writeQuery(page('비타민', 0, ids(1, 3), 6));
    cache.writeQuery(page('비타민', 3, ids(4, 3), 6));
    cache.writeQuery(page('오메가', 0, ids(50, 2), 2));
    cache.writeQuery(page('비타민', 0, ids(10, 3), 3));
    expect(shown(cache, '비타민').items.map((p) => p.id)).toEqual(['10', '11', '12']);
    expect(shown(cache, '오메가').items.map((p) => p.id)).toEqual(['50', '51']);
  });
});
