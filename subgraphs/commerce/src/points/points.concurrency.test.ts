import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { CREATE_ORDER, orderInput, stockedProduct } from '../orders/orders.testing.js';
import { balanceOf, grantPoints } from './points.service.js';
import { grantedPoints, ledgerProblems } from './points.testing.js';

/** Points under 20 requests at once, each on its own connection. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

describe('points under concurrency', () => {
  it(`${RACERS} spends at once over the balance: exactly what the balance covers, never below zero, the ledger reconciles`, async () => {
    const buyer = testIdentity();
    await grantedPoints(api.em(), buyer, 3000);
    await grantedPoints(api.em(), buyer, 2000);
    const stocked = await stockedProduct(api.em(), 100);
    const orders = await Promise.all(
      Array.from({ length: RACERS }, async () => (await api.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }]) }, buyer)).createOrder.id),
    );
    const results = await Promise.all(orders.map((id) => api.exec('mutation ($o: ID!) { usePoints(orderId: $o, amount: 1000) { pointsUsed } }', { o: id }, buyer)));
    const spent = results.filter((r) => !r.errors);
    expect(spent).toHaveLength(5);
    for (const refused of results.filter((r) => r.errors)) expect(['POINTS_INSUFFICIENT', 'POINTS_OVER_LIMIT', 'POINTS_BELOW_MINIMUM']).toContain(refused.errors![0]!.extensions!.code);
    expect(await balanceOf(api.em(), buyer.userId)).toBe(0);
    const [{ used }] = await api.em().execute<{ used: number }[]>(`select coalesce(sum(points_used), 0)::int as used from commerce.orders where user_id = ?`, [buyer.userId]);
    expect(used).toBe(5000);
    expect(await ledgerProblems(api.em())).toEqual([]);
  });

  it(`${RACERS} grants of one purchase at once make one lot`, async () => {
    const member = testIdentity();
    const sourceId = String(7_000_000_000 + Number(member.userId));
    await Promise.all(
      Array.from({ length: RACERS }, () =>
        api.em().transactional((em) => grantPoints(em as EntityManager, { userId: member.userId, source: 'purchase', sourceId, amount: 300, reason: '동시 적립 시험' })),
      ),
    );
    expect(await balanceOf(api.em(), member.userId)).toBe(300);
    expect(await ledgerProblems(api.em())).toEqual([]);
  });
});
