import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { useCopyText } from '../../components/Feedback';
import { PartnerDashboardDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, Chip, EmptyState, ErrorState, LoadingState, ResponsiveTable, Skeleton, TextField } from '../../ui';
import { count, seoulDateTime, usePartnerChannel, won } from './shared';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

const TEXT = {
  links: '채널 링크',
  linksLead: '링크로 들어온 방문자가 가입하거나 주문하면 내 채널의 실적으로 기록됩니다.',
  pageLink: '채널 페이지 주소',
  inflowLink: '채널 링크',
  inflowHint: '쇼핑몰 어디로든 이 링크로 들어오면 채널 유입으로 셉니다.',
  copy: (what: string) => `${what} 복사`,
  copied: '링크를 복사했습니다.',
  copyFailed: '복사하지 못했습니다. 링크를 길게 눌러 복사해주세요.',
  totals: (from: string, to: string) => `최근 90일 (${from.replaceAll('-', '.')} ~ ${to.replaceAll('-', '.')})`,
  figures: [
    ['visits', '방문'],
    ['firstInflows', '첫 유입'],
    ['signups', '가입'],
    ['orders', '주문'],
    ['revenue', '매출'],
  ] as const,
  people: '명',
  times: '회',
  orderUnit: '건',
  byDay: '날짜별 추이',
  topProducts: '많이 팔린 상품',
  noTopProducts: '아직 채널로 팔린 상품이 없습니다.',
  quantity: (n: number) => `${n.toLocaleString('ko-KR')}개`,
  orders: '최근 채널 주문',
  noOrders: '아직 채널로 들어온 주문이 없습니다.',
  ordersTotal: (n: number) => `전체 ${n.toLocaleString('ko-KR')}건`,
  order: '주문',
  orderedAt: '주문 시각',
  reason: '유입 경로',
  revenue: '매출',
  status: '상태',
};

/**
 * 대시보드 (/partner): the channel's links to share, the last 90 days' totals (the server's default
 * period), a chart by day, the best-selling products and the latest attributed orders with why each
 * belongs to the channel (docs/partner-dashboard-api.md).
 */
export function Dashboard() {
  const channel = usePartnerChannel();
  const { data, loading, error, refetch } = useQuery(PartnerDashboardDocument);

  return (
    <div className="stack">
      <ChannelLinks handle={channel.handle} />
      {loading && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <Card title={TEXT.totals(data.channelStats.from, data.channelStats.to)}>
            <dl className="partner-figures" data-testid="channel-totals">
              {TEXT.figures.map(([key, label]) => {
                const value = data.channelStats.totals[key];
                const shown = key === 'revenue' ? won(value) : key === 'orders' ? count(value, TEXT.orderUnit) : key === 'visits' ? count(value, TEXT.times) : count(value, TEXT.people);
                return (
                  <div key={key} className="partner-figure">
                    <dt>{label}</dt>
                    <dd>{shown}</dd>
                  </div>
                );
              })}
            </dl>
          </Card>
          <Card title={TEXT.byDay}>
            <Suspense fallback={<Skeleton height={440} radius="var(--radius-md)" />}>
              <DashboardCharts days={data.channelStats.days} />
            </Suspense>
          </Card>
          <Card title={TEXT.topProducts}>
            {data.channelTopProducts.length === 0 ? (
              <p className="hint">{TEXT.noTopProducts}</p>
            ) : (
              <ol className="partner-list">
                {data.channelTopProducts.map((top) => (
                  <li key={top.productId} className="partner-product">
                    <img src={top.product.imageUrl} alt="" width={48} height={48} loading="lazy" className="partner-product__image" />
                    <span className="partner-product__name">{top.product.name}</span>
                    <span className="partner-product__figures">
                      {TEXT.quantity(top.quantity)} · {won(top.revenue)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
          <Card title={TEXT.orders} actions={data.channelOrders.total > 0 ? <span className="hint">{TEXT.ordersTotal(data.channelOrders.total)}</span> : undefined}>
            {data.channelOrders.items.length === 0 ? (
              <EmptyState title={TEXT.noOrders} />
            ) : (
              <ResponsiveTable
                caption={TEXT.orders}
                rows={data.channelOrders.items}
                rowKey={(order) => order.orderId}
                columns={[
                  { key: 'order', header: TEXT.order, label: TEXT.order, primary: true, cell: (order) => `#${order.orderId}` },
                  { key: 'at', header: TEXT.orderedAt, label: TEXT.orderedAt, cell: (order) => seoulDateTime(order.orderedAt) },
                  { key: 'reason', header: TEXT.reason, label: TEXT.reason, cell: (order) => <Chip>{order.reasonLabel}</Chip> },
                  { key: 'status', header: TEXT.status, label: TEXT.status, cell: (order) => data.orderStatuses.find((s) => s.status === order.status)?.label ?? order.status },
                  { key: 'revenue', header: TEXT.revenue, label: TEXT.revenue, align: 'end', cell: (order) => won(order.revenue) },
                ]}
              />
            )}
          </Card>
        </>
      ) : null}
    </div>
  );
}

/** The two addresses a partner shares: the channel's page and the inflow link (any page with ?channelId). */
function ChannelLinks({ handle }: { handle: string }) {
  const origin = window.location.origin;
  const links = [
    { label: TEXT.pageLink, value: `${origin}/@${encodeURIComponent(handle)}`, hint: undefined },
    { label: TEXT.inflowLink, value: `${origin}/?channelId=${encodeURIComponent(handle)}`, hint: TEXT.inflowHint },
  ];
  const copyText = useCopyText();
  const copy = (value: string) => copyText(value, { copied: TEXT.copied, failed: TEXT.copyFailed });
  return (
    <Card title={TEXT.links}>
      <p className="hint">{TEXT.linksLead}</p>
      {links.map((link) => (
        <div key={link.label} className="partner-link">
          <TextField className="grow" label={link.label} hint={link.hint} readOnly value={link.value} onFocus={(e) => e.currentTarget.select()} />
          <Button variant="secondary" size="sm" onClick={() => void copy(link.value)}>
            {TEXT.copy(link.label)}
          </Button>
        </div>
      ))}
    </Card>
  );
}
