import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BrandEntity } from '../catalog/catalog.entities.js';

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
    imageUrl: p.text(),
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
