import { intakeTier, nutrientsWithIntake, overCap, unknownNutrients } from '../rules/rules.js';
import type { ProfileStandard } from '../standards/standards.service.js';

/**
 * The nutrition score of spec section 9, as data and one pure function. Reading notes are in
 * docs/decisions/nutrition-standards.md ("The score" and "Unknown is not zero").
 */
export const SCORE_RULES = {
  /** Energy: +4 per tenth of the energy standard reached, up to 10 steps (40). */
  energy: { pointsPerStep: 4, maxSteps: 10 },
  /** Carbohydrate, protein, fat: +1 per tenth of the minimum reached, up to 10 steps each (30). */
  macro: { pointsPerStep: 1, maxSteps: 10, nutrients: ['carbohydrate', 'protein', 'fat'] as const },
  /** Listed vitamins and minerals: +2 each at 80 % of the minimum or more (40 % under age 2) (30). */
  micro: {
    points: 2,
    thresholdPercent: 80,
    youngThresholdPercent: 40,
    youngUnderYears: 2,
    nutrients: ['vitamin_a', 'vitamin_d', 'vitamin_e', 'vitamin_k', 'vitamin_b1', 'vitamin_b2', 'niacin', 'pyridoxine', 'folic_acid', 'vitamin_b12', 'vitamin_c', 'calcium', 'fe', 'magnesium', 'zinc'],
  },
  /** Each of caffeine, sugar and sodium over its limit subtracts this much. */
  penaltyPerLimit: 5,
} as const;

/** The most each part can give: 10 x 4, 3 x 10 x 1, 15 x 2. */
export const SCORE_MAX_POINTS = {
  energy: SCORE_RULES.energy.maxSteps * SCORE_RULES.energy.pointsPerStep,
  macros: SCORE_RULES.macro.nutrients.length * SCORE_RULES.macro.maxSteps * SCORE_RULES.macro.pointsPerStep,
  micros: SCORE_RULES.micro.nutrients.length * SCORE_RULES.micro.points,
  penaltyPerLimit: SCORE_RULES.penaltyPerLimit,
} as const;

/** Score tiers with their description texts (GET /nutritionScore/descriptionList). */
export const SCORE_TIERS = [
  { code: 'poor', min: 0, max: 39, label: '노력 필요', description: '부족한 영양소가 많아요. 식사를 거르지 말고 골고루 드셔 보세요.' },
  { code: 'fair', min: 40, max: 59, label: '보통', description: '기본은 챙기고 있어요. 부족한 영양소를 채워 볼까요?' },
  { code: 'good', min: 60, max: 79, label: '좋음', description: '균형 잡힌 하루예요. 조금만 더 챙기면 완벽해요.' },
  { code: 'excellent', min: 80, max: 100, label: '아주 좋음', description: '훌륭해요! 오늘처럼 골고루 드세요.' },
] as const;

/** Intake-tier description texts (counted nutrients known with intake, of 26). */
export const INTAKE_TIER_DESCRIPTIONS: Record<string, string> = {
  lacking: '먹은 영양소가 적어요. 다양한 식품과 영양제로 채워 보세요.',
  average: '절반 가까이 먹었어요. 빠진 영양소를 확인해 보세요.',
  adequate: '많은 영양소를 먹었어요. 양이 기준에 못 미친 영양소는 부족한 영양소에서 확인하세요.',
  satisfied: '거의 모든 영양소를 먹었어요. 양이 기준에 못 미친 영양소는 부족한 영양소에서 확인하세요.',
};

export function scoreTier(score: number): (typeof SCORE_TIERS)[number] {
  return SCORE_TIERS.find((tier) => score >= tier.min && score <= tier.max) ?? SCORE_TIERS[0];
}

/**
 * Percent of a standard reached, as it is (135 when 1.35 times the standard was eaten); null
 * without a standard. Spec section 9's "Percentage is capped at 100" is applied where a percent
 * becomes something else, never to the number shown (issue 21): points count at most
 * `maxSteps` tenths, a micro nutrient counts once over its threshold, and the bars on screen stop
 * at 100 % (web `barWidth`, the coverage chart's scale). docs/decisions/nutrition-standards.md.
 */
export function percentOf(intake: number, standard: number | null): number | null {
  if (standard == null || standard <= 0) return null;
  return (intake / standard) * 100;
}

/** Whole tenths reached (a tiny epsilon keeps 30/300 = 10 % from flooring to 0.9999...). */
const tenths = (percent: number | null) => (percent == null ? 0 : Math.floor(percent / 10 + 1e-9));

// ---------------------------------------------------------------------------------------------
// Unknown is not zero (docs/decisions/nutrition-standards.md). A food has a value for a nutrient
// when it has a row in food_nutrients (a published 0 is a row of 0); a recipe has one when at
// least one of its ingredients has a row. A nutrient is UNKNOWN for the day when no food record
// of the day has a value for it and no supplement marked that day supplied it. Everything is
// counted from the measured foods (and supplements) only; an unknown nutrient gets no points, is
// not short, not over a limit, has no intake and no percent.

/** What a day knows of one nutrient. */
export interface NutrientKnowledge {
  /** Sum over the food records that have a value for it, plus the supplements' share. */
  amount: number;
  /** Food records of the day whose food or recipe has a value for it. */
  measuredFoods: number;
  /** A supplement marked that day supplied it (a label row, even of 0). */
  supplemented: boolean;
}

/** A day's intake: the food records it has, and by nutrient code what it knows (absent = unknown). */
export interface DayIntake {
  foods: number;
  nutrients: Record<string, NutrientKnowledge>;
}

/**
 * Sums a day: `foods` holds each food record's nutrients with only the codes its food or recipe
 * has a value for (absent = not analysed), `supplements` the supplements' amounts by code.
 */
export function sumDay(foods: readonly Record<string, number>[], supplements: Record<string, number> = {}): DayIntake {
  const nutrients: Record<string, NutrientKnowledge> = {};
  const entry = (code: string) => (nutrients[code] ??= { amount: 0, measuredFoods: 0, supplemented: false });
  for (const food of foods) {
    for (const [code, amount] of Object.entries(food)) {
      const n = entry(code);
      n.amount += amount;
      n.measuredFoods += 1;
    }
  }
  for (const [code, amount] of Object.entries(supplements)) {
    const n = entry(code);
    n.amount += amount;
    n.supplemented = true;
  }
  return { foods: foods.length, nutrients };
}

/** How much of the day's food a line's amount rests on. */
export interface NutrientCoverage {
  /** Some food eaten that day has a value for it, or a supplement supplied it. */
  known: boolean;
  measuredFoods: number;
  foods: number;
  supplemented: boolean;
}

export interface NutrientLine extends NutrientCoverage {
  code: string;
  /** Null when unknown. */
  intake: number | null;
  min: number | null;
  max: number | null;
  /** Null when unknown or without a standard. */
  percent: number | null;
  points: number;
  /** Known and below 80 % (40 % under age 2) of the minimum; an unknown nutrient is never short. */
  short: boolean;
}

export interface LimitLine extends NutrientCoverage {
  code: string;
  /** Null when unknown. */
  intake: number | null;
  limit: number | null;
  /** Known and over the limit. */
  over: boolean;
}

export interface DayScore {
  score: number;
  energyPoints: number;
  macroPoints: number;
  microPoints: number;
  penaltyPoints: number;
  /** Counted nutrients (of 26) known with intake > 0. */
  intakeCount: number;
  /** Counted nutrients (of 26) unknown for the day. */
  unknownCount: number;
  intakeTier: string;
  energy: NutrientLine;
  macros: NutrientLine[];
  micros: NutrientLine[];
  limits: LimitLine[];
}

/** The Korean note under a line whose amount does not rest on every food eaten (null when it does, or when no food was eaten). */
export const COVERAGE_NOTES = {
  unknown: (name: string) => `${name}: 기록한 음식에 분석값이 없어 알 수 없어요`,
  supplementsOnly: (name: string) => `${name}: 기록한 음식에 분석값이 없어 영양제로 먹은 양만 셌어요`,
  partial: (name: string, measured: number, foods: number) => `${name}: 기록한 음식 ${foods}개 중 ${measured}개만 분석값이 있어요`,
} as const;

export function coverageNote(name: string, coverage: NutrientCoverage): string | null {
  if (coverage.foods === 0 || coverage.measuredFoods >= coverage.foods) return null;
  if (!coverage.known) return COVERAGE_NOTES.unknown(name);
  if (coverage.measuredFoods === 0) return COVERAGE_NOTES.supplementsOnly(name);
  return COVERAGE_NOTES.partial(name, coverage.measuredFoods, coverage.foods);
}

export function scoreDay(standard: ProfileStandard, day: DayIntake): DayScore {
  /** The day's amount, null when unknown. */
  const amount = (code: string): number | null => day.nutrients[code]?.amount ?? null;
  const coverage = (code: string): NutrientCoverage => {
    const n = day.nutrients[code];
    return { known: n != null, measuredFoods: n?.measuredFoods ?? 0, foods: day.foods, supplemented: n?.supplemented ?? false };
  };
  const percentOfKnown = (intake: number | null, min: number | null) => (intake == null ? null : percentOf(intake, min));

  const energyIntake = amount('energy');
  const energyPercent = percentOfKnown(energyIntake, standard.energy);
  const energySteps = Math.min(SCORE_RULES.energy.maxSteps, tenths(energyPercent));
  const energy: NutrientLine = {
    code: 'energy',
    intake: energyIntake,
    min: standard.energy,
    max: null,
    percent: energyPercent,
    points: energySteps * SCORE_RULES.energy.pointsPerStep,
    short: energyIntake != null && energySteps < 8,
    ...coverage('energy'),
  };

  const macros = SCORE_RULES.macro.nutrients.map((code): NutrientLine => {
    const range = standard[code];
    const intake = amount(code);
    const percent = percentOfKnown(intake, range.min);
    const steps = Math.min(SCORE_RULES.macro.maxSteps, tenths(percent));
    return { code, intake, min: range.min, max: range.max, percent, points: steps * SCORE_RULES.macro.pointsPerStep, short: intake != null && steps < 8, ...coverage(code) };
  });

  const threshold = standard.ageYears < SCORE_RULES.micro.youngUnderYears ? SCORE_RULES.micro.youngThresholdPercent : SCORE_RULES.micro.thresholdPercent;
  const micros = standard.nutrients.map((line): NutrientLine => {
    const intake = amount(line.code);
    const percent = percentOfKnown(intake, line.min);
    const reached = percent != null && percent >= threshold;
    const listed = (SCORE_RULES.micro.nutrients as readonly string[]).includes(line.code);
    return {
      code: line.code,
      intake,
      min: line.min,
      max: line.max,
      percent,
      points: listed && reached ? SCORE_RULES.micro.points : 0,
      short: intake != null && line.min != null && !reached,
      ...coverage(line.code),
    };
  });

  const limits = [
    { code: 'caffeine', limit: standard.caffeine.cap },
    { code: 'total_sugar', limit: standard.totalSugar.max },
    { code: 'sodium', limit: standard.sodium.max },
  ].map((l): LimitLine => {
    const intake = amount(l.code);
    return { ...l, intake, over: intake != null && l.limit != null && overCap(intake, l.limit), ...coverage(l.code) };
  });

  const energyPoints = energy.points;
  const macroPoints = macros.reduce((sum, m) => sum + m.points, 0);
  const microPoints = micros.reduce((sum, m) => sum + m.points, 0);
  const penaltyPoints = limits.filter((l) => l.over).length * SCORE_RULES.penaltyPerLimit;
  const known = Object.fromEntries(Object.entries(day.nutrients).map(([code, n]) => [code, n.amount]));
  const intakeCount = nutrientsWithIntake(known);
  return {
    score: Math.max(0, energyPoints + macroPoints + microPoints - penaltyPoints),
    energyPoints,
    macroPoints,
    microPoints,
    penaltyPoints,
    intakeCount,
    unknownCount: unknownNutrients(known),
    intakeTier: intakeTier(intakeCount).code,
    energy,
    macros,
    micros,
    limits,
  };
}
