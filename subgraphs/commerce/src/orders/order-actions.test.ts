import { describe, expect, it } from 'vitest';
import type { Identity } from '@shop/kit';
import { orderActions, staffActions } from './order-actions.js';
import { ORDER_STATUSES, type OrderStatus } from './order-statuses.js';
import type { Order } from './order.entities.js';

/** The buyer's actions by status, from the transitions table; the return period from ORDER_RETURN_DAYS (7 by default). */
const buyer: Identity = { userId: '10', role: 'member' };
const admin: Identity = { userId: '1', role: 'admin' };
const stranger: Identity = { userId: '11', role: 'member' };
const DAY = 86_400_000;
const now = new Date('2026-11-25T03:00:00Z');
const orderIn = (status: OrderStatus, deliveredDaysAgo: number | null = null) =>
  ({ id: '5', userId: buyer.userId, status, deliveredAt: deliveredDaysAgo === null ? null : new Date(now.getTime() - deliveredDaysAgo * DAY) }) as unknown as Order;

const allowed = (status: OrderStatus, who: Identity, deliveredDaysAgo: number | null = null) => {
  const { returnDeadline: _deadline, nextStatuses: _next, staff: _staff, ...flags } = orderActions(orderIn(status, deliveredDaysAgo), who, now);
  return Object.entries(flags)
    .filter(([, on]) => on)
    .map(([name]) => name);
};

describe('order actions', () => {
  it.each<[OrderStatus, string[]]>([
    ['order_request', ['pay', 'cancel']],
    ['ready', ['cancel']],
    ['paid', ['cancel', 'cancelLines']],
    ['delivery_ready', ['requestCancel']],
    ['delivery_shipping', ['track']],
    ['cancel_request', []],
    ['complete', ['hide']],
    ['cancelled', ['hide']],
    ['failed', ['hide']],
    ['cancel_complete', ['hide']],
    ['return_refusal', ['confirmPurchase']],
    ['return_complete', ['hide']],
    ['exchange_complete', ['hide']],
  ])('the buyer of a %s order may: %j', (status, expected) => {
    expect(allowed(status, buyer)).toEqual(expected);
  });

  it('returns and exchanges until the deadline (delivery + 7 days), which is given; confirming the purchase any time after delivery', () => {
    expect(allowed('delivery_complete', buyer, 6.9)).toEqual(['requestReturn', 'requestExchange', 'confirmPurchase', 'track']);
    expect(allowed('delivery_complete', buyer, 7.1)).toEqual(['confirmPurchase', 'track']);
    expect(orderActions(orderIn('delivery_complete', 2), buyer, now).returnDeadline).toEqual(new Date(now.getTime() + 5 * DAY));
    expect(orderActions(orderIn('paid'), buyer, now).returnDeadline).toBeNull();
  });

  it("an admin may cancel and move it as the table allows, but asks nothing in the buyer's name; anyone else may do nothing", () => {
    expect(allowed('paid', admin)).toEqual(['cancel', 'cancelLines']);
    expect(orderActions(orderIn('paid'), admin, now).nextStatuses).toEqual(['cancel_complete', 'delivery_ready']);
    expect(allowed('delivery_complete', admin, 1)).toEqual(['track']);
    for (const status of ORDER_STATUSES) {
      expect(allowed(status, stranger, 1)).toEqual([]);
      expect(orderActions(orderIn(status), null, now).nextStatuses).toEqual([]);
    }
  });

  it('재구매 for the buyer of an order that was paid (whatever became of it); 배송조회 once it shipped, for the buyer or an admin', () => {
    const paid = (status: OrderStatus, paidAt: Date | null, deliveredAt: Date | null = null) => ({ ...orderIn(status), paidAt, deliveredAt }) as unknown as Order;
    expect(orderActions(paid('complete', now, now), buyer, now)).toMatchObject({ reorder: true, track: true });
    expect(orderActions(paid('cancel_complete', now), buyer, now)).toMatchObject({ reorder: true, track: false });
    expect(orderActions(paid('order_request', null), buyer, now)).toMatchObject({ reorder: false, track: false });
    expect(orderActions(paid('delivery_shipping', now), admin, now)).toMatchObject({ reorder: false, track: true });
    expect(orderActions(paid('delivery_shipping', now), stranger, now)).toMatchObject({ reorder: false, track: false });
  });

  // The orders desk's buttons, from the transitions table's events (table-driven, every status).
  it.each<[OrderStatus, string[]]>([
    ['order_request', ['cancel']],
    ['ready', ['cancel']],
    ['paid', ['prepare', 'ship', 'cancel']],
    ['delivery_ready', ['ship']],
    ['delivery_shipping', ['deliver']],
    ['delivery_complete', []],
    ['complete', []],
    ['cancel_request', ['complete_claim', 'refuse_claim']],
    ['return_request', ['approve_return', 'complete_claim', 'refuse_claim']],
    ['return_receive', ['collect', 'complete_claim', 'refuse_claim']],
    ['return_collection', ['collected', 'complete_claim']],
    ['return_collection_complete', ['complete_claim']],
    ['exchange_request', ['complete_claim', 'refuse_claim']],
    ['return_refusal', []],
    ['cancelled', []],
    ['failed', []],
    ['cancel_complete', []],
    ['return_complete', []],
    ['exchange_complete', []],
  ])('an admin on the orders desk may, for a %s order: %j', (status, expected) => {
    expect(staffActions(status).map((a) => a.action)).toEqual(expected);
    expect(orderActions(orderIn(status), admin, now).staff.map((a) => a.action)).toEqual(expected);
    expect(orderActions(orderIn(status), buyer, now).staff).toEqual([]);
  });

  it('each desk action names the status it leads to', () => {
    expect(staffActions('paid')).toEqual([
      { action: 'prepare', label: '배송 준비', toStatus: 'delivery_ready' },
      { action: 'ship', label: '발송 처리', toStatus: 'delivery_shipping' },
      { action: 'cancel', label: '주문 취소', toStatus: 'cancel_complete' },
    ]);
    expect(staffActions('cancel_request').map((a) => a.toStatus)).toEqual(['cancel_complete', 'delivery_ready']);
    expect(staffActions('exchange_request').map((a) => a.toStatus)).toEqual(['exchange_complete', 'return_refusal']);
  });
});
