import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput, z, type Identity } from '@shop/kit';
import { IntakeEntity, type Intake } from '../supplements/supplement.entities.js';
import { BodyRecordEntity, FoodRecordEntity, MEAL_TYPES, type BodyRecord, type FoodRecord } from './record.entities.js';
import { dateSchema, getReadableProfile } from './record-rules.js';

export interface DayRecords {
  date: string;
  /** All four meal types in order, empty ones included, so a diary page can render every slot. */
  meals: { mealType: number; label: string; records: FoodRecord[] }[];
  bodyRecords: BodyRecord[];
  /** Intake marks of the date (read-only here; the supplements module owns them). */
  intakes: Intake[];
}

/** Everything a profile recorded on one Korean calendar date (/record/byDate). */
export async function recordsOfDate(em: EntityManager, identity: Identity, profileId: string, date: string): Promise<DayRecords> {
  const day = parseInput(z.object({ date: dateSchema('날짜') }), { date }).date;
  await getReadableProfile(em, identity, profileId);
  const food = await em.find(FoodRecordEntity, { profileId, recordDate: day }, { orderBy: { mealType: 'asc', id: 'asc' } });
  const bodyRecords = await em.find(BodyRecordEntity, { profileId, recordAt: day }, { orderBy: { id: 'asc' } });
  const intakes = await em.find(IntakeEntity, { profileId, intakeDate: day, eatCnt: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  const meals = Object.entries(MEAL_TYPES).map(([type, label]) => ({ mealType: Number(type), label, records: food.filter((r) => r.mealType === Number(type)) }));
  return { date: day, meals, bodyRecords, intakes };
}
