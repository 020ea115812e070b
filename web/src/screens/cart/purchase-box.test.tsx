import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { directItemOf } from './checkout-path';
import { PURCHASE_TEXT, PurchaseBox } from './PurchaseBox';

afterEach(cleanup);

const product = { id: '7', status: 'on_sale', salePrice: 18_000, options: [{ id: '12', extraPrice: 0, stock: 5 }] };

function CheckoutAddress() {
  const location = useLocation();
  return <p data-testid="checkout">{`${location.pathname}${location.search}`}</p>;
}

describe('바로 구매', () => {
  it('opens the checkout of exactly the chosen product, option and quantity, and asks nothing of the cart', async () => {
    // No mocks: any mutation (addToCart) would fail the MockedProvider and show an alert.
    const user = userEvent.setup();
    renderScreen({
      routes: [
        { path: '/products/7', element: <PurchaseBox product={product} optionId="12" /> },
        { path: '/purchase', element: <CheckoutAddress /> },
      ],
      at: '/products/7',
      mocks: [],
    });
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXT.buyNow }));
    const checkout = await screen.findByTestId('checkout');
    const address = new URL(checkout.textContent!, 'http://shop.test');
    expect(address.pathname).toBe('/purchase');
    expect(directItemOf(address.searchParams)).toEqual({ productId: '7', optionId: '12', quantity: 2 });
    expect(address.searchParams.getAll('line')).toEqual([]);
  });
});
