import { z } from '@shop/kit';

const whole = (max: number) => z.coerce.number().int().min(0).max(max);
const read = (schema: z.ZodType<number>, value: string | undefined, fallback: number): number => schema.parse(value === undefined || value === '' ? fallback : value);

/**
 * Points (적립금) as configuration (environment, with defaults; docs/decisions/points.md):
 * - POINTS_PURCHASE_RATE_PERCENT (1): earned on purchase confirmation, of what was paid for the goods kept;
 * - POINTS_REVIEW_TEXT (100) and POINTS_REVIEW_PHOTO (300): earned for a review without / with photos;
 * - POINTS_MIN_BALANCE (1000): spending starts once the balance reaches this;
 * - POINTS_USE_UNIT (10): spent in multiples of this many won;
 * - POINTS_EXPIRY_DAYS (180, spec section 9) and POINTS_EXPIRY_NOTICE_DAYS (7): a lot expires this
 *   many days after it was granted; its member is told this many days before;
 * - PAYMENT_MIN_AMOUNT (100): what a card payment must still be after points (the gateway's minimum).
 */
export function pointRules(env: NodeJS.ProcessEnv = process.env) {
  return {
    purchaseRatePercent: read(whole(100), env.POINTS_PURCHASE_RATE_PERCENT, 1),
    reviewText: read(whole(100_000), env.POINTS_REVIEW_TEXT, 100),
    reviewPhoto: read(whole(100_000), env.POINTS_REVIEW_PHOTO, 300),
    minBalance: read(whole(10_000_000), env.POINTS_MIN_BALANCE, 1000),
    useUnit: read(z.coerce.number().int().min(1).max(10_000), env.POINTS_USE_UNIT, 10),
    expiryDays: read(z.coerce.number().int().min(1).max(3650), env.POINTS_EXPIRY_DAYS, 180),
    expiryNoticeDays: read(z.coerce.number().int().min(0).max(90), env.POINTS_EXPIRY_NOTICE_DAYS, 7),
    paymentMinAmount: read(whole(1_000_000), env.PAYMENT_MIN_AMOUNT, 100),
  };
}
export type PointRules = ReturnType<typeof pointRules>;
