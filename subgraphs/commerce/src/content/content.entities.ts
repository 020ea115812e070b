import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BrandEntity, CategoryEntity, ProductEntity } from '../catalog/catalog.entities.js';

/**
 * Editorial content: content pages by category (best, compare, age, ...), blog posts
 * (`blog`), comments of the day (`today_comment`) and brand contents (with `brandId` and a
 * `contentType`, e.g. story, video, review).
 */
export const ContentEntity = defineEntity({
  name: 'Content',
  tableName: 'contents',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    categoryCode: p.string().length(40).index(),
    title: p.string().length(150),
    summary: p.text().nullable(),
    body: p.text(),
    imageUrl: p.text().nullable(),
    // Restrict: a brand with published content is not deleted by accident.
    brandId: p.manyToOne(BrandEntity).mapToPk().joinColumn('brand_id').deleteRule('restrict').nullable().index(),
    contentType: p.string().length(30).nullable(),
    /** draft or published; only published content is shown in the mall. */
    status: p.string().length(10).default('published'),
    publishedAt: p.datetime(),
    sortOrder: p.integer().default(0),
  },
  checks: [{ name: 'contents_status_check', expression: `"status" in ('draft', 'published')` }],
});
export type Content = InferEntity<typeof ContentEntity>;

export const BannerEntity = defineEntity({
  name: 'Banner',
  tableName: 'banners',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** mall (home carousel) or top (the strip above the header). */
    placement: p.string().length(10).index(),
    title: p.string().length(100),
    /** The slide's picture (an uploaded content image); none: the slide is its title on the brand colour. */
    imageUrl: p.text().nullable(),
    linkUrl: p.string().length(300).nullable(),
    startsAt: p.datetime(),
    endsAt: p.datetime().nullable(),
    sortOrder: p.integer().default(0),
  },
  checks: [
    { name: 'banners_placement_check', expression: `"placement" in ('mall', 'top')` },
    { name: 'banners_period_check', expression: '"ends_at" is null or "ends_at" > "starts_at"' },
  ],
});
export type Banner = InferEntity<typeof BannerEntity>;

/**
 * The home page's category icons (issue 21): a row of at most ten shortcuts an admin arranges,
 * each a label, a drawn icon of the design system (`iconKey`, HOME_ICON_KEYS) and a mall category.
 * The `slot` (1-10) is the position and the limit at once: unique, and checked in the database.
 */
export const HomeCategoryIconEntity = defineEntity({
  name: 'HomeCategoryIcon',
  tableName: 'home_category_icons',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    slot: p.integer(),
    label: p.string().length(12),
    iconKey: p.string().length(20),
    // A shortcut to a category that is gone means nothing (cascade).
    categoryId: p.manyToOne(CategoryEntity).mapToPk().joinColumn('category_id').deleteRule('cascade').index(),
  },
  uniques: [{ name: 'home_category_icons_slot_unique', properties: ['slot'] }],
  checks: [{ name: 'home_category_icons_slot_check', expression: '"slot" between 1 and 10' }],
});
export type HomeCategoryIcon = InferEntity<typeof HomeCategoryIconEntity>;

/**
 * A 기획전 (issue 21): a curated, ordered product list an admin composes, with a title, a summary,
 * a banner picture and a period; shown on the home page and at /exhibitions/:id while published
 * and running.
 */
export const ExhibitionEntity = defineEntity({
  name: 'Exhibition',
  tableName: 'exhibitions',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    title: p.string().length(60),
    summary: p.string().length(200).nullable(),
    bannerImageUrl: p.text().nullable(),
    /** draft or published; only published exhibitions in their period are shown. */
    status: p.string().length(10).default('draft'),
    startsAt: p.datetime(),
    endsAt: p.datetime().nullable(),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [
    { name: 'exhibitions_status_check', expression: `"status" in ('draft', 'published')` },
    { name: 'exhibitions_period_check', expression: '"ends_at" is null or "ends_at" > "starts_at"' },
  ],
});
export type Exhibition = InferEntity<typeof ExhibitionEntity>;

/**
 * A product of an exhibition at a position (1-60). A product is in an exhibition once, a position
 * holds one product, and 60 is the most an exhibition holds: all three in the database.
 */
export const ExhibitionProductEntity = defineEntity({
  name: 'ExhibitionProduct',
  tableName: 'exhibition_products',
  properties: {
    // Part of its exhibition; a product that is gone leaves the list (cascade both).
    exhibitionId: () => p.manyToOne(ExhibitionEntity).mapToPk().joinColumn('exhibition_id').deleteRule('cascade').primary(),
    position: p.integer().primary(),
    productId: p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade').index(),
  },
  uniques: [{ name: 'exhibition_products_exhibition_product_unique', properties: ['exhibitionId', 'productId'] }],
  checks: [{ name: 'exhibition_products_position_check', expression: '"position" between 1 and 60' }],
});
export type ExhibitionProduct = InferEntity<typeof ExhibitionProductEntity>;
