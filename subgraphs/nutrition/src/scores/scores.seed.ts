import type { EntityManager } from '@mikro-orm/postgresql';
import { dayjs, koreanDate } from '@shop/kit';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { DEMO_DAYS, DEMO_USER_ID } from '../records/records.seed.js';
import { NutritionScoreEntity } from './score.entity.js';
import { recomputeScore } from './scores.service.js';

/** Stores the demo family's scores for the seeded week (runs after the record seeds). */
export async function seedDemoScores(em: EntityManager): Promise<void> {
  const profiles = await em.find(ProfileEntity, { userId: DEMO_USER_ID });
  if (!profiles.length || (await em.count(NutritionScoreEntity, { userId: DEMO_USER_ID }))) return;
  const today = dayjs(koreanDate());
  for (const profile of profiles) {
    for (let day = 0; day < DEMO_DAYS; day++) await recomputeScore(em, profile.id, today.subtract(day, 'day').format('YYYY-MM-DD'));
  }
}
