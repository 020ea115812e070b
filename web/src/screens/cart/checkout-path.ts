/**
 * The checkout's address: `/purchase` orders the cart's selected lines; `/purchase?line=1&line=2`
 * orders just those lines of the cart, leaving the cart's selection as it was;
 * `/purchase?product=7&option=12&quantity=2` (바로 구매) orders exactly that product, option and
 * quantity and leaves the cart untouched; `&cooperate=5` buys it through that group-buying event
 * (공동구매가로 구매: the server prices the line at the event's group price while it runs).
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

export interface DirectItem {
  productId: string;
  optionId: string | null;
  quantity: number;
  /** The group-buying event the item is bought through (its id), if any. */
  cooperate?: string;
}

/** 바로 구매's checkout: this product, option and quantity, not the cart. */
export function directCheckoutPath(item: DirectItem): string {
  const query = new URLSearchParams({ product: item.productId, quantity: String(item.quantity) });
  if (item.optionId) query.set('option', item.optionId);
  if (item.cooperate) query.set('cooperate', item.cooperate);
  return `${CHECKOUT_PATH}?${query}`;
}

/** The item a 바로 구매 address names, or null (the server checks the quantity like any other). */
export function directItemOf(params: URLSearchParams): DirectItem | null {
  const productId = params.get('product') ?? '';
  const optionId = params.get('option');
  const quantity = Number(params.get('quantity') ?? '1');
  const cooperate = params.get('cooperate');
  if (!/^\d+$/.test(productId) || (optionId !== null && !/^\d+$/.test(optionId)) || !Number.isInteger(quantity) || quantity < 1) return null;
  if (cooperate !== null && !/^\d+$/.test(cooperate)) return null;
  return { productId, optionId, quantity, ...(cooperate ? { cooperate } : {}) };
}
