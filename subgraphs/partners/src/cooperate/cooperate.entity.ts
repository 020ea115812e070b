import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ChannelEntity } from '../channels/channel.entity.js';
import { COOPERATE_STATUSES } from './cooperate-transitions.js';

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
    description: p.text().nullable(),
    /** Integer won; the group price while the event is open. */
    groupPrice: p.integer(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** cooperate-transitions.ts. */
    status: p.string().length(20).default('draft'),
    /** How many members may join (null: no limit). */
    maxParticipants: p.integer().nullable(),
    participantCount: p.integer().default(0),
    clickCount: p.integer().default(0),
    /** Raised by every change commerce must copy (its copy keeps the highest). */
    version: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [
    { name: 'cooperate_events_group_price_check', expression: '"group_price" >= 0' },
    { name: 'cooperate_events_period_check', expression: '"ends_at" > "starts_at"' },
    { name: 'cooperate_events_status_check', expression: `"status" in (${COOPERATE_STATUSES.map((s) => `'${s}'`).join(', ')})` },
    {
      name: 'cooperate_events_participants_check',
      expression: '"participant_count" >= 0 and "click_count" >= 0 and ("max_participants" is null or ("max_participants" between 1 and 100000 and "participant_count" <= "max_participants"))',
    },
  ],
});
export type CooperateEvent = InferEntity<typeof CooperateEventEntity>;

/** A member who joined an event (참여), once per event. */
export const CooperateParticipantEntity = defineEntity({
  name: 'CooperateParticipant',
  tableName: 'cooperate_participants',
  properties: {
    eventId: p.manyToOne(CooperateEventEntity).mapToPk().joinColumn('event_id').deleteRule('cascade').primary(),
    userId: p.bigint('string').primary(),
    createdAt: p.datetime(),
  },
});

/** A member who asked to be told when an event opens (오픈 알림 신청), once per event. */
export const CooperateAlertEntity = defineEntity({
  name: 'CooperateAlert',
  tableName: 'cooperate_alerts',
  properties: {
    eventId: p.manyToOne(CooperateEventEntity).mapToPk().joinColumn('event_id').deleteRule('cascade').primary(),
    userId: p.bigint('string').primary(),
    createdAt: p.datetime(),
    /** When the message went to the member (null: not yet). */
    notifiedAt: p.datetime().nullable(),
  },
});
