import type { ApolloCache } from '@apollo/client';
import { MyCartDocument, type CartViewFragment } from '../../gql/graphql';
import { readTokens } from '../../lib/session';

/**
 * Every cart mutation answers with the whole cart (it has no id of its own, so the cache cannot
 * merge it by itself): the answer replaces `myCart`, which the cart screen, the checkout and the
 * header's count all read.
 */
export function writeCart(cache: ApolloCache, cart: CartViewFragment | undefined | null): void {
  if (cart) cache.writeQuery({ query: MyCartDocument, data: { myCart: cart } });
}

/** Whether a session (guest or member) is stored: without one there is no cart to ask for, and asking would create a guest. */
export function hasStoredSession(): boolean {
  return typeof window !== 'undefined' && readTokens() !== null;
}

/** A cart line holds 1..99 (the server's CHECK). */
export const MAX_QUANTITY = 99;

/** The most a stepper offers: 99, or the option's stock when lower. */
export function maxQuantity(stock: number | null | undefined): number {
  return stock == null ? MAX_QUANTITY : Math.max(1, Math.min(MAX_QUANTITY, stock));
}
