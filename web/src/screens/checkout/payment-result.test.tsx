import { StrictMode, act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompletePaymentDocument } from '../../gql/graphql';
import { flush, mountedPerTest, until } from '../../testing/dom';
import { PaymentFail, PaymentResult, RESULT_TEXT } from './PaymentResult';
import { attemptKeys, paymentRedirectUrl, rememberCheckout } from './payment-flow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();

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

function mount(url: string, answer: Record<string, unknown> | Error) {
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
  return act(async () =>
    dom.root.render(
      <StrictMode>
        <MockedProvider mocks={[mock as never]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </StrictMode>,
    ),
  );
}

const links = () => [...dom.container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('the payment result page', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks completePayment once with the query values (StrictMode) and shows the order number, amount and the links', async () => {
    await mount('/purchase/Mobile/success?imp_uid=imp_123&merchant_uid=m_abc&imp_success=true', completion({}));
    await until(() => dom.container.textContent!.includes(RESULT_TEXT.paid), 'the paid page');
    await flush();
    expect(completions).toEqual([{ merchantUid: 'm_abc', impUid: 'imp_123' }]);
    expect(dom.container.querySelector('[data-testid="order-number"]')!.textContent).toBe('O261123K3M9QX2T');
    expect(dom.container.textContent).toContain('27,000원');
    expect(links()).toEqual([
      [RESULT_TEXT.orders, '/mypage/orderList/delivery'],
      [RESULT_TEXT.continue, '/'],
    ]);
  });

  it('shows the virtual account to pay into', async () => {
    const vbank = { __typename: 'PaymentVbank', bank: '신한은행', number: '56211234567890', holder: '영양제쇼핑몰', dueAt: '2026-11-24T14:59:00.000Z' };
    await mount('/purchase/success?imp_uid=imp_123&merchant_uid=m_abc&imp_success=true', completion({ status: 'ready', statusLabel: '입금대기', payMethod: 'vbank', vbank }, 'ready', '입금대기'));
    await until(() => dom.container.textContent!.includes(RESULT_TEXT.vbankIssued), 'the account');
    expect(dom.container.querySelector('[data-testid="vbank-number"]')!.textContent).toBe('56211234567890');
    expect(dom.container.textContent).toContain('신한은행');
    expect(dom.container.textContent).toContain('영양제쇼핑몰');
  });

  it('a refused completion (tampered amount) is a failure with the server message and 다시 결제하기 to the checkout it started from', async () => {
    rememberCheckout('/purchase?line=4');
    await mount('/purchase/success?imp_uid=imp_123&merchant_uid=m_abc&imp_success=true', new Error('결제 금액이 주문 금액과 다릅니다.'));
    await until(() => dom.container.textContent!.includes(RESULT_TEXT.failed), 'the failure');
    expect(dom.container.textContent).toContain('결제 금액이 주문 금액과 다릅니다.');
    expect(links()[0]).toEqual([RESULT_TEXT.retry, '/purchase?line=4']);
    expect(completions).toHaveLength(1);
  });

  it('imp_success=false: the gateway message at once, the server told once', async () => {
    await mount(`/purchase/fail?imp_uid=imp_123&merchant_uid=m_abc&imp_success=false&error_msg=${encodeURIComponent('사용자가 결제를 취소하셨습니다')}`, new Error('결제에 실패했습니다'));
    expect(dom.container.textContent).toContain('사용자가 결제를 취소하셨습니다');
    await until(() => completions.length > 0, 'the server told');
    await flush();
    expect(completions).toHaveLength(1);
    expect(links()[0]).toEqual([RESULT_TEXT.retry, '/purchase']);
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
