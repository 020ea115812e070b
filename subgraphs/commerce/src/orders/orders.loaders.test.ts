import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingQueries, startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { markOrderPaid } from './order-changes.service.js';
import { CREATE_ORDER, orderInput, stockedProduct } from './orders.testing.js';

const counter = countingQueries();
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, counter.overrides);
});
afterAll(() => api.close());

const LIST = `query { myOrders(offset: 0, limit: 20) { total items {
  id statusLabel lines { id product { id name } } shipments { sellerName carrierName } history { toStatus } refunds { amount } refundedTotal
  expectedArrival { earliest latest } actions { reorder track }
} } }`;

describe('myOrders', () => {
  it('costs the same number of statements for 2 orders as for 6 (relations through loaders)', async () => {
    const me = testIdentity();
    const stocked = await stockedProduct(api.em(), 50);
    const other = await stockedProduct(api.em(), 50);
    // Paid orders: the list leaves out checkouts never paid (they are under view: pending_payment).
    const order = async () => {
      const { createOrder } = await api.ok<{ createOrder: { id: string } }>(
        CREATE_ORDER,
        {
          i: orderInput([
            { ...stocked, quantity: 1 },
            { ...other, quantity: 1 },
          ]),
        },
        me,
      );
      await api.em().transactional((em) => markOrderPaid(em as EntityManager, createOrder.id));
    };
    await order();
    await order();
    counter.reset();
    const two = await api.ok<{ myOrders: { total: number } }>(LIST, {}, me);
    const forTwo = counter.count();
    for (let i = 0; i < 4; i += 1) await order();
    counter.reset();
    const six = await api.ok<{ myOrders: { total: number; items: { lines: unknown[] }[] } }>(LIST, {}, me);
    expect(two.myOrders.total).toBe(2);
    expect(six.myOrders.total).toBe(6);
    expect(six.myOrders.items.every((o) => o.lines.length === 2)).toBe(true);
    expect(counter.count()).toBe(forTwo);
  });
});
