import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { MoreProducts } from '../../components/paging';
import { MeDocument, MyOrderListDocument, type OrderStatus } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { targetIdFrom } from '../../lib/query-params';
import { ButtonLink, Chip, EmptyState, ErrorState, LoadingState, ResponsiveTable, Tabs } from '../../ui';
import { LineReviewLink } from './LineReviewLink';
import { HideOrderButton, MemberOrder } from './OrderDetail';
import { OrderStatusChip, useOrderStatuses } from './OrderStatusChip';
import { linesSummary, won } from './order-text';

export const ORDER_PAGE = 20;

/** The filter chips: the statuses a buyer looks for (labels from orderStatuses). */
const FILTERS: readonly OrderStatus[] = ['order_request', 'ready', 'paid', 'delivery_ready', 'delivery_shipping', 'delivery_complete', 'complete', 'cancel_complete', 'cancelled'];

type Area = 'delivery' | 'request';

/** The two lists of mypage orderList (spec section 2) as tabs. */
export function OrderListTabs({ value }: { value: Area }) {
  const navigate = useNavigate();
  return (
    <Tabs<Area>
      label="주문 내역"
      value={value}
      options={[
        ['delivery', '주문·배송'],
        ['request', '취소·반품·교환'],
      ]}
      onChange={(area) => navigate(`/mypage/orderList/${area}`)}
    />
  );
}

/** `?detail=<id>` (spec query parameter): the order shown in place of the list, with a way back. */
export function DetailPanel({ id, back }: { id: string; back: string }) {
  const navigate = useNavigate();
  return (
    <section className="stack" aria-label="주문 상세">
      <div className="row between">
        <h2>주문 상세</h2>
        <ButtonLink to={back} variant="secondary" size="sm">
          목록으로
        </ButtonLink>
      </div>
      <MemberOrder id={id} onHidden={() => navigate(back, { replace: true })} />
    </section>
  );
}

/**
 * /mypage/orderList/delivery: the member's orders, newest first (order number, date, first product
 * + '외 N건', total, status chip), filtered by status chips (`?status=`), 더보기; `?detail=<id>`
 * opens one.
 */
export function OrderList() {
  const me = useQuery(MeDocument);
  const [params] = useSearchParams();
  const statuses = useOrderStatuses();
  const raw = params.get('status');
  const status = raw && (FILTERS as readonly string[]).includes(raw) ? (raw as OrderStatus) : null;
  const detail = targetIdFrom(params);
  const { data, loading, error, refetch, fetchMore } = useQuery(MyOrderListDocument, {
    variables: { status, offset: 0, limit: ORDER_PAGE },
    skip: !me.data?.me || Boolean(detail),
  });
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const back = status ? `?status=${status}` : '.';
  if (detail) {
    return (
      <div className="stack">
        <h1>주문 내역</h1>
        <OrderListTabs value="delivery" />
        <DetailPanel id={detail} back={back === '.' ? '/mypage/orderList/delivery' : back} />
      </div>
    );
  }
  const page = data?.myOrders;
  const detailLink = (id: string) => `?${new URLSearchParams({ ...(status ? { status } : {}), detail: id })}`;

  return (
    <div className="stack">
      <h1>주문 내역</h1>
      <OrderListTabs value="delivery" />
      {statuses.size > 0 && (
        <nav className="chips chips--scroll" aria-label="주문 상태">
          {[null, ...FILTERS].map((code) => (
            <Chip key={code ?? 'all'} active={status === code}>
              <Link to={code ? `?status=${code}` : '.'} aria-current={status === code ? 'page' : undefined} replace>
                {code ? statuses.get(code)?.label : '전체'}
              </Link>
            </Chip>
          ))}
        </nav>
      )}
      <section className="card">
        {error && !page ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (loading || me.loading) && !page ? (
          <LoadingState label="주문 내역을 불러오는 중…" />
        ) : !page || page.items.length === 0 ? (
          <EmptyState
            title={status ? `${statuses.get(status)?.label ?? ''} 상태의 주문이 없습니다.` : '주문 내역이 없습니다.'}
            action={
              <ButtonLink to="/" variant="secondary" size="sm">
                쇼핑하러 가기
              </ButtonLink>
            }
          />
        ) : (
          <>
            <ResponsiveTable
              data-testid="orders"
              caption="내 주문 목록"
              rows={page.items}
              rowKey={(order) => order.id}
              columns={[
                {
                  key: 'product',
                  header: '상품',
                  label: '상품',
                  primary: true,
                  cell: (order) => (
                    <>
                      <Link to={detailLink(order.id)}>{linesSummary(order.lines)}</Link>
                      {order.lines.some((line) => line.reviewable || line.reviewId) && (
                        <span className="order-actions order-review-links">
                          {order.lines.map((line) => (
                            <LineReviewLink key={line.id} orderId={order.id} line={line} named={order.lines.length > 1} />
                          ))}
                        </span>
                      )}
                    </>
                  ),
                },
                { key: 'number', header: '주문번호', label: '주문번호', cell: (order) => order.orderNumber },
                { key: 'date', header: '주문일', label: '주문일', cell: (order) => koreanDay(order.createdAt) },
                { key: 'total', header: '결제 금액', label: '결제 금액', align: 'end', cell: (order) => won(order.total) },
                {
                  key: 'status',
                  header: '상태',
                  label: '상태',
                  cell: (order) => <OrderStatusChip status={order.status} statuses={statuses} fallback={{ label: order.statusLabel, colour: order.statusColour }} />,
                },
                {
                  key: 'manage',
                  header: <span className="visually-hidden">관리</span>,
                  label: '관리',
                  cell: (order) => (
                    <div className="order-actions">
                      <ButtonLink to={detailLink(order.id)} variant="secondary" size="sm" aria-label={`상세 (${order.orderNumber})`}>
                        상세
                      </ButtonLink>
                      {order.actions.hide && <HideOrderButton orderId={order.id} orderNumber={order.orderNumber} onHidden={() => void refetch()} />}
                    </div>
                  ),
                },
              ]}
            />
            <MoreProducts shown={page.items.length} total={page.total} onMore={() => fetchMore({ variables: { offset: page.items.length } })} />
          </>
        )}
      </section>
    </div>
  );
}
