import { StrictMode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompletePaymentDocument, OrderCompleteDocument } from '../../gql/graphql';
import { PaymentFail, PaymentResult, RESULT_TEXT } from './PaymentResult';
import { attemptKeys, paymentRedirectUrl, rememberCheckout } from './payment-flow';

afterEach(cleanup);

let completions: unknown[] = [];

function completion(payment: Record<string, unknown>, status = 'paid', statusLabel = '결제완료') {
  return {
    completePayment: {
      __typename: 'PaymentCompletion',
      order: { __typename: 'Order', id: '7', orderNumber: 'O261123K3M9QX2T', status, statusLabel, total: 27_000, isGift: false, receiverName: null, giftToken: null },
      payment: { __typename: 'Payment', id: '9', merchantUid: 'm_abc', amount: 27_000, payMethod: 'card', status: 'paid', statusLabel: '결제완료', vbank: null, ...payment },
    },
  };
}

/** The paid page also asks for the order's details; the tests about the payment get none (the details are the order-complete test's). */
const NO_ORDER_DETAILS = { request: { query: OrderCompleteDocument, variables: { id: '7' } }, result: { data: { order: null } }, maxUsageCount: 5 };

function mount(url: string, answer: Record<string, unknown> | Error, extra: unknown[] = [NO_ORDER_DETAILS]) {
  completions = [];
  const mock = {
    request: { query: CompletePaymentDocument, variables: { merchantUid: 'm_abc', impUid: 'imp_123' } },
    maxUsageCount: 5,
    result: (variables: unknown) => {
      completions.push(variables);
      return answer instanceof Error ? { errors: [{ message: answer.message }] } : { data: answer };
    },
  };
  const router = createMemoryRouter(
    [
      { path: '/purchase/success', element: <PaymentResult /> },
      { path: '/purchase/Mobile/success', element: <PaymentResult /> },
      { path: '/purchase/fail', element: <PaymentFail /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <MockedProvider mocks={[mock as never, ...(extra as never[])]}>
        <RouterProvider router={router} />
      </MockedProvider>
    </StrictMode>,
  );
}

const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

/** Waits a little for a second completePayment (StrictMode runs effects twice), which must not come. */
async function noSecondCompletion() {
  await expect(
    waitFor(
      () => {
        if (completions.length < 2) throw new Error('asked once so far');
      },
      { timeout: 50 },
    ),
  ).rejects.toThrow('asked once so far');
}

describe('the payment result page', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks completePayment once with the query values (StrictMode) and shows the order number, amount and the links', async () => {
    mount('/purchase/Mobile/success?imp_uid=imp_123&merchant_uid=m_abc&imp_success=true', completion({}));
    await screen.findByRole('heading', { name: RESULT_TEXT.paid });
    await noSecondCompletion();
    expect(completions).toEqual([{ merchantUid: 'm_abc', impUid: 'imp_123' }]);
    expect(screen.getByTestId('order-number').textContent).toBe('O261123K3M9QX2T');
    screen.getByText('27,000원');
    expect(links()).toEqual([
      [RESULT_TEXT.orders, '/mypage/orderList/delivery'],
      [RESULT_TEXT.continue, '/'],
    ]);
  });

  it('shows the virtual account to pay into', async () => {
    const vbank = { __typename: 'PaymentVbank', bank: '신한은행', number: '56211234567890', holder: '영양제쇼핑몰', dueAt: '2026-11-24T14:59:00.000Z' };
    mount('/purchase/success?imp_uid=imp_123&merchant_uid=m_abc&imp_success=true', completion({ status: 'ready', statusLabel: '입금대기', payMethod: 'vbank', vbank }, 'ready', '입금대기'));
    await screen.findByRole('heading', { name: RESULT_TEXT.vbankIssued });
    expect(screen.getByTestId('vbank-number').textContent).toBe('56211234567890');
    screen.getByText('신한은행');
    screen.getByText('영양제쇼핑몰');
  });

  it('a refused completion (tampered amount) is a failure with the server message and 다시 결제하기 to the checkout it started from', async () => {
    rememberCheckout('/purchase?line=4');
    mount('/purchase/success?imp_uid=imp_123&merchant_uid=m_abc&imp_success=true', new Error('결제 금액이 주문 금액과 다릅니다.'));
    await screen.findByRole('heading', { name: RESULT_TEXT.failed });
    expect(screen.getByRole('alert').textContent).toBe('결제 금액이 주문 금액과 다릅니다.');
    expect(links()[0]).toEqual([RESULT_TEXT.retry, '/purchase?line=4']);
    expect(completions).toHaveLength(1);
  });

  it('imp_success=false: the gateway message at once, the server told once', async () => {
    mount(`/purchase/fail?imp_uid=imp_123&merchant_uid=m_abc&imp_success=false&error_msg=${encodeURIComponent('카드사 승인이 거절되었습니다 (한도 초과)')}`, new Error('결제에 실패했습니다'));
    expect(screen.getByRole('heading', { name: RESULT_TEXT.failed })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('카드사 승인이 거절되었습니다 (한도 초과)');
    await waitFor(() => expect(completions.length).toBeGreaterThan(0));
    await noSecondCompletion();
    expect(completions).toHaveLength(1);
    expect(links()[0]).toEqual([RESULT_TEXT.retry, '/purchase']);
  });
});

describe('the buyer cancels on the payment page', () => {
  beforeEach(() => sessionStorage.clear());

  it.each(['사용자가 결제를 취소하셨습니다', '[결제포기] 사용자가 결제를 취소하셨습니다'])("'%s' reads 결제를 취소했습니다, not a failure; the server is told once", async (message) => {
    mount(`/purchase/fail?imp_uid=imp_123&merchant_uid=m_abc&imp_success=false&error_msg=${encodeURIComponent(message)}`, new Error('결제에 실패했습니다'));
    screen.getByRole('heading', { name: RESULT_TEXT.cancelled });
    expect(screen.queryByRole('heading', { name: RESULT_TEXT.failed })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(completions.length).toBeGreaterThan(0));
    expect(links()[0]).toEqual([RESULT_TEXT.retry, '/purchase']);
  });
});

describe('the order-complete page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the items, the address and the expected arrival the server computed', async () => {
    const order = {
      __typename: 'Order',
      id: '7',
      isGift: false,
      recipientName: '김하나',
      postcode: '06236',
      address1: '서울 강남구 테헤란로 1',
      address2: '101호',
      deliveryMemo: null,
      lines: [{ __typename: 'OrderLineView', id: '70', name: '비타민C 1000', optionName: '60정', quantity: 2, lineTotal: 24_000, product: { __typename: 'Product', id: '3', imageUrl: '/p/3.png' } }],
      expectedArrival: { __typename: 'ExpectedArrivalView', shipsOn: '2026-11-30', earliest: '2026-12-01', latest: '2026-12-02' },
    };
    mount('/purchase/success?imp_uid=imp_123&merchant_uid=m_abc&imp_success=true', completion({}), [
      { request: { query: OrderCompleteDocument, variables: { id: '7' } }, result: { data: { order } }, maxUsageCount: 5 },
    ]);
    const details = await screen.findByTestId('order-complete');
    expect(screen.getByTestId('expected-arrival').textContent).toBe('12월 1일(화) ~ 12월 2일(수) 도착 예정');
    expect(details.textContent).toContain('비타민C 1000 (60정) · 2개 · 24,000원');
    expect(details.textContent).toContain('(06236) 서울 강남구 테헤란로 1 101호');
    expect(details.textContent).toContain('김하나');
  });
});

describe('checkout helpers', () => {
  it('one idempotency key per attempt: the same order form again keeps its key, a changed one gets a new key', () => {
    let n = 0;
    const keyFor = attemptKeys(() => `k${(n += 1)}`);
    expect(keyFor('{"a":1}')).toBe('k1');
    expect(keyFor('{"a":1}')).toBe('k1');
    expect(keyFor('{"a":2}')).toBe('k2');
  });

  it('phones come back under /Mobile/', () => {
    expect(paymentRedirectUrl('https://shop.example', true)).toBe('https://shop.example/purchase/Mobile/success');
    expect(paymentRedirectUrl('https://shop.example', false)).toBe('https://shop.example/purchase/success');
  });
});
