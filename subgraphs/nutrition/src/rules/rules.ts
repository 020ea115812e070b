import { dayjs } from '@shop/kit';

/**
 * Nutrition rules of spec sections 4 and 9, as data and small pure functions. Reading notes are
 * in docs/decisions/nutrition-rules.md.
 */

// ---------------------------------------------------------------------------------------------
// Standard type (spec section 4). Rules are tried in the spec's order; the first match wins.
export interface StandardSubject {
  ageYears: number;
  /** 1 = male; anything else is treated as female (spec section 3). */
  gender: number;
  promiseType: number;
  pregnantType: number | null;
}

export const STANDARD_TYPE_RULES: { type: number; when: (s: StandardSubject) => boolean; label: string }[] = [
  { type: 1, when: (s) => s.ageYears < 1, label: '영아 (1세 미만)' },
  { type: 2, when: (s) => s.ageYears < 6, label: '유아 (1~6세 미만)' },
  { type: 3, when: (s) => s.gender === 1, label: '남성' },
  { type: 4, when: (s) => s.promiseType !== 0, label: '여성 (관리 목적 있음)' },
  { type: 5, when: (s) => s.pregnantType === 2, label: '여성 (임신 계획)' },
  { type: 6, when: (s) => s.pregnantType === 4, label: '여성 (수유)' },
];
export const DEFAULT_STANDARD_TYPE = 4;

export function standardType(subject: StandardSubject): number {
  return STANDARD_TYPE_RULES.find((rule) => rule.when(subject))?.type ?? DEFAULT_STANDARD_TYPE;
}

// ---------------------------------------------------------------------------------------------
// Age bands for standards (spec section 9): lower bound inclusive.
export const STANDARD_AGE_BANDS = [
  { code: 'infant', fromYears: 0, unit: 'day' },
  { code: 'toddler', fromYears: 0.84, unit: 'month' },
  { code: '2-7', fromYears: 2, unit: 'year' },
  { code: '7-19', fromYears: 7, unit: 'year' },
  { code: '19-50', fromYears: 19, unit: 'year' },
  { code: '50+', fromYears: 50, unit: 'year' },
] as const;

export function standardAgeBand(ageYears: number): (typeof STANDARD_AGE_BANDS)[number] {
  return [...STANDARD_AGE_BANDS].reverse().find((band) => ageYears >= band.fromYears)!;
}

// ---------------------------------------------------------------------------------------------
// Pregnancy stage from the due date (spec section 4).
export const CONCEPTION_MONTHS_BEFORE_DUE = 9;
export const PREGNANCY_WEEK_SPLITS = { mid: 12, late: 24 } as const;
export type PregnancyStage = 'before' | 'early' | 'mid' | 'late' | 'postpartum';

export function pregnancyStage(dueDate: string, on: string): { stage: PregnancyStage; week: number | null } {
  const due = dayjs(dueDate);
  const today = dayjs(on);
  const conception = due.subtract(CONCEPTION_MONTHS_BEFORE_DUE, 'month');
  if (today.isAfter(due, 'day')) return { stage: 'postpartum', week: null };
  if (today.isBefore(conception, 'day')) return { stage: 'before', week: null };
  const week = Math.floor(today.diff(conception, 'day') / 7);
  const stage = week < PREGNANCY_WEEK_SPLITS.mid ? 'early' : week < PREGNANCY_WEEK_SPLITS.late ? 'mid' : 'late';
  return { stage, week };
}

// ---------------------------------------------------------------------------------------------
// Nutrient-intake tier over the 26 counted nutrients (spec sections 3 and 4). Counted: the
// nutrients that HAVE intake (the spec's "whose intake is zero" cannot give 26 = satisfied);
// an unknown nutrient is neither counted nor 0 (docs/decisions/nutrition-standards.md,
// "Unknown is not zero").
export const COUNTED_NUTRIENTS = [
  'total_dietary_fiber',
  'calcium',
  'fe',
  'magnesium',
  'perfect_virtue',
  'potassium',
  'zinc',
  'copper',
  'manganese',
  'selenium',
  'molybdenum',
  'iodine',
  'vitamin_a',
  'vitamin_d',
  'vitamin_e',
  'vitamin_k',
  'vitamin_b1',
  'vitamin_b2',
  'niacin',
  'pantothenic_acid',
  'pyridoxine',
  'biotin',
  'folic_acid',
  'vitamin_b12',
  'vitamin_c',
  'omega_3_fatty_acids',
] as const;

/**
 * How many of the 26 nutrients the day's food and supplements held at all (spec's intake tiers).
 * The labels speak of variety, not of amounts: "충족" beside "20가지" read as 20 standards met
 * while the same page listed the nutrients short of their standard.
 */
export const INTAKE_TIERS = [
  { code: 'lacking', min: 0, max: 6, label: '적음' },
  { code: 'average', min: 7, max: 12, label: '보통' },
  { code: 'adequate', min: 13, max: 19, label: '다양함' },
  { code: 'satisfied', min: 20, max: 26, label: '아주 다양함' },
] as const;

/**
 * The day's intake as the tier reads it: a code that is absent (or null) is UNKNOWN — nothing
 * eaten that day had a value for it and no supplement supplied it — not 0. A published 0 is a
 * known 0. Counted: known nutrients with intake > 0 (an unknown one is never counted as eaten,
 * nor as 0; `unknownNutrients` says how many there are).
 */
export type KnownIntake = Partial<Record<string, number | null>>;

export function nutrientsWithIntake(intake: KnownIntake): number {
  return COUNTED_NUTRIENTS.filter((code) => {
    const amount = intake[code];
    return amount != null && amount > 0;
  }).length;
}

/** Counted nutrients the day's intake does not know (absent or null): shown as 모름 beside the tier. */
export function unknownNutrients(intake: KnownIntake): number {
  return COUNTED_NUTRIENTS.filter((code) => intake[code] == null).length;
}

export function intakeTier(count: number): (typeof INTAKE_TIERS)[number] {
  const tier = INTAKE_TIERS.find((t) => count >= t.min && count <= t.max);
  if (!tier) throw new RangeError(`nutrient count out of range: ${count}`);
  return tier;
}

// ---------------------------------------------------------------------------------------------
// Reminder adherence (eat_cnt / alram_cnt) tiers (spec section 4).
export const ADHERENCE_TIERS = [
  { fromPercent: 0, message: '영양제 섭취를 자주 놓치고 있어요. 알림 시간을 바꿔 볼까요?' },
  { fromPercent: 50, message: '절반 넘게 챙겼어요. 조금만 더 힘내요!' },
  { fromPercent: 75, message: '잘하고 있어요! 꾸준함이 건강을 만들어요.' },
  { fromPercent: 99, message: '완벽해요! 빠짐없이 챙기셨어요.' },
] as const;

export function adherencePercent(eatCount: number, alarmCount: number): number {
  if (alarmCount <= 0) return 0;
  return Math.min(100, (eatCount / alarmCount) * 100);
}

export function adherenceTier(percent: number): (typeof ADHERENCE_TIERS)[number] {
  return [...ADHERENCE_TIERS].reverse().find((t) => percent >= t.fromPercent)!;
}

// ---------------------------------------------------------------------------------------------
// Daily caps and ranges (spec section 9; caffeine values also in shared/data/nutrition/caffeine.csv).
export const CAFFEINE = { adultMg: 400, pregnancyOrNursingMg: 300, childMgPerKg: 2.5, childUnderAge: 19, childDisplayRangeMg: [400, 600] } as const;
export const SUGAR_RANGE_G = [50, 100] as const;
export const BETA_CAROTENE_RANGE_MG = [0, 7] as const;

export function caffeineCap(ageYears: number, standard: number, weightKg: number | null): { capMg: number | null; displayRangeMg: readonly [number, number] | null } {
  if (ageYears < CAFFEINE.childUnderAge) {
    return { capMg: weightKg && weightKg > 0 ? Math.round(weightKg * CAFFEINE.childMgPerKg * 10) / 10 : null, displayRangeMg: CAFFEINE.childDisplayRangeMg };
  }
  return { capMg: standard === 5 || standard === 6 ? CAFFEINE.pregnancyOrNursingMg : CAFFEINE.adultMg, displayRangeMg: null };
}

/** Over the cap only when intake exceeds it: exactly the cap is still within. */
export const overCap = (intake: number, cap: number) => intake > cap;

/** Supplement nutrient limits per day (spec section 9). */
export const SUPPLEMENT_LIMITS: Record<string, { max: number; min?: number; unit: string }> = {
  lutein: { max: 30, unit: 'mg' },
  zeaxanthin: { max: 10, unit: 'mg' },
  astaxanthin: { max: 12, unit: 'mg' },
  silymarin: { max: 350, unit: 'mg' },
  coq10: { max: 100, unit: 'mg' },
  ginsenoside: { max: 80, unit: 'mg' },
  flavonoids: { max: 17, unit: 'mg' },
  theanine: { max: 250, unit: 'mg' },
  collagen: { max: 3270, unit: 'mg' },
  l_arginine: { max: 5000, unit: 'mg' },
  chrome: { min: 50, max: 200, unit: 'µg' },
  probiotics: { max: 100, unit: '억 CFU' },
};
