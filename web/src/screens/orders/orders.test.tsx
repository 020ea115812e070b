import type { ReactNode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CancelMyOrderDocument,
  GuestOrderLookupDocument,
  SendSmsCodeDocument,
  VerifySmsCodeDocument,
  MyOrderListDocument,
  OrderDetailDocument,
  OrderStatusesDocument,
  OrderTrackingDocument,
  RequestOrderClaimDocument,
  OrderClaimReasonsDocument,
  ReorderMyOrderDocument,
  type ClaimKind,
  type MyClaimOrdersQuery,
  type OrderDetailFieldsFragment,
  type OrderLineStatus,
  type OrderStatus,
} from '../../gql/graphql';
import { addressProblems, EMPTY_ADDRESS } from '../addresses/address-form';
import { GuestOrder } from './GuestOrder';
import { OrderDetailPage } from './OrderDetail';
import { OrderList } from './OrderList';
import { requestRow } from './OrderRequests';
import { linesSummary } from './order-text';
import { signedIn, signedInRoutes, typed } from './screen-testing';

afterEach(cleanup);

// The server's list, with labels that differ from what an order carries, so the test sees which is used.
const statusList: [OrderStatus, string, string][] = [
  ['order_request', '주문접수', 'fail'],
  ['paid', '결제완료', 'success'],
  ['delivery_shipping', '배송중', 'success'],
  ['complete', '구매확정', 'success'],
  ['cancel_complete', '취소완료', 'fail'],
  ['return_request', '반품요청', 'fail'],
];
const statuses = { orderStatuses: statusList.map(([status, label, colour]) => typed('OrderStatusInfo', { status, label, colour })) };
const statusMock = { request: { query: OrderStatusesDocument }, result: { data: statuses }, maxUsageCount: 20 };
/** The server's reason lists (a fixture of its answer; labels differ from any the screen could hold). */
const reason = (code: string, label: string, textRequired = false) => typed('ClaimReasonChoiceView', { code, label, textRequired });
const reasonsMock = (kind: ClaimKind, list: ReturnType<typeof reason>[]) => ({
  request: { query: OrderClaimReasonsDocument, variables: { kind } },
  result: { data: { orderClaimReasons: list } },
  maxUsageCount: 5,
});
const cancelReasons = reasonsMock('cancel', [reason('change_of_mind', '(서버) 단순 변심'), reason('other', '(서버) 기타', true)]);
const returnReasons = reasonsMock('return', [reason('change_of_mind', '(서버) 변심'), reason('defect', '(서버) 상품 불량')]);

const line = (id: string, name: string, lineTotal: number, status: OrderLineStatus = 'ordered') =>
  typed('OrderLineView', {
    id,
    productId: `1${id}`,
    name,
    optionName: null,
    quantity: 1,
    status,
    refundedAmount: 0,
    unitPrice: lineTotal,
    lineTotal,
    discountShare: 0,
    pointsShare: 0,
    reviewable: false,
    reviewId: null as string | null,
    product: typed('Product', { id: `1${id}`, imageUrl: `/images/products/1${id}.png` }) as { __typename: string; id: string; imageUrl: string } | null,
  });

/** What the server answers as `Order.actions` for the buyer (a fixture of its answers, not the rule). */
const NONE = {
  pay: false,
  cancel: false,
  cancelLines: false,
  requestCancel: false,
  requestReturn: false,
  requestExchange: false,
  returnDeadline: null,
  confirmPurchase: false,
  hide: false,
  reorder: false,
  track: false,
};
const BUYER_ACTIONS: Partial<Record<OrderStatus, Partial<typeof NONE>>> = {
  order_request: { pay: true, cancel: true },
  paid: { cancel: true, cancelLines: true },
  delivery_complete: { requestReturn: true, requestExchange: true, confirmPurchase: true },
  cancel_complete: { hide: true },
};
const actions = (status: OrderStatus, over: Partial<Omit<typeof NONE, 'returnDeadline'>> & { returnDeadline?: string | null } = {}) =>
  typed('OrderActions', { ...NONE, ...BUYER_ACTIONS[status], ...over });

function order(status: OrderStatus, overrides: Partial<OrderDetailFieldsFragment> = {}): OrderDetailFieldsFragment {
  return typed('Order', {
    actions: actions(status),
    id: '41',
    orderNumber: 'O261123ABCD2345',
    status,
    statusLabel: `(order) ${status}`,
    statusColour: 'fail',
    total: 27000,
    refundedTotal: 0,
    createdAt: '2026-11-20T01:00:00.000Z',
    claimKind: null,
    depositAccount: null,
    lines: [line('7', '비타민C 1000', 12000), line('8', '오메가3', 15000)],
    goodsTotal: 27000,
    deliveryTotal: 0,
    discountTotal: 0,
    pointsUsed: 0,
    payMethod: 'card',
    ordererName: '구매자',
    recipientName: '김하나',
    recipientPhone: '01012345678',
    postcode: '06236',
    address1: '서울 강남구 테헤란로 1',
    address2: '101호',
    deliveryMemo: null,
    isGift: false,
    senderName: null,
    receiverName: null,
    giftToken: null,
    claimReason: null,
    claimReasonLabel: null,
    claimText: null,
    expiresAt: null,
    paidAt: '2026-11-20T01:01:00.000Z',
    expectedArrival: null,
    deliveredAt: null,
    confirmedAt: null,
    shipments: [],
    history: [typed('OrderHistoryEntry', { fromStatus: null, toStatus: 'order_request', event: 'create', actorRole: 'buyer', reason: null, createdAt: '2026-11-20T01:00:00.000Z' })],
    refunds: [],
    ...overrides,
  }) as OrderDetailFieldsFragment;
}

/** A screen of the member's, with the status list answered. */
const app = (path: string, element: ReactNode, mocks: MockLink.MockedResponse[]) => signedIn(path.split('?')[0]!.replace('/41', '/:id'), path, element, [statusMock, ...mocks]);

const button = (name: string) => screen.getByRole('button', { name });
const noButton = (name: string) => expect(screen.queryByRole('button', { name })).toBeNull();
/** The body rows of the member's order list (the header row left out). */
const orderRows = () =>
  within(screen.getByRole('table', { name: '내 주문 목록' }))
    .getAllByRole('row')
    .slice(1);
/** The innermost element whose text (its children's included) contains `text`: a getByText matcher for text split over elements. */
const containing = (text: string) => (_: string, element: Element | null) =>
  Boolean(element?.textContent?.includes(text)) && ![...(element?.children ?? [])].some((child) => child.textContent?.includes(text));

describe('order list', () => {
  it('shows each order with the first product + 외 N건 and a status chip labelled and coloured by orderStatuses', async () => {
    const list = {
      myOrders: typed('OrderPage', {
        total: 2,
        items: [order('paid'), order('cancel_complete', { id: '42', orderNumber: 'O261123WXYZ6789', lines: [line('9', '유산균', 9000, 'cancelled')] })],
      }),
    };
    const mocks = [{ request: { query: MyOrderListDocument, variables: { status: null, view: null, offset: 0, limit: 20 } }, result: { data: list }, maxUsageCount: 5 }];
    render(app('/mypage/orderList/delivery', <OrderList />, mocks));
    const table = await screen.findByRole('table', { name: '내 주문 목록' });
    await within(table).findByText('취소완료');

    const rows = orderRows();
    expect(rows).toHaveLength(2);
    within(rows[0]!).getByRole('link', { name: '비타민C 1000 외 1건' });
    within(rows[0]!).getByText('27,000원');
    const paid = within(rows[0]!).getByText('결제완료');
    expect(paid.getAttribute('data-status')).toBe('paid');
    expect(paid.className).toContain('order-status--success');
    const cancelled = within(rows[1]!).getByText('취소완료');
    expect(cancelled.getAttribute('data-status')).toBe('cancel_complete');
    expect(cancelled.className).toContain('order-status--fail');
    // Hiding is offered for the finished order only.
    button('주문 내역에서 삭제 (O261123WXYZ6789)');
    noButton('주문 내역에서 삭제 (O261123ABCD2345)');
    // Filter chips carry the server's labels.
    const filters = within(screen.getByRole('navigation', { name: '주문 상태' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(filters).toContain('배송중');
    expect(filters).toContain('구매확정');
  });
});

describe('order list paging', () => {
  it('더보기 asks the next page by its offset and the cache shows both pages as one list', async () => {
    const user = userEvent.setup();
    const orderNumber = (i: number) => `O261123P${String(i).padStart(6, '0')}`;
    const pageOf = (from: number, count: number, total: number) => ({
      myOrders: typed('OrderPage', { total, items: Array.from({ length: count }, (_, i) => order('paid', { id: String(100 + from + i), orderNumber: orderNumber(from + i) })) }),
    });
    const mocks = [
      { request: { query: MyOrderListDocument, variables: { status: null, view: null, offset: 0, limit: 20 } }, result: { data: pageOf(0, 20, 21) }, maxUsageCount: 5 },
      { request: { query: MyOrderListDocument, variables: { status: null, view: null, offset: 20, limit: 20 } }, result: { data: pageOf(20, 1, 21) }, maxUsageCount: 5 },
    ];
    render(app('/mypage/orderList/delivery', <OrderList />, mocks));
    await screen.findByRole('table', { name: '내 주문 목록' });
    await waitFor(() => expect(orderRows()).toHaveLength(20));
    screen.getByText('21개 중 20개');
    await user.click(button('더보기'));
    await waitFor(() => expect(orderRows()).toHaveLength(21));
    within(orderRows()[20]!).getByText(orderNumber(20));
    noButton('더보기');
  });
});

describe('order list: thumbnails, 배송조회, 재구매 and 결제대기 (issue 21 item 8)', () => {
  it("shows the first product's picture and the buttons the server's actions allow", async () => {
    const list = {
      myOrders: typed('OrderPage', {
        total: 2,
        items: [
          order('complete', { actions: actions('complete', { reorder: true, track: true }) }),
          order('paid', { id: '42', orderNumber: 'O261123WXYZ6789', actions: actions('paid', { reorder: true }) }),
        ],
      }),
    };
    const mocks = [{ request: { query: MyOrderListDocument, variables: { status: null, view: null, offset: 0, limit: 20 } }, result: { data: list }, maxUsageCount: 5 }];
    const { container } = render(app('/mypage/orderList/delivery', <OrderList />, mocks));
    await screen.findByRole('table', { name: '내 주문 목록' });
    const rows = orderRows();
    expect(rows[0]!.querySelector('img.order-thumb')?.getAttribute('src')).toBe('/images/products/17.png');
    expect(within(rows[0]!).getByRole('link', { name: '배송조회 (O261123ABCD2345)' }).getAttribute('href')).toContain('detail=41');
    within(rows[0]!).getByRole('button', { name: '재구매 (O261123ABCD2345)' });
    within(rows[1]!).getByRole('button', { name: '재구매 (O261123WXYZ6789)' });
    expect(within(rows[1]!).queryByRole('link', { name: /배송조회/ })).toBeNull();
    expect(container.querySelectorAll('img.order-thumb')).toHaveLength(2);
  });

  it('재구매 asks the server and goes to the cart', async () => {
    const user = userEvent.setup();
    const calls: object[] = [];
    const list = { myOrders: typed('OrderPage', { total: 1, items: [order('complete', { actions: actions('complete', { reorder: true }) })] }) };
    const mocks = [
      { request: { query: MyOrderListDocument, variables: { status: null, view: null, offset: 0, limit: 20 } }, result: { data: list }, maxUsageCount: 5 },
      {
        request: { query: ReorderMyOrderDocument, variables: { id: '41' } },
        result: (variables: object) => {
          calls.push(variables);
          return { data: { reorder: typed('ReorderResult', { added: 2, skipped: [] }) } };
        },
      },
    ];
    render(
      signedInRoutes(
        [
          { path: '/mypage/orderList/delivery', element: <OrderList /> },
          { path: '/cart', element: <p>장바구니 화면</p> },
        ],
        '/mypage/orderList/delivery',
        [statusMock, ...mocks],
      ),
    );
    await user.click(await screen.findByRole('button', { name: '재구매 (O261123ABCD2345)' }));
    await screen.findByText('장바구니 화면');
    expect(calls).toEqual([{ id: '41' }]);
  });

  it('결제대기 lists the unpaid orders the server keeps apart (view: pending_payment)', async () => {
    const list = { myOrders: typed('OrderPage', { total: 1, items: [order('order_request', { paidAt: null })] }) };
    const mocks = [{ request: { query: MyOrderListDocument, variables: { status: null, view: 'pending_payment', offset: 0, limit: 20 } }, result: { data: list }, maxUsageCount: 5 }];
    render(app('/mypage/orderList/delivery?view=pending_payment', <OrderList />, mocks));
    await screen.findByRole('table', { name: '내 주문 목록' });
    expect(orderRows()).toHaveLength(1);
    const pendingChip = within(screen.getByRole('navigation', { name: '주문 상태' })).getByRole('link', { name: '결제대기' });
    expect(pendingChip.getAttribute('aria-current')).toBe('page');
    screen.getByText('결제하지 않은 주문은 결제 기한이 지나면 자동으로 취소되고 목록에서 사라집니다.');
  });
});

describe('order detail', () => {
  it('shows the virtual account of an order waiting for its deposit (입금 계좌), as the server gives it', async () => {
    const waiting = order('ready', {
      payMethod: 'vbank',
      depositAccount: typed('PaymentVbank', { bank: 'KB국민은행', number: '12345678901234', holder: '영양제쇼핑몰', dueAt: '2026-11-23T14:59:00.000Z' }),
    });
    render(app('/mypage/orderList/detail/41', <OrderDetailPage />, [{ request: { query: OrderDetailDocument, variables: { id: '41' } }, result: { data: { order: waiting } }, maxUsageCount: 5 }]));
    const account = await screen.findByTestId('deposit-account');
    within(account).getByText('12345678901234');
    within(account).getByText('KB국민은행');
    within(account).getByText('27,000원');
    within(account).getByRole('button', { name: '계좌번호 복사' });
  });

  it('cancels the chosen line of a paid order with cancelOrder and shows the refund', async () => {
    const user = userEvent.setup();
    const calls: object[] = [];
    const after = order('paid', {
      lines: [line('7', '비타민C 1000', 12000), { ...line('8', '오메가3', 15000, 'cancelled'), refundedAmount: 15000 }],
      refundedTotal: 15000,
      refunds: [typed('OrderRefundView', { lineId: '8', cause: 'cancel', item: 'goods', amount: 15000, points: 0, createdAt: '2026-11-21T01:00:00.000Z' })],
    });
    const mocks = [
      { request: { query: OrderDetailDocument, variables: { id: '41' } }, result: { data: { order: order('paid') } }, maxUsageCount: 5 },
      cancelReasons,
      {
        request: { query: CancelMyOrderDocument, variables: () => true },
        result: (variables: object) => {
          calls.push(variables);
          return { data: { cancelOrder: typed('OrderRefundResult', { refundAmount: 15000, refundPoints: 0, order: after }) } };
        },
      },
    ];
    render(app('/mypage/orderList/detail/41', <OrderDetailPage />, mocks));
    await screen.findByRole('button', { name: '주문 취소' });
    noButton('반품 신청');
    noButton('구매 확정');

    await user.click(button('주문 취소'));
    const dialog = screen.getByRole('dialog', { name: '주문 취소' });
    const boxes = within(dialog).getAllByRole<HTMLInputElement>('checkbox');
    // Nothing chosen at first: tapping the one to cancel must not cancel the others with it.
    expect(boxes.map((b) => b.checked)).toEqual([false, false]);
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('상품을 하나 이상 선택해주세요.');
    await user.click(within(dialog).getByRole('checkbox', { name: /오메가3/ })); // keep 비타민C, cancel 오메가3
    expect(within(dialog).queryByRole('alert')).toBeNull(); // the message goes with the change
    expect(within(dialog).getByTestId('claim-chosen').textContent).toBe('선택한 상품 1개 · 상품 금액 15,000원');
    // A reason from the server's list is required; 기타 needs the buyer's words.
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('사유를 선택해주세요.');
    await user.click(await within(dialog).findByRole('radio', { name: '(서버) 기타' }));
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('사유를 입력해주세요.');
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '상세 사유' }), '다른 상품으로 살게요');
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    // Refunded at once and final: asked once more, saying what goes.
    const sure = (await screen.findByText(/^선택한 상품 1개를 취소할까요\?/)).closest<HTMLElement>('[role=dialog]')!;
    expect(calls).toHaveLength(0);
    await user.click(within(sure).getByRole('button', { name: '확인' }));
    const refund = await screen.findByTestId('cancel-refund');

    expect(calls).toEqual([{ id: '41', lineIds: ['8'], reason: '다른 상품으로 살게요', reasonCode: 'other' }]);
    expect(refund.getAttribute('role')).toBe('status');
    within(refund).getByText(containing('환불 금액 15,000원'));
    within(screen.getByRole('list', { name: '환불 내역' })).getByText(containing('오메가3'));
    expect(screen.getAllByTestId('line-status').map((s) => s.textContent)).toEqual(['주문', '취소됨 · 환불 15,000원']);
  });

  it('cancels an unpaid order whole (no lines sent) and says nothing is refunded', async () => {
    const user = userEvent.setup();
    const calls: object[] = [];
    const mocks = [
      { request: { query: OrderDetailDocument, variables: { id: '41' } }, result: { data: { order: order('order_request', { paidAt: null }) } }, maxUsageCount: 5 },
      cancelReasons,
      {
        request: { query: CancelMyOrderDocument, variables: () => true },
        result: (variables: object) => {
          calls.push(variables);
          return { data: { cancelOrder: typed('OrderRefundResult', { refundAmount: 0, refundPoints: 0, order: order('order_request', { paidAt: null, status: 'cancelled' as OrderStatus }) }) } };
        },
      },
    ];
    render(app('/mypage/orderList/detail/41', <OrderDetailPage />, mocks));
    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    const dialog = screen.getByRole('dialog', { name: '주문 취소' });
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(await within(dialog).findByRole('radio', { name: '(서버) 단순 변심' }));
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    const refund = await screen.findByTestId('cancel-refund');
    expect(calls).toEqual([{ id: '41', lineIds: null, reason: null, reasonCode: 'change_of_mind' }]);
    within(refund).getByText('결제 전 주문이라 환불할 금액이 없습니다.');
  });

  it('asks a return with a reason kind within 7 days of delivery, and requires the kind', async () => {
    const user = userEvent.setup();
    const calls: object[] = [];
    const delivered = order('delivery_complete', {
      deliveredAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      actions: actions('delivery_complete', { returnDeadline: new Date(Date.now() + 5 * 86_400_000).toISOString() }),
    });
    const mocks = [
      { request: { query: OrderDetailDocument, variables: { id: '41' } }, result: { data: { order: delivered } }, maxUsageCount: 5 },
      returnReasons,
      {
        request: { query: RequestOrderClaimDocument, variables: () => true },
        result: (variables: object) => {
          calls.push(variables);
          return { data: { requestReturn: { ...delivered, status: 'return_request', claimKind: 'return', claimReason: 'defect', claimReasonLabel: '상품 불량·파손' } } };
        },
      },
    ];
    render(app('/mypage/orderList/detail/41', <OrderDetailPage />, mocks));
    await screen.findByRole('button', { name: '반품 신청' });
    button('교환 신청');
    button('구매 확정');
    noButton('주문 취소');

    await user.click(button('반품 신청'));
    const dialog = screen.getByRole('dialog', { name: '반품 신청' });
    await user.click(within(dialog).getByRole('button', { name: '반품 신청하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('상품을 하나 이상 선택해주세요.');
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: '반품 신청하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('사유를 선택해주세요.');
    expect(calls).toHaveLength(0);
    const defect = await within(dialog).findByRole<HTMLInputElement>('radio', { name: '(서버) 상품 불량' });
    expect(defect.value).toBe('defect');
    await user.click(defect);
    await user.click(within(dialog).getByRole('button', { name: '반품 신청하기' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([{ id: '41', input: { kind: 'return', lineIds: null, reasonKind: 'defect', cancelReason: null, reason: null } }]);
  });

  it("shows the parcel with the carrier's events and the status history with who and when", async () => {
    const shipping = order('delivery_shipping', {
      shipments: [
        typed('OrderShipmentView', {
          sellerId: '3',
          sellerName: '건강상점',
          fee: 3000,
          surcharge: 0,
          carrier: 'kr.cjlogistics',
          carrierName: 'CJ대한통운',
          trackingNumber: '612345678901',
          shippedAt: '2026-11-21T01:00:00.000Z',
        }),
      ],
      history: [
        typed('OrderHistoryEntry', { fromStatus: null, toStatus: 'order_request', event: 'create', actorRole: 'buyer', reason: null, createdAt: '2026-11-20T01:00:00.000Z' }),
        typed('OrderHistoryEntry', { fromStatus: 'order_request', toStatus: 'paid', event: 'payment_paid', actorRole: 'system', reason: null, createdAt: '2026-11-20T01:01:00.000Z' }),
        typed('OrderHistoryEntry', { fromStatus: 'paid', toStatus: 'delivery_shipping', event: 'ship', actorRole: 'seller', reason: null, createdAt: '2026-11-21T01:00:00.000Z' }),
      ] as OrderDetailFieldsFragment['history'],
    });
    const tracking = {
      orderTracking: [
        typed('ShipmentTrackingView', {
          sellerId: '3',
          carrier: 'kr.cjlogistics',
          carrierName: 'CJ대한통운',
          trackingNumber: '612345678901',
          found: true,
          delivered: false,
          events: [typed('TrackingEventView', { at: '2026-11-21T02:00:00.000Z', step: 'accepted', location: '서울 강남', description: '집화처리' })],
        }),
      ],
    };
    const mocks = [
      { request: { query: OrderDetailDocument, variables: { id: '41' } }, result: { data: { order: shipping } }, maxUsageCount: 5 },
      { request: { query: OrderTrackingDocument, variables: { orderId: '41' } }, result: { data: tracking }, maxUsageCount: 5 },
    ];
    render(app('/mypage/orderList/detail/41', <OrderDetailPage />, mocks));
    const events = await screen.findByRole('list', { name: '612345678901 배송 단계' });
    const history = await screen.findByRole('list', { name: '상태 변경 기록' });
    screen.getByText(containing('CJ대한통운 612345678901'));
    within(events).getByText('집화');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['주문접수2026.11.20 10:00 · 구매자', '결제완료2026.11.20 10:01 · 자동 처리', '배송중2026.11.21 10:00 · 판매자']);
    noButton('주문 취소');
  });

  it('offers return and exchange only while the server says so, and shows its deadline', async () => {
    const late = order('delivery_complete', {
      deliveredAt: '2026-11-10T01:00:00.000Z',
      actions: actions('delivery_complete', { requestReturn: false, requestExchange: false, returnDeadline: '2026-11-17T01:00:00.000Z' }),
    });
    const mocks = [{ request: { query: OrderDetailDocument, variables: { id: '41' } }, result: { data: { order: late } }, maxUsageCount: 5 }];
    render(app('/mypage/orderList/detail/41', <OrderDetailPage />, mocks));
    await screen.findByRole('button', { name: '구매 확정' });
    noButton('반품 신청');
    screen.getByText('반품·교환 신청 기한(2026.11.17 10:00)이 지났습니다.');
  });
});

describe('review links of order lines', () => {
  // The server's answers for the caller: line 7 may be reviewed now, line 8 has its review 91.
  const reviewed = () =>
    order('complete', {
      lines: [
        { ...line('7', '비타민C 1000', 12000), reviewable: true },
        { ...line('8', '오메가3', 15000), reviewId: '91' },
      ],
    });

  it('shows 리뷰 쓰기 where the line is reviewable and 내 리뷰 보기 where it has a review, on the detail', async () => {
    const mocks = [{ request: { query: OrderDetailDocument, variables: { id: '41' } }, result: { data: { order: reviewed() } }, maxUsageCount: 5 }];
    render(app('/mypage/orderList/detail/41', <OrderDetailPage />, mocks));
    const write = await screen.findByRole('link', { name: '비타민C 1000 리뷰 쓰기' });
    expect(write.getAttribute('href')).toBe('/mypage/review/write?line=7&orderId=41');
    expect(screen.getByRole('link', { name: '오메가3 내 리뷰 보기' }).getAttribute('href')).toBe('/mypage/review?targetId=91');
    expect(screen.queryByRole('link', { name: '오메가3 리뷰 쓰기' })).toBeNull();
    expect(screen.queryByRole('link', { name: '비타민C 1000 내 리뷰 보기' })).toBeNull();
  });

  it("shows each line's share of the coupons and points the server computed", async () => {
    const shared = order('paid', { discountTotal: 3000, pointsUsed: 1000, lines: [{ ...line('7', '비타민C 1000', 12000), discountShare: 1200, pointsShare: 400 }, line('8', '오메가3', 15000)] });
    const mocks = [{ request: { query: OrderDetailDocument, variables: { id: '41' } }, result: { data: { order: shared } }, maxUsageCount: 5 }];
    render(app('/mypage/orderList/detail/41', <OrderDetailPage />, mocks));
    const shares = await screen.findAllByTestId('line-shares');
    expect(shares.map((s) => s.textContent)).toEqual(['쿠폰 할인 -1,200원 · 적립금 -400원']);
  });

  it('shows them in the order list too, and none for lines the server does not offer', async () => {
    const list = { myOrders: typed('OrderPage', { total: 2, items: [reviewed(), order('paid', { id: '42', orderNumber: 'O261123WXYZ6789', lines: [line('9', '유산균', 9000)] })] }) };
    const mocks = [{ request: { query: MyOrderListDocument, variables: { status: null, view: null, offset: 0, limit: 20 } }, result: { data: list }, maxUsageCount: 5 }];
    render(app('/mypage/orderList/delivery', <OrderList />, mocks));
    await screen.findByRole('table', { name: '내 주문 목록' });
    const [done, paid] = orderRows();
    expect(within(done!).getByRole('link', { name: '비타민C 1000 리뷰 쓰기' }).getAttribute('href')).toBe('/mypage/review/write?line=7&orderId=41');
    within(done!).getByRole('link', { name: '오메가3 내 리뷰 보기' });
    expect(within(paid!).queryByRole('link', { name: /리뷰/ })).toBeNull();
  });
});

describe('guest order lookup', () => {
  // The development helper that reads the sandbox's code answers 404 outside development.
  afterEach(() => vi.unstubAllGlobals());
  it('verifies the GUEST_ORDER code, looks the order up with the token and shows it without actions', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }));
    const user = userEvent.setup();
    const lookups: object[] = [];
    const mocks = [
      {
        request: { query: SendSmsCodeDocument, variables: { phone: '01012345678', purpose: 'GUEST_ORDER' } },
        result: { data: { sendSmsCode: typed('SmsSendResult', { expiresAt: '2026-11-23T06:00:00.000Z', retryAfterSeconds: 60 }) } },
      },
      {
        request: { query: VerifySmsCodeDocument, variables: { phone: '01012345678', purpose: 'GUEST_ORDER', code: '123456' } },
        result: { data: { verifySmsCode: typed('SmsVerification', { verificationToken: 'sms-token' }) } },
      },
      {
        request: { query: GuestOrderLookupDocument, variables: () => true },
        result: (variables: object) => {
          lookups.push(variables);
          return { data: { guestOrder: order('paid') } };
        },
      },
    ];
    render(app('/guest-order', <GuestOrder />, mocks));
    const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
    await user.type(await screen.findByRole('textbox', { name: '휴대폰 번호' }), '01012345678');
    await user.click(button('인증번호 받기'));
    await waitFor(() => expect(field('인증번호').disabled).toBe(false));
    await user.type(field('인증번호'), '123456');
    await user.type(field('주문번호'), ' O261123ABCD2345 ');
    await user.click(button('주문 조회'));
    await screen.findByTestId('order-detail');
    expect(lookups).toEqual([{ phone: '01012345678', orderNumber: 'O261123ABCD2345', smsToken: 'sms-token' }]);
    screen.getByRole('heading', { name: '주문번호 O261123ABCD2345' });
    noButton('주문 취소');
  });

  it('a mistyped order number is refused at its field and tried again with the same verification, no new code', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }));
    const user = userEvent.setup();
    const lookups: { orderNumber: string; smsToken: string }[] = [];
    let verifications = 0;
    const refusal = '이 휴대폰 번호로 주문한 주문번호가 아니에요. 주문번호를 확인해주세요.';
    const mocks = [
      {
        request: { query: SendSmsCodeDocument, variables: { phone: '01012345678', purpose: 'GUEST_ORDER' } },
        result: { data: { sendSmsCode: typed('SmsSendResult', { expiresAt: '2026-11-23T06:00:00.000Z', retryAfterSeconds: 60 }) } },
      },
      {
        request: { query: VerifySmsCodeDocument, variables: { phone: '01012345678', purpose: 'GUEST_ORDER', code: '123456' } },
        result: () => ((verifications += 1), { data: { verifySmsCode: typed('SmsVerification', { verificationToken: 'sms-token' }) } }),
      },
      {
        request: { query: GuestOrderLookupDocument, variables: () => true },
        result: (variables: { orderNumber: string; smsToken: string }) => {
          lookups.push(variables);
          if (lookups.length === 1)
            return { errors: [new GraphQLError('주문을 찾을 수 없습니다. 주문번호를 확인해주세요.', { extensions: { code: 'NOT_FOUND', fields: [{ field: 'orderNumber', message: refusal }] } })] };
          return { data: { guestOrder: order('paid') } };
        },
        maxUsageCount: 2,
      } as MockLink.MockedResponse,
    ];
    render(app('/guest-order', <GuestOrder />, mocks));
    const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
    await user.type(await screen.findByRole('textbox', { name: '휴대폰 번호' }), '01012345678');
    await user.click(button('인증번호 받기'));
    await waitFor(() => expect(field('인증번호').disabled).toBe(false));
    await user.type(field('인증번호'), '123456');
    await user.type(field('주문번호'), 'O261123ABCD2346');
    await user.click(button('주문 조회'));
    await waitFor(() => expect(field('주문번호').getAttribute('aria-invalid')).toBe('true'));
    screen.getByText(refusal);
    expect(field('인증번호').value).toBe('123456');
    await user.clear(field('주문번호'));
    await user.type(field('주문번호'), 'O261123ABCD2345');
    await user.click(button('주문 조회'));
    await screen.findByTestId('order-detail');
    expect(lookups.map((l) => [l.orderNumber, l.smsToken])).toEqual([
      ['O261123ABCD2346', 'sms-token'],
      ['O261123ABCD2345', 'sms-token'],
    ]);
    expect(verifications).toBe(1);
  });
});

describe('request rows and forms', () => {
  type ClaimOrder = MyClaimOrdersQuery['myOrders']['items'][number];
  const base = (o: OrderDetailFieldsFragment): ClaimOrder => o as unknown as ClaimOrder;

  it('makes a partial cancel of a paid order a 취소 row of the cancelled line with its refund and date', () => {
    const row = requestRow(
      base(
        order('paid', {
          lines: [line('7', '비타민C 1000', 12000), line('8', '오메가3', 15000, 'cancelled')],
          refundedTotal: 15000,
          refunds: [typed('OrderRefundView', { lineId: '8', cause: 'cancel', item: 'goods', amount: 15000, points: 0, createdAt: '2026-11-21T01:00:00.000Z' })],
        }),
      ),
    )!;
    expect(row).toMatchObject({ kind: '취소', products: '오메가3', refund: 15000, requestedAt: '2026-11-21T01:00:00.000Z', partial: true });
  });

  it('dates a return by the history entry that opened it, and leaves plain orders out', () => {
    const history = [
      typed('OrderHistoryEntry', { fromStatus: null, toStatus: 'order_request', event: 'create', actorRole: 'buyer', reason: null, createdAt: '2026-11-20T01:00:00.000Z' }),
      typed('OrderHistoryEntry', { fromStatus: 'delivery_complete', toStatus: 'return_request', event: 'request_return', actorRole: 'buyer', reason: null, createdAt: '2026-11-24T03:00:00.000Z' }),
    ] as OrderDetailFieldsFragment['history'];
    const row = requestRow(base(order('return_request', { claimKind: 'return', history })))!;
    expect(row).toMatchObject({ kind: '반품', products: '비타민C 1000 외 1건', requestedAt: '2026-11-24T03:00:00.000Z', partial: false });
    expect(requestRow(base(order('delivery_shipping')))).toBeNull();
  });

  it('summarises lines and checks an address (postcode 5 digits)', () => {
    expect(linesSummary([{ name: '비타민C' }])).toBe('비타민C');
    expect(linesSummary([{ name: '비타민C' }, { name: 'a' }, { name: 'b' }])).toBe('비타민C 외 2건');
    const good = { ...EMPTY_ADDRESS, recipient: '김하나', phone: '010-1234-5678', postcode: '06236', address1: '서울 강남구 테헤란로 1' };
    expect(addressProblems(good)).toEqual({});
    expect(addressProblems({ ...good, postcode: '0623' })).toEqual({ postcode: '우편번호는 숫자 5자리입니다.' });
    expect(Object.keys(addressProblems(EMPTY_ADDRESS)).sort()).toEqual(['address1', 'phone', 'postcode', 'recipient']);
  });
});
