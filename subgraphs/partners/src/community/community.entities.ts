import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ChannelEntity } from '../channels/channel.entity.js';

/**
 * Limits of a channel's community the database holds too (the services check first, with Korean
 * messages; the CHECKs and the locks keep them under concurrent requests).
 */
export const COMMUNITY_RULES = {
  /** Categories a channel's community may have (taken under a per-channel lock). */
  maxCategories: 30,
  categoryNameMax: 30,
  titleMax: 100,
  contentMax: 5000,
  /** Images of one post (a CHECK on the array and a conditional update). */
  maxImages: 10,
  /** Products one post links to. */
  maxProducts: 10,
  commentMax: 1000,
} as const;

/** What a post is: a community post (in a category, or none), or a board post (the channel's board: never in a category). */
export const COMMUNITY_POST_KINDS = ['community', 'board'] as const;
export type CommunityPostKind = (typeof COMMUNITY_POST_KINDS)[number];

/** What a member favorites in a channel: one of its posts, or a product it shows (commerce's Product id). */
export const CHANNEL_FAVORITE_KINDS = ['post', 'product'] as const;
export type ChannelFavoriteKind = (typeof CHANNEL_FAVORITE_KINDS)[number];

/** A channel's community category; the owner manages them, names unique whatever the case. */
export const CommunityCategoryEntity = defineEntity({
  name: 'CommunityCategory',
  tableName: 'community_categories',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    // A channel is closed, not deleted (lifecycle.ts); if one ever is, its community goes with it.
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').index(),
    name: p.string().length(COMMUNITY_RULES.categoryNameMax),
    /** Order in the channel's list (1, 2, ...), given at creation. */
    position: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [
    {
      name: 'community_categories_channel_id_name_unique',
      expression: 'create unique index "community_categories_channel_id_name_unique" on "partners"."community_categories" ("channel_id", lower("name"))',
    },
  ],
  checks: [
    { name: 'community_categories_name_check', expression: `btrim("name") <> ''` },
    { name: 'community_categories_position_check', expression: '"position" > 0' },
  ],
});
export type CommunityCategory = InferEntity<typeof CommunityCategoryEntity>;

/**
 * A post of a channel's community or board. `viewCount` and `commentCount` move only by
 * `set x = x + n` statements (no read-modify-write), so bursts lose nothing. `authorUserId` is
 * null once its writer left (shown as 탈퇴한 회원; lifecycle.ts). `isAd` is stored as decided
 * when the post was written: it links to products (advertising/ad-compliance.ts).
 */
export const CommunityPostEntity = defineEntity({
  name: 'CommunityPost',
  tableName: 'community_posts',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade'),
    kind: p.string().length(10).default('community'),
    // A category deleted by the owner leaves its posts in the channel, without a category.
    categoryId: () => p.manyToOne(CommunityCategoryEntity).mapToPk().joinColumn('category_id').deleteRule('set null').nullable().index(),
    /** commerce's User id of the writer: another service's row, so no foreign key; null once they left. */
    authorUserId: p.bigint('string').nullable().index(),
    title: p.string().length(COMMUNITY_RULES.titleMax),
    content: p.text(),
    /** Stored files' bare `/uploads/...` paths, in order (signed again for each reader). */
    imageUrls: p.array().default([]),
    /** commerce's Product ids the post links to (given, or found as shop product links in the text). */
    productIds: p.array().default([]),
    isAd: p.boolean().default(false),
    viewCount: p.integer().default(0),
    commentCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ name: 'community_posts_channel_id_created_at_index', properties: ['channelId', 'createdAt'] }],
  checks: [
    { name: 'community_posts_kind_check', expression: `"kind" in ('community', 'board')` },
    { name: 'community_posts_category_id_check', expression: `"kind" = 'community' or "category_id" is null` },
    { name: 'community_posts_title_check', expression: `btrim("title") <> ''` },
    { name: 'community_posts_content_check', expression: `char_length("content") between 1 and ${COMMUNITY_RULES.contentMax}` },
    { name: 'community_posts_image_urls_check', expression: `cardinality("image_urls") <= ${COMMUNITY_RULES.maxImages}` },
    { name: 'community_posts_product_ids_check', expression: `cardinality("product_ids") <= ${COMMUNITY_RULES.maxProducts}` },
    { name: 'community_posts_view_count_check', expression: '"view_count" >= 0' },
    { name: 'community_posts_comment_count_check', expression: '"comment_count" >= 0' },
  ],
});
export type CommunityPost = InferEntity<typeof CommunityPostEntity>;

/**
 * A comment on a post, or a reply to one (`parentId`; one level: a reply is never replied to).
 * A secret one shows its text only to its writer, the channel's owner and admins (and, for a
 * reply, the writer of the comment it answers). `channelId` is the post's, kept for the owner's
 * lists (unanswered comments) without a join.
 */
export const CommunityCommentEntity = defineEntity({
  name: 'CommunityComment',
  tableName: 'community_comments',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade').index(),
    postId: () => p.manyToOne(CommunityPostEntity).mapToPk().joinColumn('post_id').deleteRule('cascade').index(),
    parentId: () => p.manyToOne(CommunityCommentEntity).mapToPk().joinColumn('parent_id').deleteRule('cascade').nullable().index(),
    /** commerce's User id of the writer; null once they left (shown as 탈퇴한 회원). */
    authorUserId: p.bigint('string').nullable().index(),
    content: p.text(),
    secret: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'community_comments_content_check', expression: `char_length(btrim("content")) between 1 and ${COMMUNITY_RULES.commentMax}` }],
});
export type CommunityComment = InferEntity<typeof CommunityCommentEntity>;

/**
 * A member's favorite in a channel: a post of it or a product it shows. Once per (member,
 * channel, kind, target): the unique index makes a second add a no-op, whatever the timing.
 */
export const ChannelFavoriteEntity = defineEntity({
  name: 'ChannelFavorite',
  tableName: 'channel_favorites',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** commerce's User id (the unique index below, which starts with it, serves the member's lists). */
    userId: p.bigint('string'),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('cascade'),
    kind: p.string().length(10),
    /** A post of the channel (community_posts.id) or commerce's Product id, by `kind`: no foreign key. */
    targetId: p.bigint('string'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'channel_favorites_user_id_channel_id_kind_target_id_unique', properties: ['userId', 'channelId', 'kind', 'targetId'] }],
  indexes: [{ name: 'channel_favorites_kind_target_id_index', properties: ['kind', 'targetId'] }],
  checks: [{ name: 'channel_favorites_kind_check', expression: `"kind" in ('post', 'product')` }],
});
export type ChannelFavorite = InferEntity<typeof ChannelFavoriteEntity>;

/** The module's entities, in the order their tables refer to each other (database.ts lists them). */
export const communityEntities = [CommunityCategoryEntity, CommunityPostEntity, CommunityCommentEntity, ChannelFavoriteEntity];
