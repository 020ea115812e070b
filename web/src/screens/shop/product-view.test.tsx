import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../components/Feedback';
import { RecordProductViewDocument } from '../../gql/graphql';
import { createCache } from '../../lib/apollo';
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
  const router = createMemoryRouter([{ path: '/products/:id', element: <ProductDetail /> }], { initialEntries: ['/products/12'] });
  const record = {
    request: { query: RecordProductViewDocument, variables: { productId: '12' } },
    result: (variables: unknown) => {
      calls.push(variables);
      return { data: { recordProductView: true } };
    },
    maxUsageCount: 5,
  };
  render(
    <MockedProvider cache={createCache()} mocks={[record as never]}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </MockedProvider>,
  );
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
