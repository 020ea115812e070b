import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A one-to-one inquiry. Deleting hides it (`deletedAt`): complaint records are kept 3 years
 * (spec section 9).
 */
export const InquiryEntity = defineEntity({
  name: 'Inquiry',
  tableName: 'inquiries',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    category: p.string().length(20),
    title: p.string().length(100),
    content: p.text(),
    answer: p.text().nullable(),
    answeredBy: p.bigint('string').nullable(),
    answeredAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    deletedAt: p.datetime().nullable(),
  },
});
export type Inquiry = InferEntity<typeof InquiryEntity>;

/** Customer-service center entries: frequently asked questions and notices. */
export const CsEntryEntity = defineEntity({
  name: 'CsEntry',
  tableName: 'cs_entries',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    kind: p.string().length(10),
    title: p.string().length(150),
    body: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'cs_entries_kind_check', expression: `"kind" in ('faq', 'notice')` }],
});
export type CsEntry = InferEntity<typeof CsEntryEntity>;
