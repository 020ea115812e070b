import { z } from '@shop/kit';

const minutes = z.coerce
  .number()
  .int()
  .min(1)
  .max(7 * 24 * 60);
const days = z.coerce.number().int().min(1).max(90);
const read = <S extends z.ZodType>(schema: S, value: string | undefined, fallback: number): z.infer<S> => schema.parse(value === undefined || value === '' ? fallback : value);

/**
 * What Korean shoppers expect by law and habit, as configuration (environment, with defaults):
 * - ORDER_UNPAID_TTL_MINUTES (30): an order not paid by then is cancelled and its stock released;
 * - ORDER_VBANK_DEPOSIT_HOURS (24): the virtual-account deposit deadline, after which the same happens;
 * - ORDER_RETURN_DAYS (7): 청약철회, returns and exchanges within this many days of delivery;
 * - ORDER_AUTO_CONFIRM_DAYS (7): purchase confirmed by the shop this many days after delivery.
 */
export function orderRules(env: NodeJS.ProcessEnv = process.env) {
  return {
    unpaidTtlMinutes: read(minutes, env.ORDER_UNPAID_TTL_MINUTES, 30),
    vbankDepositHours: read(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(14 * 24),
      env.ORDER_VBANK_DEPOSIT_HOURS,
      24,
    ),
    returnDays: read(days, env.ORDER_RETURN_DAYS, 7),
    autoConfirmDays: read(days, env.ORDER_AUTO_CONFIRM_DAYS, 7),
  };
}
export type OrderRules = ReturnType<typeof orderRules>;
