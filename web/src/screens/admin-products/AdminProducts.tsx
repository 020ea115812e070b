import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { AdminProductsDocument, type AdminProductRowFragment } from '../../gql/graphql';
import { MoreProducts } from '../../components/paging';
import { won } from '../../components/ProductCard';
import { errorMessage } from '../../lib/apollo';
import { Button, ButtonLink, EmptyState, ErrorState, LoadingState, ResponsiveTable, Tabs, TextField, type Column } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { ADMIN_PAGE } from '../admin/paging';
import { PRODUCT_STATUS, STATUS_OPTIONS } from './product-text';
import './admin-products.css';

const TEXT = {
  title: '상품 관리',
  add: '새 상품 등록',
  search: '상품 찾기',
  searchLabel: '상품 이름, 브랜드, 키워드 또는 상품 번호',
  find: '찾기',
  statusTabs: '판매 상태',
  all: '전체',
  caption: '상품 목록',
  empty: '조건에 맞는 상품이 없습니다.',
  columns: { name: '상품', brand: '브랜드', price: '판매가', stock: '재고', status: '상태' },
  stock: (n: number, options: number) => `${n.toLocaleString('ko-KR')}개${options > 1 ? ` (옵션 ${options}개)` : ''}`,
};

/** /admin/products: every product (hidden too), searched as the shop searches, by status; opens the form. */
export function AdminProducts() {
  return (
    <AdminOnly>
      <Desk />
    </AdminOnly>
  );
}

function Desk() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const [text, setText] = useState(query);
  const { data, error, loading, refetch, fetchMore } = useQuery(AdminProductsDocument, {
    variables: { query: query || null, status: status || null, offset: 0, limit: ADMIN_PAGE },
    fetchPolicy: 'cache-and-network',
  });

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };

  const columns: Column<AdminProductRowFragment>[] = [
    {
      key: 'name',
      header: TEXT.columns.name,
      label: TEXT.columns.name,
      primary: true,
      cell: (p) => (
        <Link to={`/admin/products/${p.id}`} className="admin-products__name">
          <img src={p.imageUrl} alt="" width={40} height={40} loading="lazy" />
          <span>{p.name}</span>
        </Link>
      ),
    },
    { key: 'brand', header: TEXT.columns.brand, label: TEXT.columns.brand, cell: (p) => p.brand.name },
    { key: 'price', header: TEXT.columns.price, label: TEXT.columns.price, align: 'end', cell: (p) => won(p.salePrice) },
    {
      key: 'stock',
      header: TEXT.columns.stock,
      label: TEXT.columns.stock,
      align: 'end',
      cell: (p) =>
        TEXT.stock(
          p.options.reduce((sum, o) => sum + o.stock, 0),
          p.options.length,
        ),
    },
    {
      key: 'status',
      header: TEXT.columns.status,
      label: TEXT.columns.status,
      cell: (p) => <span className={`admin-products__status admin-products__status--${p.status}`}>{PRODUCT_STATUS[p.status] ?? p.status}</span>,
    },
  ];

  return (
    <section className="stack">
      <div className="row between">
        <h1>{TEXT.title}</h1>
        <ButtonLink to="/admin/products/new" size="sm">
          {TEXT.add}
        </ButtonLink>
      </div>
      <form className="row admin-products__search" role="search" aria-label={TEXT.search} onSubmit={submit}>
        <TextField label={TEXT.searchLabel} hideLabel placeholder={TEXT.searchLabel} type="search" value={text} onChange={(e) => setText(e.target.value)} className="admin-products__query" />
        <Button type="submit">{TEXT.find}</Button>
      </form>
      <Tabs label={TEXT.statusTabs} value={status || 'all'} options={[['all', TEXT.all], ...STATUS_OPTIONS]} onChange={(next) => update({ status: next === 'all' ? '' : next })} />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        loading && <LoadingState />
      ) : data.adminProducts.items.length === 0 ? (
        <EmptyState title={TEXT.empty} />
      ) : (
        <>
          <ResponsiveTable caption={TEXT.caption} columns={columns} rows={data.adminProducts.items} rowKey={(p) => p.id} data-testid="admin-products" />
          <MoreProducts shown={data.adminProducts.items.length} total={data.adminProducts.total} onMore={() => fetchMore({ variables: { offset: data.adminProducts.items.length } })} />
        </>
      )}
    </section>
  );
}
