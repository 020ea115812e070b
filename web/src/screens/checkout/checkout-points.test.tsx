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
} from '../../gql/graphql';
import { signedIn, typed } from '../orders/screen-testing';
import { CHECKOUT_TEXT, Checkout } from './Checkout';
import { readyToPay } from './checkout-testing';

afterEach(cleanup);

// 바로 구매 of one product: no cart to answer, the member's saved address chosen by default.
const PATH = '/purchase?product=7&option=12&quantity=1';
const PAYMENT_REFUSED = '결제를 시작하지 못했습니다.';

let orders: CreateOrderInput[] = [];

beforeEach(() => {
  orders = [];
  localStorage.clear();
  localStorage.setItem('shop.tokens', JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' }));
});

/** The server's answers for the checkout; `pointsUsable` is the quote's, `refuse` the createOrder refusal if any. */
function mocks(pointsUsable: number, refuse?: GraphQLError): MockLink.MockedResponse[] {
  const quote = {
    deliveryQuote: typed('DeliveryQuoteResult', {
      sellers: [typed('SellerDeliveryQuote', { sellerId: 's1', sellerName: '바른약국', subtotal: 18_000, fee: 3000, surcharge: 0, freeFrom: 30_000 })],
      goodsTotal: 18_000,
      deliveryTotal: 3000,
      region: 'normal',
      pointsUsable,
    }),
  };
  return [
    {
      request: { query: CheckoutProductDocument, variables: { id: '7' } },
      result: { data: { product: typed('Product', { id: '7', name: '멀티비타민', options: [typed('ProductOption', { id: '12', name: '60정' })] }) } },
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
    { request: { query: CheckoutQuoteDocument, variables: () => true }, result: { data: quote }, maxUsageCount: 10 },
    // No coupons in the wallet: no coupon section.
    { request: { query: CheckoutCouponsDocument, variables: () => true }, result: { data: { checkoutCoupons: [] } }, maxUsageCount: 10 },
    {
      request: { query: CheckoutCreateOrderDocument, variables: () => true },
      result: (variables: { input: CreateOrderInput }) => {
        orders.push(variables.input);
        return refuse ? { errors: [refuse] } : { data: { createOrder: typed('Order', { id: '41', orderNumber: 'O261123ABCD2345', total: 21_000 - (variables.input.points ?? 0) }) } };
      },
      maxUsageCount: 5,
    } as MockLink.MockedResponse,
    // The payment page is not opened in a test: createPayment refuses, and the checkout says so.
    { request: { query: CheckoutCreatePaymentDocument, variables: () => true }, result: { errors: [new GraphQLError(PAYMENT_REFUSED)] }, maxUsageCount: 5 },
  ];
}

const app = (answers: MockLink.MockedResponse[]) => signedIn('/purchase', PATH, <Checkout />, answers);
const amounts = () => screen.getByTestId('checkout-amounts');
/** 결제하기, once the saved address is chosen (before the address book answers, the form asks for an address) and the quote is in. */
const pay = async () => {
  await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: /김하나/ }).checked).toBe(true));
  const button = screen.getByRole<HTMLButtonElement>('button', { name: CHECKOUT_TEXT.pay });
  await waitFor(() => expect(button.disabled).toBe(false));
  await readyToPay();
  return button;
};

describe('checkout points', () => {
  it('모두 사용 fills what the quote offers, the summary takes it off the total, and the order is created with points', async () => {
    const user = userEvent.setup();
    render(app(mocks(4560)));
    const section = await screen.findByRole('region', { name: CHECKOUT_TEXT.points });
    within(section).getByText('사용 가능 4,560원');
    const field = within(section).getByRole<HTMLInputElement>('textbox', { name: '사용할 적립금' });
    expect(field.inputMode).toBe('numeric');
    expect(screen.getByTestId('checkout-total').textContent).toBe('21,000원');
    expect(within(amounts()).queryByText('적립금 사용')).toBeNull();

    await user.click(within(section).getByRole('button', { name: '모두 사용' }));
    expect(field.value).toBe('4560');
    within(amounts()).getByText('적립금 사용');
    expect(screen.getByTestId('checkout-points').textContent).toBe('−4,560원');
    expect(screen.getByTestId('checkout-total').textContent).toBe('16,440원');

    await user.click(await pay());
    await screen.findByText(PAYMENT_REFUSED);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ addressId: '3', points: 4560, payMethod: 'kakaopay' });
  });

  it("sends the amount typed as it is and shows the server's refusal at the points field", async () => {
    const user = userEvent.setup();
    const message = '적립금은 10원 단위로 쓸 수 있어요.';
    render(app(mocks(4560, new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'points', message }] } }))));
    const section = await screen.findByRole('region', { name: CHECKOUT_TEXT.points });
    const field = within(section).getByRole<HTMLInputElement>('textbox', { name: '사용할 적립금' });
    await user.type(field, '4,555');
    expect(field.value).toBe('4555');
    expect(screen.getByTestId('checkout-total').textContent).toBe('16,445원');

    await user.click(await pay());
    await within(section).findByText(message);
    expect(orders.map((o) => o.points)).toEqual([4555]);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    // At the field, not in a dialog.
    expect(screen.queryByRole('dialog')).toBeNull();

    // Changing the amount clears the message.
    await user.clear(field);
    await user.type(field, '4550');
    expect(within(section).queryByText(message)).toBeNull();
  });

  it('offers no points section when the quote offers none, and sends no points', async () => {
    const user = userEvent.setup();
    render(app(mocks(0)));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('21,000원'));
    expect(screen.queryByRole('region', { name: CHECKOUT_TEXT.points })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '사용할 적립금' })).toBeNull();

    await user.click(await pay());
    await screen.findByText(PAYMENT_REFUSED);
    expect(orders).toHaveLength(1);
    expect(orders[0]).not.toHaveProperty('points');
  });
});
