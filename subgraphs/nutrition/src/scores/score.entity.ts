import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The nutrition score of a profile on a Korean calendar date, stored so ranges and calendars
 * read without recomputing; recomputed whenever a record of that date changes.
 */
export const NutritionScoreEntity = defineEntity({
  name: 'NutritionScore',
  tableName: 'nutrition_scores',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    profileId: p.bigint('string'),
    userId: p.bigint('string').index(),
    scoreDate: p.date(),
    score: p.integer(),
    energyPoints: p.integer(),
    macroPoints: p.integer(),
    microPoints: p.integer(),
    penaltyPoints: p.integer(),
    /** Counted nutrients (of 26) with intake, and their tier. */
    intakeCount: p.integer(),
    intakeTier: p.string().length(12),
    /** The standard type and code the score was computed against. */
    standardType: p.integer(),
    computedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['profileId', 'scoreDate'] }],
});
export type NutritionScore = InferEntity<typeof NutritionScoreEntity>;
