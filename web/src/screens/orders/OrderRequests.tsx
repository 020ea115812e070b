import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { MeDocument, MyClaimOrdersDocument, type MyClaimOrdersQuery, type OrderStatus } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { orderIdFrom } from '../../lib/query-params';
import { Button, EmptyState, ErrorState, LoadingState, ResponsiveTable } from '../../ui';
import { DetailPanel, OrderListTabs } from './OrderList';
import { OrderStatusChip, useOrderStatuses } from './OrderStatusChip';
import { CLAIM_KIND, linesSummary, won } from './order-text';

/** Orders read per request: the request list is the orders with a claim or a refund among them. */

type ClaimOrder = MyClaimOrdersQuery['myOrders']['items'][number];

/** Statuses a cancel, return or exchange puts an order in (the request's date is when it entered one). */
const CLAIM_STATUSES: readonly OrderStatus[] = [
  'cancelled',
  'cancel_request',
  'cancel_complete',
  'return_request',
  'return_receive',
  'return_refusal',
  'return_collection',
  'return_collection_complete',
  'return_complete',
  'exchange_request',
  'exchange_complete',
];

export interface RequestRow {
  order: ClaimOrder;
  kind: string;
  products: string;
  refund: number;
  requestedAt: string;
  partial: boolean;
}

/**
 * An order as a row of the request list, or null when it has no cancel, return, exchange or
 * refund: the kind (the claim's, else a cancel), the lines it concerns, the refunded total and
 * when it was asked (entering the first claim status, else the first refund).
 */
export function requestRow(order: ClaimOrder): RequestRow | null {
  const claimed = order.history.find((h) => CLAIM_STATUSES.includes(h.toStatus));
  if (!order.claimKind && !claimed && order.refunds.length === 0) return null;
  const touched = order.lines.filter((l) => l.status !== 'ordered');
  return {
    order,
    kind: order.claimKind ? CLAIM_KIND[order.claimKind] : order.refunds.some((r) => r.cause === 'return') ? CLAIM_KIND.return : CLAIM_KIND.cancel,
    products: linesSummary(touched.length > 0 ? touched : order.lines),
    refund: order.refundedTotal,
    requestedAt: claimed?.createdAt ?? order.refunds[0]?.createdAt ?? order.createdAt,
    partial: touched.length > 0 && touched.length < order.lines.length,
  };
}

/**
 * /mypage/orderList/request: cancels, returns, exchanges and their refunds (요청 종류, 상품, 상태,
 * 환불 금액, 요청일); `?detail=<id>` opens the order.
 */
export function OrderRequests() {
  const me = useQuery(MeDocument);
  const [params] = useSearchParams();
  const statuses = useOrderStatuses();
  const detail = orderIdFrom(params);
  const [more, setMore] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(MyClaimOrdersDocument, { variables: { offset: 0 }, skip: !me.data?.me || Boolean(detail) });
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  if (detail) {
    return (
      <div className="stack">
        <h1>주문 내역</h1>
        <OrderListTabs value="request" />
        <DetailPanel id={detail} back="/mypage/orderList/request" />
      </div>
    );
  }
  const page = data?.myOrders;
  const rows = (page?.items ?? []).map(requestRow).filter((r): r is RequestRow => r !== null);

  async function scanMore() {
    setMore(true);
    try {
      await fetchMore({ variables: { offset: page!.items.length } });
    } finally {
      setMore(false);
    }
  }

  return (
    <div className="stack">
      <h1>주문 내역</h1>
      <OrderListTabs value="request" />
      <section className="card">
        {error && !page ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (loading || me.loading) && !page ? (
          <LoadingState label="요청 내역을 불러오는 중…" />
        ) : rows.length === 0 ? (
          <EmptyState title="취소·반품·교환 내역이 없습니다." description="주문 상세에서 취소, 반품, 교환을 신청할 수 있습니다." />
        ) : (
          <ResponsiveTable
            data-testid="order-requests"
            caption="취소·반품·교환 내역"
            rows={rows}
            rowKey={(row) => row.order.id}
            columns={[
              { key: 'kind', header: '요청 종류', label: '요청 종류', cell: (row) => row.kind },
              {
                key: 'product',
                header: '상품',
                label: '상품',
                primary: true,
                cell: (row) => (
                  <>
                    <Link to={`?detail=${row.order.id}`}>{row.products}</Link>
                    <div className="hint">주문번호 {row.order.orderNumber}</div>
                  </>
                ),
              },
              {
                key: 'status',
                header: '상태',
                label: '상태',
                cell: (row) => (
                  <>
                    <OrderStatusChip status={row.order.status} statuses={statuses} fallback={{ label: row.order.statusLabel, colour: row.order.statusColour }} />
                    {row.partial && <div className="hint">일부 상품</div>}
                  </>
                ),
              },
              { key: 'refund', header: '환불 금액', label: '환불 금액', align: 'end', cell: (row) => won(row.refund) },
              { key: 'date', header: '요청일', label: '요청일', cell: (row) => koreanDay(row.requestedAt) },
            ]}
          />
        )}
        {page && page.items.length < page.total && (
          <div className="stack">
            <p className="hint">최근 주문 {page.items.length.toLocaleString('ko-KR')}건에서 찾은 내역입니다.</p>
            <Button variant="secondary" block loading={more} onClick={() => void scanMore()}>
              더보기
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
