import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router';
import { won } from '../../components/ProductCard';
import { CompareListDocument, MeDocument, RemoveFromCompareDocument } from '../../gql/graphql';
import { Button, ButtonLink, EmptyState } from '../../ui';

/** Side-by-side nutrient table: one row per nutrient any product has, one column per product. */
export function Compare() {
  const me = useQuery(MeDocument);
  const { data, refetch } = useQuery(CompareListDocument, { skip: !me.data?.me });
  const [remove] = useMutation(RemoveFromCompareDocument);
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const items = (data?.myCompareList ?? []).filter((i) => i.product);
  const rows = new Map<string, { name: string; unit: string; amounts: (number | null)[] }>();
  items.forEach((item, column) => {
    for (const fact of item.product!.nutrientFacts) {
      const row = rows.get(fact.nutrientCode) ?? { name: fact.name, unit: fact.unit, amounts: items.map(() => null) };
      row.amounts[column] = fact.amount;
      rows.set(fact.nutrientCode, row);
    }
  });
  return (
    <section className="card">
      <h1>영양제 비교</h1>
      {items.length === 0 ? (
        <EmptyState
          title="비교함이 비어 있습니다."
          description="상품 페이지에서 비교함에 담으면 성분을 나란히 비교할 수 있습니다."
          action={
            <ButtonLink to="/search?query=비타민" variant="secondary" size="sm">
              상품 찾아보기
            </ButtonLink>
          }
        />
      ) : (
        <div className="table-scroll">
          <table className="table compare" data-testid="compare-table">
            <thead>
              <tr>
                <th>성분</th>
                {items.map((item) => (
                  <th key={item.id}>
                    <Link to={`/products/${item.product!.id}`}>{item.product!.name}</Link>
                    <div className="hint">{won(item.product!.salePrice)}</div>
                    <Button variant="ghost" size="sm" onClick={() => void remove({ variables: { id: item.id } }).then(() => refetch())}>
                      빼기
                    </Button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...rows.entries()].map(([code, row]) => (
                <tr key={code}>
                  <td>{row.name}</td>
                  {row.amounts.map((amount, i) => (
                    <td key={i}>{amount === null ? '-' : `${amount.toLocaleString('ko-KR')} ${row.unit}`}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
