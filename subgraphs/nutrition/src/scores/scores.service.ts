import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, ageInYears, enqueue, koreanDate, lockKey, parseInput, z, type Identity, type OutboxHandlers } from '@shop/kit';
import { dateSchema, getReadableProfile, getWritableProfile, parseRange } from '../records/record-rules.js';
import { ProfileEntity, type Profile } from '../profiles/profile.entity.js';
import { FoodRecordEntity, type FoodRecord } from '../records/record.entities.js';
import { IntakeEntity, RegimenEntity, SupplementNutrientEntity } from '../supplements/supplement.entities.js';
import { foodNutrientMap, recipeNutrientMap, scaleNutrients } from '../foods/food-nutrients.js';
import { foodDisplayName } from '../foods/food-names.js';
import { standardOfProfile, type ProfileStandard } from '../standards/standards.service.js';
import { NutritionScoreEntity, type NutritionScore } from './score.entity.js';
import { scoreDay, sumDay, type DayIntake, type DayScore } from './score-rules.js';

/** A Korean calendar date argument (today when omitted). */
export const parseDate = (raw: unknown): string => parseInput(z.object({ date: dateSchema('날짜') }), { date: raw ?? koreanDate() }).date;

/** What the nutrient arithmetic reads of a food record. */
export type MeasuredRecord = Pick<FoodRecord, 'foodId' | 'recipeId' | 'amountG'>;

export interface FoodIntake<R extends MeasuredRecord = FoodRecord> {
  record: R;
  /** Only the codes the food or recipe has a value for: an absent code was not analysed (unknown), a published 0 is 0. */
  nutrients: Record<string, number>;
}

/**
 * Nutrients of each food record (by its food's or recipe's per-100 g values x grams eaten). The
 * maps of food-nutrients.ts hold only the codes with values (a recipe's: the codes at least one
 * ingredient has), and scaling keeps the codes, so a record's codes are the ones it measured.
 */
export async function foodRecordNutrients<R extends MeasuredRecord>(em: EntityManager, records: R[]): Promise<FoodIntake<R>[]> {
  const [foods, recipes] = await Promise.all([
    foodNutrientMap(
      em,
      records.flatMap((r) => (r.foodId ? [r.foodId] : [])),
    ),
    recipeNutrientMap(
      em,
      records.flatMap((r) => (r.recipeId ? [r.recipeId] : [])),
    ),
  ]);
  return records.map((record) => {
    const per100g = (record.foodId ? foods.get(String(record.foodId)) : recipes.get(String(record.recipeId))) ?? {};
    return { record, nutrients: scaleNutrients(per100g, record.amountG) };
  });
}

/**
 * Supplement nutrients taken on a date: a label's daily amount is spread over the day's reminders,
 * so each intake mark adds amount / max(alram_cnt, 1) (a full day of marks = one daily serving).
 */
async function supplementIntake(em: EntityManager, profileId: string, date: string): Promise<{ total: Record<string, number>; marks: number }> {
  const intakes = await em.find(IntakeEntity, { profileId, intakeDate: date });
  const total: Record<string, number> = {};
  if (!intakes.length) return { total, marks: 0 };
  const regimens = await em.find(RegimenEntity, { id: { $in: intakes.map((i) => i.regimenId) } });
  const nutrients = await em.find(SupplementNutrientEntity, { supplementId: { $in: [...new Set(regimens.map((r) => r.supplementId))] } });
  const regimenById = new Map(regimens.map((r) => [String(r.id), r]));
  for (const intake of intakes) {
    const regimen = regimenById.get(String(intake.regimenId));
    if (!regimen) continue;
    const share = intake.eatCnt / Math.max(regimen.alramCnt, 1);
    if (share <= 0) continue; // not taken: supplies nothing, not even a known 0
    for (const n of nutrients) if (String(n.supplementId) === String(regimen.supplementId)) total[n.nutrientCode] = (total[n.nutrientCode] ?? 0) + n.amount * share;
  }
  return { total, marks: intakes.length };
}

export interface DayReport {
  profile: Profile;
  date: string;
  standard: ProfileStandard;
  /** Per nutrient: amount, food records measured of the day's, supplied by a supplement (absent = unknown). */
  day: DayIntake;
  /** The known nutrients' amounts (an unknown nutrient is absent, not 0). */
  intake: Record<string, number>;
  result: DayScore;
  foodCount: number;
  intakeCount: number;
}

/**
 * Everything the score of a date is made of, computed from the records. Unknown is not zero
 * (docs/decisions/nutrition-standards.md): a nutrient's amount sums the food records that have a
 * value for it plus the supplements; one that no record of the day measured and no supplement
 * supplied is unknown for the day.
 */
export async function dayReport(em: EntityManager, profile: Profile, date: string): Promise<DayReport> {
  const records = await em.find(FoodRecordEntity, { profileId: profile.id, recordDate: date }, { orderBy: { id: 'asc' } });
  const [standard, foods, supplements] = await Promise.all([standardOfProfile(em, profile, date), foodRecordNutrients(em, records), supplementIntake(em, profile.id, date)]);
  const day = sumDay(
    foods.map((f) => f.nutrients),
    supplements.total,
  );
  const intake = Object.fromEntries(Object.entries(day.nutrients).map(([code, n]) => [code, n.amount]));
  return { profile, date, standard, day, intake, result: scoreDay(standard, day), foodCount: records.length, intakeCount: supplements.marks };
}

/**
 * Recomputes and stores the nutrition score of a profile on a date. Record services call it
 * after every change to that date's food records or supplement intakes; a date left with no
 * records loses its score.
 */
export async function recomputeScore(em: EntityManager, profileId: string, date: string): Promise<NutritionScore | null> {
  // One recomputation of a profile's day at a time: the one that takes the lock second reads
  // every record committed before it, so the last stored score counts them all.
  await lockKey(em, `nutrition.score:${profileId}:${date}`);
  const profile = await em.findOne(ProfileEntity, { id: profileId });
  if (!profile) return null;
  const report = await dayReport(em, profile, date);
  const existing = await em.findOne(NutritionScoreEntity, { profileId, scoreDate: date });
  if (!report.foodCount && !report.intakeCount) {
    if (existing) await em.remove(existing).flush();
    return null;
  }
  const { result } = report;
  const fields = {
    score: result.score,
    energyPoints: result.energyPoints,
    macroPoints: result.macroPoints,
    microPoints: result.microPoints,
    penaltyPoints: result.penaltyPoints,
    intakeCount: result.intakeCount,
    intakeTier: result.intakeTier,
    standardType: report.standard.standardType,
  };
  const row = existing ? em.assign(existing, fields) : em.create(NutritionScoreEntity, { profileId, userId: profile.userId, scoreDate: date, ...fields });
  await em.flush();
  return row;
}

/** Outbox topics: a day's score, and the weight-dependent scores from a date on, after a commit. */
export const SCORE_RECOMPUTE = 'score.recompute';
export const SCORES_AFTER_WEIGHT = 'score.afterWeight';

/**
 * Record services queue the recomputation with their change (kit outbox): it runs right after the
 * commit, in its own transaction, so concurrent changes to one day never fight over the score row.
 */
export async function queueScoreRecompute(em: EntityManager, profileId: string, dates: Iterable<string>): Promise<void> {
  for (const date of new Set(dates)) await enqueue(em, SCORE_RECOMPUTE, { profileId, date });
}

export async function queueScoresAfterWeight(em: EntityManager, profileId: string, fromDate: string): Promise<void> {
  await enqueue(em, SCORES_AFTER_WEIGHT, { profileId, fromDate });
}

export const scoreOutbox: OutboxHandlers = {
  [SCORE_RECOMPUTE]: (em, { profileId, date }: { profileId: string; date: string }) => recomputeScore(em, profileId, date),
  [SCORES_AFTER_WEIGHT]: async (em, { profileId, fromDate }: { profileId: string; fromDate: string }) => {
    const profile = await em.findOne(ProfileEntity, { id: profileId });
    if (profile) await recomputeScoresAfterWeight(em, profile, fromDate);
  },
};

/** Under this age the caffeine cap follows the latest weight (2.5 mg/kg), so weights move scores. */
const WEIGHT_SCORED_UNDER_YEARS = 19;

/**
 * A body record changed on `fromDate`: the stored scores from that date on of a profile whose cap
 * depends on weight are recomputed (adults' scores do not use weight).
 */
export async function recomputeScoresAfterWeight(em: EntityManager, profile: Profile, fromDate: string): Promise<void> {
  if (ageInYears(profile.birthday, fromDate) >= WEIGHT_SCORED_UNDER_YEARS) return;
  const stored = await em.find(NutritionScoreEntity, { profileId: profile.id, scoreDate: { $gte: fromDate } }, { fields: ['scoreDate'] });
  for (const { scoreDate } of stored) await recomputeScore(em, profile.id, scoreDate);
}

/** The caller's profile's report on a date (the score view). */
export async function scoreReport(em: EntityManager, identity: Identity, profileId: string, rawDate: unknown): Promise<DayReport> {
  const date = parseDate(rawDate);
  const profile = await getReadableProfile(em, identity, profileId);
  return dayReport(em, profile, date);
}

/** POST /nutritionScore/record and /update: compute and store the score of a date now. */
export async function recordScore(em: EntityManager, identity: Identity, profileId: string, rawDate: unknown): Promise<NutritionScore> {
  const date = parseDate(rawDate);
  const profile = await getWritableProfile(em, identity, profileId);
  const stored = await recomputeScore(em, profile.id, date);
  if (!stored) throw new AppError('NOT_FOUND', '이 날짜에는 기록이 없어 점수를 매길 수 없습니다.');
  return stored;
}

export async function storedScores(em: EntityManager, identity: Identity, profileId: string, from: string, to: string): Promise<NutritionScore[]> {
  const range = parseRange(from, to);
  const profile = await getReadableProfile(em, identity, profileId);
  return em.find(NutritionScoreEntity, { profileId: profile.id, scoreDate: { $gte: range.from, $lte: range.to } }, { orderBy: { scoreDate: 'asc' } });
}

export async function storedScore(em: EntityManager, identity: Identity, profileId: string, rawDate: unknown): Promise<NutritionScore | null> {
  const date = parseDate(rawDate);
  const profile = await getReadableProfile(em, identity, profileId);
  return em.findOne(NutritionScoreEntity, { profileId: profile.id, scoreDate: date });
}

/** Nutrients ranked for the top-3 foods (spec section 9). */
export const RANKED_NUTRIENTS = ['caffeine', 'sodium', 'total_sugar'] as const;
export const TOP_FOODS = 3;

export interface RankedFood {
  name: string;
  displayName: string;
  amount: number;
}

/** Top 3 foods (by name, summed over the range) for caffeine, sodium and sugar. */
export async function topFoods(em: EntityManager, identity: Identity, profileId: string, from: string, to: string): Promise<{ nutrient: string; foods: RankedFood[] }[]> {
  const range = parseRange(from, to);
  const profile = await getReadableProfile(em, identity, profileId);
  const records = await em.find(FoodRecordEntity, { profileId: profile.id, recordDate: { $gte: range.from, $lte: range.to } });
  const foods = await foodRecordNutrients(em, records);
  return RANKED_NUTRIENTS.map((nutrient) => {
    const byName = new Map<string, number>();
    const displayNames = new Map<string, string>();
    for (const { record, nutrients } of foods) {
      if (!(nutrients[nutrient] > 0)) continue;
      byName.set(record.name, (byName.get(record.name) ?? 0) + nutrients[nutrient]);
      // A recipe keeps the member's own name; a food's name is shown as the diary shows it.
      displayNames.set(record.name, record.recipeId ? record.name : foodDisplayName(record.name));
    }
    const ranked = [...byName]
      .map(([name, amount]) => ({ name, displayName: displayNames.get(name)!, amount: Math.round(amount * 10) / 10 }))
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name, 'ko'));
    return { nutrient, foods: ranked.slice(0, TOP_FOODS) };
  });
}

export interface DateCounts {
  date: string;
  foods: number;
  bodies: number;
  intakes: number;
}

/** Record counts per date of a range (calendar dots): food records, body records, supplement intake marks. */
export async function recordCounts(em: EntityManager, identity: Identity, profileId: string, from: string, to: string): Promise<DateCounts[]> {
  const range = parseRange(from, to);
  const profile = await getReadableProfile(em, identity, profileId);
  const rows = await em.execute<{ date: string; foods: string; bodies: string; intakes: string }[]>(
    `select d::date::text as date,
            (select count(*) from nutrition.food_records f where f.profile_id = ? and f.record_date = d::date) as foods,
            (select count(*) from nutrition.body_records b where b.profile_id = ? and b.record_at = d::date) as bodies,
            (select coalesce(sum(i.eat_cnt), 0) from nutrition.supplement_intakes i where i.profile_id = ? and i.intake_date = d::date) as intakes
       from generate_series(?::date, ?::date, interval '1 day') d
      order by d`,
    [profile.id, profile.id, profile.id, range.from, range.to],
  );
  return rows.map((r) => ({ date: r.date, foods: Number(r.foods), bodies: Number(r.bodies), intakes: Number(r.intakes) })).filter((r) => r.foods || r.bodies || r.intakes);
}

/** Dates of a range that have scores, food records or supplement intakes. */
const DATE_SOURCES = { score: ['nutrition_scores', 'score_date'], food: ['food_records', 'record_date'], intake: ['supplement_intakes', 'intake_date'] } as const;

export async function datesWith(em: EntityManager, identity: Identity, profileId: string, rawWhat: unknown, from: string, to: string): Promise<string[]> {
  const what = parseInput(z.object({ what: z.enum(['score', 'food', 'intake'], { error: '조회할 기록은 score, food, intake 중 하나입니다.' }) }), { what: rawWhat }).what;
  const range = parseRange(from, to);
  const profile = await getReadableProfile(em, identity, profileId);
  const [table, column] = DATE_SOURCES[what];
  const rows = await em.execute<{ date: string }[]>(`select distinct ${column}::text as date from nutrition.${table} where profile_id = ? and ${column} between ? and ? order by 1`, [
    profile.id,
    range.from,
    range.to,
  ]);
  return rows.map((r) => r.date);
}
