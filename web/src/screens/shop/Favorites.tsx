import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import { MeDocument, MyFavoritesDocument, RemoveFavoritesDocument } from '../../gql/graphql';

/** Mypage favorites: a table with select/deselect and the product name (spec section 2). */
export function Favorites() {
  const me = useQuery(MeDocument);
  const { data, refetch } = useQuery(MyFavoritesDocument, { variables: { limit: 50 }, skip: !me.data?.me });
  const [remove] = useMutation(RemoveFavoritesDocument);
  const { toast } = useFeedback();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const items = data?.myFavorites.items ?? [];
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  const toggle = (id: string) => setSelected((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));

  async function removeSelected() {
    const count = (await remove({ variables: { ids: [...selected] } })).data?.removeFavorites ?? 0;
    setSelected(new Set());
    toast(`관심 상품 ${count}개를 삭제했습니다.`);
    await refetch();
  }

  return (
    <section className="card">
      <h1>관심 상품</h1>
      {items.length === 0 ? (
        <p className="hint">관심 상품이 없습니다.</p>
      ) : (
        <>
          <table className="table" data-testid="favorites">
            <thead>
              <tr>
                <th>
                  <input type="checkbox" aria-label="전체 선택" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((i) => i.id)))} />
                </th>
                <th>상품명</th>
                <th>가격</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <input type="checkbox" aria-label={`${item.product?.name ?? ''} 선택`} checked={selected.has(item.id)} onChange={() => toggle(item.id)} />
                  </td>
                  <td>{item.product ? <Link to={`/products/${item.product.id}`}>{item.product.name}</Link> : '판매 종료된 상품'}</td>
                  <td>{item.product ? won(item.product.salePrice) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="secondary" disabled={selected.size === 0} onClick={() => void removeSelected()}>
            선택 삭제
          </button>
        </>
      )}
    </section>
  );
}
