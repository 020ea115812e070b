import { CombinedGraphQLErrors } from '@apollo/client';

export const UNKNOWN_BILLING_ERROR = '알 수 없는 오류가 발생했습니다.';

/**
 * Spec section 8: a card registration or billing payment failure shows the server's (or the
 * gateway's) text cut at the first "[" and at the first "(", or the fallback when nothing is left.
 * "잔액이 부족합니다. [F113] (카드사)" -> "잔액이 부족합니다."
 */
export function billingFailureText(raw: string | null | undefined): string {
  const cut = (raw ?? '').split('[')[0]!.split('(')[0]!.trim();
  return cut || UNKNOWN_BILLING_ERROR;
}

/** The message of a refused billing request, cut as above. */
export function billingErrorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return billingFailureText(error.errors[0]?.message);
  return UNKNOWN_BILLING_ERROR;
}
