import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { CartCountDocument } from '../../gql/graphql';
import { hasStoredSession } from './cart-cache';
import './buying.css';

export const CART_LINK_TEXT = {
  label: '장바구니',
  withCount: (count: number) => `장바구니 ${count}개`,
};

const CartIcon = () => (
  <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M3 4h2.5l2.2 11.2a1.5 1.5 0 0 0 1.5 1.3h8.6a1.5 1.5 0 0 0 1.5-1.2L21 8H6.3" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </svg>
);

/**
 * The header's cart icon with the number of lines. Only a stored session (guest or member) asks
 * for it: an anonymous visitor has no cart, and asking would create a guest for them. The count
 * comes from the cache the cart mutations write (cart-cache.ts), so it follows every change.
 */
export function CartLink() {
  const { data } = useQuery(CartCountDocument, { skip: !hasStoredSession(), fetchPolicy: 'cache-first' });
  const count = data?.myCart.lines.length ?? 0;
  return (
    <Link to="/cart" className="shell-icon-link cart-link" aria-label={count ? CART_LINK_TEXT.withCount(count) : CART_LINK_TEXT.label} data-testid="cart-link">
      <CartIcon />
      {count > 0 && (
        <span className="cart-link__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
