import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A group-buying ("cooperate") event of a channel on one product (commerce's Product, by key). */
export const CooperateEventEntity = defineEntity({
  name: 'CooperateEvent',
  tableName: 'cooperate_events',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.bigint('string').index(),
    productId: p.bigint('string').index(),
    title: p.string().length(120),
    /** Integer won; the group price while the event runs. */
    groupPrice: p.integer(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CooperateEvent = InferEntity<typeof CooperateEventEntity>;
