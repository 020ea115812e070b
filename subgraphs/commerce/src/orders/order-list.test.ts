import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '@shop/kit';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { CartLineEntity } from '../cart/cart-line.entity.js';
import { createTestUser } from '../cart/cart.testing.js';
import { ProductEntity } from '../catalog/catalog.entities.js';
import { OrderEntity, OrderStatusHistoryEntity } from './order.entities.js';
import { markOrderPaid, releaseUnpaidOrders } from './order-changes.service.js';
import { addBusinessDays, expectedArrival, isBusinessDay } from './delivery-schedule.js';
import { CREATE_ORDER, orderInput, stockedProduct } from './orders.testing.js';

/**
 * The buyer's order list (issue 21 item 8): checkouts never paid are kept apart under 결제대기
 * until released; 재구매 puts an order's products back in the cart; cancel reasons are the
 * server's choices plus the buyer's words; the expected arrival follows the delivery rules and the
 * Korean public holidays.
 */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const create = async (who: Identity, quantity = 1) => {
  const stocked = await stockedProduct(api.em(), 10);
  const { createOrder } = await api.ok<{ createOrder: { id: string; lines: { id: string }[] } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity }]) }, who);
  return { ...createOrder, ...stocked };
};
const pay = (id: string) => api.em().transactional((em) => markOrderPaid(em as EntityManager, id));
const LIST = `query ($v: OrderListView) { myOrders(view: $v, offset: 0, limit: 20) { total items { id status actions { reorder track } } } }`;
const ids = async (who: Identity, view: string | null) => (await api.ok<{ myOrders: { items: { id: string }[] } }>(LIST, { v: view }, who)).myOrders.items.map((o) => o.id).sort();

describe('the order list without abandoned checkouts', () => {
  it('keeps unpaid orders under 결제대기 (pending_payment) until the release job cancels them; then they are in neither list', async () => {
    const me = testIdentity();
    const paidOrder = await create(me);
    await pay(paidOrder.id);
    const unpaid = await create(me);
    const cancelledUnpaid = await create(me);
    await api.ok(`mutation ($id: ID!) { cancelOrder(id: $id) { order { status } } }`, { id: cancelledUnpaid.id }, me);

    expect(await ids(me, null)).toEqual([paidOrder.id]);
    expect(await ids(me, 'orders')).toEqual([paidOrder.id]);
    expect(await ids(me, 'pending_payment')).toEqual([unpaid.id]);
    // The mypage counts agree: the unpaid one is 주문접수 (linked to 결제대기), the one cancelled unpaid is no order.
    const counts = await api.ok<{ myOrderCounts: { status: string; count: number }[] }>('{ myOrderCounts { status count } }', {}, me);
    expect(counts.myOrderCounts).toEqual([
      { status: 'order_request', count: 1 },
      { status: 'paid', count: 1 },
    ]);
    const byStatus = await api.ok<{ myOrders: { items: { id: string }[] } }>(`{ myOrders(status: order_request, offset: 0, limit: 5) { items { id } } }`, {}, me);
    expect(byStatus.myOrders.items.map((o) => o.id)).toEqual([unpaid.id]);

    // Its payment time passes: the release job cancels it and gives its stock back.
    await api.em().nativeUpdate(OrderEntity, { id: unpaid.id }, { expiresAt: new Date(Date.now() - 1000) });
    await releaseUnpaidOrders(api.em());
    expect(await ids(me, 'pending_payment')).toEqual([]);
    expect(await ids(me, null)).toEqual([paidOrder.id]);

    // A paid order cancelled later is a real order: it stays in the list.
    await api.ok(`mutation ($id: ID!) { cancelOrder(id: $id) { order { status } } }`, { id: paidOrder.id }, me);
    expect(await ids(me, null)).toEqual([paidOrder.id]);
  });
});

describe('재구매', () => {
  const REORDER = `mutation ($id: ID!) { reorder(id: $id) { added skipped { name reason } } }`;

  it("puts a paid order's products in the buyer's cart with their options and quantities; a product no longer sold is skipped with the reason", async () => {
    const me = await createTestUser(api.em());
    const order = await create(me, 2);
    const stopped = await create(me, 1);
    await pay(order.id);
    await pay(stopped.id);
    await api.em().nativeUpdate(ProductEntity, { id: stopped.product.id }, { status: 'sold_out' });

    const result = await api.ok<{ reorder: { added: number; skipped: { name: string; reason: string }[] } }>(REORDER, { id: order.id }, me);
    expect(result.reorder).toEqual({ added: 1, skipped: [] });
    const lines = await api.em().find(CartLineEntity, { userId: me.userId, purchasedAt: null });
    expect(lines.map((l) => ({ productId: l.productId, optionId: l.optionId, quantity: l.quantity }))).toEqual([{ productId: order.product.id, optionId: order.option.id, quantity: 2 }]);

    const skipped = await api.ok<{ reorder: { added: number; skipped: { name: string; reason: string }[] } }>(REORDER, { id: stopped.id }, me);
    expect(skipped.reorder.added).toBe(0);
    expect(skipped.reorder.skipped).toEqual([{ name: expect.stringContaining(stopped.product.name), reason: expect.stringMatching(/[가-힣]/) }]);
  });

  it("refuses an unpaid order (409) and another buyer's order (403), changing no cart", async () => {
    const me = testIdentity();
    const unpaid = await create(me);
    expect((await api.exec(REORDER, { id: unpaid.id }, me)).errors?.[0]).toMatchObject({ message: '결제한 주문만 다시 담을 수 있습니다.', extensions: { code: 'CONFLICT' } });
    await pay(unpaid.id);
    const stranger = testIdentity();
    expect((await api.exec(REORDER, { id: unpaid.id }, stranger)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await api.em().count(CartLineEntity, { userId: { $in: [me.userId, stranger.userId] } })).toBe(0);
  });
});

describe('cancel reasons', () => {
  it('are served by the server for each kind', async () => {
    const { orderClaimReasons } = await api.ok<{ orderClaimReasons: { code: string; label: string; textRequired: boolean }[] }>(`{ orderClaimReasons(kind: cancel) { code label textRequired } }`);
    expect(orderClaimReasons.map((r) => r.code)).toEqual(['change_of_mind', 'wrong_choice', 'cheaper_elsewhere', 'delivery_delay', 'payment_change', 'other']);
    expect(orderClaimReasons.find((r) => r.code === 'other')).toMatchObject({ textRequired: true });
    const returns = await api.ok<{ orderClaimReasons: { code: string }[] }>(`{ orderClaimReasons(kind: return) { code } }`);
    expect(returns.orderClaimReasons.map((r) => r.code)).toEqual(['change_of_mind', 'defect', 'wrong_item']);
  });

  it("keep the chosen reason with the buyer's words; an unknown reason or 기타 without words is refused naming the field, nothing changed", async () => {
    const me = testIdentity();
    const CANCEL = `mutation ($id: ID!, $code: String, $r: String) { cancelOrder(id: $id, reasonCode: $code, reason: $r) { order { status } } }`;
    const order = await create(me);
    await pay(order.id);
    const unknown = await api.exec(CANCEL, { id: order.id, code: 'bored', r: null }, me);
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'reasonCode' }] } });
    const bare = await api.exec(CANCEL, { id: order.id, code: 'other', r: '  ' }, me);
    expect(bare.errors?.[0]).toMatchObject({ message: '취소 사유를 입력해주세요.', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'reason' }] } });
    expect((await api.em().findOneOrFail(OrderEntity, { id: order.id })).status).toBe('paid');

    await api.ok(CANCEL, { id: order.id, code: 'delivery_delay', r: '이사 전에 받아야 해요' }, me);
    const history = await api.em().find(OrderStatusHistoryEntity, { orderId: order.id }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(history[0].reason).toBe('배송이 너무 늦어짐 - 이사 전에 받아야 해요');
  });
});

describe('expected arrival', () => {
  // Paid at (UTC instant) -> ships on, arrives between (Korean dates).
  it.each([
    ['a Tuesday afternoon', '2026-11-24T05:00:00Z', '2026-11-25', '2026-11-26', '2026-11-27'],
    ['a Friday: ships Monday', '2026-11-20T05:00:00Z', '2026-11-23', '2026-11-24', '2026-11-25'],
    ['00:30 Saturday in Korea (Friday in UTC)', '2026-11-20T15:30:00Z', '2026-11-23', '2026-11-24', '2026-11-25'],
    ['before 추석 (9/24-25, 9/28 substitute)', '2026-09-23T05:00:00Z', '2026-09-29', '2026-09-30', '2026-10-01'],
    ['before 개천절 substitute (10/5) and 한글날 (10/9)', '2026-10-02T05:00:00Z', '2026-10-06', '2026-10-07', '2026-10-08'],
    ['over Christmas', '2026-12-24T05:00:00Z', '2026-12-28', '2026-12-29', '2026-12-30'],
  ])('paid on %s', (_when, paidAt, shipsOn, earliest, latest) => {
    expect(expectedArrival({ status: 'paid', paidAt: new Date(paidAt), address1: '서울' }, null)).toEqual({ shipsOn, earliest, latest });
  });

  it('counts from the shipping date once shipped; nothing for unpaid, delivered or cancelled orders, or a gift without an address yet', () => {
    expect(expectedArrival({ status: 'delivery_shipping', paidAt: new Date('2026-11-20T05:00:00Z'), address1: '서울' }, new Date('2026-11-26T01:00:00Z'))).toEqual({
      shipsOn: '2026-11-26',
      earliest: '2026-11-27',
      latest: '2026-11-30',
    });
    for (const status of ['order_request', 'delivery_complete', 'complete', 'cancelled', 'cancel_complete']) {
      expect(expectedArrival({ status, paidAt: new Date(), address1: '서울' }, null)).toBeNull();
    }
    expect(expectedArrival({ status: 'paid', paidAt: new Date(), address1: null }, null)).toBeNull();
  });

  it('business days skip weekends and the holidays of the table', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true);
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-10-09')).toBe(false);
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-19');
  });

  it('is answered with the order, for a paid order', async () => {
    const me = testIdentity();
    const order = await create(me);
    const Q = `query ($id: ID!) { order(id: $id) { expectedArrival { shipsOn earliest latest } } }`;
    expect((await api.ok<{ order: { expectedArrival: unknown } }>(Q, { id: order.id }, me)).order.expectedArrival).toBeNull();
    await pay(order.id);
    const arrival = (await api.ok<{ order: { expectedArrival: { shipsOn: string; earliest: string; latest: string } } }>(Q, { id: order.id }, me)).order.expectedArrival;
    expect(arrival.earliest <= arrival.latest && arrival.shipsOn < arrival.earliest).toBe(true);
  });
});
