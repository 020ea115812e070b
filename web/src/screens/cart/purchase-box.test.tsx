import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../../components/Feedback';
import { mountedPerTest, until } from '../../testing/dom';
import { directItemOf } from './checkout-path';
import { PURCHASE_TEXT, PurchaseBox } from './PurchaseBox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();
const product = { id: '7', status: 'on_sale', salePrice: 18_000, options: [{ id: '12', extraPrice: 0, stock: 5 }] };

function CheckoutAddress() {
  const location = useLocation();
  return <p data-testid="checkout">{`${location.pathname}${location.search}`}</p>;
}

describe('바로 구매', () => {
  it('opens the checkout of exactly the chosen product, option and quantity, and asks nothing of the cart', async () => {
    // No mocks: any mutation (addToCart) would fail the MockedProvider and show an alert.
    const router = createMemoryRouter(
      [
        { path: '/products/7', element: <PurchaseBox product={product} optionId="12" /> },
        { path: '/purchase', element: <CheckoutAddress /> },
      ],
      { initialEntries: ['/products/7'] },
    );
    await act(async () =>
      dom.root.render(
        <MockedProvider mocks={[]}>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </MockedProvider>,
      ),
    );
    const more = dom.container.querySelector<HTMLButtonElement>('[aria-label="수량 늘리기"]')!;
    await act(async () => more.click());
    const buy = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === PURCHASE_TEXT.buyNow)!;
    await act(async () => buy.click());
    await until(() => dom.container.querySelector('[data-testid="checkout"]') !== null, 'the checkout');
    const address = new URL(dom.container.querySelector('[data-testid="checkout"]')!.textContent!, 'http://shop.test');
    expect(address.pathname).toBe('/purchase');
    expect(directItemOf(address.searchParams)).toEqual({ productId: '7', optionId: '12', quantity: 2 });
    expect(address.searchParams.getAll('line')).toEqual([]);
  });
});
