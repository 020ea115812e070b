import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { OrderEntity, OrderLineEntity } from '../orders/order.entities.js';
import { markOrderPaid, markPaymentFailed } from '../orders/order-changes.service.js';
import { CREATE_ORDER, orderInput, stockedProduct } from '../orders/orders.testing.js';
import { UserCouponEntity } from './coupon.entities.js';
import { createCouponMaster } from './coupons.service.js';

/** Coupons at checkout, 20 checkouts at once on their own connections. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const DAY = 86_400_000;
const tx = <T>(run: (em: EntityManager) => Promise<T>) => api.em().transactional((em) => run(em as EntityManager));
/** A coupon of the test's own, claimed by `member`; returns the wallet coupon's id. */
async function walletCoupon(member: Identity, over: Record<string, unknown>): Promise<string> {
  const code = `K${unique('k')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()}`.slice(0, 30);
  await tx((em) =>
    createCouponMaster(em, { name: '결제 시험 쿠폰', code, kind: 'fixed', target: 'order', amount: 3000, startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + 30 * DAY), ...over }),
  );
  return (await api.ok<{ claimCoupon: { id: string } }>('mutation ($c: String!) { claimCoupon(code: $c) { id } }', { c: code }, member)).claimCoupon.id;
}
const statusOf = async (id: string) => (await api.em().findOneOrFail(UserCouponEntity, { id }, { refresh: true })).status;

describe('coupons at checkout', () => {
  it('an order coupon takes its amount off on the server, line by line; paid uses it; a failed payment gives it back', async () => {
    const buyer = testIdentity();
    const a = await stockedProduct(api.em(), 10, 10_000);
    const b = await stockedProduct(api.em(), 10, 20_000);
    const couponId = await walletCoupon(buyer, { kind: 'percent', amount: 10, maxDiscount: 2500, minOrderAmount: 30_000 });
    const { createOrder } = await api.ok<{ createOrder: { id: string; total: number; goodsTotal: number; deliveryTotal: number } }>(
      CREATE_ORDER,
      {
        i: orderInput(
          [
            { ...a, quantity: 1 },
            { ...b, quantity: 1 },
          ],
          { couponIds: [couponId] },
        ),
      },
      buyer,
    );
    const order = await api.em().findOneOrFail(OrderEntity, { id: createOrder.id });
    // 10 % of 30,000 is 3,000, capped at 2,500; shared 1:2 by the lines.
    expect(order.discountTotal).toBe(2500);
    expect(createOrder.total).toBe(createOrder.goodsTotal + createOrder.deliveryTotal - 2500);
    const lines = await api.em().find(OrderLineEntity, { orderId: order.id }, { orderBy: { id: 'asc' } });
    expect(lines.map((l) => l.discountShare)).toEqual([833, 1667]);
    expect(await statusOf(couponId)).toBe('reserved');
    await tx((em) => markPaymentFailed(em, order.id, '카드 한도 초과'));
    expect(await statusOf(couponId)).toBe('available');

    const again = await api.ok<{ createOrder: { id: string } }>(
      CREATE_ORDER,
      {
        i: orderInput(
          [
            { ...a, quantity: 1 },
            { ...b, quantity: 1 },
          ],
          { couponIds: [couponId] },
        ),
      },
      buyer,
    );
    await tx((em) => markOrderPaid(em, again.createOrder.id));
    expect(await statusOf(couponId)).toBe('used');
  });

  it('refuses 411 under the minimum and for a second order coupon, 410 for a used one, naming couponIds.N; no order is left', async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 10_000);
    const big = await walletCoupon(buyer, { minOrderAmount: 50_000 });
    const one = await walletCoupon(buyer, {});
    const two = await walletCoupon(buyer, {});
    const before = await api.em().count(OrderEntity, { userId: buyer.userId });
    const under = await api.exec(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { couponIds: [big] }) }, buyer);
    expect(under.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_CONDITIONS_NOT_MET', fields: [{ field: 'couponIds.0', message: '50,000원 이상 구매 시 사용 가능' }] });
    const stacked = await api.exec(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { couponIds: [one, two] }) }, buyer);
    expect(stacked.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_CONDITIONS_NOT_MET', fields: [{ field: 'couponIds.1', message: '주문 쿠폰은 주문에 하나만 쓸 수 있어요.' }] });
    const paid = await api.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { couponIds: [one] }) }, buyer);
    await tx((em) => markOrderPaid(em, paid.createOrder.id));
    const used = await api.exec(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { couponIds: [one] }) }, buyer);
    expect(used.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_GONE', fields: [{ field: 'couponIds.0', message: '이미 사용한 쿠폰이에요.' }] });
    expect(await api.em().count(OrderEntity, { userId: buyer.userId })).toBe(before + 1);
  });

  it('a free-shipping coupon waives the fee; on a delivery that is free already it takes 0 won and is not used up', async () => {
    const buyer = testIdentity();
    const cheap = await stockedProduct(api.em(), 10, 10_000);
    const ship = await walletCoupon(buyer, { kind: 'free_shipping', target: 'shipping', amount: 0 });
    const { createOrder } = await api.ok<{ createOrder: { id: string; deliveryTotal: number; total: number; goodsTotal: number } }>(
      CREATE_ORDER,
      { i: orderInput([{ ...cheap, quantity: 1 }], { couponIds: [ship] }) },
      buyer,
    );
    expect(createOrder).toMatchObject({ deliveryTotal: 0, total: createOrder.goodsTotal });
    expect(await statusOf(ship)).toBe('reserved');

    const second = await walletCoupon(buyer, { kind: 'free_shipping', target: 'shipping', amount: 0 });
    const free = await stockedProduct(api.em(), 10, 20_000);
    await api.ok(CREATE_ORDER, { i: orderInput([{ ...free, quantity: 2 }], { couponIds: [second] }) }, buyer);
    expect(await statusOf(second)).toBe('available');
  });

  it('offers the member’s coupons for a checkout with why each one cannot be used, the best combination first', async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 12_000);
    const small = await walletCoupon(buyer, { amount: 1000 });
    const large = await walletCoupon(buyer, { amount: 2000 });
    const far = await walletCoupon(buyer, { amount: 5000, minOrderAmount: 30_000 });
    const { checkoutCoupons } = await api.ok<{ checkoutCoupons: { coupon: { id: string }; applicable: boolean; discount: number; reason: string | null; best: boolean }[] }>(
      'query ($l: [QuoteLineInput!]!) { checkoutCoupons(lines: $l) { coupon { id } applicable discount reason best } }',
      { l: [{ productId: stocked.product.id, optionId: stocked.option.id, quantity: 2 }] },
      buyer,
    );
    expect(checkoutCoupons).toEqual([
      { coupon: { id: large }, applicable: true, discount: 2000, reason: null, best: true },
      { coupon: { id: small }, applicable: true, discount: 1000, reason: null, best: false },
      { coupon: { id: far }, applicable: false, discount: 0, reason: '30,000원 이상 구매 시 사용 가능', best: false },
    ]);
  });

  it(`${RACERS} checkouts at once with one single-use coupon: one order takes it, the others are refused 410 and leave nothing`, async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 100, 10_000);
    const couponId = await walletCoupon(buyer, { amount: 1000 });
    const before = await api.em().count(OrderEntity, { userId: buyer.userId });
    const results = await Promise.all(Array.from({ length: RACERS }, () => api.exec(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { couponIds: [couponId] }) }, buyer)));
    const made = results.filter((r) => !r.errors);
    expect(made).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'COUPON_GONE', fields: [{ field: 'couponIds.0' }] });
    expect(await api.em().count(OrderEntity, { userId: buyer.userId })).toBe(before + 1);
    const orderId = (made[0]!.data as { createOrder: { id: string } }).createOrder.id;
    await tx((em) => markOrderPaid(em, orderId));
    const coupon = await api.em().findOneOrFail(UserCouponEntity, { id: couponId }, { refresh: true });
    expect(coupon).toMatchObject({ status: 'used', orderId, discount: 1000 });
  });
});
