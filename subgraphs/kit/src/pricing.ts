/**
 * Money rules two services must apply the same way: partners shows a combination's price,
 * commerce charges it. Whole won throughout.
 */

/**
 * A unit price less a percentage (a combination's discount rate), rounded DOWN to 10 won: the
 * price of one unit as the order line records it (line total = this x quantity).
 */
export function discountedUnitPrice(unitPrice: number, ratePercent: number): number {
  return Math.floor((unitPrice * (100 - ratePercent)) / 1000) * 10;
}
