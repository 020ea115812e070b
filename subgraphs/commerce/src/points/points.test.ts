import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { commerceLifecycle } from '../lifecycle.js';
import { OrderEntity, OrderLineEntity } from '../orders/order.entities.js';
import { CREATE_ORDER, orderInput, stockedProduct } from '../orders/orders.testing.js';
import { NotificationEntity } from '../notifications/notification.entity.js';
import { PNG_PIXEL, WRITE_REVIEW, orderedLine } from '../reviews/reviews.testing.js';
import { balanceOf, expireDueLots, grantPoints, noticeExpiringLots } from './points.service.js';
import { grantedPoints, ledgerProblems } from './points.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const tx = <T>(run: (em: EntityManager) => Promise<T>) => api.em().transactional((em) => run(em as EntityManager));
const balance = (who: Identity, now = new Date()) => balanceOf(api.em(), who.userId, now);
const USE = 'mutation ($o: ID!, $a: Int!) { usePoints(orderId: $o, amount: $a) { id total pointsUsed pointsUsable lines { pointsShare lineTotal } } }';
const unpaidOrder = async (buyer: Identity, quantity = 1) => {
  const stocked = await stockedProduct(api.em(), 50);
  return (await api.ok<{ createOrder: { id: string; total: number; lines: { id: string }[] } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity }]) }, buyer)).createOrder;
};

describe('earning', () => {
  it('purchase confirmation earns POINTS_PURCHASE_RATE_PERCENT of what was paid for the goods, once', async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 20_000);
    const { orderId } = await orderedLine(api, buyer, stocked, 'delivery_complete');
    await api.ok('mutation ($id: ID!) { confirmPurchase(id: $id) { status } }', { id: orderId }, buyer);
    expect(await balance(buyer)).toBe(200);
    // An admin's grant of the same purchase does nothing more.
    expect((await api.ok<{ grantPurchasePoints: number }>('mutation ($id: ID!) { grantPurchasePoints(orderId: $id) }', { id: orderId }, testIdentity('admin'))).grantPurchasePoints).toBe(0);
    expect(await balance(buyer)).toBe(200);
  });

  it('a review earns the text or the photo amount; deleting it takes back what is left', async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 10);
    const a = await orderedLine(api, buyer, stocked);
    const b = await orderedLine(api, buyer, stocked);
    const text = (await api.ok<{ writeReview: { id: string } }>(WRITE_REVIEW, { i: { orderLineId: a.lineId, rating: 5, content: '글로만 쓴 리뷰입니다. 좋아요.' } }, buyer)).writeReview;
    expect(await balance(buyer)).toBe(100);
    await api.ok(WRITE_REVIEW, { i: { orderLineId: b.lineId, rating: 4, content: '사진과 함께 쓴 리뷰입니다.', photos: [{ fileName: 'p.png', contentBase64: PNG_PIXEL }] } }, buyer);
    expect(await balance(buyer)).toBe(400);
    await api.ok('mutation ($id: ID!) { deleteReview(id: $id) { id } }', { id: text.id }, buyer);
    expect(await balance(buyer)).toBe(300);
    expect(await ledgerProblems(api.em())).toEqual([]);
  });
});

describe('spending on an order', () => {
  it('refuses under the minimum balance, over what the order can take and off the unit, in Korean naming amount', async () => {
    const buyer = testIdentity();
    await grantedPoints(api.em(), buyer, 500);
    const order = await unpaidOrder(buyer);
    const under = await api.exec(USE, { o: order.id, a: 500 }, buyer);
    expect(under.errors?.[0]?.extensions).toMatchObject({ code: 'POINTS_BELOW_MINIMUM', fields: [{ field: 'amount', message: '적립금은 1,000원 이상 모이면 쓸 수 있어요.' }] });
    await grantedPoints(api.em(), buyer, 30_000);
    const odd = await api.exec(USE, { o: order.id, a: 1005 }, buyer);
    expect(odd.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'amount', message: '적립금은 10원 단위로 쓸 수 있어요.' }] });
    // Goods 18,000 + delivery 3,000: points pay at most the goods.
    const over = await api.exec(USE, { o: order.id, a: 18_010 }, buyer);
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'POINTS_OVER_LIMIT', usable: 18_000, fields: [{ field: 'amount' }] });
    const someoneElse = await api.exec(USE, { o: order.id, a: 1000 }, testIdentity());
    expect(someoneElse.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await balance(buyer)).toBe(30_500);
    expect((await api.em().findOneOrFail(OrderEntity, { id: order.id })).pointsUsed).toBe(0);
  });

  it('sets the total and each line’s share; changing the amount gives the first back; cancelling gives back exactly what was used', async () => {
    const buyer = testIdentity();
    await grantedPoints(api.em(), buyer, 5000);
    const order = await unpaidOrder(buyer, 2);
    const used = (await api.ok<{ usePoints: { total: number; pointsUsed: number; pointsUsable: number; lines: { pointsShare: number }[] } }>(USE, { o: order.id, a: 3000 }, buyer)).usePoints;
    expect(used).toMatchObject({ total: order.total - 3000, pointsUsed: 3000, pointsUsable: 5000, lines: [{ pointsShare: 3000 }] });
    expect(await balance(buyer)).toBe(2000);
    await api.ok(USE, { o: order.id, a: 1230 }, buyer);
    expect(await balance(buyer)).toBe(3770);
    await api.ok('mutation ($id: ID!) { cancelOrder(id: $id) { order { status } } }', { id: order.id }, buyer);
    expect(await balance(buyer)).toBe(5000);
    expect(await ledgerProblems(api.em())).toEqual([]);
  });

  it('a paid order cancelled line by line returns each line’s share of the points', async () => {
    const buyer = testIdentity();
    await grantedPoints(api.em(), buyer, 10_000);
    const a = await stockedProduct(api.em(), 10, 10_000);
    const b = await stockedProduct(api.em(), 10, 15_000);
    const { createOrder } = await api.ok<{ createOrder: { id: string; lines: { id: string }[] } }>(
      CREATE_ORDER,
      {
        i: orderInput([
          { ...a, quantity: 1 },
          { ...b, quantity: 1 },
        ]),
      },
      buyer,
    );
    await api.ok(USE, { o: createOrder.id, a: 5000 }, buyer);
    const { markOrderPaid } = await import('../orders/order-changes.service.js');
    await tx((em) => markOrderPaid(em, createOrder.id));
    const lines = await api.em().find(OrderLineEntity, { orderId: createOrder.id }, { orderBy: { id: 'asc' } });
    expect(lines.map((l) => l.pointsShare)).toEqual([2000, 3000]);
    await api.ok('mutation ($id: ID!, $l: [ID!]) { cancelOrder(id: $id, lineIds: $l) { refundAmount } }', { id: createOrder.id, l: [lines[0]!.id] }, buyer);
    expect(await balance(buyer)).toBe(5000 + 2000);
    expect(await ledgerProblems(api.em())).toEqual([]);
  });

  it('checkout puts points on the new order in the same transaction; a refusal names points and leaves no order', async () => {
    const buyer = testIdentity();
    await grantedPoints(api.em(), buyer, 4000);
    const stocked = await stockedProduct(api.em(), 10);
    const QUOTE = 'query ($l: [QuoteLineInput!]!) { deliveryQuote(lines: $l) { goodsTotal deliveryTotal pointsUsable } }';
    const quote = (await api.ok<{ deliveryQuote: { goodsTotal: number; pointsUsable: number } }>(QUOTE, { l: [{ productId: stocked.product.id, optionId: stocked.option.id, quantity: 1 }] }, buyer))
      .deliveryQuote;
    expect(quote.pointsUsable).toBe(4000);
    const ORDER = 'mutation ($i: CreateOrderInput!) { createOrder(input: $i) { id total goodsTotal deliveryTotal pointsUsed } }';
    const before = await api.em().count(OrderEntity, { userId: buyer.userId });
    const refused = await api.exec(ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { points: 4010 }) }, buyer);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'POINTS_OVER_LIMIT', fields: [{ field: 'points' }] });
    expect(await api.em().count(OrderEntity, { userId: buyer.userId })).toBe(before);
    const { createOrder } = await api.ok<{ createOrder: { total: number; goodsTotal: number; deliveryTotal: number; pointsUsed: number } }>(
      ORDER,
      { i: orderInput([{ ...stocked, quantity: 1 }], { points: 4000 }) },
      buyer,
    );
    expect(createOrder).toMatchObject({ pointsUsed: 4000, total: createOrder.goodsTotal + createOrder.deliveryTotal - 4000 });
    expect(await balance(buyer)).toBe(0);
    // A guest has no points: the quote offers none.
    expect(
      (await api.ok<{ deliveryQuote: { pointsUsable: number } }>(QUOTE, { l: [{ productId: stocked.product.id, optionId: stocked.option.id, quantity: 1 }] }, null)).deliveryQuote.pointsUsable,
    ).toBe(0);
  });

  it('a failed payment gives the points back', async () => {
    const buyer = testIdentity();
    await grantedPoints(api.em(), buyer, 2000);
    const order = await unpaidOrder(buyer);
    await api.ok(USE, { o: order.id, a: 2000 }, buyer);
    const { markPaymentFailed } = await import('../orders/order-changes.service.js');
    await tx((em) => markPaymentFailed(em, order.id, '카드 한도 초과'));
    expect(await balance(buyer)).toBe(2000);
  });
});

describe('expiry', () => {
  it('points granted on day 0 are there on day 179 and gone on day 181; the member is told within the last 7 days, once', async () => {
    const member = testIdentity();
    const day0 = new Date('2031-01-01T03:00:00Z');
    const day = (n: number) => new Date(day0.getTime() + n * 86_400_000);
    await tx((em) => grantPoints(em, { userId: member.userId, source: 'purchase', sourceId: String(9_000_000_000 + Number(member.userId)), amount: 700, reason: '시험 적립' }, day0));
    await expireDueLots(api.em(), day(179));
    expect(await balance(member, day(179))).toBe(700);
    await noticeExpiringLots(api.em(), day(172));
    await noticeExpiringLots(api.em(), day(174));
    const notices = await api.em().find(NotificationEntity, { userId: member.userId, title: '적립금 소멸 예정 안내' });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('700원');
    await expireDueLots(api.em(), day(181));
    expect(await balance(member, day(181))).toBe(0);
    const [entry] = await api.em().execute<{ kind: string; amount: number }[]>(`select kind, amount from commerce.point_entries where user_id = ? order by id desc limit 1`, [member.userId]);
    expect(entry).toEqual({ kind: 'expire', amount: -700 });
  });

  it('all points expire when the member leaves', async () => {
    const member = testIdentity();
    await grantedPoints(api.em(), member, 1200);
    await tx((em) => commerceLifecycle.userDeleted(em, { userId: member.userId }));
    expect(await balance(member)).toBe(0);
    expect(await ledgerProblems(api.em())).toEqual([]);
  });
});

describe('the ledger', () => {
  it('is append-only: the database refuses to change or remove an entry', async () => {
    const member = testIdentity();
    await grantedPoints(api.em(), member, 100);
    await expect(api.em().execute('update commerce.point_entries set amount = 1000000 where user_id = ?', [member.userId])).rejects.toThrow(/append-only/);
    await expect(api.em().execute('delete from commerce.point_entries where user_id = ?', [member.userId])).rejects.toThrow(/append-only/);
  });

  it('my points and history show the balance after each entry, newest first', async () => {
    const member = testIdentity();
    await grantedPoints(api.em(), member, 1500);
    await grantedPoints(api.em(), member, 500);
    const data = await api.ok<{
      myPoints: { balance: number; nextExpiryAt: string };
      pointHistory: { total: number; items: { kind: string; amount: number; balanceAfter: number; createdAt: string; expiresAt: string }[] };
    }>('{ myPoints { balance nextExpiryAt } pointHistory { total items { kind amount balanceAfter createdAt expiresAt } } }', {}, member);
    expect(data.myPoints.balance).toBe(2000);
    // Dates as the graph's DateTime (ISO 8601), 180 days apart.
    const [first] = data.pointHistory.items;
    expect(new Date(first!.expiresAt).getTime() - new Date(first!.createdAt).getTime()).toBeCloseTo(180 * 86_400_000, -4);
    expect(data.myPoints.nextExpiryAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const item of data.pointHistory.items) Object.assign(item, { createdAt: undefined, expiresAt: undefined });
    expect(data.pointHistory).toEqual({
      total: 2,
      items: [
        { kind: 'earn', amount: 500, balanceAfter: 2000, createdAt: undefined, expiresAt: undefined },
        { kind: 'earn', amount: 1500, balanceAfter: 1500, createdAt: undefined, expiresAt: undefined },
      ],
    });
  });

  it('lists entries by when they happened, also one written after a later one (a job recording an earlier moment)', async () => {
    const member = testIdentity();
    const day = 86_400_000;
    await grantedPoints(api.em(), member, 300, new Date(Date.now() - 1 * day));
    await grantedPoints(api.em(), member, 700, new Date(Date.now() - 10 * day)); // written second, happened first
    const { pointHistory } = await api.ok<{ pointHistory: { items: { amount: number; balanceAfter: number }[] } }>('{ pointHistory { items { amount balanceAfter } } }', {}, member);
    expect(pointHistory.items).toEqual([
      { amount: 300, balanceAfter: 1000 },
      { amount: 700, balanceAfter: 700 },
    ]);
  });
});
