import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { MoreProducts } from '../../components/paging';
import { useFeedback } from '../../components/Feedback';
import { MeDocument, MyOrderListDocument, ReorderMyOrderDocument, type OrderStatus } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { orderIdFrom } from '../../lib/query-params';
import { Button, ButtonLink, Chip, EmptyState, ErrorState, LoadingState, ResponsiveTable, Tabs } from '../../ui';
import { LineReviewLink } from './LineReviewLink';
import { HideOrderButton, MemberOrder } from './OrderDetail';
import { OrderStatusChip, useOrderStatuses } from './OrderStatusChip';
import { linesSummary, won } from './order-text';

export const ORDER_PAGE = 20;

/**
 * The filter chips: the statuses a buyer looks for (labels from orderStatuses). Checkouts never
 * paid are not orders of the list: they are under 결제대기 (`?view=pending_payment`) until the
 * server releases them.
 */
const FILTERS: readonly OrderStatus[] = ['ready', 'paid', 'delivery_ready', 'delivery_shipping', 'delivery_complete', 'complete', 'cancel_complete', 'cancelled'];
const PENDING_VIEW = 'pending_payment';

export const LIST_TEXT = {
  pending: '결제대기',
  pendingHint: '결제하지 않은 주문은 결제 기한이 지나면 자동으로 취소되고 목록에서 사라집니다.',
  pendingEmpty: '결제를 기다리는 주문이 없습니다.',
  track: '배송조회',
  reorder: '재구매',
  reordered: '장바구니에 담았습니다.',
  cart: '장바구니 보기',
  skipped: (names: string) => `담지 못한 상품: ${names}`,
};

/** 재구매: the server puts the order's products in the cart (one key per tap intent: a double tap adds once). */
function ReorderButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [reorder, { loading }] = useMutation(ReorderMyOrderDocument, {
    // The header's count and the cart are read again.
    update: (cache) => {
      cache.evict({ fieldName: 'myCart' });
      cache.gc();
    },
  });
  const { toast, alert } = useFeedback();
  const navigate = useNavigate();
  const [key] = useState(() => `reorder-${orderId}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
  async function run() {
    try {
      const { data } = await reorder({ variables: { id: orderId }, context: { headers: { 'idempotency-key': key } } });
      const result = data!.reorder;
      const skipped = result.skipped.map((line) => `${line.name}(${line.reason})`).join(', ');
      if (result.added === 0) return alert(LIST_TEXT.skipped(skipped));
      toast(skipped ? `${LIST_TEXT.reordered} ${LIST_TEXT.skipped(skipped)}` : LIST_TEXT.reordered);
      navigate('/cart');
    } catch (e) {
      alert(errorMessage(e));
    }
  }
  return (
    <Button type="button" variant="secondary" size="sm" disabled={loading} aria-label={`${LIST_TEXT.reorder} (${orderNumber})`} onClick={() => void run()}>
      {LIST_TEXT.reorder}
    </Button>
  );
}

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
  // The mypage summary's 주문접수 count links `?status=order_request`: that is the 결제대기 list.
  const pending = params.get('view') === PENDING_VIEW || raw === 'order_request';
  const status = !pending && raw && (FILTERS as readonly string[]).includes(raw) ? (raw as OrderStatus) : null;
  const detail = orderIdFrom(params);
  const { data, loading, error, refetch, fetchMore } = useQuery(MyOrderListDocument, {
    variables: { status, view: pending ? 'pending_payment' : null, offset: 0, limit: ORDER_PAGE },
    skip: !me.data?.me || Boolean(detail),
  });
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const back = pending ? `?view=${PENDING_VIEW}` : status ? `?status=${status}` : '.';
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
  const detailLink = (id: string) => `?${new URLSearchParams({ ...(pending ? { view: PENDING_VIEW } : {}), ...(status ? { status } : {}), detail: id })}`;

  return (
    <div className="stack">
      <h1>주문 내역</h1>
      <OrderListTabs value="delivery" />
      {statuses.size > 0 && (
        <nav className="chips chips--scroll" aria-label="주문 상태">
          {[null, ...FILTERS].map((code) => (
            <Chip key={code ?? 'all'} active={!pending && status === code}>
              <Link to={code ? `?status=${code}` : '.'} aria-current={!pending && status === code ? 'page' : undefined} replace>
                {code ? statuses.get(code)?.label : '전체'}
              </Link>
            </Chip>
          ))}
          <Chip active={pending}>
            <Link to={`?view=${PENDING_VIEW}`} aria-current={pending ? 'page' : undefined} replace>
              {LIST_TEXT.pending}
            </Link>
          </Chip>
        </nav>
      )}
      {pending && <p className="hint">{LIST_TEXT.pendingHint}</p>}
      <section className="card">
        {error && !page ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (loading || me.loading) && !page ? (
          <LoadingState label="주문 내역을 불러오는 중…" />
        ) : !page || page.items.length === 0 ? (
          <EmptyState
            title={pending ? LIST_TEXT.pendingEmpty : status ? `${statuses.get(status)?.label ?? ''} 상태의 주문이 없습니다.` : '주문 내역이 없습니다.'}
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
                      <Link to={detailLink(order.id)} className="order-thumb-link">
                        {order.lines[0]?.product?.imageUrl && <img className="order-thumb" src={order.lines[0].product.imageUrl} alt="" width={56} height={56} loading="lazy" />}
                        <span>{linesSummary(order.lines)}</span>
                      </Link>
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
                      {order.actions.track && (
                        <ButtonLink to={detailLink(order.id)} variant="secondary" size="sm" aria-label={`${LIST_TEXT.track} (${order.orderNumber})`}>
                          {LIST_TEXT.track}
                        </ButtonLink>
                      )}
                      {order.actions.reorder && <ReorderButton orderId={order.id} orderNumber={order.orderNumber} />}
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
