import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ChannelEntity } from '../channels/channel.entity.js';

/**
 * A channel's figures per Korean day, kept as they happen (one upsert per event: a visit, a first
 * inflow, a page view, a sign-up, an order's change) so a dashboard reads 90 rows for 90 days,
 * never the orders or visits themselves (issue 20: "pre-aggregate, do not scan").
 */
export const ChannelDailyStatEntity = defineEntity({
  name: 'ChannelDailyStat',
  tableName: 'channel_daily_stats',
  properties: {
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').primary(),
    day: p.string().columnType('date').primary(),
    visits: p.integer().default(0),
    firstInflows: p.integer().default(0),
    pageViews: p.integer().default(0),
    signups: p.integer().default(0),
    /** Attributed orders that are worth something (a wholly cancelled or returned one leaves). */
    orders: p.integer().default(0),
    /** Won: goods paid for and kept, after coupons and refunds. */
    revenue: p.bigint('number').default(0),
  },
  checks: [{ name: 'channel_daily_stats_counts_check', expression: '"visits" >= 0 and "first_inflows" >= 0 and "page_views" >= 0 and "signups" >= 0 and "orders" >= 0 and "revenue" >= 0' }],
});
export type ChannelDailyStat = InferEntity<typeof ChannelDailyStatEntity>;

/** What a channel's attributed orders sold, per Korean day and product (the dashboard's top products). */
export const ChannelProductDailyEntity = defineEntity({
  name: 'ChannelProductDaily',
  tableName: 'channel_product_daily',
  properties: {
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').primary(),
    day: p.string().columnType('date').primary(),
    /** commerce's Product id. */
    productId: p.bigint('string').primary(),
    quantity: p.integer().default(0),
    revenue: p.bigint('number').default(0),
  },
  checks: [{ name: 'channel_product_daily_counts_check', expression: '"quantity" >= 0 and "revenue" >= 0' }],
});
export type ChannelProductDaily = InferEntity<typeof ChannelProductDailyEntity>;
