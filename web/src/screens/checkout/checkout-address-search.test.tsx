import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
  SearchRoadAddressesDocument,
  type CreateOrderInput,
} from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { ADDRESS_SEARCH_TEXT } from '../addresses/AddressSearchDialog';
import { CHECKOUT_TEXT, Checkout } from './Checkout';

afterEach(cleanup);

// 바로 구매 of one product by a member with no saved address: the typed-address form.
const PATH = '/purchase?product=7&option=12&quantity=1';
const PAYMENT_REFUSED = '결제를 시작하지 못했습니다.';
const AGREE = new RegExp(CHECKOUT_TEXT.agree.replace(/[()]/g, '\\$&'));

let orders: CreateOrderInput[] = [];
beforeEach(() => {
  orders = [];
  localStorage.clear();
  localStorage.setItem('shop.tokens', JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' }));
});

function mocks(refuse?: GraphQLError): MockLink.MockedResponse[] {
  return [
    // The orderer fields start from the account's name and phone.
    meMock('member', { id: '5', loginId: 'buyer', nickname: '김구매', phone: '01099998888' }),
    {
      request: { query: CheckoutProductDocument, variables: { id: '7' } },
      result: { data: { product: typed('Product', { id: '7', name: '멀티비타민', options: [typed('ProductOption', { id: '12', name: '60정' })] }) } },
      maxUsageCount: 5,
    },
    { request: { query: CheckoutAddressesDocument }, result: { data: { myAddresses: [] } }, maxUsageCount: 5 },
    {
      request: { query: CheckoutQuoteDocument, variables: () => true },
      result: {
        data: {
          deliveryQuote: typed('DeliveryQuoteResult', {
            sellers: [typed('SellerDeliveryQuote', { sellerId: 's1', sellerName: '바른약국', subtotal: 18_000, fee: 3000, surcharge: 0, freeFrom: 30_000 })],
            goodsTotal: 18_000,
            deliveryTotal: 3000,
            region: 'normal',
            pointsUsable: 0,
          }),
        },
      },
      maxUsageCount: 10,
    },
    { request: { query: CheckoutCouponsDocument, variables: () => true }, result: { data: { checkoutCoupons: [] } }, maxUsageCount: 10 },
    {
      request: { query: SearchRoadAddressesDocument, variables: { keyword: '세종대로 110', page: 1 } },
      result: {
        data: {
          searchRoadAddresses: typed('RoadAddressPage', {
            total: 1,
            page: 1,
            hasMore: false,
            items: [
              typed('RoadAddress', {
                roadAddress: '서울특별시 중구 세종대로 110 (태평로1가)',
                jibunAddress: '서울특별시 중구 태평로1가 31 서울특별시청',
                postcode: '04524',
                buildingName: '서울특별시청',
              }),
            ],
          }),
        },
      },
    },
    {
      request: { query: CheckoutCreateOrderDocument, variables: () => true },
      result: (variables: { input: CreateOrderInput }) => {
        orders.push(variables.input);
        return refuse ? { errors: [refuse] } : { data: { createOrder: typed('Order', { id: '41', orderNumber: 'O261127ABCD2345', total: 21_000 }) } };
      },
      maxUsageCount: 5,
    } as MockLink.MockedResponse,
    { request: { query: CheckoutCreatePaymentDocument, variables: () => true }, result: { errors: [new GraphQLError(PAYMENT_REFUSED)] }, maxUsageCount: 5 },
  ];
}

const app = (answers: MockLink.MockedResponse[]) => renderScreen({ routes: [{ path: '/purchase', element: <Checkout /> }], at: PATH, mocks: answers, appCache: true });
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const payButton = async () => {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: CHECKOUT_TEXT.pay });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
};

describe('checkout: orderer, 주소 검색, agreement, field errors', () => {
  it("prefills the orderer from the account; an empty form shows each field's Korean error, focuses the first, and orders nothing", async () => {
    const user = userEvent.setup();
    app(mocks());
    await waitFor(() => expect(field(CHECKOUT_TEXT.ordererName).value).toBe('김구매'));
    expect(field(CHECKOUT_TEXT.ordererPhone).value).toBe('01099998888');
    // No browser popups: the form checks itself and shows the design system's field errors.
    expect(document.querySelector('form.checkout')!.hasAttribute('novalidate')).toBe(true);

    await user.click(await payButton());
    await waitFor(() => expect(field('받는 분').getAttribute('aria-invalid')).toBe('true'));
    const errors = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(errors).toEqual(['받는 분을 입력해주세요.', '연락처는 0으로 시작하는 9~11자리 숫자입니다.', '우편번호는 숫자 5자리입니다.', '주소를 입력해주세요.', CHECKOUT_TEXT.problems.agreement]);
    expect(document.activeElement).toBe(field('받는 분'));
    expect(orders).toEqual([]);
  });

  it('the agreement alone is required: everything else filled, 결제하기 is refused at the checkbox until it is ticked', async () => {
    const user = userEvent.setup();
    app(mocks());
    await user.type(await screen.findByRole('textbox', { name: '받는 분' }), '김하나');
    await user.type(field('연락처'), '01012345678');
    await user.type(field('우편번호'), '04524');
    await user.type(field('주소'), '서울특별시 중구 세종대로 110');
    await user.click(await payButton());
    const agreement = screen.getByRole<HTMLInputElement>('checkbox', { name: AGREE });
    await waitFor(() => expect(document.activeElement).toBe(agreement));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([CHECKOUT_TEXT.problems.agreement]);
    expect(orders).toEqual([]);
    await user.click(agreement);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.click(await payButton());
    await screen.findByText(PAYMENT_REFUSED);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ agreedToTerms: true, ordererName: '김구매', ordererPhone: '01099998888' });
  });

  it('주소 검색 fills 우편번호 and 주소, the cursor goes to 상세 주소, and the order carries them with the agreement', async () => {
    const user = userEvent.setup();
    app(mocks());
    await user.type(await screen.findByRole('textbox', { name: '받는 분' }), '김하나');
    await user.type(field('연락처'), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: ADDRESS_SEARCH_TEXT.open }));
    const dialog = await screen.findByRole('alertdialog', { name: ADDRESS_SEARCH_TEXT.title });
    // Enter searches in the dialog; it does not submit the checkout.
    await user.type(within(dialog).getByRole('searchbox', { name: ADDRESS_SEARCH_TEXT.keyword }), '세종대로 110{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: /서울특별시 중구 세종대로 110 \(태평로1가\)/ }));
    expect(orders).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('우편번호').value).toBe('04524');
    expect(field('주소').value).toBe('서울특별시 중구 세종대로 110 (태평로1가)');
    await waitFor(() => expect(document.activeElement).toBe(field('상세 주소')));
    await user.type(field('상세 주소'), '3층');
    await user.click(screen.getByRole('checkbox', { name: AGREE }));
    await user.click(await payButton());
    await screen.findByText(PAYMENT_REFUSED);
    expect(orders[0]).toMatchObject({
      agreedToTerms: true,
      address: { recipientName: '김하나', recipientPhone: '01012345678', postcode: '04524', address1: '서울특별시 중구 세종대로 110 (태평로1가)', address2: '3층' },
    });
  });

  it("the server's refusal naming a field shows at that field", async () => {
    const message = '휴대폰 번호를 확인해주세요.';
    const user = userEvent.setup();
    app(mocks(new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'ordererPhone', message }] } })));
    await user.type(await screen.findByRole('textbox', { name: '받는 분' }), '김하나');
    await user.type(field('연락처'), '01012345678');
    await user.type(field('우편번호'), '04524');
    await user.type(field('주소'), '서울특별시 중구 세종대로 110');
    await user.click(screen.getByRole('checkbox', { name: AGREE }));
    await user.click(await payButton());
    await waitFor(() => expect(field(CHECKOUT_TEXT.ordererPhone).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([message]);
    expect(document.activeElement).toBe(field(CHECKOUT_TEXT.ordererPhone));
  });
});
