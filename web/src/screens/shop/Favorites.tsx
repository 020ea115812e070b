import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import { MeDocument, MyFavoritesDocument, RemoveFavoritesDocument } from '../../gql/graphql';
import { forgetFavorites } from './FavoriteButton';
import { Button, ButtonLink, Checkbox, EmptyState, LoadingState, ResponsiveTable } from '../../ui';

/** Mypage favorites: a table with select/deselect and the product name (spec section 2). */
export function Favorites() {
  const me = useQuery(MeDocument);
  const { data, loading, refetch } = useQuery(MyFavoritesDocument, { variables: { limit: 50 }, skip: !me.data?.me });
  const [remove] = useMutation(RemoveFavoritesDocument);
  const client = useApolloClient();
  const { toast } = useFeedback();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const items = data?.myFavorites.items ?? [];
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  const toggle = (id: string) => setSelected((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));

  async function removeSelected() {
    const count = (await remove({ variables: { ids: [...selected] } })).data?.removeFavorites ?? 0;
    forgetFavorites(
      client.cache,
      items.filter((i) => selected.has(i.id)).map((i) => i.productId),
    );
    setSelected(new Set());
    toast(`관심 상품 ${count}개를 삭제했습니다.`);
    await refetch();
  }

  return (
    <section className="card">
      <h1>관심 상품</h1>
      {loading && !data ? (
        <LoadingState />
      ) : items.length === 0 ? (
        <EmptyState
          title="관심 상품이 없습니다."
          description="마음에 드는 상품을 관심 상품에 담아두세요."
          action={
            <ButtonLink to="/" variant="secondary" size="sm">
              상품 둘러보기
            </ButtonLink>
          }
        />
      ) : (
        <>
          <Checkbox label="전체 선택" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((i) => i.id)))} />
          <ResponsiveTable
            data-testid="favorites"
            caption="관심 상품 목록"
            rows={items}
            rowKey={(item) => item.id}
            columns={[
              {
                key: 'select',
                header: <span className="visually-hidden">선택</span>,
                label: '선택',
                // No words beside the box (the row names the product); aria-label names it.
                cell: (item) => <Checkbox label={null} aria-label={`${item.product?.name ?? ''} 선택`} checked={selected.has(item.id)} onChange={() => toggle(item.id)} />,
              },
              {
                key: 'name',
                header: '상품명',
                label: '상품명',
                primary: true,
                cell: (item) => (item.product ? <Link to={`/products/${item.product.id}`}>{item.product.name}</Link> : '판매 종료된 상품'),
              },
              { key: 'price', header: '가격', label: '가격', cell: (item) => (item.product ? won(item.product.salePrice) : '-') },
            ]}
          />
          <Button variant="secondary" disabled={selected.size === 0} onClick={() => void removeSelected()}>
            선택 삭제
          </Button>
        </>
      )}
    </section>
  );
}
