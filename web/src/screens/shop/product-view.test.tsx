import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordProductViewDocument } from '../../gql/graphql';
import { renderScreen } from '../../testing/render-screen';
import { ProductDetail } from './ProductDetail';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The product page asks to record the view only for a caller who has a session (issue 21 item 5). */
function mount(calls: unknown[]) {
  const record = {
    request: { query: RecordProductViewDocument, variables: { productId: '12' } },
    result: (variables: unknown) => {
      calls.push(variables);
      return { data: { recordProductView: true } };
    },
    maxUsageCount: 5,
  };
  renderScreen({ routes: [{ path: '/products/:id', element: <ProductDetail /> }], at: '/products/12', mocks: [record], appCache: true });
}

describe('viewing a product', () => {
  it('records nothing for an anonymous visitor (a record would need a user: no guest account is made to view a product)', async () => {
    const calls: unknown[] = [];
    mount(calls);
    // The page has settled (its unmocked product query answered with an error) after the mount's
    // effects ran: the signed-in case below records in that same effect.
    await screen.findByRole('alert');
    expect(calls).toEqual([]);
  });

  it('records the view for a caller with a session (guest or member)', async () => {
    localStorage.setItem('shop.tokens', JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' }));
    const calls: unknown[] = [];
    mount(calls);
    await waitFor(() => expect(calls).toEqual([{ productId: '12' }]));
  });
});
