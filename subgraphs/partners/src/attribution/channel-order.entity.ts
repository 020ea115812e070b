import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ChannelEntity } from '../channels/channel.entity.js';

/** Why an order belongs to a channel, strongest first (docs/decisions/partners.md, "Attribution"). */
export const ATTRIBUTION_REASONS = ['cooperate', 'combination', 'coupon', 'link'] as const;
export type AttributionReason = (typeof ATTRIBUTION_REASONS)[number];
export const ATTRIBUTION_REASON_LABEL: Record<AttributionReason, string> = { cooperate: '공동구매', combination: '조합', coupon: '채널 쿠폰', link: '채널 링크' };

/**
 * An order attributed to a channel: which channel and why, decided once, at the first facts
 * commerce sent; what it is worth now (commerce sends every later change: a cancel or a return
 * takes the amount out of the channel's figures).
 */
export const ChannelOrderEntity = defineEntity({
  name: 'ChannelOrder',
  tableName: 'channel_orders',
  properties: {
    /** commerce's Order id. */
    orderId: p.bigint('string').primary(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('restrict').index(),
    userId: p.bigint('string'),
    reason: p.string().length(20),
    orderedAt: p.datetime(),
    /** The Korean day of orderedAt: the day the channel's figures count the order on. */
    day: p.string().columnType('date'),
    revenue: p.integer(),
    /** Per product: quantity and revenue as last counted (the next change is counted as the difference). */
    lines: p.json<{ productId: string; quantity: number; revenue: number }[]>(),
    /** commerce's change counter of the order (ms): older facts never overwrite newer. */
    version: p.bigint('number'),
    status: p.string().length(30),
    updatedAt: p.datetime(),
  },
  indexes: [{ properties: ['channelId', 'orderedAt'] }],
  checks: [
    { name: 'channel_orders_reason_check', expression: `"reason" in (${ATTRIBUTION_REASONS.map((r) => `'${r}'`).join(', ')})` },
    { name: 'channel_orders_revenue_check', expression: '"revenue" >= 0' },
  ],
});
export type ChannelOrder = InferEntity<typeof ChannelOrderEntity>;
