import { won } from '@shop/kit';
import { distribute } from '../orders/refunds.js';
import type { CouponTarget } from './coupon.entities.js';

/**
 * What coupons take off a checkout: pure arithmetic on priced lines (no database), so the quote
 * the web shows and the order checkout creates are the same computation.
 *
 * Stacking is data: at most one `line` coupon on each line, one `order` coupon and one `shipping`
 * coupon per order. The best combination is chosen greedily — line coupons by their discount on
 * their best line, then the order coupon that takes most off what is left, then the shipping
 * coupon — and offered first (docs/decisions/coupons.md).
 */
export const STACKING: Record<CouponTarget, { per: 'line' | 'order'; max: number }> = {
  line: { per: 'line', max: 1 },
  order: { per: 'order', max: 1 },
  shipping: { per: 'order', max: 1 },
};

export interface PricingLine {
  index: number;
  productId: string;
  categoryId: string;
  brandId: string;
  lineTotal: number;
}

export interface PricingCoupon {
  id: string;
  target: CouponTarget;
  kind: 'percent' | 'fixed' | 'free_shipping';
  amount: number;
  maxDiscount: number | null;
  minOrderAmount: number;
  scope: string;
  scopeIds: string[];
}

/**
 * Lines the coupon's scope covers. A partner channel's coupon (its discount code) covers all goods:
 * what makes it the channel's is that an order using it is attributed to the channel
 * (docs/decisions/partners.md, "Channel coupons").
 */
export function eligibleLines(coupon: PricingCoupon, lines: readonly PricingLine[]): PricingLine[] {
  const ids = new Set(coupon.scopeIds.map(String));
  switch (coupon.scope) {
    case 'all':
      return [...lines];
    case 'products':
      return lines.filter((l) => ids.has(String(l.productId)));
    case 'categories':
      return lines.filter((l) => ids.has(String(l.categoryId)));
    case 'brands':
      return lines.filter((l) => ids.has(String(l.brandId)));
    case 'channel':
      return [...lines];
    default:
      return [];
  }
}

/** The discount on `base` won of goods: a percent (floored, capped) or a fixed amount, never more than the base. */
export function discountOn(coupon: Pick<PricingCoupon, 'kind' | 'amount' | 'maxDiscount'>, base: number): number {
  if (base <= 0) return 0;
  if (coupon.kind === 'percent') {
    const raw = Math.floor((base * coupon.amount) / 100);
    return Math.min(coupon.maxDiscount ?? raw, raw, base);
  }
  if (coupon.kind === 'fixed') return Math.min(coupon.amount, base);
  return 0;
}

export interface Allocation {
  /** Discount per line index (line coupons and the order coupon's share). */
  lineDiscounts: Map<number, number>;
  /** The coupons that take something, with what they take (won) and, for line coupons, their line. */
  applied: { couponId: string; discount: number; lineIndex: number | null }[];
  /** The delivery fee the shipping coupon waives. */
  shippingDiscount: number;
  /** Coupons that cannot be used here, with why (411: conditions) — for a chosen set, the refusal. */
  refused: { couponId: string; reason: string; stacking: boolean }[];
}

/**
 * Applies `chosen` (in the order given) to the lines: line coupons to their best line without one,
 * then one order coupon on what the line coupons left, then one shipping coupon. A coupon that
 * breaks the stacking rule, finds nothing in scope or falls under its minimum is refused with the
 * reason; one that takes 0 won (free shipping on a free delivery) is neither applied nor refused.
 */
export function allocate(chosen: readonly PricingCoupon[], lines: readonly PricingLine[], deliveryTotal: number): Allocation {
  const lineDiscounts = new Map<number, number>();
  const lineCoupon = new Set<number>();
  const applied: Allocation['applied'] = [];
  const refused: Allocation['refused'] = [];
  const used: Record<CouponTarget, number> = { line: 0, order: 0, shipping: 0 };
  const left = (line: PricingLine) => line.lineTotal - (lineDiscounts.get(line.index) ?? 0);
  const ordered = [...chosen].sort((a, b) => rank(a.target) - rank(b.target));
  for (const coupon of ordered) {
    const rule = STACKING[coupon.target];
    if (rule.per === 'order' && used[coupon.target] >= rule.max) {
      refused.push({ couponId: coupon.id, reason: coupon.target === 'shipping' ? '배송비 쿠폰은 주문에 하나만 쓸 수 있어요.' : '주문 쿠폰은 주문에 하나만 쓸 수 있어요.', stacking: true });
      continue;
    }
    const scope = eligibleLines(coupon, lines);
    if (coupon.target === 'shipping') {
      const base = scope.reduce((sum, l) => sum + left(l), 0);
      if (!scope.length) refused.push({ couponId: coupon.id, reason: '쿠폰을 쓸 수 있는 상품이 없어요.', stacking: false });
      else if (base < coupon.minOrderAmount) refused.push({ couponId: coupon.id, reason: `${won(coupon.minOrderAmount)} 이상 구매 시 사용 가능`, stacking: false });
      else if (deliveryTotal > 0) {
        used.shipping += 1;
        applied.push({ couponId: coupon.id, discount: deliveryTotal, lineIndex: null });
      }
      continue;
    }
    if (coupon.target === 'line') {
      const free = scope.filter((l) => !lineCoupon.has(l.index) && left(l) >= coupon.minOrderAmount);
      if (!scope.length) refused.push({ couponId: coupon.id, reason: '쿠폰을 쓸 수 있는 상품이 없어요.', stacking: false });
      else if (!free.length && scope.some((l) => !lineCoupon.has(l.index))) refused.push({ couponId: coupon.id, reason: `${won(coupon.minOrderAmount)} 이상 구매 시 사용 가능`, stacking: false });
      else if (!free.length) refused.push({ couponId: coupon.id, reason: '상품 하나에는 상품 쿠폰을 하나만 쓸 수 있어요.', stacking: true });
      else {
        const best = free.map((l) => ({ line: l, discount: discountOn(coupon, left(l)) })).sort((a, b) => b.discount - a.discount || a.line.index - b.line.index)[0]!;
        if (best.discount > 0) {
          lineCoupon.add(best.line.index);
          lineDiscounts.set(best.line.index, (lineDiscounts.get(best.line.index) ?? 0) + best.discount);
          applied.push({ couponId: coupon.id, discount: best.discount, lineIndex: best.line.index });
        }
      }
      continue;
    }
    // The order coupon on what the line coupons left of the goods in its scope, shared by line.
    const base = scope.reduce((sum, l) => sum + left(l), 0);
    if (!scope.length) refused.push({ couponId: coupon.id, reason: '쿠폰을 쓸 수 있는 상품이 없어요.', stacking: false });
    else if (base < coupon.minOrderAmount) refused.push({ couponId: coupon.id, reason: `${won(coupon.minOrderAmount)} 이상 구매 시 사용 가능`, stacking: false });
    else {
      const discount = discountOn(coupon, base);
      if (discount > 0) {
        used.order += 1;
        const shares = distribute(discount, scope.map(left));
        scope.forEach((l, i) => lineDiscounts.set(l.index, (lineDiscounts.get(l.index) ?? 0) + shares[i]!));
        applied.push({ couponId: coupon.id, discount, lineIndex: null });
      }
    }
  }
  const shippingDiscount = applied.filter((a) => ordered.find((c) => c.id === a.couponId)?.target === 'shipping').reduce((sum, a) => sum + a.discount, 0);
  return { lineDiscounts, applied, shippingDiscount, refused };
}

const rank = (target: CouponTarget) => ({ line: 0, order: 1, shipping: 2 })[target];

/**
 * The best combination of the member's usable coupons (greedy, see above): each line coupon on
 * its own best line (the larger discounts first), the order coupon that takes most after them, the
 * shipping coupon that waives the fee. Returns the coupon ids in the order allocate() takes them.
 */
export function bestCombination(coupons: readonly PricingCoupon[], lines: readonly PricingLine[], deliveryTotal: number): string[] {
  const lineCoupons = coupons
    .filter((c) => c.target === 'line')
    .map((c) => ({ c, best: Math.max(0, ...eligibleLines(c, lines).map((l) => (l.lineTotal >= c.minOrderAmount ? discountOn(c, l.lineTotal) : 0))) }))
    .filter((x) => x.best > 0)
    .sort((a, b) => b.best - a.best || Number(a.c.id) - Number(b.c.id))
    .map((x) => x.c);
  const chosen: PricingCoupon[] = [];
  for (const coupon of lineCoupons) {
    const trial = allocate([...chosen, coupon], lines, deliveryTotal);
    if (trial.applied.some((a) => a.couponId === coupon.id)) chosen.push(coupon);
  }
  const pick = (target: CouponTarget) => {
    let best: { coupon: PricingCoupon; discount: number } | null = null;
    for (const coupon of coupons.filter((c) => c.target === target)) {
      const discount = allocate([...chosen, coupon], lines, deliveryTotal).applied.find((a) => a.couponId === coupon.id)?.discount ?? 0;
      if (discount > 0 && (!best || discount > best.discount || (discount === best.discount && Number(coupon.id) < Number(best.coupon.id)))) best = { coupon, discount };
    }
    if (best) chosen.push(best.coupon);
  };
  pick('order');
  pick('shipping');
  return chosen.map((c) => c.id);
}
