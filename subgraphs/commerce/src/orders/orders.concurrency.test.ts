import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { fromGraphQLError } from '../../../../gateway/src/rest/envelope.js';
import { commerce } from '../schema.js';
import { OrderLineEntity } from './order.entities.js';
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
