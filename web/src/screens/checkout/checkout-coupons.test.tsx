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
  type CheckoutCouponsQuery,
  type CreateOrderInput,
} from '../../gql/graphql';
import { signedIn, typed } from '../orders/screen-testing';
import { CHECKOUT_TEXT, Checkout } from './Checkout';
import { readyToPay } from './checkout-testing';

afterEach(cleanup);

// 바로 구매 of one product (goods 40,000원, delivery 3,000원), the member's saved address chosen by default.
const PATH = '/purchase?product=7&option=12&quantity=1';
const PAYMENT_REFUSED = '결제를 시작하지 못했습니다.';

type Option = CheckoutCouponsQuery['checkoutCoupons'][number];

const option = (id: string, name: string, benefit: string, over: Partial<Option> = {}): Option =>
  typed('CouponOption', {
    coupon: typed('UserCoupon', { id, expiresAt: '2026-12-31T14:59:59.000Z', master: typed('CouponMaster', { id: `m${id}`, name, benefit, target: 'order' as const }) }),
    applicable: true,
    discount: 0,
    reason: null,
    best: false,
    ...over,
  }) as Option;

/** The server's weighing: the best order coupon, a shipping coupon that is not in the best set, and one under its minimum. */
const OPTIONS: Option[] = [
  option('1', '웰컴 쿠폰', '10% 할인 (최대 5,000원)', { discount: 4000, best: true }),
  option('2', '무료배송 쿠폰', '무료배송', { discount: 3000 }),
  option('3', '큰 주문 쿠폰', '10,000원 할인', { applicable: false, reason: '50,000원 이상 구매 시 사용 가능' }),
];

let orders: CreateOrderInput[] = [];
/** How often checkoutCoupons was asked after createOrder refused. */
let asksAfterRefusal = 0;
let refused = false;
/** How often checkoutCoupons was asked at all. */
let asks = 0;

beforeEach(() => {
  orders = [];
  asksAfterRefusal = 0;
  refused = false;
  asks = 0;
  localStorage.clear();
  localStorage.setItem('shop.tokens', JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' }));
});

/** The server's answers; `options` is what checkoutCoupons answers (`after` once createOrder has refused), `refuse` createOrder's refusal if any. */
function mocks(options: Option[], refuse?: GraphQLError, after = options): MockLink.MockedResponse[] {
  const quote = {
    deliveryQuote: typed('DeliveryQuoteResult', {
      sellers: [typed('SellerDeliveryQuote', { sellerId: 's1', sellerName: '바른약국', subtotal: 40_000, fee: 3000, surcharge: 0, freeFrom: 50_000 })],
      goodsTotal: 40_000,
      deliveryTotal: 3000,
      region: 'normal',
      pointsUsable: 0,
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
    {
      request: { query: CheckoutCouponsDocument, variables: () => true },
      result: () => {
        asks += 1;
        if (refused) asksAfterRefusal += 1;
        return { data: { checkoutCoupons: refused ? after : options } };
      },
      maxUsageCount: 10,
    } as MockLink.MockedResponse,
    {
      request: { query: CheckoutCreateOrderDocument, variables: () => true },
      result: (variables: { input: CreateOrderInput }) => {
        orders.push(variables.input);
        refused = Boolean(refuse);
        return refuse ? { errors: [refuse] } : { data: { createOrder: typed('Order', { id: '41', orderNumber: 'O261123ABCD2345', total: 39_000 }) } };
      },
      maxUsageCount: 5,
    } as MockLink.MockedResponse,
    // The payment page is not opened in a test: createPayment refuses, and the checkout says so.
    { request: { query: CheckoutCreatePaymentDocument, variables: () => true }, result: { errors: [new GraphQLError(PAYMENT_REFUSED)] }, maxUsageCount: 5 },
  ];
}

const app = (answers: MockLink.MockedResponse[]) => signedIn('/purchase', PATH, <Checkout />, answers);
const amounts = () => screen.getByTestId('checkout-amounts');
const couponBox = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
/** 결제하기, once the saved address is chosen and the quote is in. */
const pay = async () => {
  await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: /김하나/ }).checked).toBe(true));
  const button = screen.getByRole<HTMLButtonElement>('button', { name: CHECKOUT_TEXT.pay });
  await waitFor(() => expect(button.disabled).toBe(false));
  await readyToPay();
  return button;
};

describe('checkout coupons', () => {
  it('preselects the best coupon, shows its discount in the summary, and sends the chosen couponIds', async () => {
    const user = userEvent.setup();
    render(app(mocks(OPTIONS)));
    const section = await screen.findByRole('region', { name: CHECKOUT_TEXT.coupons });
    await waitFor(() => expect(couponBox(/웰컴 쿠폰/).checked).toBe(true));
    within(section).getByText('−4,000원');
    within(section).getByText('−3,000원');
    expect(couponBox(/무료배송 쿠폰/).checked).toBe(false);
    // Not usable here: greyed (disabled) with the server's reason, no discount.
    const big = couponBox(/큰 주문 쿠폰/);
    expect(big.disabled).toBe(true);
    within(section).getByText('50,000원 이상 구매 시 사용 가능');

    await waitFor(() => expect(screen.getByTestId('checkout-coupons').textContent).toBe('−4,000원'));
    within(amounts()).getByText('쿠폰 할인');
    screen.getByText('최종 결제 금액은 주문할 때 한 번 더 확인해요');
    expect(screen.getByTestId('checkout-total').textContent).toBe('39,000원');

    // The member adds the shipping coupon: the summary adds its discount.
    await user.click(couponBox(/무료배송 쿠폰/));
    expect(screen.getByTestId('checkout-coupons').textContent).toBe('−7,000원');
    expect(screen.getByTestId('checkout-total').textContent).toBe('36,000원');

    await user.click(await pay());
    await screen.findByText(PAYMENT_REFUSED);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ addressId: '3', couponIds: ['1', '2'] });
  });

  it('sends no couponIds when the member unticks the best coupon', async () => {
    const user = userEvent.setup();
    render(app(mocks(OPTIONS)));
    await screen.findByRole('region', { name: CHECKOUT_TEXT.coupons });
    await waitFor(() => expect(couponBox(/웰컴 쿠폰/).checked).toBe(true));
    await user.click(couponBox(/웰컴 쿠폰/));
    expect(screen.queryByTestId('checkout-coupons')).toBeNull();
    // The coupons can arrive before the delivery quote: the total is there once the quote is (a CI run read it too early).
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('43,000원'));

    await user.click(await pay());
    await screen.findByText(PAYMENT_REFUSED);
    expect(orders[0]).not.toHaveProperty('couponIds');
  });

  it("a COUPON_GONE answer of createOrder shows the server's message in a dialog and weighs the coupons again", async () => {
    const user = userEvent.setup();
    const message = '이미 사용한 쿠폰이에요.';
    const refusal = new GraphQLError(message, { extensions: { code: 'COUPON_GONE', fields: [{ field: 'couponIds.0', message }] } });
    // After the refusal the server no longer offers the used coupon.
    render(app(mocks(OPTIONS, refusal, OPTIONS.slice(1))));
    await screen.findByRole('region', { name: CHECKOUT_TEXT.coupons });
    await waitFor(() => expect(couponBox(/웰컴 쿠폰/).checked).toBe(true));

    await user.click(await pay());
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText(message);
    expect(orders.map((o) => o.couponIds)).toEqual([['1']]);
    await waitFor(() => expect(asksAfterRefusal).toBe(1));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /웰컴 쿠폰/ })).toBeNull());
    expect(screen.queryByTestId('checkout-coupons')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows no coupon section when the member has no coupons, and sends none', async () => {
    const user = userEvent.setup();
    render(app(mocks([])));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('43,000원'));
    // Asked, and answered with nothing: no section.
    await waitFor(() => expect(asks).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: CHECKOUT_TEXT.coupons })).toBeNull();
    expect(screen.queryByText('쿠폰 할인')).toBeNull();

    await user.click(await pay());
    await screen.findByText(PAYMENT_REFUSED);
    expect(orders[0]).not.toHaveProperty('couponIds');
  });
});
