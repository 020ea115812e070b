import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { countingQueries, startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { UserEntity } from '../users/user.entity.js';
import { markOrderPaid } from './order-changes.service.js';
import { OrderEntity } from './order.entities.js';
import { CREATE_ORDER, orderInput, stockedProduct } from './orders.testing.js';

/** The orders desk (admin-orders.service.ts): finding orders, the queues, and the actions an admin is offered. */
const counter = countingQueries();
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, counter.overrides);
});
afterAll(() => api.close());

const admin = testIdentity('admin');
const paid = (id: string) => api.em().transactional((em) => markOrderPaid(em as EntityManager, id));

const FIND = `query ($f: AdminOrderFilterInput, $offset: Int, $limit: Int) { adminOrders(filter: $f, offset: $offset, limit: $limit) { total items {
  id orderNumber status ordererName ordererPhone createdAt buyer { id loginId nickname } payments { id }
  lines { id name product { id name } } shipments { sellerName carrierName trackingNumber } actions { staff { action label toStatus } }
} } }`;
type Found = {
  adminOrders: { total: number; items: { id: string; orderNumber: string; status: string; ordererName: string; buyer: { loginId: string | null } | null; actions: { staff: { action: string }[] } }[] };
};

/** A member with a login id, and an order of theirs under a name no other test uses. */
async function memberWithOrder(name: string, createdAt?: Date): Promise<{ buyer: Identity; loginId: string; order: { id: string; orderNumber: string } }> {
  const em = api.em();
  const loginId = unique('desk');
  const user = em.create(UserEntity, { loginId, nickname: unique('닉'), provider: 'local', role: 'member' });
  await em.flush();
  const buyer: Identity = { userId: user.id, role: 'member' };
  const stocked = await stockedProduct(api.em(), 20);
  const { createOrder } = await api.ok<{ createOrder: { id: string; orderNumber: string } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { ordererName: name }) }, buyer);
  if (createdAt) await api.em().nativeUpdate(OrderEntity, { id: createOrder.id }, { createdAt });
  return { buyer, loginId, order: createOrder };
}

describe('finding orders', () => {
  it('by buyer (orderer name, login id), order number and status, newest first, paged with the total', async () => {
    const name = `관리${unique('n').slice(-8)}`;
    const first = await memberWithOrder(name, new Date('2026-11-20T01:00:00Z'));
    const second = await memberWithOrder(name, new Date('2026-11-21T01:00:00Z'));
    const third = await memberWithOrder(name, new Date('2026-11-22T01:00:00Z'));
    await paid(second.order.id);

    const byName = await api.ok<Found>(FIND, { f: { buyer: name } }, admin);
    expect(byName.adminOrders.total).toBe(3);
    expect(byName.adminOrders.items.map((o) => o.id)).toEqual([third.order.id, second.order.id, first.order.id]);
    expect(byName.adminOrders.items[0]!.buyer?.loginId).toBe(third.loginId);

    const page = await api.ok<Found>(FIND, { f: { buyer: name }, offset: 1, limit: 1 }, admin);
    expect(page.adminOrders).toMatchObject({ total: 3, items: [{ id: second.order.id }] });

    const byLogin = await api.ok<Found>(FIND, { f: { buyer: first.loginId } }, admin);
    expect(byLogin.adminOrders.items.map((o) => o.id)).toEqual([first.order.id]);

    const byNumber = await api.ok<Found>(FIND, { f: { orderNumber: third.order.orderNumber.toLowerCase() } }, admin);
    expect(byNumber.adminOrders.items.map((o) => o.id)).toEqual([third.order.id]);

    const byStatus = await api.ok<Found>(FIND, { f: { buyer: name, statuses: ['paid'] } }, admin);
    expect(byStatus.adminOrders.items.map((o) => o.id)).toEqual([second.order.id]);
    const byQueue = await api.ok<Found>(FIND, { f: { buyer: name, queue: 'to_prepare' } }, admin);
    expect(byQueue.adminOrders.items.map((o) => o.id)).toEqual([second.order.id]);
    expect((await api.ok<Found>(FIND, { f: { buyer: name, queue: 'to_ship' } }, admin)).adminOrders.total).toBe(0);
  });

  it('by Korean order date: an order at 00:30 KST belongs to that day, not to the UTC day before', async () => {
    const name = `날짜${unique('n').slice(-8)}`;
    // 2026-11-26T15:30Z is 2026-11-27 00:30 in Korea.
    const { order } = await memberWithOrder(name, new Date('2026-11-26T15:30:00Z'));
    const on = (from: string, to: string) => api.ok<Found>(FIND, { f: { buyer: name, from, to } }, admin).then((r) => r.adminOrders.items.map((o) => o.id));
    expect(await on('2026-11-27', '2026-11-27')).toEqual([order.id]);
    expect(await on('2026-11-26', '2026-11-26')).toEqual([]);
    expect(await on('2026-11-20', '2026-11-27')).toEqual([order.id]);
    expect(await on('2026-11-28', '2026-11-30')).toEqual([]);
  });

  it('refuses a range that ends before it starts, or is longer than a year, naming the field', async () => {
    const backwards = await api.exec(FIND, { f: { from: '2026-11-27', to: '2026-11-01' } }, admin);
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'filter.to', message: '종료일이 시작일보다 빠릅니다.' }] });
    const long = await api.exec(FIND, { f: { from: '2024-01-01', to: '2026-11-01' } }, admin);
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'filter.to' }] });
    const number = await api.exec(FIND, { f: { orderNumber: 'O-12' } }, admin);
    expect(number.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'filter.orderNumber' }] });
  });

  it('is for admins only', async () => {
    for (const who of [testIdentity(), testIdentity('influencer'), testIdentity('guest')]) {
      const result = await api.exec(FIND, {}, who);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('costs the same number of statements for 2 orders as for 6 (relations through loaders)', async () => {
    const name = `적재${unique('n').slice(-8)}`;
    for (let i = 0; i < 2; i += 1) await memberWithOrder(name);
    counter.reset();
    await api.ok<Found>(FIND, { f: { buyer: name } }, admin);
    const forTwo = counter.count();
    for (let i = 0; i < 4; i += 1) await memberWithOrder(name);
    counter.reset();
    const six = await api.ok<Found>(FIND, { f: { buyer: name } }, admin);
    expect(six.adminOrders.total).toBe(6);
    expect(counter.count()).toBe(forTwo);
  });
});

describe('the desk works an order through the existing mutations, as the server offers', () => {
  const STAFF = 'query ($id: ID!) { order(id: $id) { status actions { staff { action toStatus } } } }';
  type Staff = { order: { status: string; actions: { staff: { action: string; toStatus: string }[] } } };

  it('paid -> prepare -> ship with carrier and tracking number; the buyer then sees 배송중 and no desk actions', async () => {
    const { buyer, order } = await memberWithOrder(`배송${unique('n').slice(-8)}`);
    await paid(order.id);
    expect((await api.ok<Staff>(STAFF, { id: order.id }, admin)).order.actions.staff.map((a) => a.action)).toEqual(['prepare', 'ship', 'cancel']);

    await api.ok('mutation ($id: ID!) { advanceOrder(id: $id, status: delivery_ready) { status } }', { id: order.id }, admin);
    expect((await api.ok<Staff>(STAFF, { id: order.id }, admin)).order.actions.staff).toEqual([{ action: 'ship', toStatus: 'delivery_shipping' }]);

    const SHIP = 'mutation ($id: ID!, $c: String!, $t: String!) { registerDeliveryInfo(id: $id, carrier: $c, trackingNumber: $t) { status } }';
    const wrong = await api.exec(SHIP, { id: order.id, c: '04', t: '12' }, admin);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'trackingNumber', message: '운송장 번호를 확인해주세요.' }] });
    await api.ok(SHIP, { id: order.id, c: '04', t: '6012-3456-7890' }, admin);

    const seen = await api.ok<{ order: { status: string; statusLabel: string; actions: { staff: unknown[] }; shipments: { carrierName: string; trackingNumber: string }[] } }>(
      'query ($id: ID!) { order(id: $id) { status statusLabel actions { staff { action } } shipments { carrierName trackingNumber } } }',
      { id: order.id },
      buyer,
    );
    expect(seen.order).toMatchObject({ status: 'delivery_shipping', statusLabel: '배송중', actions: { staff: [] }, shipments: [{ carrierName: 'CJ대한통운', trackingNumber: '601234567890' }] });
    expect((await api.ok<Staff>(STAFF, { id: order.id }, admin)).order.actions.staff.map((a) => a.action)).toEqual(['deliver']);
  });

  it("a buyer's return request: the desk offers approve, complete and refuse, and a refusal ends the claim", async () => {
    const { buyer, order } = await memberWithOrder(`반품${unique('n').slice(-8)}`);
    await paid(order.id);
    await api.ok('mutation ($id: ID!) { registerDeliveryInfo(id: $id, carrier: "01", trackingNumber: "1234567890123") { status } }', { id: order.id }, admin);
    await api.ok('mutation ($id: ID!) { advanceOrder(id: $id, status: delivery_complete) { status } }', { id: order.id }, admin);
    await api.ok('mutation ($id: ID!) { requestReturn(id: $id, input: { kind: return, reasonKind: defect, reason: "깨져서 왔어요" }) { status } }', { id: order.id }, buyer);
    expect((await api.ok<Staff>(STAFF, { id: order.id }, admin)).order.actions.staff.map((a) => a.action)).toEqual(['approve_return', 'complete_claim', 'refuse_claim']);
    await api.ok('mutation ($id: ID!) { refuseReturn(id: $id, reason: "사용 흔적") { status } }', { id: order.id }, admin);
    expect((await api.ok<Staff>(STAFF, { id: order.id }, admin)).order).toEqual({ status: 'return_refusal', actions: { staff: [] } });
  });
});

describe('queues', () => {
  it('counts each queue with its statuses, and the 19 statuses', async () => {
    const { order } = await memberWithOrder(`대기${unique('n').slice(-8)}`);
    await paid(order.id);
    const { adminOrderQueues, adminOrderStatusCounts } = await api.ok<{
      adminOrderQueues: { queue: string; label: string; statuses: string[]; count: number }[];
      adminOrderStatusCounts: { status: string; count: number }[];
    }>('{ adminOrderQueues { queue label statuses count } adminOrderStatusCounts { status label count } }', {}, admin);
    expect(adminOrderQueues.map((q) => q.queue)).toEqual(['to_prepare', 'to_ship', 'claims']);
    expect(adminOrderQueues[0]).toMatchObject({ label: '배송 준비 대기', statuses: ['paid'] });
    expect(adminOrderQueues[0]!.count).toBeGreaterThanOrEqual(1);
    expect(adminOrderStatusCounts).toHaveLength(19);
    expect(adminOrderStatusCounts[0]).toMatchObject({ status: 'order_request', label: '주문접수' });
    expect(adminOrderStatusCounts.find((s) => s.status === 'paid')!.count).toBeGreaterThanOrEqual(1);
  });
});
