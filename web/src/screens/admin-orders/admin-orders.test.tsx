import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AdminCarriersDocument,
  AdminOrderDocument,
  AdminOrderQueuesDocument,
  AdminOrderStatusCountsDocument,
  AdminOrdersDocument,
  AdminShipOrderDocument,
  OrderStatusesDocument,
  type AdminOrderDetailFieldsFragment,
  type Role,
} from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { AdminOrder } from './AdminOrder';
import { AdminOrders } from './AdminOrders';

afterEach(cleanup);

const statuses = {
  orderStatuses: [
    ['paid', '결제완료', 'success'],
    ['delivery_ready', '배송준비중', 'success'],
    ['delivery_shipping', '배송중', 'success'],
  ].map(([status, label, colour]) => typed('OrderStatusInfo', { status, label, colour })),
};
const queues = {
  adminOrderQueues: [
    typed('OrderQueueCount', { queue: 'to_prepare', label: '배송 준비 대기', statuses: ['paid'], count: 3 }),
    typed('OrderQueueCount', { queue: 'to_ship', label: '발송 대기', statuses: ['delivery_ready'], count: 1 }),
    typed('OrderQueueCount', { queue: 'claims', label: '취소·반품·교환 요청', statuses: ['cancel_request'], count: 0 }),
  ],
};
const counts = { adminOrderStatusCounts: [typed('OrderStatusCount', { status: 'paid', label: '결제완료', count: 3 })] };
const NO_FILTER = { orderNumber: null, buyer: null, statuses: null, queue: null, from: null, to: null };

const row = (id: string, orderNumber: string, status: 'paid' | 'delivery_ready' | 'delivery_shipping', ordererName: string) =>
  typed('Order', {
    id,
    orderNumber,
    status,
    statusLabel: statuses.orderStatuses.find((s) => s.status === status)!.label,
    statusColour: 'success',
    total: 25000,
    ordererName,
    createdAt: '2026-11-26T15:30:00.000Z',
    buyer: typed('User', { id: '7', loginId: 'kim01', nickname: '김영양' }),
    lines: [typed('OrderLine', { id: `${id}1`, name: '멀티비타민' }), typed('OrderLine', { id: `${id}2`, name: '오메가3' })],
  });
const page = (items: ReturnType<typeof row>[]) => ({ adminOrders: typed('OrderPage', { total: items.length, items }) });

function mount(url: string, role: Role, mocks: MockLink.MockedResponse[]) {
  const all: MockLink.MockedResponse[] = [
    meMock(role),
    { request: { query: OrderStatusesDocument }, result: { data: statuses }, maxUsageCount: 20 },
    { request: { query: AdminOrderQueuesDocument }, result: { data: queues }, maxUsageCount: 20 },
    { request: { query: AdminOrderStatusCountsDocument }, result: { data: counts }, maxUsageCount: 20 },
    ...mocks,
  ];
  return renderScreen({
    routes: [
      { path: '/admin/orders', element: <AdminOrders /> },
      { path: '/admin/orders/:id', element: <AdminOrder /> },
    ],
    at: url,
    mocks: all,
    appCache: true,
  });
}

describe('/admin/orders', () => {
  it('is for admins only', async () => {
    mount('/admin/orders', 'member', []);
    await screen.findByText('관리자만 볼 수 있는 페이지입니다.');
    expect(screen.queryByTestId('admin-orders')).toBeNull();
  });

  it("lists orders with the server's queues as tabs, and searches by buyer through the URL", async () => {
    const user = userEvent.setup();
    const router = mount('/admin/orders', 'admin', [
      {
        request: { query: AdminOrdersDocument, variables: { filter: NO_FILTER, offset: 0, limit: 20 } },
        result: { data: page([row('11', 'O261127AAAAAAAA', 'paid', '김영양'), row('12', 'O261127BBBBBBBB', 'delivery_ready', '이건강')]) },
      },
      {
        request: { query: AdminOrdersDocument, variables: { filter: { ...NO_FILTER, buyer: '김영양' }, offset: 0, limit: 20 } },
        result: { data: page([row('11', 'O261127AAAAAAAA', 'paid', '김영양')]) },
      },
    ]);
    const table = await screen.findByTestId('admin-orders');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('멀티비타민 외 1건')).toHaveLength(2);
    // 2026-11-26T15:30Z is the 27th in Korea.
    within(table).getAllByText('2026.11.27 00:30');
    await screen.findByRole('tab', { name: '배송 준비 대기 3건' });
    await user.type(screen.getByRole('textbox', { name: '구매자' }), '김영양');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(within(screen.getByTestId('admin-orders')).getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?buyer=%EA%B9%80%EC%98%81%EC%96%91');
  });

  it('choosing a queue asks the server for that queue', async () => {
    const user = userEvent.setup();
    mount('/admin/orders', 'admin', [
      { request: { query: AdminOrdersDocument, variables: { filter: NO_FILTER, offset: 0, limit: 20 } }, result: { data: page([row('11', 'O261127AAAAAAAA', 'paid', '김영양')]) } },
      {
        request: { query: AdminOrdersDocument, variables: { filter: { ...NO_FILTER, queue: 'to_ship' }, offset: 0, limit: 20 } },
        result: { data: page([row('12', 'O261127BBBBBBBB', 'delivery_ready', '이건강')]) },
      },
    ]);
    await screen.findByTestId('admin-orders');
    await user.click(await screen.findByRole('tab', { name: '발송 대기 1건' }));
    await screen.findByText('O261127BBBBBBBB');
    expect(screen.queryByText('O261127AAAAAAAA')).toBeNull();
  });
});

const detail = (
  status: 'paid' | 'delivery_ready' | 'delivery_shipping',
  staff: { action: 'prepare' | 'ship' | 'cancel' | 'deliver'; label: string; toStatus: string }[],
): { order: AdminOrderDetailFieldsFragment } => ({
  order: {
    ...row('11', 'O261127AAAAAAAA', status, '김영양'),
    goodsTotal: 22000,
    deliveryTotal: 3000,
    discountTotal: 0,
    pointsUsed: 0,
    refundedTotal: 0,
    payMethod: 'card',
    ordererPhone: '01012345678',
    recipientName: '김영양',
    recipientPhone: '01012345678',
    postcode: '04524',
    address1: '서울특별시 중구 세종대로 110',
    address2: '3층',
    deliveryMemo: null,
    isGift: false,
    senderName: null,
    receiverName: null,
    claimKind: null,
    claimReason: null,
    claimReasonLabel: null,
    claimText: null,
    paidAt: '2026-11-26T15:31:00.000Z',
    deliveredAt: null,
    buyer: typed('User', { id: '7', loginId: 'kim01', nickname: '김영양', provider: 'local', phone: '010-1234-5678' }),
    lines: [typed('OrderLine', { id: '111', name: '멀티비타민', productId: '5', optionName: '30정', unitPrice: 22000, quantity: 1, lineTotal: 22000, status: 'ordered', refundedAmount: 0 })],
    shipments: [
      typed('OrderShipment', {
        sellerId: '2',
        sellerName: '영양상점',
        fee: 3000,
        carrier: status === 'delivery_shipping' ? '04' : null,
        carrierName: status === 'delivery_shipping' ? 'CJ대한통운' : null,
        trackingNumber: status === 'delivery_shipping' ? '601234567890' : null,
        shippedAt: null,
      }),
    ],
    payments: [
      typed('Payment', { id: '9', merchantUid: 'M261127X', payMethod: 'card', amount: 25000, cancelledAmount: 0, status: 'paid', statusLabel: '결제 완료', paidAt: '2026-11-26T15:31:00.000Z' }),
    ],
    history: [typed('OrderHistoryEntry', { fromStatus: null, toStatus: 'paid', actorRole: 'system', reason: null, createdAt: '2026-11-26T15:31:00.000Z' })],
    actions: typed('OrderActions', { staff: staff.map((a) => typed('OrderStaffAction', a)) }),
  } as AdminOrderDetailFieldsFragment,
});
const carriers = { carriers: [typed('Carrier', { code: '04', name: 'CJ대한통운' }), typed('Carrier', { code: '01', name: '우체국택배' })] };

describe('/admin/orders/:id', () => {
  it("shows the server's actions as buttons; shipping shows the server's Korean refusal under the field, then ships", async () => {
    const user = userEvent.setup();
    const message = '운송장 번호를 확인해주세요.';
    let shipped = 0;
    mount('/admin/orders/11', 'admin', [
      {
        request: { query: AdminOrderDocument, variables: { id: '11' } },
        result: { data: detail('delivery_ready', [{ action: 'ship', label: '발송 처리', toStatus: 'delivery_shipping' }]) },
        maxUsageCount: 5,
      },
      { request: { query: AdminCarriersDocument }, result: { data: carriers }, maxUsageCount: 5 },
      {
        request: { query: AdminShipOrderDocument, variables: { id: '11', carrier: '04', trackingNumber: '12' } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'trackingNumber', message }] } })] },
      },
      {
        request: { query: AdminShipOrderDocument, variables: { id: '11', carrier: '04', trackingNumber: '6012-3456-7890' } },
        result: () => {
          shipped += 1;
          return { data: { registerDeliveryInfo: detail('delivery_shipping', [{ action: 'deliver', label: '배송 완료', toStatus: 'delivery_complete' }]).order } };
        },
      },
    ]);
    const actions = await screen.findByTestId('admin-order-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['발송 처리']);
    await user.click(within(actions).getByRole('button', { name: '발송 처리' }));
    const form = screen.getByRole('form', { name: '발송 처리' });
    await within(form).findByRole('option', { name: 'CJ대한통운' });
    await user.selectOptions(within(form).getByRole('combobox', { name: '택배사' }), '04');
    const tracking = within(form).getByRole('textbox', { name: '운송장 번호' });
    await user.type(tracking, '12');
    await user.click(within(form).getByRole('button', { name: '발송 처리' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(tracking.getAttribute('aria-invalid')).toBe('true');
    await user.clear(tracking);
    await user.type(tracking, '6012-3456-7890');
    await user.click(within(form).getByRole('button', { name: '발송 처리' }));
    await waitFor(() => expect(shipped).toBe(1));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('admin-order-actions'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['배송 완료']),
    );
    expect(screen.getByTestId('admin-order-shipment').textContent).toContain('CJ대한통운 601234567890');
  });

  it('shows the buyer, the address and the payments', async () => {
    mount('/admin/orders/11', 'admin', [
      { request: { query: AdminOrderDocument, variables: { id: '11' } }, result: { data: detail('paid', [{ action: 'prepare', label: '배송 준비', toStatus: 'delivery_ready' }]) } },
    ]);
    await screen.findByTestId('admin-order');
    screen.getByText('김영양 (kim01)');
    screen.getByText(/세종대로 110/);
    screen.getByText('M261127X · 2026.11.27 00:31');
    within(screen.getByTestId('admin-order-actions')).getByRole('button', { name: '배송 준비' });
  });
});
