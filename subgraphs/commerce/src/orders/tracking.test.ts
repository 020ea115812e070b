import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { httpTracker } from '../adapters/parcel-tracking/http.js';
import { TrackingNotFound } from '../adapters/parcel-tracking/types.js';
import { commerce } from '../schema.js';
import { markOrderPaid } from './order-changes.service.js';
import { OrderEntity, OrderShipmentEntity } from './order.entities.js';
import { NotificationEntity } from '../notifications/notification.entity.js';
import { CREATE_ORDER, orderInput, stockedProduct } from './orders.testing.js';
import { trackDeliveries, trackOrder } from './tracking.service.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const HOUR = 3_600_000;

/** A paid order shipped by an admin with a tracking number of its own; returns it and the shipping time. */
async function shippedOrder() {
  const buyer = testIdentity();
  const stocked = await stockedProduct(api.em(), 5);
  const { createOrder } = await api.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }]) }, buyer);
  await api.em().transactional((em) => markOrderPaid(em as EntityManager, createOrder.id));
  const number = String(Date.now()).slice(-8) + String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
  await api.ok('mutation ($id: ID!, $n: String!) { registerDeliveryInfo(id: $id, carrier: "04", trackingNumber: $n) { status } }', { id: createOrder.id, n: number }, testIdentity('admin'));
  const shipment = await api.em().findOneOrFail(OrderShipmentEntity, { orderId: createOrder.id });
  return { buyer, orderId: createOrder.id, number, shippedAt: shipment.shippedAt! };
}

describe('parcel tracking (sandbox carrier)', () => {
  it('tells the parcel story as time passes, to the buyer', async () => {
    const { buyer, orderId, shippedAt } = await shippedOrder();
    const at = (hours: number) => trackOrder(api.em(), buyer, orderId, new Date(shippedAt.getTime() + hours * HOUR));
    expect((await at(0.5))[0]).toMatchObject({ carrierName: 'CJ대한통운', found: true, delivered: false, events: [] });
    expect((await at(15))[0]!.events.map((e) => e.description)).toEqual(['집화처리', '간선상차', '간선하차']);
    const done = (await at(40))[0]!;
    expect(done.delivered).toBe(true);
    expect(done.events.map((e) => e.step)).toEqual(['accepted', 'in_transit', 'in_transit', 'at_branch', 'out_for_delivery', 'delivered']);
    await expect(trackOrder(api.em(), testIdentity(), orderId)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const read = await api.ok<{ orderTracking: { found: boolean }[] }>('query ($o: ID!) { orderTracking(orderId: $o) { found trackingNumber events { step } } }', { o: orderId }, buyer);
    expect(read.orderTracking).toHaveLength(1);
  });

  it('the tracking job marks orders delivered when the carrier says so, once', async () => {
    const { orderId, shippedAt } = await shippedOrder();
    const status = async () => api.em().findOneOrFail(OrderEntity, { id: orderId });
    await trackDeliveries(api.em(), new Date(shippedAt.getTime() + 30 * HOUR));
    expect((await status()).status).toBe('delivery_shipping');
    await trackDeliveries(api.em(), new Date(shippedAt.getTime() + 32 * HOUR));
    expect(await status()).toMatchObject({ status: 'delivery_complete', deliveredAt: new Date(shippedAt.getTime() + 31 * HOUR) });
    await trackDeliveries(api.em(), new Date(shippedAt.getTime() + 33 * HOUR));
    expect((await status()).status).toBe('delivery_complete');
  });
});

describe('the buyer hears that the order shipped', () => {
  it('queues one 출발 알림톡 per parcel and tracking number, after the commit', async () => {
    const { orderId, number } = await shippedOrder();
    const order = await api.em().findOneOrFail(OrderEntity, { id: orderId });
    const shipment = await api.em().findOneOrFail(OrderShipmentEntity, { orderId });
    const queued = () =>
      api
        .em()
        .execute<{ payload: { userId: string; template: string; variables: Record<string, string> } }[]>(`select payload from commerce.kit_outbox where dedupe_key like ?`, [
          `sms.kakao-notice:order-shipped:${shipment.id}:%`,
        ]);
    expect((await queued()).map((row) => row.payload)).toEqual([
      { userId: order.userId, template: 'ORDER_SHIPPED', variables: { 주문번호: order.orderNumber, 택배사: 'CJ대한통운', 송장번호: number } },
    ]);
    // The same number registered again is not announced twice; a corrected number is.
    const register = (n: string) =>
      api.ok('mutation ($id: ID!, $n: String!) { registerDeliveryInfo(id: $id, carrier: "04", trackingNumber: $n) { status } }', { id: orderId, n }, testIdentity('admin'));
    await register(number);
    expect(await queued()).toHaveLength(1);
    const corrected = `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;
    await register(corrected);
    expect(await queued()).toHaveLength(2);
    // The same news in the buyer's 알림, once per number, opening the order.
    const notes = await api.em().find(NotificationEntity, { userId: order.userId, title: '주문하신 상품이 출발했어요' }, { orderBy: { id: 'asc' } });
    expect(notes.map((n) => [n.category, n.body, n.link])).toEqual([
      ['notice', `${order.orderNumber} · CJ대한통운 ${number}`, `/mypage/orderList/detail/${orderId}`],
      ['notice', `${order.orderNumber} · CJ대한통운 ${corrected}`, `/mypage/orderList/detail/${orderId}`],
    ]);
  });
});

describe('Sweet Tracker HTTP adapter', () => {
  let server: http.Server;
  let url = '';
  const asked: URLSearchParams[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const query = new URL(req.url!, 'http://x').searchParams;
      asked.push(query);
      res.setHeader('content-type', 'application/json');
      if (query.get('t_invoice') === '000000000000') return res.end(JSON.stringify({ status: false, msg: '유효하지 않은 운송장번호 이거나 택배사 코드 입니다.' }));
      res.end(
        JSON.stringify({
          complete: true,
          trackingDetails: [
            { time: 1_700_000_000_000, where: '곤지암 Hub', kind: '간선하차', level: 3 },
            { time: 1_700_050_000_000, where: '서울 강남', kind: '배송완료', level: 6 },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks with the key, carrier and number, and reads the levels as steps', async () => {
    const tracker = httpTracker(url, 'test-key');
    const track = await tracker.track(api.em(), '04', '612345678901');
    expect(asked.at(-1)!.toString()).toBe('t_key=test-key&t_code=04&t_invoice=612345678901');
    expect(track).toEqual({
      carrier: '04',
      trackingNumber: '612345678901',
      delivered: true,
      events: [
        { at: new Date(1_700_000_000_000), step: 'in_transit', location: '곤지암 Hub', description: '간선하차' },
        { at: new Date(1_700_050_000_000), step: 'delivered', location: '서울 강남', description: '배송완료' },
      ],
    });
    await expect(tracker.track(api.em(), '04', '000000000000')).rejects.toBeInstanceOf(TrackingNotFound);
  });
});
