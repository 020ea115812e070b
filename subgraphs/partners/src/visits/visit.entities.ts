import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ChannelEntity } from '../channels/channel.entity.js';

/**
 * What visitors did on the shop, for the channel they came through (spec section 4, "Visit
 * tracking"): the first inflow of a session, the route values of users_history, and the other
 * history records the partner site posts (action, created_by, influencer_id). A visit whose channel
 * is unknown is kept with no channel (the spec's anonymous id 8888).
 */
export const ChannelVisitEntity = defineEntity({
  name: 'ChannelVisit',
  tableName: 'channel_visits',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').nullable(),
    /** The signed-in account (commerce's user id); null for a visitor without one (8888). */
    userId: p.bigint('string').nullable(),
    /** The browser tab's session (a random id the web keeps in session storage). */
    sessionId: p.string().length(64).nullable(),
    action: p.string().length(60),
    /** What the action is about: a route value, a product id (text, as the client sent it). */
    value: p.string().length(500).nullable(),
    ip: p.string().length(64).nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'channel_visits_user_id_created_at_index', properties: ['userId', 'createdAt'] }, { properties: ['channelId', 'createdAt'] }],
  // One first inflow per channel and browser session, whatever the client sends twice.
  uniques: [
    {
      name: 'channel_visits_first_inflow_unique',
      expression: `create unique index "channel_visits_first_inflow_unique" on "partners"."channel_visits" ("channel_id", "session_id") where "action" = 'first_inflow'`,
    },
  ],
  checks: [{ name: 'channel_visits_action_check', expression: `btrim("action") <> ''` }],
});
export type ChannelVisit = InferEntity<typeof ChannelVisitEntity>;

/** The query log of spec section 3 (log, created_by, host, hostname, href, origin, pathname, inflow, ip). */
export const QueryLogEntity = defineEntity({
  name: 'QueryLog',
  tableName: 'query_logs',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').nullable().index(),
    userId: p.bigint('string').nullable(),
    log: p.string().length(2000),
    host: p.string().length(255).nullable(),
    hostname: p.string().length(255).nullable(),
    href: p.string().length(2000).nullable(),
    origin: p.string().length(255).nullable(),
    pathname: p.string().length(1000).nullable(),
    inflow: p.string().length(255).nullable(),
    ip: p.string().length(64).nullable(),
    /** Where the address is (the IP location adapter, after the answer); null when unknown. */
    countryCode: p.string().length(2).nullable(),
    region: p.string().length(60).nullable(),
    city: p.string().length(60).nullable(),
    createdAt: p.datetime(),
  },
});
export type QueryLog = InferEntity<typeof QueryLogEntity>;
