import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import {
  AdminOrderQueuesDocument,
  AdminOrderStatusCountsDocument,
  AdminOrdersDocument,
  type AdminOrderFilterInput,
  type AdminOrderRowFragment,
  type OrderQueue,
  type OrderStatus,
} from '../../gql/graphql';
import { MoreProducts } from '../../components/paging';
import { Button, DateField, EmptyState, ErrorState, LoadingState, ResponsiveTable, Select, Tabs, TextField, type Column } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { ADMIN_PAGE } from '../admin/paging';
import { formErrorsOf } from '../../lib/form-errors';
import { koreanDateTime, linesSummary, won } from '../orders/order-text';
import { OrderStatusChip, useOrderStatuses } from '../orders/OrderStatusChip';
import './admin-orders.css';

const TEXT = {
  title: '주문 관리',
  queues: '처리 대기',
  all: '전체',
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  orderNumber: '주문번호',
  buyer: '구매자',
  buyerHint: '주문자 이름, 닉네임, 아이디 또는 휴대폰 번호(끝자리)',
  status: '주문 상태',
  anyStatus: '모든 상태',
  from: '주문일 (부터)',
  to: '주문일 (까지)',
  search: '찾기',
  reset: '조건 지우기',
  caption: '찾은 주문',
  empty: '조건에 맞는 주문이 없습니다.',
  loadFailed: '주문을 불러오지 못했습니다.',
  columns: { number: '주문번호', date: '주문일', buyer: '구매자', lines: '상품', total: '결제 금액', status: '상태' },
};

/** The filter's fields, as the URL keeps them (so 뒤로 returns to the same search). */
const FIELDS = ['orderNumber', 'buyer', 'status', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

function filterOf(params: URLSearchParams): AdminOrderFilterInput {
  const status = params.get('status') as OrderStatus | null;
  return {
    orderNumber: params.get('orderNumber') || null,
    buyer: params.get('buyer') || null,
    statuses: status ? [status] : null,
    queue: (params.get('queue') as OrderQueue | null) || null,
    from: params.get('from') || null,
    to: params.get('to') || null,
  };
}

/** /admin/orders: every order, found by number, status, Korean order date and buyer; the queues waiting for the shop as chips. */
export function AdminOrders() {
  return (
    <AdminOnly>
      <Desk />
    </AdminOnly>
  );
}

function Desk() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const queues = useQuery(AdminOrderQueuesDocument, { fetchPolicy: 'cache-and-network' });
  const queue = params.get('queue');

  const chooseQueue = (next: string | null) => {
    const rest = new URLSearchParams(params);
    rest.delete('status');
    if (next) rest.set('queue', next);
    else rest.delete('queue');
    setParams(rest, { replace: true });
  };

  return (
    <section className="stack admin-orders">
      <h1>{TEXT.title}</h1>
      <Tabs
        label={TEXT.queues}
        value={queue ?? 'all'}
        options={[['all', TEXT.all], ...(queues.data?.adminOrderQueues ?? []).map((q): [string, string] => [q.queue, `${q.label} ${TEXT.count(q.count)}`])]}
        onChange={(next) => chooseQueue(next === 'all' ? null : next)}
      />
      <FilterForm key={params.toString()} params={params} onSearch={(next) => setParams(next)} />
      <Results filter={filter} />
    </section>
  );
}

function FilterForm({ params, onSearch }: { params: URLSearchParams; onSearch(next: URLSearchParams): void }) {
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Record<Field, string>);
  const counts = useQuery(AdminOrderStatusCountsDocument, { fetchPolicy: 'cache-and-network' });
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    const queue = params.get('queue');
    if (queue && !values.status) next.set('queue', queue);
    for (const field of FIELDS) if (values[field].trim()) next.set(field, values[field].trim());
    onSearch(next);
  }

  return (
    <form className="card admin-orders__filter" aria-label={TEXT.search} onSubmit={submit}>
      <TextField label={TEXT.orderNumber} name="orderNumber" value={values.orderNumber} autoComplete="off" onChange={(e) => set('orderNumber')(e.target.value)} />
      <TextField label={TEXT.buyer} name="buyer" hint={TEXT.buyerHint} value={values.buyer} autoComplete="off" onChange={(e) => set('buyer')(e.target.value)} />
      <Select label={TEXT.status} name="status" value={values.status} onChange={(e) => set('status')(e.target.value)}>
        <option value="">{TEXT.anyStatus}</option>
        {(counts.data?.adminOrderStatusCounts ?? []).map((s) => (
          <option key={s.status} value={s.status}>
            {s.label} ({s.count.toLocaleString('ko-KR')})
          </option>
        ))}
      </Select>
      <div className="admin-orders__dates">
        <DateField label={TEXT.from} name="from" value={values.from} onChange={set('from')} />
        <DateField label={TEXT.to} name="to" value={values.to} onChange={set('to')} />
      </div>
      <div className="row">
        <Button type="submit">{TEXT.search}</Button>
        <Button variant="secondary" onClick={() => onSearch(new URLSearchParams())}>
          {TEXT.reset}
        </Button>
      </div>
    </form>
  );
}

function Results({ filter }: { filter: AdminOrderFilterInput }) {
  const statuses = useOrderStatuses();
  const { data, error, loading, refetch, fetchMore } = useQuery(AdminOrdersDocument, { variables: { filter, offset: 0, limit: ADMIN_PAGE }, fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    // A refused filter names its field (filter.to ...): shown as the whole list's message.
    const refused = formErrorsOf(error, ['orderNumber', 'buyer', 'statuses', 'from', 'to']);
    const message = Object.values(refused.fields)[0] ?? refused.form ?? TEXT.loadFailed;
    return <ErrorState message={message} onRetry={() => void refetch()} />;
  }
  if (!data) return loading ? <LoadingState /> : null;
  const page = data.adminOrders;
  if (page.items.length === 0) return <EmptyState title={TEXT.empty} />;

  const columns: Column<AdminOrderRowFragment>[] = [
    {
      key: 'number',
      header: TEXT.columns.number,
      label: TEXT.columns.number,
      primary: true,
      cell: (o) => (
        <Link to={`/admin/orders/${o.id}`} className="admin-orders__number">
          {o.orderNumber}
        </Link>
      ),
    },
    { key: 'date', header: TEXT.columns.date, label: TEXT.columns.date, cell: (o) => koreanDateTime(o.createdAt) },
    { key: 'buyer', header: TEXT.columns.buyer, label: TEXT.columns.buyer, cell: (o) => `${o.ordererName}${o.buyer?.loginId ? ` (${o.buyer.loginId})` : ''}` },
    { key: 'lines', header: TEXT.columns.lines, label: TEXT.columns.lines, cell: (o) => linesSummary(o.lines) },
    { key: 'total', header: TEXT.columns.total, label: TEXT.columns.total, align: 'end', cell: (o) => won(o.total) },
    {
      key: 'status',
      header: TEXT.columns.status,
      label: TEXT.columns.status,
      cell: (o) => <OrderStatusChip status={o.status} statuses={statuses} fallback={{ label: o.statusLabel, colour: o.statusColour }} />,
    },
  ];
  return (
    <div className="stack">
      <ResponsiveTable caption={TEXT.caption} columns={columns} rows={page.items} rowKey={(o) => o.id} data-testid="admin-orders" />
      <MoreProducts shown={page.items.length} total={page.total} onMore={() => fetchMore({ variables: { offset: page.items.length } })} />
    </div>
  );
}
