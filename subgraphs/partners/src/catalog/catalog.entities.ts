import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { searchIndexes, searchKeyProperties } from '@shop/kit';
import { ChannelEntity } from '../channels/channel.entity.js';

/**
 * The rules of a channel's shop window. The database holds each of them too (CHECKs on positions
 * make the maxima: positions are packed 1..n and unique, so position <= max is the count); the
 * services check first under the channel's catalog lock, with Korean messages.
 */
export const CATALOG_RULES = {
  maxCategories: 30,
  categoryName: 30,
  maxProductsPerCategory: 50,
  comment: 300,
  maxVideos: 20,
  videoTitle: 100,
  maxLinks: 10,
  linkLabel: 30,
  url: 500,
  combinationName: 60,
  minLines: 2,
  maxLines: 10,
  maxQuantity: 10,
  maxDiscountRate: 50,
} as const;

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'naver_tv'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
export const COMBINATION_STATUSES = ['active', 'hidden'] as const;
export type CombinationStatus = (typeof COMBINATION_STATUSES)[number];

const now = () => new Date();

/**
 * A category of a channel's shop window ("다이어트 추천"). Names are unique per channel whatever
 * the case, positions are 1..n: both through `deferrable` unique constraints, so the one statement
 * that renames and reorders every category (changeChannelCategories) may swap two names or two
 * positions and is checked at its end. `nameKey` is the generated lower-case name the constraint
 * compares (a unique expression index could not be deferred).
 */
export const ChannelCategoryEntity = defineEntity({
  name: 'ChannelCategory',
  tableName: 'channel_categories',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    // Restrict: channels are closed, never deleted (lifecycle.ts); their catalog stays for past orders.
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('restrict'),
    name: p.text(),
    nameKey: p.text().generated('(lower("name")) stored').nullable().hidden(),
    position: p.integer(),
    ...searchKeyProperties(),
    createdAt: p.datetime().onCreate(now),
    updatedAt: p.datetime().onCreate(now).onUpdate(now),
  },
  uniques: [
    { name: 'channel_categories_channel_id_name_key_unique', properties: ['channelId', 'nameKey'], deferMode: 'immediate' },
    { name: 'channel_categories_channel_id_position_unique', properties: ['channelId', 'position'], deferMode: 'immediate' },
    // The key combinations refer to (category, channel): a combination's category is its channel's.
    { name: 'channel_categories_id_channel_id_unique', properties: ['id', 'channelId'] },
  ],
  indexes: searchIndexes('partners', 'channel_categories'),
  checks: [
    { name: 'channel_categories_name_check', expression: `char_length("name") between 1 and ${CATALOG_RULES.categoryName} and "name" = btrim("name")` },
    { name: 'channel_categories_position_check', expression: `"position" between 1 and ${CATALOG_RULES.maxCategories}` },
  ],
});
export type ChannelCategory = InferEntity<typeof ChannelCategoryEntity>;

/**
 * A product the influencer recommends in a category: commerce's Product by id (another service's
 * row, so no foreign key; checked on sale through commerce when added), with their comment.
 * Once per category; positions 1..n per category, so at most 50.
 */
export const ChannelProductEntity = defineEntity({
  name: 'ChannelProduct',
  tableName: 'channel_category_products',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    // The category's products go with it.
    categoryId: () => p.manyToOne(ChannelCategoryEntity).mapToPk().joinColumn('category_id').deleteRule('cascade'),
    productId: p.bigint('string').index(),
    comment: p.text().default(''),
    position: p.integer(),
    createdAt: p.datetime().onCreate(now),
    updatedAt: p.datetime().onCreate(now).onUpdate(now),
  },
  uniques: [
    { name: 'channel_category_products_category_id_product_id_unique', properties: ['categoryId', 'productId'] },
    { name: 'channel_category_products_category_id_position_unique', properties: ['categoryId', 'position'], deferMode: 'immediate' },
  ],
  checks: [
    { name: 'channel_category_products_comment_check', expression: `char_length("comment") <= ${CATALOG_RULES.comment}` },
    { name: 'channel_category_products_position_check', expression: `"position" between 1 and ${CATALOG_RULES.maxProductsPerCategory}` },
  ],
});
export type ChannelProduct = InferEntity<typeof ChannelProductEntity>;

/** A video on the channel's page: YouTube, Vimeo or Naver TV only (the host is checked); positions 1..20. */
export const ChannelVideoEntity = defineEntity({
  name: 'ChannelVideo',
  tableName: 'channel_videos',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('restrict'),
    title: p.text(),
    url: p.text(),
    provider: p.text(),
    position: p.integer(),
    createdAt: p.datetime().onCreate(now),
  },
  uniques: [
    { name: 'channel_videos_channel_id_url_unique', properties: ['channelId', 'url'] },
    { name: 'channel_videos_channel_id_position_unique', properties: ['channelId', 'position'], deferMode: 'immediate' },
  ],
  checks: [
    { name: 'channel_videos_title_check', expression: `char_length("title") between 1 and ${CATALOG_RULES.videoTitle} and "title" = btrim("title")` },
    { name: 'channel_videos_url_check', expression: `char_length("url") <= ${CATALOG_RULES.url} and "url" like 'https://%'` },
    { name: 'channel_videos_provider_check', expression: `"provider" in (${VIDEO_PROVIDERS.map((v) => `'${v}'`).join(', ')})` },
    { name: 'channel_videos_position_check', expression: `"position" between 1 and ${CATALOG_RULES.maxVideos}` },
  ],
});
export type ChannelVideo = InferEntity<typeof ChannelVideoEntity>;

/** The channel's external links (Instagram, a blog ...), replaced as a whole list; positions 1..10. */
export const ChannelLinkEntity = defineEntity({
  name: 'ChannelLink',
  tableName: 'channel_links',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('restrict'),
    label: p.text(),
    url: p.text(),
    position: p.integer(),
    createdAt: p.datetime().onCreate(now),
  },
  uniques: [{ name: 'channel_links_channel_id_position_unique', properties: ['channelId', 'position'] }],
  checks: [
    { name: 'channel_links_label_check', expression: `char_length("label") between 1 and ${CATALOG_RULES.linkLabel} and "label" = btrim("label")` },
    { name: 'channel_links_url_check', expression: `char_length("url") <= ${CATALOG_RULES.url} and "url" like 'https://%'` },
    { name: 'channel_links_position_check', expression: `"position" between 1 and ${CATALOG_RULES.maxLinks}` },
  ],
});
export type ChannelLink = InferEntity<typeof ChannelLinkEntity>;

/**
 * A combination (bundle) of 2-10 product lines at a discount rate applied to each line
 * (combinations.service.ts `combinationPrice`). Its category, when it has one, is one of its own
 * channel's, and deleting the category deletes it: the foreign key
 * `channel_combinations_category_id_channel_id_foreign` (category_id, channel_id) ->
 * channel_categories (id, channel_id) says both, and is created by
 * Migration20261127020000_catalog (entities cannot declare a composite key over a plain column).
 */
export const CombinationEntity = defineEntity({
  name: 'Combination',
  tableName: 'channel_combinations',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channelId: p.manyToOne(ChannelEntity).mapToPk().joinColumn('channel_id').deleteRule('restrict').index(),
    categoryId: p.bigint('string').nullable().index(),
    name: p.text(),
    /** Integer percent taken off each line's sale price (0-50). */
    discountRate: p.smallint(),
    status: p.text().default('active'),
    createdAt: p.datetime().onCreate(now),
    updatedAt: p.datetime().onCreate(now).onUpdate(now),
  },
  checks: [
    { name: 'channel_combinations_name_check', expression: `char_length("name") between 1 and ${CATALOG_RULES.combinationName} and "name" = btrim("name")` },
    { name: 'channel_combinations_discount_rate_check', expression: `"discount_rate" between 0 and ${CATALOG_RULES.maxDiscountRate}` },
    { name: 'channel_combinations_status_check', expression: `"status" in (${COMBINATION_STATUSES.map((v) => `'${v}'`).join(', ')})` },
  ],
});
export type Combination = InferEntity<typeof CombinationEntity>;

/** One line of a combination: a commerce product (and option) and its quantity; lines 1..10. */
export const CombinationLineEntity = defineEntity({
  name: 'CombinationLine',
  tableName: 'channel_combination_lines',
  properties: {
    combinationId: () => p.manyToOne(CombinationEntity).mapToPk().joinColumn('combination_id').deleteRule('cascade').primary(),
    lineNo: p.smallint().primary(),
    productId: p.bigint('string'),
    /** commerce's ProductOption id, checked to be the product's when the combination is made. */
    optionId: p.bigint('string').nullable(),
    quantity: p.smallint(),
  },
  uniques: [
    {
      name: 'channel_combination_lines_product_id_option_id_unique',
      expression: 'create unique index "channel_combination_lines_product_id_option_id_unique" on "partners"."channel_combination_lines" ("combination_id", "product_id", coalesce("option_id", 0))',
    },
  ],
  checks: [
    { name: 'channel_combination_lines_line_no_check', expression: `"line_no" between 1 and ${CATALOG_RULES.maxLines}` },
    { name: 'channel_combination_lines_quantity_check', expression: `"quantity" between 1 and ${CATALOG_RULES.maxQuantity}` },
  ],
});
export type CombinationLine = InferEntity<typeof CombinationLineEntity>;

export const catalogEntities = [ChannelCategoryEntity, ChannelProductEntity, ChannelVideoEntity, ChannelLinkEntity, CombinationEntity, CombinationLineEntity];
