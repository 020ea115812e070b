import { useEffect } from 'react';

/**
 * Query parameters of spec section 2 on the screens that exist (docs/decisions/web-shell.md,
 * "Query parameters"). `targetId=<id>` (and `detail=<id>`, the same for lists whose items open)
 * points at one item of a list: the screen scrolls to it, focuses it and opens its detail.
 */
const ID = /^[1-9][0-9]{0,18}$/;

/** The item a list screen is asked to show: `targetId`, else `detail`; null when absent or not an id. */
export function targetIdFrom(params: URLSearchParams): string | null {
  for (const name of ['targetId', 'detail']) {
    const value = params.get(name)?.trim();
    if (value && ID.test(value)) return value;
  }
  return null;
}

/**
 * The order an order list is asked to open: `targetId` or `detail` as on every list, else `orderId`,
 * else the id of `simpleOrderId` (spec section 2: "an array of action and id", i.e.
 * `?simpleOrderId=<action>&simpleOrderId=<id>`: the return of the first shop's simplePay script;
 * payments here return through PortOne with imp_uid/merchant_uid, so such a link only opens the
 * order, docs/decisions/web-shell.md). Null when none is an id.
 */
export function orderIdFrom(params: URLSearchParams): string | null {
  const target = targetIdFrom(params);
  if (target) return target;
  const orderId = params.get('orderId')?.trim();
  if (orderId && ID.test(orderId)) return orderId;
  return (
    params
      .getAll('simpleOrderId')
      .find((value) => ID.test(value.trim()))
      ?.trim() ?? null
  );
}

/** The element id of a list item (`inquiry-12`), the anchor `useScrollToTarget` looks for. */
export const itemAnchor = (kind: string, id: string) => `${kind}-${id}`;

/**
 * Once the list is on the page (`ready`), scrolls the target item into the middle of the view and
 * focuses it (screen readers read it). An id that is not in the list does nothing.
 */
export function useScrollToTarget(kind: string, targetId: string | null, ready: boolean): void {
  useEffect(() => {
    if (!ready || !targetId) return;
    const element = document.getElementById(itemAnchor(kind, targetId));
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [kind, targetId, ready]);
}

/** `type` on a screen with tabs: the tab it names when it is one of `tabs`, else null. */
export function tabFrom<T extends string>(params: URLSearchParams, tabs: readonly T[]): T | null {
  const type = params.get('type');
  return type !== null && (tabs as readonly string[]).includes(type) ? (type as T) : null;
}
