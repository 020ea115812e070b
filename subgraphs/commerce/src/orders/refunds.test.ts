import { describe, expect, it } from 'vitest';
import { distribute, planRefund, type RefundLine, type RefundShipment } from './refunds.js';

describe('distribute', () => {
  it.each([
    [0, [100, 200], [0, 0]],
    [1000, [10000, 10000], [500, 500]],
    [1000, [10000, 20000], [333, 667]],
    [1000, [1, 1, 1], [334, 333, 333]],
    [3000, [12000, 5000, 3000], [1800, 750, 450]],
    [7, [0, 5], [0, 7]],
  ])('%i over %j is %j (integers adding up exactly)', (amount, weights, shares) => {
    expect(distribute(amount, weights)).toEqual(shares);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});

// Two sellers: A sells lines a1 (20000, discount 2000, points 1000) and a2 (10000, discount 1000, points 500);
// B sells b1 (12000). A shipped free (fee 0, base 3000); B charged 3000 + a 5000 remote surcharge.
const line = (id: string, sellerId: string, lineTotal: number, discountShare = 0, pointsShare = 0, active = true): RefundLine => ({ id, sellerId, lineTotal, discountShare, pointsShare, active });
const LINES = [line('a1', 'A', 20000, 2000, 1000), line('a2', 'A', 10000, 1000, 500), line('b1', 'B', 12000)];
const SHIPMENTS: RefundShipment[] = [
  { sellerId: 'A', fee: 0, surcharge: 0, baseFee: 3000, feeRefunded: false },
  { sellerId: 'B', fee: 3000, surcharge: 5000, baseFee: 3000, feeRefunded: false },
];

describe('planRefund', () => {
  it.each([
    // [case, lines, cause, reason, expected items (lineId/item/amount/points), cash, points]
    ['cancel one line of A: its paid amount and its points, A keeps a line so no fee', ['a1'], 'cancel', null, [['a1', 'goods', 17000, 1000]], 17000, 1000],
    [
      'cancel all of A (shipped free): goods only',
      ['a1', 'a2'],
      'cancel',
      null,
      [
        ['a1', 'goods', 17000, 1000],
        ['a2', 'goods', 8500, 500],
      ],
      25500,
      1500,
    ],
    [
      'cancel all of B: goods and its fee with the surcharge',
      ['b1'],
      'cancel',
      null,
      [
        ['b1', 'goods', 12000, 0],
        [null, 'delivery', 8000, 0],
      ],
      20000,
      0,
    ],
    [
      'return b1 for a defect: the seller pays, the fee comes back',
      ['b1'],
      'return',
      'defect',
      [
        ['b1', 'goods', 12000, 0],
        [null, 'delivery', 8000, 0],
      ],
      20000,
      0,
    ],
    [
      'return b1 by change of mind: one way fee + surcharge taken',
      ['b1'],
      'return',
      'change_of_mind',
      [
        ['b1', 'goods', 12000, 0],
        [null, 'return_shipping', -8000, 0],
      ],
      4000,
      0,
    ],
    [
      'return a2 by change of mind after free shipping: two ways',
      ['a2'],
      'return',
      'change_of_mind',
      [
        ['a2', 'goods', 8500, 500],
        [null, 'return_shipping', -6000, 0],
      ],
      2500,
      500,
    ],
    ['return a1 for a wrong item while a2 stays: no fee either way', ['a1'], 'return', 'wrong_item', [['a1', 'goods', 17000, 1000]], 17000, 1000],
  ] as const)('%s', (_case, lineIds, cause, reason, items, cash, points) => {
    const plan = planRefund(LINES, SHIPMENTS, lineIds, cause, reason);
    expect(plan.items.map((i) => [i.lineId, i.item, i.amount, i.points])).toEqual(items);
    expect(plan.amount).toBe(cash);
    expect(plan.points).toBe(points);
  });

  it('refunds a line once: lines no longer active and fees already given back are left out', () => {
    const lines = [line('b1', 'B', 12000, 0, 0, false), line('b2', 'B', 5000)];
    const shipments = [{ ...SHIPMENTS[1]!, feeRefunded: true }];
    expect(planRefund(lines, shipments, ['b1', 'b2'], 'cancel').items.map((i) => [i.lineId, i.amount])).toEqual([['b2', 5000]]);
  });

  it('never charges more return shipping than the goods refund', () => {
    const plan = planRefund([line('c1', 'C', 2000)], [{ sellerId: 'C', fee: 3000, surcharge: 0, baseFee: 3000, feeRefunded: false }], ['c1'], 'return', 'change_of_mind');
    expect(plan.amount).toBe(0);
  });

  it('partial cancels one by one add up to cancelling everything at once', () => {
    const all = planRefund(LINES, SHIPMENTS, ['a1', 'a2', 'b1'], 'cancel');
    const first = planRefund(LINES, SHIPMENTS, ['a1'], 'cancel');
    const rest = planRefund(
      LINES.map((l) => (l.id === 'a1' ? { ...l, active: false } : l)),
      SHIPMENTS,
      ['a2', 'b1'],
      'cancel',
    );
    expect(first.amount + rest.amount).toBe(all.amount);
    expect(all.amount).toBe(20000 + 10000 + 12000 - 3000 - 1500 + 8000);
  });
});
