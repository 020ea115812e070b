import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The menus a channel page can show; the owner chooses which (`/partners/edit/menuVisible`). */
export const CHANNEL_MENUS = ['products', 'combinations', 'cooperate', 'community', 'faq', 'notice', 'video'] as const;
export type ChannelMenu = (typeof CHANNEL_MENUS)[number];
const DEFAULT_MENUS: readonly ChannelMenu[] = CHANNEL_MENUS;

/** An influencer/partner channel. Visitors arrive through `?channelId=<handle>` links. */
export const ChannelEntity = defineEntity({
  name: 'Channel',
  tableName: 'channels',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** The influencer's commerce account (User.id). */
    ownerUserId: p.bigint('string').unique(),
    /** Public handle used in links (`@` characters are stripped on input, spec section 2). */
    handle: p.string().length(40),
    name: p.string().length(60),
    greetings: p.text().nullable(),
    intro: p.string().length(500).nullable(),
    profileImageUrl: p.string().length(500).nullable(),
    /** The menus visitors see (CHANNEL_MENUS, in that order). */
    menus: p.json<ChannelMenu[]>().onCreate(() => [...DEFAULT_MENUS]),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
  // Handles are one per channel whatever the case ('NutriCoach' would pass for 'nutricoach' in a
  // link), and stored as normalised: no '@', no surrounding spaces, not empty.
  uniques: [{ name: 'channels_handle_unique', expression: 'create unique index "channels_handle_unique" on "partners"."channels" (lower("handle"))' }],
  checks: [
    { name: 'channels_handle_check', expression: `"handle" <> '' and "handle" = btrim("handle") and strpos("handle", '@') = 0` },
    { name: 'channels_name_check', expression: `btrim("name") <> ''` },
  ],
});
export type Channel = InferEntity<typeof ChannelEntity>;

/**
 * Every handle a channel has had (its current one too): old links keep working after a handle
 * change, and nobody else can take a handle a channel once had (unique whatever the case).
 */
export const ChannelHandleEntity = defineEntity({
  name: 'ChannelHandle',
  tableName: 'channel_handles',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').index(),
    handle: p.string().length(40),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'channel_handles_handle_unique', expression: 'create unique index "channel_handles_handle_unique" on "partners"."channel_handles" (lower("handle"))' }],
});
export type ChannelHandle = InferEntity<typeof ChannelHandleEntity>;

/** A member who signed up through a channel link (counted once per account). */
export const ChannelSignupEntity = defineEntity({
  name: 'ChannelSignup',
  tableName: 'channel_signups',
  properties: {
    userId: p.bigint('string').primary(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').index(),
    createdAt: p.datetime(),
  },
});

/** A member following a channel's alerts (인플루언서 알림 신청), once per channel. */
export const ChannelFollowEntity = defineEntity({
  name: 'ChannelFollow',
  tableName: 'channel_follows',
  properties: {
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').primary(),
    userId: p.bigint('string').primary().index(),
    createdAt: p.datetime(),
  },
});

/** A member's answers to a channel's survey (one per survey; answering again replaces them). */
export const ChannelSurveyAnswerEntity = defineEntity({
  name: 'ChannelSurveyAnswer',
  tableName: 'channel_survey_answers',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade'),
    userId: p.bigint('string'),
    surveyKey: p.string().length(60),
    answers: p.json<Record<string, unknown>>(),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'channel_survey_answers_channel_id_survey_key_user_id_unique', properties: ['channelId', 'surveyKey', 'userId'] }],
});
