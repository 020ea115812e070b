import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { fromGraphQLError } from '../../../../gateway/src/rest/envelope.js';
import { commerce } from '../schema.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { markOrderPaid } from './order-changes.service.js';
import { OrderLineEntity, OrderRefundEntity } from './order.entities.js';
import { CREATE_ORDER, currentStock, orderInput, stockedProduct } from './orders.testing.js';

/** Stock reservation at checkout: 20 checkouts at once on their own connections, 5 in stock. */
const RACERS = 20;
const STOCK = 5;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

describe('checkout under concurrency', () => {
  it(`${RACERS} concurrent checkouts of a product with stock ${STOCK}: exactly ${STOCK} orders, the others a 409 OUT_OF_STOCK naming the line`, async () => {
    const stocked = await stockedProduct(api.em(), STOCK);
    const results = await Promise.all(Array.from({ length: RACERS }, () => api.exec(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }]) }, testIdentity())));
    const created = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(created).toHaveLength(STOCK);
    expect(refused).toHaveLength(RACERS - STOCK);
    for (const result of refused) {
      const error = result.errors![0]!;
      expect(error.extensions).toMatchObject({ code: 'OUT_OF_STOCK', fields: [{ field: 'lines.0' }], optionId: stocked.option.id });
      expect(error.message).toContain('재고가 부족합니다');
      // What a REST client sees: HTTP 409 with the envelope.
      expect(fromGraphQLError(error)).toMatchObject([409, { code: 409, result: { error: 'OUT_OF_STOCK' } }]);
    }
    expect(await currentStock(api.em(), stocked.option.id)).toBe(0);
    const lines = await api.em().find(OrderLineEntity, { optionId: stocked.option.id });
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(STOCK);
  });
});

describe('cancel under concurrency', () => {
  it(`${RACERS} concurrent cancels of one paid order refund it once and give the stock back once`, async () => {
    const buyer = testIdentity();
    const stocked = await stockedProduct(api.em(), 10);
    const { createOrder } = await api.ok<{ createOrder: { id: string; total: number } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 3 }]) }, buyer);
    await api.em().transactional((em) => markOrderPaid(em as EntityManager, createOrder.id));
    const CANCEL = 'mutation ($id: ID!) { cancelOrder(id: $id) { refundAmount order { status } } }';
    const results = await Promise.all(Array.from({ length: RACERS }, () => api.exec<{ cancelOrder: { refundAmount: number } }>(CANCEL, { id: createOrder.id }, buyer)));
    const done = results.filter((r) => !r.errors);
    expect(done).toHaveLength(1);
    expect(done[0]!.data!.cancelOrder.refundAmount).toBe(createOrder.total);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions?.code).toBe('ORDER_STATUS_CONFLICT');
    expect(await currentStock(api.em(), stocked.option.id)).toBe(10);
    const refunds = await api.em().find(OrderRefundEntity, { orderId: createOrder.id });
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(createOrder.total);
  });
});
