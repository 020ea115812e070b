import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ChannelEntity } from '../channels/channel.entity.js';

/** A group-buying ("cooperate") event of a channel on one product (commerce's Product, by key). */
export const CooperateEventEntity = defineEntity({
  name: 'CooperateEvent',
  tableName: 'cooperate_events',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    // Restrict: a channel is closed, never deleted, while its group buying must stay explainable.
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('restrict').index(),
    /** commerce's Product id: another service's row, so no foreign key. */
    productId: p.bigint('string').index(),
    title: p.string().length(120),
    /** Integer won; the group price while the event runs. */
    groupPrice: p.integer(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [
    { name: 'cooperate_events_group_price_check', expression: '"group_price" >= 0' },
    { name: 'cooperate_events_period_check', expression: '"ends_at" > "starts_at"' },
  ],
});
export type CooperateEvent = InferEntity<typeof CooperateEventEntity>;
