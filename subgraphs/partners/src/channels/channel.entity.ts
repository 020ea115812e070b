import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An influencer/partner channel. Visitors arrive through `?channelId=<handle>` links. */
export const ChannelEntity = defineEntity({
  name: 'Channel',
  tableName: 'channels',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** The influencer's commerce account (User.id). */
    ownerUserId: p.bigint('string').unique(),
    /** Public handle used in links (`@` characters are stripped on input, spec section 2). */
    handle: p.string().length(40).unique(),
    name: p.string().length(60),
    greetings: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Channel = InferEntity<typeof ChannelEntity>;
