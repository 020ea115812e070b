import type { ClaimReason } from './order-statuses.js';

/**
 * Refund rules as pure functions (table-tested in refunds.test.ts).
 *
 * - A line's paid amount is its total less its share of the order's discount and points; the
 *   shares are fixed at order creation in proportion to line totals (`distribute`), so refunding
 *   lines one at a time or all at once gives back the same amounts.
 * - Cancel before shipping: each cancelled line's paid amount; a seller's delivery fee (with its
 *   remote-area surcharge) comes back when none of that seller's lines is left.
 * - Return: who caused it pays the return shipping. A change of mind costs the buyer the seller's
 *   fee one way (two ways when the order shipped free: the seller paid the way out), plus the
 *   remote-area surcharge, taken from that seller's refund (never below zero). A defect or a wrong
 *   item costs the buyer nothing, and the delivery fee comes back when every line of the seller
 *   is returned.
 * - Partial cancels never charge a delivery fee after the fact when the rest falls under the
 *   free-shipping threshold: the shop absorbs it.
 */

/** Splits `amount` over `weights` in proportion, in integers that add up exactly (largest remainder). */
export function distribute(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export interface RefundLine {
  id: string;
  sellerId: string;
  lineTotal: number;
  discountShare: number;
  pointsShare: number;
  /** Whether the line still counts as bought (not cancelled or returned before). */
  active: boolean;
}

export interface RefundShipment {
  sellerId: string;
  fee: number;
  surcharge: number;
  baseFee: number;
  feeRefunded: boolean;
}

export interface RefundItem {
  lineId: string | null;
  sellerId: string;
  item: 'goods' | 'delivery' | 'return_shipping';
  amount: number;
  points: number;
}

export interface RefundPlan {
  items: RefundItem[];
  /** Cash back: what the payment is cancelled by. */
  amount: number;
  /** Points back. */
  points: number;
}

export const paidAmount = (line: Pick<RefundLine, 'lineTotal' | 'discountShare' | 'pointsShare'>): number => line.lineTotal - line.discountShare - line.pointsShare;

/** The refund for `lineIds` of an order: cancelled before shipping, or returned for `reason`. */
export function planRefund(lines: readonly RefundLine[], shipments: readonly RefundShipment[], lineIds: readonly string[], cause: 'cancel' | 'return', reason: ClaimReason | null = null): RefundPlan {
  const chosen = new Set(lineIds);
  const items: RefundItem[] = [];
  for (const line of lines) {
    if (!chosen.has(line.id) || !line.active) continue;
    items.push({ lineId: line.id, sellerId: line.sellerId, item: 'goods', amount: paidAmount(line), points: line.pointsShare });
  }
  for (const shipment of shipments) {
    const sellerItems = items.filter((i) => i.sellerId === shipment.sellerId);
    if (!sellerItems.length) continue;
    const leftActive = lines.some((l) => l.sellerId === shipment.sellerId && l.active && !chosen.has(l.id));
    const sellerPaysShipping = cause === 'cancel' || reason !== 'change_of_mind';
    if (sellerPaysShipping && !leftActive && !shipment.feeRefunded && shipment.fee + shipment.surcharge > 0) {
      items.push({ lineId: null, sellerId: shipment.sellerId, item: 'delivery', amount: shipment.fee + shipment.surcharge, points: 0 });
    }
    if (cause === 'return' && reason === 'change_of_mind') {
      const ways = shipment.fee > 0 ? 1 : 2;
      const goods = sellerItems.reduce((sum, i) => sum + i.amount, 0);
      const charge = Math.min(goods, shipment.baseFee * ways + shipment.surcharge);
      if (charge > 0) items.push({ lineId: null, sellerId: shipment.sellerId, item: 'return_shipping', amount: -charge, points: 0 });
    }
  }
  return { items, amount: items.reduce((sum, i) => sum + i.amount, 0), points: items.reduce((sum, i) => sum + i.points, 0) };
}
