import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../../components/Feedback';
import { ChangeCartLineDocument, MyCartDocument, SelectCartLinesDocument } from '../../gql/graphql';
import { mountedPerTest, until } from '../../testing/dom';
import { CART_TEXT, Cart } from './Cart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();

const option = (id: string, name: string, stock: number) => ({ __typename: 'ProductOption', id, name, extraPrice: 0, stock });

function line(id: string, name: string, { quantity = 1, selected = true, price = 12_000 } = {}) {
  return {
    __typename: 'CartLine',
    id,
    productId: `p${id}`,
    optionId: `o${id}`,
    quantity,
    selected,
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
function mutation<T>(name: string, query: unknown, variables: Record<string, unknown>, answer: T) {
  return {
    request: { query, variables },
    result: () => {
      (calls[name] ??= []).push(variables);
      return { data: answer };
    },
  };
}

function mount(mocks: unknown[]) {
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <Cart /> },
      { path: '/purchase', element: <p data-testid="checkout">주문서</p> },
      { path: '/', element: <p>홈</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  return act(async () =>
    dom.root.render(
      <MockedProvider mocks={mocks as never}>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </MockedProvider>,
    ),
  );
}

const byLabel = (label: string) => dom.container.querySelector<HTMLElement>(`[aria-label="${label}"]`);
const button = (text: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(text));

describe('the cart', () => {
  beforeEach(() => {
    for (const key of Object.keys(calls)) delete calls[key];
    localStorage.clear();
    localStorage.setItem('shop.tokens', JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' }));
  });

  const vitamin = line('1', '멀티비타민');
  const omega = line('2', '오메가3', { price: 15_000 });

  it('shows the seller group with subtotal, fee and how much more ships free; unticking a line sends selectCartLines for it and shows the new totals', async () => {
    await mount([
      { request: { query: MyCartDocument }, result: { data: { myCart: cart([vitamin, omega]) } } },
      mutation('select', SelectCartLinesDocument, { ids: ['2'], selected: false }, { selectCartLines: cart([vitamin, { ...omega, selected: false }]) }),
    ]);
    await until(() => dom.container.textContent!.includes('바른약국'), 'the cart');
    expect(dom.container.textContent).toContain(CART_TEXT.selectAll(2, 2));
    expect(dom.container.textContent).toContain(CART_TEXT.untilFree(3000));
    expect(dom.container.querySelector('[data-testid="cart-total"]')!.textContent).toBe('30,000원');

    await act(async () => (byLabel(CART_TEXT.select('오메가3')) as HTMLInputElement).click());
    await until(() => dom.container.textContent!.includes(CART_TEXT.selectAll(1, 2)), 'the new selection');
    expect(calls.select).toEqual([{ ids: ['2'], selected: false }]);
    expect(dom.container.querySelector('[data-testid="cart-total"]')!.textContent).toBe('15,000원');
    expect(dom.container.textContent).toContain(CART_TEXT.untilFree(18_000));
  });

  it('전체 선택 sends every line id; + sends changeCartLine with the next quantity', async () => {
    const unselected = [vitamin, { ...omega, selected: false }];
    await mount([
      { request: { query: MyCartDocument }, result: { data: { myCart: cart(unselected) } } },
      mutation('select', SelectCartLinesDocument, { ids: ['1', '2'], selected: true }, { selectCartLines: cart([vitamin, omega]) }),
      mutation('change', ChangeCartLineDocument, { id: '1', quantity: 2 }, { changeCartLine: cart([line('1', '멀티비타민', { quantity: 2 }), omega]) }),
    ]);
    await until(() => dom.container.textContent!.includes(CART_TEXT.selectAll(1, 2)), 'the cart');
    const all = dom.container.querySelector<HTMLInputElement>('.cart-select-all input')!;
    expect(all.checked).toBe(false);
    await act(async () => all.click());
    await until(() => dom.container.textContent!.includes(CART_TEXT.selectAll(2, 2)), 'all selected');
    expect(calls.select).toEqual([{ ids: ['1', '2'], selected: true }]);

    await act(async () => byLabel(`${CART_TEXT.quantity('멀티비타민')} 늘리기`)!.click());
    await until(() => (byLabel(CART_TEXT.quantity('멀티비타민'))?.querySelector('input') as HTMLInputElement | null)?.value === '2', 'quantity 2');
    expect(calls.change).toEqual([{ id: '1', quantity: 2 }]);
    expect(dom.container.textContent).toContain(CART_TEXT.freeReached);
    expect(button(CART_TEXT.order)!.disabled).toBe(false);
  });

  it('shows the empty state with a link home, and asks nothing of an anonymous visitor (no guest is made)', async () => {
    localStorage.clear();
    await mount([]);
    await until(() => dom.container.textContent!.includes(CART_TEXT.empty), 'the empty state');
    expect(dom.container.querySelector('a[href="/"]')!.textContent).toBe(CART_TEXT.shop);
  });
});
