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
  // userId and profileId are commerce's and nutrition's rows: no foreign key across services.
  checks: [
    { name: 'recommendation_results_age_band_check', expression: `"age_band" in ('infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12', 'teen_12_18', 'adult')` },
    { name: 'recommendation_results_answers_check', expression: `jsonb_typeof("answers") = 'object'` },
  ],
});
export type RecommendationResult = InferEntity<typeof RecommendationResultEntity>;
