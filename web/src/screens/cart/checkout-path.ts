/**
 * The checkout's address: `/purchase` orders the cart's selected lines; `/purchase?line=1&line=2`
 * orders just those lines of the cart (바로 구매), leaving the cart's selection as it was.
 */
export const CHECKOUT_PATH = '/purchase';

export function checkoutPath(lineIds: string[] = []): string {
  const query = new URLSearchParams(lineIds.map((id) => ['line', id]));
  return lineIds.length ? `${CHECKOUT_PATH}?${query}` : CHECKOUT_PATH;
}

/** The line ids a checkout address names (none: the selected lines). */
export function checkoutLineIds(params: URLSearchParams): string[] {
  return params.getAll('line').filter((id) => /^\d+$/.test(id));
}
