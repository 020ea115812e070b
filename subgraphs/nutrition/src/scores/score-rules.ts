import { intakeTier, nutrientsWithIntake, overCap } from '../rules/rules.js';
import type { ProfileStandard } from '../standards/standards.service.js';

/**
 * The nutrition score of spec section 9, as data and one pure function. Reading notes are in
 * docs/decisions/nutrition-standards.md ("Score").
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

/** Intake-tier description texts (counted nutrients with intake, of 26). */
export const INTAKE_TIER_DESCRIPTIONS: Record<string, string> = {
  lacking: '섭취한 영양소가 적어요. 다양한 식품과 영양제로 채워 보세요.',
  average: '절반 가까이 챙겼어요. 빠진 영양소를 확인해 보세요.',
  adequate: '많은 영양소를 챙기고 있어요.',
  satisfied: '거의 모든 영양소를 챙겼어요!',
};

export function scoreTier(score: number): (typeof SCORE_TIERS)[number] {
  return SCORE_TIERS.find((tier) => score >= tier.min && score <= tier.max) ?? SCORE_TIERS[0];
}

/** Percent of a standard reached, capped at 100 (spec section 9); null without a standard. */
export function percentOf(intake: number, standard: number | null): number | null {
  if (standard == null || standard <= 0) return null;
  return Math.min(100, (intake / standard) * 100);
}

/** Whole tenths reached (a tiny epsilon keeps 30/300 = 10 % from flooring to 0.9999...). */
const tenths = (percent: number | null) => (percent == null ? 0 : Math.floor(percent / 10 + 1e-9));

export interface NutrientLine {
  code: string;
  intake: number;
  min: number | null;
  max: number | null;
  percent: number | null;
  points: number;
  /** Below 80 % (40 % under age 2) of the minimum. */
  short: boolean;
}

export interface DayScore {
  score: number;
  energyPoints: number;
  macroPoints: number;
  microPoints: number;
  penaltyPoints: number;
  intakeCount: number;
  intakeTier: string;
  energy: NutrientLine;
  macros: NutrientLine[];
  micros: NutrientLine[];
  limits: { code: string; intake: number; limit: number | null; over: boolean }[];
}

export function scoreDay(standard: ProfileStandard, intake: Record<string, number>): DayScore {
  const amount = (code: string) => intake[code] ?? 0;
  const energyPercent = percentOf(amount('energy'), standard.energy);
  const energySteps = Math.min(SCORE_RULES.energy.maxSteps, tenths(energyPercent));
  const energy: NutrientLine = {
    code: 'energy',
    intake: amount('energy'),
    min: standard.energy,
    max: null,
    percent: energyPercent,
    points: energySteps * SCORE_RULES.energy.pointsPerStep,
    short: energySteps < 8,
  };

  const macros = SCORE_RULES.macro.nutrients.map((code): NutrientLine => {
    const range = standard[code];
    const percent = percentOf(amount(code), range.min);
    const steps = Math.min(SCORE_RULES.macro.maxSteps, tenths(percent));
    return { code, intake: amount(code), min: range.min, max: range.max, percent, points: steps * SCORE_RULES.macro.pointsPerStep, short: steps < 8 };
  });

  const threshold = standard.ageYears < SCORE_RULES.micro.youngUnderYears ? SCORE_RULES.micro.youngThresholdPercent : SCORE_RULES.micro.thresholdPercent;
  const micros = standard.nutrients.map((line): NutrientLine => {
    const percent = percentOf(amount(line.code), line.min);
    const reached = percent != null && percent >= threshold;
    const listed = (SCORE_RULES.micro.nutrients as readonly string[]).includes(line.code);
    return { code: line.code, intake: amount(line.code), min: line.min, max: line.max, percent, points: listed && reached ? SCORE_RULES.micro.points : 0, short: line.min != null && !reached };
  });

  const limits = [
    { code: 'caffeine', intake: amount('caffeine'), limit: standard.caffeine.cap },
    { code: 'total_sugar', intake: amount('total_sugar'), limit: standard.totalSugar.max },
    { code: 'sodium', intake: amount('sodium'), limit: standard.sodium.max },
  ].map((l) => ({ ...l, over: l.limit != null && overCap(l.intake, l.limit) }));

  const energyPoints = energy.points;
  const macroPoints = macros.reduce((sum, m) => sum + m.points, 0);
  const microPoints = micros.reduce((sum, m) => sum + m.points, 0);
  const penaltyPoints = limits.filter((l) => l.over).length * SCORE_RULES.penaltyPerLimit;
  const intakeCount = nutrientsWithIntake(intake);
  return {
    score: Math.max(0, energyPoints + macroPoints + microPoints - penaltyPoints),
    energyPoints,
    macroPoints,
    microPoints,
    penaltyPoints,
    intakeCount,
    intakeTier: intakeTier(intakeCount).code,
    energy,
    macros,
    micros,
    limits,
  };
}
