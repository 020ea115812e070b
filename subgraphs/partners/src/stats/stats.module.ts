import type { ModuleDefinition } from '@shop/kit';
import { StatsResolver } from './stats.resolver.js';

/**
 * A channel's figures (issue 20, item 7): daily counters kept as events happen (visits, first
 * inflows, page views, sign-ups; attributed orders and revenue from attribution/), read by the
 * partner dashboard and by any third-party dashboard through the graph (docs/partner-dashboard-api.md).
 * Nothing per user: figures are counts.
 */
export const statsModule: ModuleDefinition = {
  name: 'stats',
  resolvers: [StatsResolver],
  constraints: {
    channel_daily_stats_counts_check: { field: 'stats', message: '채널 수치가 0보다 작아질 수 없습니다.' },
    channel_product_daily_counts_check: { field: 'stats', message: '채널 상품 수치가 0보다 작아질 수 없습니다.' },
    channel_orders_reason_check: { field: 'reason', message: '귀속 이유를 확인해주세요.' },
    channel_orders_revenue_check: { field: 'revenue', message: '매출은 0원 이상입니다.' },
    channel_orders_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
    channel_daily_stats_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
    channel_product_daily_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  },
};
