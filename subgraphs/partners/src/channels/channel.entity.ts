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
    handle: p.string().length(40),
    name: p.string().length(60),
    greetings: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
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
