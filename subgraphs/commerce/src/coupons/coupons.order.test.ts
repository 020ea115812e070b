import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { OrderEntity, OrderLineEntity, OrderShipmentEntity } from '../orders/order.entities.js';
import { markOrderPaid } from '../orders/order-changes.service.js';
import { CREATE_ORDER, orderInput, stockedProduct, type StockedProduct } from '../orders/orders.testing.js';
import { PaymentEntity } from '../payments/payment.entities.js';
import { newMerchantUid } from '../payments/payments.service.js';
import { grantedPoints } from '../points/points.testing.js';
import { UserCouponEntity } from './coupon.entities.js';
import { createCouponMaster } from './coupons.service.js';

/** Coupons on an unpaid order, the operator's toggle and the product page's list; 20 orders at once on their own connections. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const DAY = 86_400_000;
const tx = <T>(run: (em: EntityManager) => Promise<T>) => api.em().transactional((em) => run(em as EntityManager));
const codeOf = () =>
  `O${unique('o')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()}`.slice(0, 30);
/** A coupon of the test's own (a 3,000원 order coupon unless told otherwise), claimed by `member`; returns the wallet coupon's id. */
async function walletCoupon(member: Identity, over: Record<string, unknown> = {}): Promise<string> {
  const code = codeOf();
  await tx((em) =>
    createCouponMaster(em, { name: '주문 쿠폰 시험', code, kind: 'fixed', target: 'order', amount: 3000, startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + 30 * DAY), ...over }),
  );
  return (await api.ok<{ claimCoupon: { id: string } }>('mutation ($c: String!) { claimCoupon(code: $c) { id } }', { c: code }, member)).claimCoupon.id;
}
const couponOf = (id: string) => api.em().findOneOrFail(UserCouponEntity, { id }, { refresh: true });
const orderOf = (id: string) => api.em().findOneOrFail(OrderEntity, { id }, { refresh: true });
const linesOf = async (orderId: string) => api.em().find(OrderLineEntity, { orderId }, { orderBy: { id: 'asc' }, refresh: true });
const shipmentsOf = async (orderId: string) => api.em().find(OrderShipmentEntity, { orderId }, { orderBy: { id: 'asc' }, refresh: true });

async function newOrder(buyer: Identity, lines: { stocked: StockedProduct; quantity: number }[], over: Record<string, unknown> = {}): Promise<string> {
  const { createOrder } = await api.ok<{ createOrder: { id: string } }>(
    CREATE_ORDER,
    {
      i: orderInput(
        lines.map((l) => ({ ...l.stocked, quantity: l.quantity })),
        over,
      ),
    },
    buyer,
  );
  return createOrder.id;
}

const APPLY = 'mutation ($o: ID!, $c: [ID!]!) { applyOrderCoupons(orderId: $o, couponIds: $c) { id goodsTotal deliveryTotal discountTotal pointsUsed total lines { discountShare pointsShare } } }';
interface Applied {
  applyOrderCoupons: { id: string; goodsTotal: number; deliveryTotal: number; discountTotal: number; pointsUsed: number; total: number; lines: { discountShare: number; pointsShare: number }[] };
}
const ORDER_COUPONS = 'query ($o: ID!) { orderCoupons(orderId: $o) { coupon { id orderId status } applicable discount reason best } }';
interface Options {
  orderCoupons: { coupon: { id: string; orderId: string | null; status: string }; applicable: boolean; discount: number; reason: string | null; best: boolean }[];
}

describe('coupons on an unpaid order', () => {
  it('weighs the wallet against the order (its own coupon included) and swaps coupons: discounts, delivery, points shares and total follow', async () => {
    const buyer = testIdentity();
    await grantedPoints(api.em(), buyer, 5000);
    // Two sellers (3,000원 each, free from 30,000원): goods 30,000원, delivery 6,000원.
    const a = await stockedProduct(api.em(), 10, 10_000);
    const b = await stockedProduct(api.em(), 10, 20_000);
    const fixed = await walletCoupon(buyer);
    const percent = await walletCoupon(buyer, { kind: 'percent', amount: 10, maxDiscount: 2500, minOrderAmount: 30_000 });
    const ship = await walletCoupon(buyer, { kind: 'free_shipping', target: 'shipping', amount: 0 });
    const big = await walletCoupon(buyer, { amount: 5000, minOrderAmount: 50_000 });
    const orderId = await newOrder(
      buyer,
      [
        { stocked: a, quantity: 1 },
        { stocked: b, quantity: 1 },
      ],
      { couponIds: [fixed], points: 1000 },
    );
    expect(await orderOf(orderId)).toMatchObject({ discountTotal: 3000, deliveryTotal: 6000, pointsUsed: 1000, total: 32_000 });

    const { orderCoupons } = await api.ok<Options>(ORDER_COUPONS, { o: orderId }, buyer);
    const byId = new Map(orderCoupons.map((o) => [o.coupon.id, o]));
    // The coupon the order holds is offered again; the shipping coupon is weighed against the fee the quote computes.
    expect(byId.get(fixed)).toMatchObject({ coupon: { orderId, status: 'reserved' }, applicable: true, discount: 3000, best: true });
    expect(byId.get(percent)).toMatchObject({ applicable: true, discount: 2500, best: false });
    expect(byId.get(ship)).toMatchObject({ applicable: true, discount: 6000, best: true });
    expect(byId.get(big)).toMatchObject({ applicable: false, discount: 0, reason: '50,000원 이상 구매 시 사용 가능', best: false });

    const swapped = (await api.ok<Applied>(APPLY, { o: orderId, c: [percent, ship] }, buyer)).applyOrderCoupons;
    // 10 % of 30,000 capped at 2,500, shared 1:2; the delivery waived; 1,000 points shared by what each line still costs.
    expect(swapped).toMatchObject({ goodsTotal: 30_000, deliveryTotal: 0, discountTotal: 2500, pointsUsed: 1000, total: 26_500 });
    expect((await linesOf(orderId)).map((l) => [l.discountShare, l.pointsShare])).toEqual([
      [833, 333],
      [1667, 667],
    ]);
    expect((await shipmentsOf(orderId)).map((s) => s.fee + s.surcharge)).toEqual([0, 0]);
    expect(await couponOf(fixed)).toMatchObject({ status: 'available', orderId: null, discount: 0 });
    expect(await couponOf(percent)).toMatchObject({ status: 'reserved', orderId, discount: 2500 });
    expect(await couponOf(ship)).toMatchObject({ status: 'reserved', orderId, discount: 6000 });

    // Nothing: the fee the quote computes comes back, the points stay, every coupon goes back to the wallet.
    const cleared = (await api.ok<Applied>(APPLY, { o: orderId, c: [] }, buyer)).applyOrderCoupons;
    expect(cleared).toMatchObject({ deliveryTotal: 6000, discountTotal: 0, pointsUsed: 1000, total: 35_000 });
    expect((await linesOf(orderId)).map((l) => [l.discountShare, l.pointsShare])).toEqual([
      [0, 333],
      [0, 667],
    ]);
    expect((await shipmentsOf(orderId)).map((s) => s.fee)).toEqual([3000, 3000]);
    for (const id of [fixed, percent, ship]) expect((await couponOf(id)).status).toBe('available');
  });

  it('refuses 411 under the minimum and 410 for an expired coupon, naming couponIds.N, and leaves the order as it was', async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 10_000);
    const held = await walletCoupon(buyer, { amount: 1000 });
    const orderId = await newOrder(buyer, [{ stocked, quantity: 1 }], { couponIds: [held] });
    const before = await orderOf(orderId);

    const far = await walletCoupon(buyer, { minOrderAmount: 20_000 });
    const under = await api.exec(APPLY, { o: orderId, c: [far] }, buyer);
    expect(under.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_CONDITIONS_NOT_MET', fields: [{ field: 'couponIds.0', message: '20,000원 이상 구매 시 사용 가능' }] });

    const expired = await walletCoupon(buyer);
    await api.em().nativeUpdate(UserCouponEntity, { id: expired }, { expiresAt: new Date(Date.now() - 60_000) });
    const late = await api.exec(APPLY, { o: orderId, c: [held, expired] }, buyer);
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_GONE', fields: [{ field: 'couponIds.1', message: '사용 기간이 지난 쿠폰이에요.' }] });

    // Both refusals rolled back whole: the order keeps its coupon and its amounts.
    expect(await orderOf(orderId)).toMatchObject({ discountTotal: before.discountTotal, deliveryTotal: before.deliveryTotal, total: before.total });
    expect(await couponOf(held)).toMatchObject({ status: 'reserved', orderId });
    expect((await couponOf(far)).status).toBe('available');
  });

  it('keeps the points on the order only while they fit the new amount: otherwise 411 naming couponIds', async () => {
    const buyer = testIdentity();
    await grantedPoints(api.em(), buyer, 10_000);
    const stocked = await stockedProduct(api.em(), 10, 10_000);
    // 10,000원 of goods take at most 10,000원 of points; a 3,000원 coupon leaves room for 7,000원.
    const orderId = await newOrder(buyer, [{ stocked, quantity: 1 }], { points: 10_000 });
    const coupon = await walletCoupon(buyer);
    const refused = await api.exec(APPLY, { o: orderId, c: [coupon] }, buyer);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_CONDITIONS_NOT_MET', fields: [{ field: 'couponIds', message: expect.stringContaining('7,000원 이하로') }] });
    expect((await couponOf(coupon)).status).toBe('available');

    await api.ok('mutation ($o: ID!) { usePoints(orderId: $o, amount: 7000) { id } }', { o: orderId }, buyer);
    const applied = (await api.ok<Applied>(APPLY, { o: orderId, c: [coupon] }, buyer)).applyOrderCoupons;
    expect(applied).toMatchObject({ goodsTotal: 10_000, deliveryTotal: 3000, discountTotal: 3000, pointsUsed: 7000, total: 3000 });
    expect(applied.lines).toEqual([{ discountShare: 3000, pointsShare: 7000 }]);
  });

  it(`${RACERS} orders of one member applying one single-use coupon at once: one order holds it, ${RACERS - 1} are refused 410`, async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 100, 10_000);
    const couponId = await walletCoupon(buyer, { amount: 1000 });
    const orders: string[] = [];
    for (let i = 0; i < RACERS; i += 1) orders.push(await newOrder(buyer, [{ stocked, quantity: 1 }]));
    const results = await Promise.all(orders.map((o) => api.exec<Applied>(APPLY, { o, c: [couponId] }, buyer)));
    const made = results.filter((r) => !r.errors);
    expect(made).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'COUPON_GONE', fields: [{ field: 'couponIds.0' }] });
    const winner = made[0]!.data!.applyOrderCoupons.id;
    expect(await couponOf(couponId)).toMatchObject({ status: 'reserved', orderId: winner, discount: 1000 });
    const discounts = await api.em().find(OrderEntity, { id: { $in: orders } });
    expect(discounts.filter((o) => o.discountTotal > 0).map((o) => o.id)).toEqual([winner]);
  });

  it('refuses 409 on a paid order and while a payment of the order is open; another member’s order is not found', async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 10_000);
    const coupon = await walletCoupon(buyer, { amount: 1000 });

    const paid = await newOrder(buyer, [{ stocked, quantity: 1 }]);
    await tx((em) => markOrderPaid(em, paid));
    const late = await api.exec(APPLY, { o: paid, c: [coupon] }, buyer);
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_NOT_PAYABLE', fields: [{ field: 'orderId' }] });
    const listed = await api.exec(ORDER_COUPONS, { o: paid }, buyer);
    expect(listed.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_NOT_PAYABLE', fields: [{ field: 'orderId' }] });

    const paying = await newOrder(buyer, [{ stocked, quantity: 1 }]);
    const order = await orderOf(paying);
    await tx(async (em) => {
      em.create(PaymentEntity, { merchantUid: newMerchantUid(), orderId: paying, userId: buyer.userId, payMethod: 'card', name: '시험 결제', amount: order.total });
      await em.flush();
    });
    const open = await api.exec(APPLY, { o: paying, c: [coupon] }, buyer);
    expect(open.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_STATUS_CONFLICT', fields: [{ field: 'orderId' }] });
    expect(open.errors?.[0]?.message).toMatch(/결제가 진행 중/);

    const mine = await newOrder(buyer, [{ stocked, quantity: 1 }]);
    const stranger = testIdentity();
    const theirs = await walletCoupon(stranger, { amount: 1000 });
    for (const result of [await api.exec(APPLY, { o: mine, c: [theirs] }, stranger), await api.exec(ORDER_COUPONS, { o: mine }, stranger)]) {
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // Nor can the buyer put someone else's coupon on their own order.
    const borrowed = await api.exec(APPLY, { o: mine, c: [theirs] }, buyer);
    expect(borrowed.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'couponIds.0' }] });
    expect((await couponOf(theirs)).status).toBe('available');
  });

  it('a retry with the same idempotency key answers the first result and changes nothing again', async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 10_000);
    const coupon = await walletCoupon(buyer, { amount: 1000 });
    const orderId = await newOrder(buyer, [{ stocked, quantity: 1 }]);
    const key = `apply-${randomUUID()}`;
    const first = await api.ok<Applied>(APPLY, { o: orderId, c: [coupon] }, buyer, { idempotencyKey: key });
    await api.ok(APPLY, { o: orderId, c: [] }, buyer);
    const retry = await api.ok<Applied>(APPLY, { o: orderId, c: [coupon] }, buyer, { idempotencyKey: key });
    expect(retry.applyOrderCoupons.id).toBe(first.applyOrderCoupons.id);
    expect((await couponOf(coupon)).status).toBe('available');
    expect((await orderOf(orderId)).discountTotal).toBe(0);
  });
});

const TOGGLE = 'mutation ($id: ID!, $a: Boolean!, $r: String) { setUserCouponAvailable(userCouponId: $id, available: $a, reason: $r) { id status orderId withdrawnAt } }';

describe('the operator marks a member’s coupon usable or not', () => {
  it('withdraws an available coupon (checkout then refuses it 410) and restores it; members may not', async () => {
    const admin = testIdentity('admin');
    const member = testIdentity();
    const coupon = await walletCoupon(member, { amount: 1000 });
    const own = await api.exec(TOGGLE, { id: coupon, a: true }, member);
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const off = await api.ok<{ setUserCouponAvailable: { status: string; withdrawnAt: string | null } }>(TOGGLE, { id: coupon, a: false, r: '부정 사용 의심' }, admin);
    expect(off.setUserCouponAvailable.status).toBe('withdrawn');
    expect(off.setUserCouponAvailable.withdrawnAt).not.toBeNull();
    expect(await couponOf(coupon)).toMatchObject({ status: 'withdrawn', statusReason: '부정 사용 의심' });
    const wallet = await api.ok<{ myCoupons: { id: string; status: string }[] }>('{ myCoupons(status: "used") { id status } }', {}, member);
    expect(wallet.myCoupons).toEqual([{ id: coupon, status: 'withdrawn' }]);
    const stocked = await stockedProduct(api.em(), 10, 10_000);
    const refused = await api.exec(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { couponIds: [coupon] }) }, member);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_GONE', fields: [{ field: 'couponIds.0', message: '사용할 수 없게 된 쿠폰이에요.' }] });

    const on = await api.ok<{ setUserCouponAvailable: { status: string; withdrawnAt: string | null } }>(TOGGLE, { id: coupon, a: true, r: '확인 완료' }, admin);
    expect(on.setUserCouponAvailable).toMatchObject({ status: 'available', withdrawnAt: null });
    await api.ok(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { couponIds: [coupon] }) }, member);
    expect((await couponOf(coupon)).status).toBe('reserved');
  });

  it('refuses 409 while a live order holds the coupon, restores a used one once its order is over, and refuses 410 past its validity', async () => {
    const admin = testIdentity('admin');
    const member = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 10_000);
    const coupon = await walletCoupon(member, { amount: 1000 });
    const orderId = await newOrder(member, [{ stocked, quantity: 1 }], { couponIds: [coupon] });
    for (const a of [false, true]) {
      const held = await api.exec(TOGGLE, { id: coupon, a }, admin);
      expect(held.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_STATUS_CONFLICT', fields: [{ field: 'userCouponId' }] });
    }
    await tx((em) => markOrderPaid(em, orderId));
    const shipping = await api.exec(TOGGLE, { id: coupon, a: true }, admin);
    expect(shipping.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_STATUS_CONFLICT', fields: [{ field: 'userCouponId' }] });
    // Marking a used coupon unusable changes nothing.
    expect((await api.ok<{ setUserCouponAvailable: { status: string } }>(TOGGLE, { id: coupon, a: false }, admin)).setUserCouponAvailable.status).toBe('used');

    await api.em().nativeUpdate(OrderEntity, { id: orderId }, { status: 'complete', confirmedAt: new Date() });
    const back = await api.ok<{ setUserCouponAvailable: { status: string; orderId: string | null } }>(TOGGLE, { id: coupon, a: true, r: '보상' }, admin);
    expect(back.setUserCouponAvailable).toMatchObject({ status: 'available', orderId: null });
    // The finished order keeps its own discount.
    expect((await orderOf(orderId)).discountTotal).toBe(1000);

    const old = await walletCoupon(member, { amount: 1000 });
    await api.ok(TOGGLE, { id: old, a: false }, admin);
    await api.em().nativeUpdate(UserCouponEntity, { id: old }, { expiresAt: new Date(Date.now() - 60_000) });
    const expired = await api.exec(TOGGLE, { id: old, a: true }, admin);
    expect(expired.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_GONE', fields: [{ field: 'userCouponId', message: '사용 기간이 지난 쿠폰이라 되돌릴 수 없어요.' }] });
    expect((await couponOf(old)).status).toBe('withdrawn');
  });
});

describe('coupons for the product page', () => {
  it('lists the issuable coupons whose scope covers any of the products (all, products, categories, brands), not the others', async () => {
    const a = await stockedProduct(api.em(), 1, 10_000);
    const b = await stockedProduct(api.em(), 1, 10_000);
    const c = await stockedProduct(api.em(), 1, 10_000);
    // Ending sooner than other files' coupons: the list shows the 100 ending first.
    const master = (over: Record<string, unknown>) =>
      tx((em) =>
        createCouponMaster(em, {
          name: '상품 쿠폰 시험',
          code: codeOf(),
          kind: 'fixed',
          target: 'line',
          amount: 1000,
          startsAt: new Date(Date.now() - DAY),
          endsAt: new Date(Date.now() + 2 * DAY),
          ...over,
        }),
      );
    const all = await master({ target: 'order' });
    const product = await master({ scope: 'products', scopeIds: [a.product.id] });
    const category = await master({ scope: 'categories', scopeIds: [b.product.categoryId] });
    const brand = await master({ scope: 'brands', scopeIds: [b.product.brandId] });
    const elsewhere = await master({ scope: 'products', scopeIds: [c.product.id] });
    const otherBrand = await master({ scope: 'brands', scopeIds: [c.product.brandId] });
    const ended = await master({ scope: 'products', scopeIds: [a.product.id], startsAt: new Date(Date.now() - 9 * DAY), endsAt: new Date(Date.now() - DAY) });
    const usedUp = await master({ scope: 'products', scopeIds: [a.product.id], issueLimit: 1 });
    await api.ok('mutation ($c: String!) { claimCoupon(code: $c) { id } }', { c: usedUp.code }, testIdentity());

    const { couponsForProducts } = await api.ok<{ couponsForProducts: { id: string }[] }>(
      'query ($p: [ID!]!) { couponsForProducts(productIds: $p) { id } }',
      { p: [a.product.id, b.product.id] },
      null,
    );
    const ids = new Set(couponsForProducts.map((m) => m.id));
    expect([all, product, category, brand].filter((m) => !ids.has(m.id))).toEqual([]);
    expect([elsewhere, otherBrand, ended, usedUp].filter((m) => ids.has(m.id))).toEqual([]);

    const none = await api.exec('query { couponsForProducts(productIds: []) { id } }', {}, null);
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'productIds' }] });
  });
});
