import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeCartLineDocument, MyCartDocument, SelectCartLinesDocument } from '../../gql/graphql';
import { renderScreen } from '../../testing/render-screen';
import { CART_TEXT, Cart } from './Cart';

afterEach(cleanup);

const option = (id: string, name: string, stock: number) => ({ __typename: 'ProductOption', id, name, extraPrice: 0, stock });

function line(id: string, name: string, { quantity = 1, selected = true, price = 12_000, combinationId = null as string | null, combinationApplied = false } = {}) {
  return {
    __typename: 'CartLine',
    id,
    productId: `p${id}`,
    optionId: `o${id}`,
    quantity,
    selected,
    combinationId,
    combinationApplied,
    unitPrice: price,
    lineTotal: price * quantity,
    purchasable: true,
    reason: null,
    product: { __typename: 'Product', id: `p${id}`, name, imageUrl: '/img.png', options: [option(`o${id}`, '60정', 50)] },
    option: { __typename: 'ProductOption', id: `o${id}`, name: '60정' },
  };
}

/** A cart of two lines from one seller (free shipping from 30,000원, fee 3,000원), as the server prices it. */
function cart(lines: ReturnType<typeof line>[]) {
  const subtotal = lines.filter((l) => l.selected).reduce((sum, l) => sum + l.lineTotal, 0);
  const fee = subtotal === 0 || subtotal >= 30_000 ? 0 : 3000;
  return {
    __typename: 'Cart',
    lines,
    sellers: [
      {
        __typename: 'CartSeller',
        seller: { __typename: 'Seller', id: 's1', name: '바른약국' },
        lines: lines.map((l) => ({ __typename: 'CartLine', id: l.id })),
        subtotal,
        fee,
        surcharge: 0,
        freeFrom: 30_000,
      },
    ],
    selectedTotal: subtotal,
    deliveryTotal: fee,
    region: 'normal',
    postcode: null,
  };
}

const calls: Record<string, unknown[]> = {};
function mutation<T>(name: string, query: DocumentNode, variables: Record<string, unknown>, answer: T) {
  return {
    request: { query, variables },
    result: () => {
      (calls[name] ??= []).push(variables);
      return { data: answer };
    },
  };
}

function mount(mocks: MockLink.MockedResponse[]) {
  renderScreen({
    routes: [
      { path: '/cart', element: <Cart /> },
      { path: '/purchase', element: <p data-testid="checkout">주문서</p> },
      { path: '/', element: <p>홈</p> },
    ],
    at: '/cart',
    mocks,
  });
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('the cart', () => {
  beforeEach(() => {
    for (const key of Object.keys(calls)) delete calls[key];
    localStorage.clear();
    localStorage.setItem('shop.tokens', JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' }));
  });

  const vitamin = line('1', '멀티비타민');
  const omega = line('2', '오메가3', { price: 15_000 });

  it('shows the seller group with subtotal, fee and how much more ships free; unticking a line sends selectCartLines for it and shows the new totals', async () => {
    const user = userEvent.setup();
    mount([
      { request: { query: MyCartDocument }, result: { data: { myCart: cart([vitamin, omega]) } } },
      mutation('select', SelectCartLinesDocument, { ids: ['2'], selected: false }, { selectCartLines: cart([vitamin, { ...omega, selected: false }]) }),
    ]);
    await screen.findByRole('heading', { name: '바른약국' });
    checkbox(CART_TEXT.selectAll(2, 2));
    screen.getByText(CART_TEXT.untilFree(3000));
    expect(screen.getByTestId('cart-total').textContent).toBe('30,000원');

    await user.click(checkbox(CART_TEXT.select('오메가3')));
    await screen.findByRole('checkbox', { name: CART_TEXT.selectAll(1, 2) });
    expect(calls.select).toEqual([{ ids: ['2'], selected: false }]);
    expect(screen.getByTestId('cart-total').textContent).toBe('15,000원');
    screen.getByText(CART_TEXT.untilFree(18_000));
  });

  it("shows the server's combination discount on a line, and how to get it when the combination is not whole", async () => {
    mount([
      {
        request: { query: MyCartDocument },
        result: { data: { myCart: cart([line('3', '루테인', { combinationId: '9', combinationApplied: true, price: 10_490 }), line('4', '밀크씨슬', { combinationId: '8' })]) } },
      },
    ]);
    await screen.findByRole('heading', { name: '바른약국' });
    expect(screen.getAllByText(CART_TEXT.combinationApplied)).toHaveLength(1);
    expect(screen.getAllByText(CART_TEXT.combinationWhole)).toHaveLength(1);
  });

  it('전체 선택 sends every line id; + sends changeCartLine with the next quantity', async () => {
    const user = userEvent.setup();
    const unselected = [vitamin, { ...omega, selected: false }];
    mount([
      { request: { query: MyCartDocument }, result: { data: { myCart: cart(unselected) } } },
      mutation('select', SelectCartLinesDocument, { ids: ['1', '2'], selected: true }, { selectCartLines: cart([vitamin, omega]) }),
      mutation('change', ChangeCartLineDocument, { id: '1', quantity: 2 }, { changeCartLine: cart([line('1', '멀티비타민', { quantity: 2 }), omega]) }),
    ]);
    const all = await screen.findByRole<HTMLInputElement>('checkbox', { name: CART_TEXT.selectAll(1, 2) });
    expect(all.checked).toBe(false);
    await user.click(all);
    await screen.findByRole('checkbox', { name: CART_TEXT.selectAll(2, 2) });
    expect(calls.select).toEqual([{ ids: ['1', '2'], selected: true }]);

    await user.click(screen.getByRole('button', { name: `${CART_TEXT.quantity('멀티비타민')} 늘리기` }));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: CART_TEXT.quantity('멀티비타민') }).value).toBe('2'));
    expect(calls.change).toEqual([{ id: '1', quantity: 2 }]);
    screen.getByText(CART_TEXT.freeReached);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: CART_TEXT.order }).disabled).toBe(false);
  });

  it('shows the empty state with a link home, and asks nothing of an anonymous visitor (no guest is made)', async () => {
    localStorage.clear();
    mount([]);
    await screen.findByText(CART_TEXT.empty);
    expect(screen.getByRole('link', { name: CART_TEXT.shop }).getAttribute('href')).toBe('/');
  });
});
