import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RecommendationOutcome } from './scoring.js';

/**
 * A completed questionnaire for one family profile: the answers, and what they gave (the nutrients
 * with their reasons, the products), kept as history (every submission is a row).
 */
export const RecommendationResultEntity = defineEntity({
  name: 'RecommendationResult',
  tableName: 'recommendation_results',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    profileId: p.bigint('string').nullable().index(),
    ageBand: p.string().length(20),
    answers: p.json<Record<string, unknown>>(),
    /** The outcome computed from the answers and the profile's records at submission (null only on rows from before issue 18). */
    outcome: p.json<RecommendationOutcome>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  // A profile's results newest first (history, the earlier result of a second look) as an index walk.
  indexes: [{ name: 'recommendation_results_profile_created_index', properties: ['profileId', 'createdAt'] }],
  // userId and profileId are commerce's and nutrition's rows: no foreign key across services.
  checks: [
    { name: 'recommendation_results_age_band_check', expression: `"age_band" in ('infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12', 'teen_12_18', 'adult')` },
    { name: 'recommendation_results_answers_check', expression: `jsonb_typeof("answers") = 'object'` },
  ],
});
export type RecommendationResult = InferEntity<typeof RecommendationResultEntity>;
