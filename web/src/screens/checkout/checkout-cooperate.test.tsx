import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CheckoutAddressesDocument,
  CheckoutCouponsDocument,
  CheckoutCreateOrderDocument,
  CheckoutCreatePaymentDocument,
  CheckoutProductDocument,
  CheckoutQuoteDocument,
  type CreateOrderInput,
  type QuoteLineInput,
} from '../../gql/graphql';
import { directCheckoutPath } from '../cart/checkout-path';
import { signedIn, typed } from '../orders/screen-testing';
import { CHECKOUT_TEXT, Checkout } from './Checkout';
import { readyToPay } from './checkout-testing';

afterEach(cleanup);

// 공동구매가로 구매 from a channel: 바로 구매 of product 7 through group-buying event 41.
const PATH = directCheckoutPath({ productId: '7', optionId: null, quantity: 1, cooperate: '41' });
const PAYMENT_REFUSED = '결제를 시작하지 못했습니다.';
/** The product's price, and the event's group price (what the server quotes for a line naming the event). */
const SALE_PRICE = 30_000;
const GROUP_PRICE = 21_900;

let orders: CreateOrderInput[] = [];
let quoted: QuoteLineInput[][] = [];
let weighed: QuoteLineInput[][] = [];

beforeEach(() => {
  orders = [];
  quoted = [];
  weighed = [];
  localStorage.clear();
  localStorage.setItem('shop.tokens', JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' }));
});

/** The server: a line naming the event is priced at the group price (or refused with `refuse`), any other at the sale price. */
function mocks(refuse?: GraphQLError): MockLink.MockedResponse[] {
  const quote = (lines: QuoteLineInput[]) => {
    const goods = lines.reduce((sum, l) => sum + (l.cooperateEventId === '41' ? GROUP_PRICE : SALE_PRICE) * l.quantity, 0);
    return {
      deliveryQuote: typed('DeliveryQuoteResult', {
        sellers: [typed('SellerDeliveryQuote', { sellerId: 's1', sellerName: '바른약국', subtotal: goods, fee: 3000, surcharge: 0, freeFrom: 50_000 })],
        goodsTotal: goods,
        deliveryTotal: 3000,
        region: 'normal',
        pointsUsable: 0,
      }),
    };
  };
  return [
    {
      request: { query: CheckoutProductDocument, variables: { id: '7' } },
      result: { data: { product: typed('Product', { id: '7', name: '오메가3 1000', options: [] }) } },
      maxUsageCount: 5,
    },
    {
      request: { query: CheckoutAddressesDocument },
      result: {
        data: {
          myAddresses: [
            typed('Address', { id: '3', label: '집', recipient: '김하나', phone: '01012345678', postcode: '06236', address1: '서울 강남구 테헤란로 1', address2: '101호', isDefault: true }),
          ],
        },
      },
      maxUsageCount: 5,
    },
    {
      request: { query: CheckoutQuoteDocument, variables: () => true },
      result: (variables: { lines: QuoteLineInput[] }) => {
        quoted.push(variables.lines);
        return refuse ? { errors: [refuse] } : { data: quote(variables.lines) };
      },
      maxUsageCount: 10,
    } as MockLink.MockedResponse,
    {
      request: { query: CheckoutCouponsDocument, variables: () => true },
      result: (variables: { lines: QuoteLineInput[] }) => {
        weighed.push(variables.lines);
        return { data: { checkoutCoupons: [] } };
      },
      maxUsageCount: 10,
    } as MockLink.MockedResponse,
    {
      request: { query: CheckoutCreateOrderDocument, variables: () => true },
      result: (variables: { input: CreateOrderInput }) => {
        orders.push(variables.input);
        return { data: { createOrder: typed('Order', { id: '51', orderNumber: 'O261123ABCD2345', total: GROUP_PRICE + 3000 }) } };
      },
      maxUsageCount: 5,
    } as MockLink.MockedResponse,
    { request: { query: CheckoutCreatePaymentDocument, variables: () => true }, result: { errors: [new GraphQLError(PAYMENT_REFUSED)] }, maxUsageCount: 5 },
  ];
}

const app = (answers: MockLink.MockedResponse[]) => signedIn('/purchase', PATH, <Checkout />, answers);

describe('checkout at the group price', () => {
  it("names the event in the quote, coupon and order lines, and shows the server's group-priced amounts", async () => {
    const user = userEvent.setup();
    render(app(mocks()));
    const line = (await screen.findByTestId('checkout-lines')).querySelector('li')!;
    within(line).getByText(CHECKOUT_TEXT.groupPrice);
    await waitFor(() => expect(within(line).getByText('21,900원')).toBeTruthy());
    expect(within(screen.getByTestId('checkout-amounts')).getAllByText('21,900원')).toHaveLength(1);
    expect(screen.getByTestId('checkout-total').textContent).toBe('24,900원');
    // 바로 구매: no cart line to name.
    expect(quoted.at(-1)).toEqual([{ productId: '7', optionId: null, quantity: 1, cartLineId: null, cooperateEventId: '41' }]);
    await waitFor(() => expect(weighed.at(-1)).toEqual([{ productId: '7', optionId: null, quantity: 1, cartLineId: null, cooperateEventId: '41' }]));

    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: /김하나/ }).checked).toBe(true));
    await readyToPay();
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXT.pay }));
    await screen.findByText(PAYMENT_REFUSED);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.lines).toEqual([{ productId: '7', optionId: null, quantity: 1, cartLineId: null, cooperateEventId: '41' }]);
  });

  it("an event that is not running: the server's refusal in the amounts, and no payment", async () => {
    render(app(mocks(new GraphQLError('마감된 공동구매입니다.', { extensions: { code: 'COOPERATE_NOT_OPEN', fields: [{ field: 'lines.0.cooperateEventId', message: '마감된 공동구매입니다.' }] } }))));
    await screen.findByText('마감된 공동구매입니다.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: CHECKOUT_TEXT.pay }).disabled).toBe(true);
  });
});
