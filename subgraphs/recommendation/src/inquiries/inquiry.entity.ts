import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RecommendationResultEntity } from '../results/result.entity.js';

/** "약사에게 묻기": a member's question about a recommendation, and the pharmacist's (admin's) answer. */
export const RecommendInquiryEntity = defineEntity({
  name: 'RecommendInquiry',
  tableName: 'recommend_inquiries',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    profileId: p.bigint('string').nullable(),
    // The result asked about; the question stays when the result goes with its profile.
    resultId: () => p.manyToOne(RecommendationResultEntity).mapToPk().joinColumn('result_id').nullable().deleteRule('set null').index(),
    title: p.string().length(100),
    content: p.text(),
    answer: p.text().nullable(),
    answeredBy: p.bigint('string').nullable(),
    answeredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [
    { name: 'recommend_inquiries_title_check', expression: `length(btrim("title")) between 1 and 100` },
    { name: 'recommend_inquiries_content_check', expression: `length(btrim("content")) between 1 and 2000` },
    { name: 'recommend_inquiries_answer_check', expression: `"answer" is null or length(btrim("answer")) between 1 and 2000` },
  ],
});
export type RecommendInquiry = InferEntity<typeof RecommendInquiryEntity>;
