import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useFeedback } from '../../components/Feedback';
import { AddFavoriteDocument, RemoveFavoritesDocument, type FavoriteStateFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button } from '../../ui';

/** After favorites are removed by id, the products they pointed at show an empty heart again. */
export function forgetFavorites(cache: ApolloCache, productIds: string[]): void {
  for (const id of productIds) {
    cache.modify({ id: cache.identify({ __typename: 'Product', id }), fields: { isFavorite: () => false, myFavoriteId: () => null } });
  }
}

/** A filled heart when the product is a favorite, an outline when not (the state is also aria-pressed). */
const Heart = ({ filled }: { filled: boolean }) => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    style={filled ? { color: 'var(--color-danger)' } : undefined}
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={2}
    strokeLinejoin="round"
  >
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
  </svg>
);

/**
 * The 관심 상품 toggle: a toggle button (aria-pressed) whose name stays "관심 상품", so a screen
 * reader says "관심 상품, 눌림" and the label does not jump between two widths.
 */
export function FavoriteButton({ product }: { product: FavoriteStateFragment }) {
  const [add] = useMutation(AddFavoriteDocument);
  const [remove] = useMutation(RemoveFavoritesDocument);
  const client = useApolloClient();
  const { toast, alert } = useFeedback();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      if (product.isFavorite && product.myFavoriteId) {
        await remove({ variables: { ids: [product.myFavoriteId] } });
        forgetFavorites(client.cache, [product.id]);
        toast('관심 상품에서 뺐습니다.');
      } else {
        await add({ variables: { productId: product.id } });
        toast('관심 상품에 추가했습니다.');
      }
    } catch (e) {
      alert(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" aria-pressed={product.isFavorite} disabled={busy} data-testid="favorite-button" onClick={() => void toggle()}>
      <Heart filled={product.isFavorite} />
      관심 상품
    </Button>
  );
}
