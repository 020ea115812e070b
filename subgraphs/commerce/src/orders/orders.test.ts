import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { sendCode, verifyCode } from '../sms/sms.service.js';
import { lastCode, randomPhone } from '../sms/sms.testing.js';
import { ORDER_NUMBER_PATTERN } from './order-number.js';
import { OrderEntity, OrderRefundEntity, OrderStatusHistoryEntity } from './order.entities.js';
import { autoConfirmPurchases, markAwaitingDeposit, markOrderPaid, releaseUnpaidOrders } from './order-changes.service.js';
import { PaymentEntity } from '../payments/payment.entities.js';
import { CREATE_ORDER, currentStock, makeSeller, orderInput, stockedProduct } from './orders.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

interface CreatedOrder {
  id: string;
  orderNumber: string;
  status: string;
  total: number;
  goodsTotal: number;
  deliveryTotal: number;
  lines: { id: string; lineTotal: number; status: string }[];
}
const create = async (input: Record<string, unknown>, who = testIdentity(), idempotencyKey?: string) =>
  (await api.ok<{ createOrder: CreatedOrder }>(CREATE_ORDER, { i: input }, who, { idempotencyKey })).createOrder;
const paid = (id: string) => api.em().transactional((em) => markOrderPaid(em as EntityManager, id));
const statusOf = async (id: string) => (await api.em().findOneOrFail(OrderEntity, { id })).status;
const ORDER =
  'query ($id: ID!) { order(id: $id) { status statusLabel statusColour refundedTotal lines { id status refundedAmount } history { fromStatus toStatus event actorRole } refunds { lineId item amount } shipments { carrier carrierName trackingNumber } } }';

describe('createOrder', () => {
  it('computes prices and delivery on the server, reserves stock and records the creation', async () => {
    const me = testIdentity();
    const a = await stockedProduct(api.em(), 10, 12000);
    const b = await stockedProduct(api.em(), 10, 18000);
    // Seller A: 12000 < 30000 -> 3000; seller B: 36000 -> free. Jeju postcode: +3000 per seller.
    const order = await create(
      orderInput(
        [
          { ...a, quantity: 1 },
          { ...b, quantity: 2 },
        ],
        { address: { recipientName: '한라봉', recipientPhone: '064-123-4567', postcode: '63100', address1: '제주특별자치도 제주시 1' } },
      ),
      me,
    );
    expect(order).toMatchObject({ status: 'order_request', goodsTotal: 48000, deliveryTotal: 3000 + 3000 + 3000, total: 57000 });
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.lines.map((l) => l.lineTotal)).toEqual([12000, 36000]);
    expect(await currentStock(api.em(), a.option.id)).toBe(9);
    expect(await currentStock(api.em(), b.option.id)).toBe(8);
    const read = await api.ok<{ order: { statusLabel: string; statusColour: string; history: unknown[] } }>(ORDER, { id: order.id }, me);
    expect(read.order).toMatchObject({ statusLabel: '주문접수', statusColour: 'fail', history: [{ fromStatus: null, toStatus: 'order_request', event: 'create', actorRole: 'buyer' }] });
    // Someone else's order is not theirs to read.
    expect((await api.exec(ORDER, { id: order.id }, testIdentity())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('names the line that is out of stock or the field that is wrong, and takes nothing', async () => {
    const a = await stockedProduct(api.em(), 3);
    const b = await stockedProduct(api.em(), 1);
    const refused = await api.exec(
      CREATE_ORDER,
      {
        i: orderInput([
          { ...a, quantity: 2 },
          { ...b, quantity: 2 },
        ]),
      },
      testIdentity(),
    );
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'OUT_OF_STOCK', fields: [{ field: 'lines.1' }] });
    expect(await currentStock(api.em(), a.option.id)).toBe(3);
    const bad = await api.exec(CREATE_ORDER, { i: orderInput([{ ...a, quantity: 1 }], { ordererPhone: '123' }) }, testIdentity());
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'ordererPhone', message: '휴대폰 번호를 확인해주세요.' }] });
  });

  it('retried with the same idempotency key creates one order and reserves once', async () => {
    const me = testIdentity();
    const stocked = await stockedProduct(api.em(), 10);
    const input = orderInput([{ ...stocked, quantity: 2 }]);
    const key = unique('order-key-');
    const [first, second] = await Promise.all([create(input, me, key), create(input, me, key)]);
    const third = await create(input, me, key);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(await api.em().count(OrderEntity, { userId: me.userId })).toBe(1);
    expect(await currentStock(api.em(), stocked.option.id)).toBe(8);
  });
});

describe('cancel before shipping', () => {
  const CANCEL = 'mutation ($id: ID!, $l: [ID!]) { cancelOrder(id: $id, lineIds: $l, reason: "마음이 바뀌었어요") { refundAmount refundPoints order { status } } }';

  it('a partial cancel refunds exactly the lines cancelled; the last one completes the cancel with the fee', async () => {
    const me = testIdentity();
    const a = await stockedProduct(api.em(), 10, 12000);
    const b = await stockedProduct(api.em(), 10, 18000);
    const order = await create(
      orderInput([
        { ...a, quantity: 1 },
        { ...b, quantity: 2 },
      ]),
      me,
    );
    await paid(order.id);
    const [lineA, lineB] = order.lines;
    const first = await api.ok<{ cancelOrder: { refundAmount: number; order: { status: string } } }>(CANCEL, { id: order.id, l: [lineB!.id] }, me);
    // Seller B shipped free and has nothing left: its 36000 back, no fee; seller A's line stays.
    expect(first.cancelOrder).toMatchObject({ refundAmount: 36000, order: { status: 'paid' } });
    expect(await currentStock(api.em(), b.option.id)).toBe(10);
    expect(await currentStock(api.em(), a.option.id)).toBe(9);
    const again = await api.exec(CANCEL, { id: order.id, l: [lineB!.id] }, me);
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'lineIds.0' }] });
    const second = await api.ok<{ cancelOrder: { refundAmount: number; order: { status: string } } }>(CANCEL, { id: order.id }, me);
    expect(second.cancelOrder).toMatchObject({ refundAmount: 12000 + 3000, order: { status: 'cancel_complete' } });
    const read = await api.ok<{ order: { refundedTotal: number; refunds: unknown[]; lines: unknown[]; history: { toStatus: string; actorRole: string }[] } }>(ORDER, { id: order.id }, me);
    expect(read.order.refundedTotal).toBe(order.total);
    expect(read.order.refunds).toEqual([
      { lineId: lineB!.id, item: 'goods', amount: 36000 },
      { lineId: lineA!.id, item: 'goods', amount: 12000 },
      { lineId: null, item: 'delivery', amount: 3000 },
    ]);
    expect(read.order.lines).toEqual([
      { id: lineA!.id, status: 'cancelled', refundedAmount: 12000 },
      { id: lineB!.id, status: 'cancelled', refundedAmount: 36000 },
    ]);
    expect(read.order.history.map((h) => [h.toStatus, h.actorRole])).toEqual([
      ['order_request', 'buyer'],
      ['paid', 'system'],
      ['cancel_complete', 'buyer'],
    ]);
  });

  it('an unpaid order is cancelled whole; a change the table does not allow is refused and changes nothing', async () => {
    const me = testIdentity();
    const stocked = await stockedProduct(api.em(), 5);
    const order = await create(orderInput([{ ...stocked, quantity: 2 }]), me);
    const confirm = await api.exec('mutation ($id: ID!) { confirmPurchase(id: $id) { status } }', { id: order.id }, me);
    expect(confirm.errors?.[0]).toMatchObject({ message: '주문접수 상태의 주문은 구매확정 상태로 바꿀 수 없습니다.', extensions: { code: 'ORDER_STATUS_CONFLICT' } });
    expect(await api.em().count(OrderStatusHistoryEntity, { orderId: order.id })).toBe(1);
    expect((await api.exec(CANCEL, { id: order.id }, testIdentity())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const cancelled = await api.ok<{ cancelOrder: { refundAmount: number; order: { status: string } } }>(CANCEL, { id: order.id }, me);
    expect(cancelled.cancelOrder).toMatchObject({ refundAmount: 0, order: { status: 'cancelled' } });
    expect(await currentStock(api.em(), stocked.option.id)).toBe(5);
  });
});

describe('delivery, returns and confirmation', () => {
  it('seller ships, delivers and completes a change-of-mind return, refunding less the return shipping', async () => {
    const me = testIdentity();
    const seller = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 18000);
    await makeSeller(api.em(), stocked.product, seller);
    const order = await create(orderInput([{ ...stocked, quantity: 2 }]), me);
    await paid(order.id);
    const SHIP = 'mutation ($id: ID!) { registerDeliveryInfo(id: $id, carrier: "04", trackingNumber: "6123-4567-8901") { status } }';
    expect((await api.exec(SHIP, { id: order.id }, testIdentity())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ registerDeliveryInfo: { status: string } }>(SHIP, { id: order.id }, seller)).registerDeliveryInfo.status).toBe('delivery_shipping');
    await api.ok('mutation ($id: ID!) { advanceOrder(id: $id, status: delivery_complete) { status } }', { id: order.id }, seller);
    const RETURN = 'mutation ($id: ID!, $r: ClaimReason) { requestReturn(id: $id, input: { kind: return, reasonKind: $r, reason: "생각보다 커요" }) { status claimKind } }';
    expect((await api.exec(RETURN, { id: order.id, r: null }, me)).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'reasonKind' }] });
    expect((await api.exec(RETURN, { id: order.id, r: 'change_of_mind' }, seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok(RETURN, { id: order.id, r: 'change_of_mind' }, me);
    const COMPLETE = 'mutation ($id: ID!) { completeReturn(id: $id) { refundAmount order { status } } }';
    expect((await api.exec(COMPLETE, { id: order.id }, me)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // 36000 shipped free: the buyer pays the return both ways (2 x 3000).
    expect((await api.ok<{ completeReturn: { refundAmount: number; order: { status: string } } }>(COMPLETE, { id: order.id }, seller)).completeReturn).toEqual({
      refundAmount: 30000,
      order: { status: 'return_complete' },
    });
    const read = await api.ok<{ order: { shipments: unknown[]; history: { toStatus: string; actorRole: string }[] } }>(ORDER, { id: order.id }, me);
    expect(read.order.shipments).toEqual([{ carrier: '04', carrierName: 'CJ대한통운', trackingNumber: '612345678901' }]);
    expect(read.order.history.map((h) => `${h.toStatus}:${h.actorRole}`)).toEqual([
      'order_request:buyer',
      'paid:system',
      'delivery_ready:seller',
      'delivery_shipping:seller',
      'delivery_complete:seller',
      'return_request:buyer',
      'return_complete:seller',
    ]);
    expect(await api.em().count(OrderRefundEntity, { orderId: order.id, item: 'return_shipping', amount: -6000 })).toBe(1);
  });

  it('a refused return goes back to the buyer, who confirms; finished orders can be hidden from the list', async () => {
    const me = testIdentity();
    const admin = testIdentity('admin');
    const stocked = await stockedProduct(api.em(), 10);
    const order = await create(orderInput([{ ...stocked, quantity: 1 }]), me);
    const HIDE = 'mutation ($id: ID!) { hideOrder(id: $id) { id } }';
    expect((await api.exec(HIDE, { id: order.id }, me)).errors?.[0].extensions?.code).toBe('ORDER_NOT_FINISHED');
    await paid(order.id);
    await api.ok('mutation ($id: ID!) { registerDeliveryInfo(id: $id, carrier: "05", trackingNumber: "123456789012") { status } }', { id: order.id }, admin);
    await api.ok('mutation ($id: ID!) { advanceOrder(id: $id, status: delivery_complete) { status } }', { id: order.id }, admin);
    await api.ok('mutation ($id: ID!) { requestReturn(id: $id, input: { kind: exchange, reasonKind: defect }) { status } }', { id: order.id }, me);
    await api.ok('mutation ($id: ID!) { refuseReturn(id: $id, reason: "사용 흔적이 있습니다") { status } }', { id: order.id }, admin);
    expect(await statusOf(order.id)).toBe('return_refusal');
    await api.ok('mutation ($id: ID!) { confirmPurchase(id: $id) { status } }', { id: order.id }, me);
    const LIST = 'query ($s: OrderStatus) { myOrders(status: $s, offset: 0, limit: 10) { total items { id status } } }';
    expect((await api.ok<{ myOrders: { total: number } }>(LIST, { s: 'complete' }, me)).myOrders.total).toBe(1);
    await api.ok(HIDE, { id: order.id }, me);
    expect((await api.ok<{ myOrders: { total: number } }>(LIST, { s: null }, me)).myOrders.total).toBe(0);
  });
});

describe('my order counts', () => {
  it('counts the caller’s orders by status with the Korean labels, only statuses that have some', async () => {
    const me = testIdentity();
    const stocked = await stockedProduct(api.em(), 10);
    const first = await create(orderInput([{ ...stocked, quantity: 1 }]), me);
    await create(orderInput([{ ...stocked, quantity: 1 }]), me);
    await paid(first.id);
    const { myOrderCounts } = await api.ok<{ myOrderCounts: unknown[] }>('{ myOrderCounts { status label count } }', {}, me);
    expect(myOrderCounts).toEqual([
      { status: 'order_request', label: '주문접수', count: 1 },
      { status: 'paid', label: '결제완료', count: 1 },
    ]);
    expect((await api.ok<{ myOrderCounts: unknown[] }>('{ myOrderCounts { status } }', {}, testIdentity())).myOrderCounts).toEqual([]);
  });
});

describe('scheduled jobs', () => {
  it('release unpaid orders after ORDER_UNPAID_TTL_MINUTES with their stock, once', async () => {
    const stocked = await stockedProduct(api.em(), 4);
    const order = await create(orderInput([{ ...stocked, quantity: 3 }]));
    const expiresAt = (await api.em().findOneOrFail(OrderEntity, { id: order.id })).expiresAt!;
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    await releaseUnpaidOrders(api.em());
    expect(await statusOf(order.id)).toBe('order_request');
    // Its 30 minutes pass: this order's deadline moves into the past. (Moving the job's clock
    // forward instead would release the orders other test files are paying at the same time.)
    await api.em().nativeUpdate(OrderEntity, { id: order.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await releaseUnpaidOrders(api.em())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await currentStock(api.em(), stocked.option.id)).toBe(4);
    await releaseUnpaidOrders(api.em());
    expect(await currentStock(api.em(), stocked.option.id)).toBe(4);
  });

  it('confirm purchases ORDER_AUTO_CONFIRM_DAYS after delivery', async () => {
    const admin = testIdentity('admin');
    const stocked = await stockedProduct(api.em(), 4);
    const order = await create(orderInput([{ ...stocked, quantity: 1 }]));
    await paid(order.id);
    await api.ok('mutation ($id: ID!) { registerDeliveryInfo(id: $id, carrier: "01", trackingNumber: "1234567890123") { status } }', { id: order.id }, admin);
    await api.ok('mutation ($id: ID!) { advanceOrder(id: $id, status: delivery_complete) { status } }', { id: order.id }, admin);
    // The days pass for this order only: its delivery moves back (moving the job's clock forward
    // would confirm the delivered orders other test files are returning at the same time).
    const deliveredBack = async (days: number) => api.em().nativeUpdate(OrderEntity, { id: order.id }, { deliveredAt: new Date(Date.now() - days * 86_400_000) });
    await deliveredBack(6);
    await autoConfirmPurchases(api.em());
    expect(await statusOf(order.id)).toBe('delivery_complete');
    await deliveredBack(7.001);
    await autoConfirmPurchases(api.em());
    expect(await statusOf(order.id)).toBe('complete');
    const [last] = await api.em().find(OrderStatusHistoryEntity, { orderId: order.id }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(last).toMatchObject({ toStatus: 'complete', actorRole: 'system', actorUserId: null });
  });
});

describe('guest order lookup', () => {
  it('shows an order to whoever proves the orderer phone by SMS and knows the number', async () => {
    const phone = randomPhone();
    const stocked = await stockedProduct(api.em(), 4);
    const order = await create(orderInput([{ ...stocked, quantity: 1 }], { ordererPhone: phone }), testIdentity('guest'));
    const token = async () => {
      await api.em().execute('delete from commerce.sms_codes where phone = ?', [phone]);
      await sendCode(api.em(), phone, 'GUEST_ORDER');
      return verifyCode(api.em(), phone, 'GUEST_ORDER', await lastCode(api, phone));
    };
    const LOOKUP = 'query ($p: String!, $n: String!, $t: String!) { guestOrder(phone: $p, orderNumber: $n, smsToken: $t) { id status lines { id } } }';
    const found = await api.ok<{ guestOrder: { id: string } }>(LOOKUP, { p: phone, n: order.orderNumber.toLowerCase(), t: await token() }, null);
    expect(found.guestOrder.id).toBe(order.id);
    // A mistyped number is NOT_FOUND naming orderNumber and leaves the verification for another try;
    // the lookup that finds the order uses it (a zero typed for the leading O is read as O).
    const retried = await token();
    const mistyped = await api.exec(LOOKUP, { p: phone, n: 'O261123ABCDEFGH', t: retried }, null);
    expect(mistyped.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'orderNumber' }] });
    const again = await api.ok<{ guestOrder: { id: string } }>(LOOKUP, { p: phone, n: `0${order.orderNumber.slice(1)}`, t: retried }, null);
    expect(again.guestOrder.id).toBe(order.id);
    expect((await api.exec(LOOKUP, { p: phone, n: order.orderNumber, t: retried }, null)).errors?.[0].extensions?.code).toBe('SMS_VERIFICATION_INVALID');
    expect((await api.exec(LOOKUP, { p: phone, n: order.orderNumber, t: 'forged' }, null)).errors?.[0].extensions?.code).toBe('SMS_VERIFICATION_INVALID');
  });
});

describe('an order waiting for a deposit', () => {
  it('shows the virtual account to pay into (bank, number, holder, due) while it waits, and none once paid', async () => {
    const me = testIdentity();
    const stocked = await stockedProduct(api.em(), 4);
    const order = await create(orderInput([{ ...stocked, quantity: 1 }]), me);
    const dueAt = new Date(Date.now() + 3 * 86_400_000);
    await api.em().transactional(async (em) => {
      em.create(PaymentEntity, {
        merchantUid: unique('vb').slice(0, 40),
        orderId: order.id,
        userId: me.userId,
        payMethod: 'vbank',
        name: '시험',
        amount: order.total,
        status: 'ready',
        vbankBank: 'KB국민은행',
        vbankNumber: '12345678901234',
        vbankHolder: '영양제쇼핑몰',
        vbankDueAt: dueAt,
      });
      await em.flush();
      await markAwaitingDeposit(em as EntityManager, order.id, dueAt);
    });
    const ACCOUNT = 'query ($id: ID!) { order(id: $id) { status depositAccount { bank number holder dueAt } } }';
    const waiting = await api.ok<{ order: { status: string; depositAccount: unknown } }>(ACCOUNT, { id: order.id }, me);
    expect(waiting.order).toEqual({ status: 'ready', depositAccount: { bank: 'KB국민은행', number: '12345678901234', holder: '영양제쇼핑몰', dueAt: dueAt.toISOString() } });
    await paid(order.id);
    expect((await api.ok<{ order: { depositAccount: unknown } }>(ACCOUNT, { id: order.id }, me)).order.depositAccount).toBeNull();
  });
});

describe('gift orders', () => {
  it('the receiver enters the address through the gift link; shipping waits for it and closes it', async () => {
    const me = testIdentity();
    const admin = testIdentity('admin');
    const stocked = await stockedProduct(api.em(), 4);
    const gift = { senderName: '보내는이', receiverName: '받는이', receiverPhone: '010-9876-5432' };
    const withAddress = await api.exec(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { gift }) }, me);
    expect(withAddress.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'address' }] });
    const order = await create(orderInput([{ ...stocked, quantity: 1 }], { gift, address: null }), me);
    expect(order.deliveryTotal).toBe(3000);
    const TOKEN = 'query ($id: ID!) { order(id: $id) { giftToken isGift address1 } }';
    const { order: mine } = await api.ok<{ order: { giftToken: string; address1: string | null } }>(TOKEN, { id: order.id }, me);
    expect(mine.giftToken).toMatch(/^[0-9A-Z]{32}$/);
    expect((await api.ok<{ order: { giftToken: string | null } }>(TOKEN, { id: order.id }, admin)).order.giftToken).toBeNull();
    await paid(order.id);
    const SHIP = 'mutation ($id: ID!) { registerDeliveryInfo(id: $id, carrier: "04", trackingNumber: "612345678901") { status } }';
    expect((await api.exec(SHIP, { id: order.id }, admin)).errors?.[0].extensions?.code).toBe('GIFT_ADDRESS_MISSING');
    const VIEW = 'query ($t: String!) { giftOrder(giftToken: $t) { orderNumber senderName statusLabel address1 addressOpen lines { name quantity } } }';
    expect((await api.ok<{ giftOrder: unknown }>(VIEW, { t: mine.giftToken.toLowerCase() }, null)).giftOrder).toMatchObject({
      orderNumber: order.orderNumber,
      senderName: '보내는이',
      statusLabel: '결제완료',
      address1: null,
      addressOpen: true,
      lines: [{ quantity: 1 }],
    });
    expect((await api.exec(VIEW, { t: 'A'.repeat(32) }, null)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // A receiver in 제주: never charged; the seller bears the surcharge, and the parcel says so. Corrected to 부산: nothing borne.
    const PARCELS = 'query ($id: ID!) { order(id: $id) { total deliveryTotal shipments { surcharge absorbedSurcharge } } }';
    const JEJU =
      'mutation ($t: String!) { enterGiftAddress(giftToken: $t, address: { recipientName: "받는이", recipientPhone: "01098765432", postcode: "63100", address1: "제주특별자치도 제주시 1" }) { address1 } }';
    await api.ok(JEJU, { t: mine.giftToken }, null);
    expect((await api.ok<{ order: unknown }>(PARCELS, { id: order.id }, me)).order).toEqual({ total: order.total, deliveryTotal: 3000, shipments: [{ surcharge: 0, absorbedSurcharge: 3000 }] });
    const ENTER =
      'mutation ($t: String!) { enterGiftAddress(giftToken: $t, address: { recipientName: "받는이", recipientPhone: "01098765432", postcode: "48058", address1: "부산광역시 해운대구 1" }) { address1 } }';
    await api.ok(ENTER, { t: mine.giftToken }, null);
    expect((await api.ok<{ order: { shipments: unknown[] } }>(PARCELS, { id: order.id }, me)).order.shipments).toEqual([{ surcharge: 0, absorbedSurcharge: 0 }]);
    expect((await api.ok<{ registerDeliveryInfo: { status: string } }>(SHIP, { id: order.id }, admin)).registerDeliveryInfo.status).toBe('delivery_shipping');
    expect((await api.exec(ENTER, { t: mine.giftToken }, null)).errors?.[0].extensions?.code).toBe('GIFT_ADDRESS_CLOSED');
    // The receiver's page asks the server whether the address may still change: not after shipping.
    expect((await api.ok<{ giftOrder: { addressOpen: boolean } }>(VIEW, { t: mine.giftToken }, null)).giftOrder.addressOpen).toBe(false);
  });
});

describe('ordering the cart', () => {
  it('orders the selected cart lines; paying marks them purchased and leaves the others', async () => {
    const me = testIdentity();
    // Cart lines reference the account (foreign key): the member's row first.
    await api.em().execute(`insert into commerce.users (id, nickname, provider, role, created_at, updated_at) values (?, ?, 'local', 'member', now(), now())`, [me.userId, unique('주문자')]);
    const a = await stockedProduct(api.em(), 10, 12000);
    const b = await stockedProduct(api.em(), 10, 15000);
    const ADD = 'mutation ($p: ID!, $o: ID, $q: Int) { addToCart(productId: $p, optionId: $o, quantity: $q) { lines { id productId } } }';
    await api.ok(ADD, { p: a.product.id, o: a.option.id, q: 2 }, me);
    const { addToCart } = await api.ok<{ addToCart: { lines: { id: string; productId: string }[] } }>(ADD, { p: b.product.id, o: b.option.id, q: 1 }, me);
    const lineB = addToCart.lines.find((l) => l.productId === b.product.id)!;
    await api.ok('mutation ($ids: [ID!]!) { selectCartLines(ids: $ids, selected: false) { lines { id } } }', { ids: [lineB.id] }, me);
    const input = orderInput([], { lines: null, fromCart: true });
    const order = await create(input, me);
    expect(order).toMatchObject({ goodsTotal: 24000, deliveryTotal: 3000, lines: [{ lineTotal: 24000 }] });
    expect((await api.exec(CREATE_ORDER, { i: { ...input, lines: [{ productId: a.product.id, optionId: a.option.id, quantity: 1 }] } }, me)).errors?.[0].extensions).toMatchObject({
      fields: [{ field: 'lines' }],
    });
    await paid(order.id);
    const cart = await api
      .em()
      .execute<{ product_id: string; purchased: boolean }[]>('select product_id::text, purchased_at is not null as purchased from commerce.cart_lines where user_id = ? order by id', [me.userId]);
    expect(cart).toEqual([
      { product_id: a.product.id, purchased: true },
      { product_id: b.product.id, purchased: false },
    ]);
  });

  it('바로 구매 (lines naming no cart line) buys exactly what was chosen and leaves the cart as it was; lines naming cart lines mark just those', async () => {
    const me = testIdentity();
    await api.em().execute(`insert into commerce.users (id, nickname, provider, role, created_at, updated_at) values (?, ?, 'local', 'member', now(), now())`, [me.userId, unique('주문자')]);
    const a = await stockedProduct(api.em(), 10, 12000);
    const b = await stockedProduct(api.em(), 10, 15000);
    const ADD = 'mutation ($p: ID!, $o: ID, $q: Int) { addToCart(productId: $p, optionId: $o, quantity: $q) { lines { id productId quantity } } }';
    await api.ok(ADD, { p: a.product.id, o: a.option.id, q: 1 }, me);
    const { addToCart } = await api.ok<{ addToCart: { lines: { id: string; productId: string }[] } }>(ADD, { p: b.product.id, o: b.option.id, q: 1 }, me);
    const cartState = () =>
      api
        .em()
        .execute<{ product_id: string; quantity: number; purchased: boolean }[]>(
          'select product_id::text, quantity, purchased_at is not null as purchased from commerce.cart_lines where user_id = ? order by id',
          [me.userId],
        );
    const before = await cartState();

    // One of A on the product page, with one A already in the cart: the order is for one, and the cart keeps its line.
    const direct = await create(orderInput([{ ...a, quantity: 1 }]), me);
    expect(direct).toMatchObject({ goodsTotal: 12000, lines: [{ lineTotal: 12000 }] });
    await paid(direct.id);
    expect(await cartState()).toEqual(before);

    // Checking out the cart's line of B by its id marks that line, and only it.
    const lineB = addToCart.lines.find((l) => l.productId === b.product.id)!;
    const fromCart = await create(orderInput([{ ...b, quantity: 1 }], { lines: [{ productId: b.product.id, optionId: b.option.id, quantity: 1, cartLineId: lineB.id }] }), me);
    await paid(fromCart.id);
    expect(await cartState()).toEqual([before[0], { ...before[1], purchased: true }]);

    // A cart line that is not the caller's, or not of that product, is refused naming it.
    const stranger = testIdentity();
    const refused = await api.exec(CREATE_ORDER, { i: orderInput([], { lines: [{ productId: a.product.id, optionId: a.option.id, quantity: 1, cartLineId: lineB.id }] }) }, me);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'lines.0.cartLineId' }] });
    const notMine = await api.exec(CREATE_ORDER, { i: orderInput([], { lines: [{ productId: b.product.id, optionId: b.option.id, quantity: 1, cartLineId: lineB.id }] }) }, stranger);
    expect(notMine.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'lines.0.cartLineId' }] });
  });
});

describe('cancel requests', () => {
  const REQUEST = 'mutation ($id: ID!) { requestReturn(id: $id, input: { kind: cancel, reason: "필요 없어졌어요" }) { status } }';

  it('are done at once while paid; once the parcel is prepared the seller approves (refund, stock back) or refuses', async () => {
    const me = testIdentity();
    const seller = testIdentity();
    const stocked = await stockedProduct(api.em(), 10, 18000);
    await makeSeller(api.em(), stocked.product, seller);
    const early = await create(orderInput([{ ...stocked, quantity: 1 }]), me);
    await paid(early.id);
    expect((await api.ok<{ requestReturn: { status: string } }>(REQUEST, { id: early.id }, me)).requestReturn.status).toBe('cancel_complete');

    const order = await create(orderInput([{ ...stocked, quantity: 2 }]), me);
    await paid(order.id);
    await api.ok('mutation ($id: ID!) { advanceOrder(id: $id, status: delivery_ready) { status } }', { id: order.id }, seller);
    expect((await api.ok<{ requestReturn: { status: string } }>(REQUEST, { id: order.id }, me)).requestReturn.status).toBe('cancel_request');
    await api.ok('mutation ($id: ID!) { refuseReturn(id: $id, reason: "이미 포장했습니다") { status } }', { id: order.id }, seller);
    expect(await statusOf(order.id)).toBe('delivery_ready');
    await api.ok(REQUEST, { id: order.id }, me);
    const done = await api.ok<{ completeReturn: { refundAmount: number; order: { status: string } } }>(
      'mutation ($id: ID!) { completeReturn(id: $id) { refundAmount order { status } } }',
      { id: order.id },
      seller,
    );
    expect(done.completeReturn).toEqual({ refundAmount: 36000, order: { status: 'cancel_complete' } });
    expect(await currentStock(api.em(), stocked.option.id)).toBe(10);
  });
});

describe('one address rule set (addresses/address-rules.ts)', () => {
  it('an order refuses what the address book refuses, and normalises the phone the same way', async () => {
    const me = testIdentity();
    await api.em().execute(`insert into commerce.users (id, nickname, provider, role, created_at, updated_at) values (?, ?, 'local', 'member', now(), now())`, [me.userId, unique('주소')]);
    const stocked = await stockedProduct(api.em(), 10);
    const address = { recipientName: '가'.repeat(21), recipientPhone: '(010) 2345-6789', postcode: '04524', address1: '서울특별시 중구 세종대로 110', address2: '' };
    const order = await api.exec(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { address }) }, me);
    const book = await api.exec(
      'mutation ($i: AddressInput!) { createAddress(input: $i) { id } }',
      { i: { recipient: address.recipientName, phone: address.recipientPhone, postcode: address.postcode, address1: address.address1 } },
      me,
    );
    expect(order.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'address.recipientName', message: book.errors?.[0].extensions?.fields[0].message }] });
    const fine = { ...address, recipientName: '가'.repeat(20) };
    const placed = await api.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { address: fine }) }, me);
    const saved = await api.ok<{ createAddress: { phone: string } }>(
      'mutation ($i: AddressInput!) { createAddress(input: $i) { phone } }',
      { i: { recipient: fine.recipientName, phone: fine.recipientPhone, postcode: fine.postcode, address1: fine.address1 } },
      me,
    );
    const stored = await api.em().findOneOrFail(OrderEntity, { id: placed.createOrder.id });
    expect([stored.recipientPhone, saved.createAddress.phone]).toEqual(['01023456789', '01023456789']);
    expect(stored.address2).toBeNull();
  });
});
