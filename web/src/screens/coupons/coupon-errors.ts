import { CombinedGraphQLErrors } from '@apollo/client';

/** The spec's coupon refusals (section 8): 410 gone, 411 conditions not met. */
const COUPON_REFUSALS = new Set(['COUPON_GONE', 'COUPON_CONDITIONS_NOT_MET']);

/** The server's Korean message when `error` is a coupon refusal (COUPON_GONE / COUPON_CONDITIONS_NOT_MET), else null. */
export function couponRefusal(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => COUPON_REFUSALS.has(String(e.extensions?.code)));
  return refusal?.message ?? null;
}

/** The server's message for the field `name` of a refused input (`extensions.fields`), if it names it. */
export function fieldRefusal(error: unknown, name: string): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const fields = error.errors[0]?.extensions?.fields as { field: string; message: string }[] | undefined;
  return fields?.find(({ field }) => field === name)?.message ?? null;
}
