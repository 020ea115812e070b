import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, dayjs, koreanDate, parseInput, z, type Identity } from '@shop/kit';
import { manageableChannel } from '../channels/channel-access.js';

/** The counters of channel_daily_stats. */
export type DailyCounter = 'visits' | 'firstInflows' | 'pageViews' | 'signups' | 'orders' | 'revenue';
const COLUMN: Record<DailyCounter, string> = { visits: 'visits', firstInflows: 'first_inflows', pageViews: 'page_views', signups: 'signups', orders: 'orders', revenue: 'revenue' };

/**
 * Adds to a channel's counters of one day in one statement (insert or add): concurrent events never
 * lose an increment, and no request reads a figure to write it back.
 */
export async function bumpDaily(em: EntityManager, channelId: string, day: string, deltas: Partial<Record<DailyCounter, number>>): Promise<void> {
  const entries = Object.entries(deltas).filter(([, n]) => n) as [DailyCounter, number][];
  if (!entries.length) return;
  const columns = entries.map(([k]) => COLUMN[k]);
  // A decrease (a cancelled order) updates the day's row, which its increase made: an insert's
  // proposed row is checked (counts >= 0) before the conflict turns it into an update.
  if (entries.some(([, n]) => n < 0)) {
    await em.execute(`update partners.channel_daily_stats set ${columns.map((c) => `${c} = ${c} + ?`).join(', ')} where channel_id = ? and day = ?`, [...entries.map(([, n]) => n), channelId, day]);
    return;
  }
  await em.execute(
    `insert into partners.channel_daily_stats (channel_id, day, ${columns.join(', ')}) values (?, ?, ${columns.map(() => '?').join(', ')})
     on conflict (channel_id, day) do update set ${columns.map((c) => `${c} = channel_daily_stats.${c} + excluded.${c}`).join(', ')}`,
    [channelId, day, ...entries.map(([, n]) => n)],
  );
}

/** Adds to what a product sold through a channel on a day (same statement shape as bumpDaily). */
export async function bumpProductDaily(em: EntityManager, channelId: string, day: string, productId: string, quantity: number, revenue: number): Promise<void> {
  if (!quantity && !revenue) return;
  if (quantity < 0 || revenue < 0) {
    await em.execute('update partners.channel_product_daily set quantity = quantity + ?, revenue = revenue + ? where channel_id = ? and day = ? and product_id = ?', [
      quantity,
      revenue,
      channelId,
      day,
      productId,
    ]);
    return;
  }
  await em.execute(
    `insert into partners.channel_product_daily (channel_id, day, product_id, quantity, revenue) values (?, ?, ?, ?, ?)
     on conflict (channel_id, day, product_id) do update set quantity = channel_product_daily.quantity + excluded.quantity, revenue = channel_product_daily.revenue + excluded.revenue`,
    [channelId, day, productId, quantity, revenue],
  );
}

/** The longest period a dashboard asks for at once. */
export const STATS_MAX_DAYS = 366;
const date = (field: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field}은(는) YYYY-MM-DD 형식이어야 합니다.` });
const periodSchema = z.object({ from: date('시작일').nullish(), to: date('종료일').nullish() });

/** A period of Korean days, the last 90 when none is given; at most STATS_MAX_DAYS. */
export function statsPeriod(raw: { from?: string | null; to?: string | null }, today = koreanDate()): { from: string; to: string } {
  const input = parseInput(periodSchema, raw);
  const to = input.to ?? today;
  const from = input.from ?? dayjs(to).subtract(89, 'day').format('YYYY-MM-DD');
  if (from > to) throw BadInput([{ field: 'from', message: '시작일은 종료일보다 앞이어야 합니다.' }]);
  if (dayjs(to).diff(dayjs(from), 'day') + 1 > STATS_MAX_DAYS) throw BadInput([{ field: 'from', message: `기간은 최대 ${STATS_MAX_DAYS}일입니다.` }]);
  return { from, to };
}

export interface DayFigures {
  day: string;
  visits: number;
  firstInflows: number;
  pageViews: number;
  signups: number;
  orders: number;
  revenue: number;
}

/** A channel's figures for each day of the period (days without any event are zeros), and their sums. */
export async function channelStats(em: EntityManager, identity: Identity | null, channelId: string | null | undefined, raw: { from?: string | null; to?: string | null }) {
  const channel = await manageableChannel(em, identity, channelId);
  const { from, to } = statsPeriod(raw);
  const rows = await em.execute<DayFigures[]>(
    `select to_char(d, 'YYYY-MM-DD') as day, coalesce(s.visits, 0) as "visits", coalesce(s.first_inflows, 0) as "firstInflows", coalesce(s.page_views, 0) as "pageViews",
            coalesce(s.signups, 0) as "signups", coalesce(s.orders, 0) as "orders", coalesce(s.revenue, 0)::float8 as "revenue"
       from generate_series(?::date, ?::date, interval '1 day') d
       left join partners.channel_daily_stats s on s.channel_id = ? and s.day = d::date
      order by d`,
    [from, to, channel.id],
  );
  const sum = (k: keyof Omit<DayFigures, 'day'>) => rows.reduce((total, r) => total + Number(r[k]), 0);
  return {
    channelId: channel.id,
    from,
    to,
    days: rows.map((r) => ({ ...r, revenue: Number(r.revenue) })),
    totals: { visits: sum('visits'), firstInflows: sum('firstInflows'), pageViews: sum('pageViews'), signups: sum('signups'), orders: sum('orders'), revenue: sum('revenue') },
  };
}

/** What sold most through the channel in the period (by revenue, then quantity). */
export async function channelTopProducts(em: EntityManager, identity: Identity | null, channelId: string | null | undefined, raw: { from?: string | null; to?: string | null }, limit = 10) {
  const channel = await manageableChannel(em, identity, channelId);
  const { from, to } = statsPeriod(raw);
  const rows = await em.execute<{ product_id: string; quantity: number; revenue: number }[]>(
    `select product_id::text, sum(quantity)::int as quantity, sum(revenue)::float8 as revenue from partners.channel_product_daily
      where channel_id = ? and day between ? and ? group by product_id having sum(quantity) > 0 or sum(revenue) > 0
      order by sum(revenue) desc, sum(quantity) desc, product_id limit ?`,
    [channel.id, from, to, Math.min(Math.max(limit, 1), 50)],
  );
  return rows.map((r) => ({ productId: r.product_id, quantity: r.quantity, revenue: Number(r.revenue) }));
}
