import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ChannelEntity } from '../channels/channel.entity.js';

/** Limits of a channel's FAQ and notices the database holds too (the services check first, with Korean messages). */
export const FAQ_RULES = {
  /** FAQ menus (groups) of a channel, taken under a per-channel lock. */
  maxMenus: 20,
  menuNameMax: 30,
  questionMax: 200,
  answerMax: 5000,
  /** Top searched terms a channel shows: positions 1..10, one row each (unique), so never more. */
  maxTopSearched: 10,
  termMax: 30,
  noticeTitleMax: 100,
  noticeContentMax: 10000,
} as const;

/** A channel's FAQ menu (group of entries); names unique per channel whatever the case. */
export const FaqMenuEntity = defineEntity({
  name: 'FaqMenu',
  tableName: 'faq_menus',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').index(),
    name: p.string().length(FAQ_RULES.menuNameMax),
    position: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'faq_menus_channel_id_name_unique', expression: 'create unique index "faq_menus_channel_id_name_unique" on "partners"."faq_menus" ("channel_id", lower("name"))' }],
  checks: [
    { name: 'faq_menus_name_check', expression: `btrim("name") <> ''` },
    { name: 'faq_menus_position_check', expression: '"position" > 0' },
  ],
});
export type FaqMenu = InferEntity<typeof FaqMenuEntity>;

/**
 * A question and its answer in one of the channel's menus. `frequent` is the owner's "자주 묻는
 * 질문" mark. `channelId` is the menu's, kept so a channel's questions are searched without a join.
 */
export const FaqEntryEntity = defineEntity({
  name: 'FaqEntry',
  tableName: 'faq_entries',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').index(),
    // A menu's entries go with it.
    menuId: () => p.manyToOne(FaqMenuEntity).mapToPk().joinColumn('menu_id').deleteRule('cascade').index(),
    question: p.string().length(FAQ_RULES.questionMax),
    answer: p.text(),
    frequent: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  checks: [
    { name: 'faq_entries_question_check', expression: `btrim("question") <> ''` },
    { name: 'faq_entries_answer_check', expression: `char_length(btrim("answer")) between 1 and ${FAQ_RULES.answerMax}` },
  ],
});
export type FaqEntry = InferEntity<typeof FaqEntryEntity>;

/**
 * The owner's "top searched" terms shown above a channel's FAQ, in order. The limit lives in the
 * rows themselves: positions 1..10 (CHECK), one term per position and channel (unique).
 */
export const FaqTopSearchedTermEntity = defineEntity({
  name: 'FaqTopSearchedTerm',
  tableName: 'faq_top_searched_terms',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade'),
    position: p.smallint(),
    term: p.string().length(FAQ_RULES.termMax),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [
    { name: 'faq_top_searched_terms_channel_id_position_unique', properties: ['channelId', 'position'] },
    {
      name: 'faq_top_searched_terms_channel_id_term_unique',
      expression: 'create unique index "faq_top_searched_terms_channel_id_term_unique" on "partners"."faq_top_searched_terms" ("channel_id", lower("term"))',
    },
  ],
  checks: [
    { name: 'faq_top_searched_terms_position_check', expression: `"position" between 1 and ${FAQ_RULES.maxTopSearched}` },
    { name: 'faq_top_searched_terms_term_check', expression: `btrim("term") <> ''` },
  ],
});
export type FaqTopSearchedTerm = InferEntity<typeof FaqTopSearchedTermEntity>;

/** A channel's notice: its number is the channel's own sequence (1, 2, ...), unique per channel. */
export const ChannelNoticeEntity = defineEntity({
  name: 'ChannelNotice',
  tableName: 'channel_notices',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade'),
    number: p.integer(),
    title: p.string().length(FAQ_RULES.noticeTitleMax),
    content: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'channel_notices_channel_id_number_unique', properties: ['channelId', 'number'] }],
  checks: [
    { name: 'channel_notices_number_check', expression: '"number" > 0' },
    { name: 'channel_notices_title_check', expression: `btrim("title") <> ''` },
    { name: 'channel_notices_content_check', expression: `char_length(btrim("content")) between 1 and ${FAQ_RULES.noticeContentMax}` },
  ],
});
export type ChannelNotice = InferEntity<typeof ChannelNoticeEntity>;

/** The module's entities (database.ts lists them). */
export const faqEntities = [FaqMenuEntity, FaqEntryEntity, FaqTopSearchedTermEntity, ChannelNoticeEntity];
