import { describe, expect, it } from 'vitest';
import type { Identity } from '@shop/kit';
import { orderActions } from './order-actions.js';
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
  const { returnDeadline: _deadline, nextStatuses: _next, ...flags } = orderActions(orderIn(status, deliveredDaysAgo), who, now);
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
    ['delivery_shipping', []],
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
    expect(allowed('delivery_complete', buyer, 6.9)).toEqual(['requestReturn', 'requestExchange', 'confirmPurchase']);
    expect(allowed('delivery_complete', buyer, 7.1)).toEqual(['confirmPurchase']);
    expect(orderActions(orderIn('delivery_complete', 2), buyer, now).returnDeadline).toEqual(new Date(now.getTime() + 5 * DAY));
    expect(orderActions(orderIn('paid'), buyer, now).returnDeadline).toBeNull();
  });

  it("an admin may cancel and move it as the table allows, but asks nothing in the buyer's name; anyone else may do nothing", () => {
    expect(allowed('paid', admin)).toEqual(['cancel', 'cancelLines']);
    expect(orderActions(orderIn('paid'), admin, now).nextStatuses).toEqual(['cancel_complete', 'delivery_ready']);
    expect(allowed('delivery_complete', admin, 1)).toEqual([]);
    for (const status of ORDER_STATUSES) {
      expect(allowed(status, stranger, 1)).toEqual([]);
      expect(orderActions(orderIn(status), null, now).nextStatuses).toEqual([]);
    }
  });
});
