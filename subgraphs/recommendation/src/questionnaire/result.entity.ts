import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A completed questionnaire and the nutrients it recommended, per account (and profile). */
export const RecommendationResultEntity = defineEntity({
  name: 'RecommendationResult',
  tableName: 'recommendation_results',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    profileId: p.bigint('string').nullable(),
    ageBand: p.string().length(20),
    answers: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RecommendationResult = InferEntity<typeof RecommendationResultEntity>;
