import { describe, expect, it } from 'vitest';
import type { ProfileStandard } from '../standards/standards.service.js';
import { COUNTED_NUTRIENTS } from '../rules/rules.js';
import { SCORE_MAX_POINTS, SCORE_RULES, coverageNote, percentOf, scoreDay, scoreTier, sumDay, type DayScore } from './score-rules.js';

/** A round-number standard so each boundary is easy to see. */
function standard(over: Partial<ProfileStandard> = {}): ProfileStandard {
  return {
    date: '2026-11-22',
    ageYears: 30,
    ageBand: '19-50',
    standardType: 3,
    standardCode: 3,
    label: '남성',
    kdriGroup: 'male_30-49',
    pregnancyStage: null,
    energy: 2000,
    carbohydrate: { min: 300, max: 400 },
    protein: { min: 50, max: 100 },
    fat: { min: 40, max: 80 },
    milkPowder: null,
    totalSugar: { min: 50, max: 100 },
    sodium: { min: 1500, max: 2300 },
    caffeine: { cap: 400, displayRange: null },
    betaCarotene: { min: 0, max: 7 },
    nutrients: COUNTED_NUTRIENTS.map((code) => ({ code, name: code, unit: 'mg', min: 10, minKind: 'RNI', max: null })),
    ...over,
  };
}

/** A day of one food that has a value for exactly these nutrients (every other one unknown). */
const oneFood = (amounts: Record<string, number>) => sumDay([amounts]);

describe('energy: +4 per tenth of the energy standard, up to 10 steps', () => {
  it.each([
    [0, 0],
    [199.9, 0],
    [200, 4],
    [1999, 36],
    [2000, 40],
    [3000, 40],
  ])('%f kcal of 2000 -> %i points', (kcal, points) => {
    expect(scoreDay(standard(), oneFood({ energy: kcal })).energyPoints).toBe(points);
  });
});

describe('carbohydrate, protein, fat: +1 per tenth of the minimum, up to 10 each', () => {
  it.each([
    [{ carbohydrate: 29.9 }, 0],
    [{ carbohydrate: 30 }, 1],
    [{ carbohydrate: 300 }, 10],
    [{ carbohydrate: 900 }, 10],
    [{ carbohydrate: 300, protein: 50, fat: 40 }, 30],
    [{ protein: 25, fat: 4 }, 6],
  ])('%o -> %i points', (intake, points) => {
    expect(scoreDay(standard(), oneFood(intake)).macroPoints).toBe(points);
  });
});

describe('listed vitamins and minerals: +2 at 80 % of the minimum (40 % under age 2)', () => {
  it.each([
    [30, 7.99, 0],
    [30, 8, 2],
    [30, 100, 2],
    [1.5, 3.99, 0],
    [1.5, 4, 2],
    [2, 4, 0],
  ])('age %f, vitamin C %f of 10 -> %i points', (ageYears, amount, points) => {
    expect(scoreDay(standard({ ageYears }), oneFood({ vitamin_c: amount })).microPoints).toBe(points);
  });

  it('counts only the listed ones (15 x 2 = 30): potassium, not listed, earns nothing', () => {
    expect(SCORE_RULES.micro.nutrients).toHaveLength(15);
    expect(scoreDay(standard(), oneFood({ potassium: 100 })).microPoints).toBe(0);
    const all = Object.fromEntries(COUNTED_NUTRIENTS.map((code) => [code, 10]));
    expect(scoreDay(standard(), oneFood(all)).microPoints).toBe(30);
  });

  it('gives no points for a nutrient without a standard (e.g. omega-3 at ages 1-5)', () => {
    const s = standard({ nutrients: standard().nutrients.map((n) => (n.code === 'vitamin_c' ? { ...n, min: null } : n)) });
    expect(scoreDay(s, oneFood({ vitamin_c: 1000 })).microPoints).toBe(0);
  });
});

describe('over-limit caffeine, sugar and sodium subtract 5 each; exactly the limit is within', () => {
  const full = { energy: 2000, carbohydrate: 300, protein: 50, fat: 40 }; // 70 points
  it.each([
    [{ caffeine: 400 }, 0],
    [{ caffeine: 400.1 }, 5],
    [{ total_sugar: 100 }, 0],
    [{ total_sugar: 100.1 }, 5],
    [{ sodium: 2300 }, 0],
    [{ sodium: 2301 }, 5],
    [{ caffeine: 500, total_sugar: 120, sodium: 3000 }, 15],
  ])('%o -> -%i', (limits, penalty) => {
    const result = scoreDay(standard(), oneFood({ ...full, ...limits }));
    expect(result.penaltyPoints).toBe(penalty);
    expect(result.score).toBe(70 - penalty);
  });

  it('never goes below 0, and a child without a weight has no caffeine cap', () => {
    expect(scoreDay(standard(), oneFood({ caffeine: 900 })).score).toBe(0);
    expect(scoreDay(standard({ caffeine: { cap: null, displayRange: [400, 600] } }), oneFood({ caffeine: 900 })).penaltyPoints).toBe(0);
  });
});

describe('percentages are the real values (the bars and points cap, not the number)', () => {
  it.each([
    [50, 100, 50],
    [100, 100, 100],
    [135, 100, 135],
    [1, null, null],
    [1, 0, null],
  ])('%f of %s -> %s', (intake, std, percent) => {
    expect(percentOf(intake, std)).toBe(percent);
  });
});

describe('intake tier of the day', () => {
  // The tier boundaries are table-tested in rules/rules.test.ts; here the day's intake feeds them.
  it('counts the counted nutrients with intake, not energy or sodium', () => {
    const seven = Object.fromEntries(COUNTED_NUTRIENTS.slice(0, 7).map((code) => [code, 0.1]));
    const result = scoreDay(standard(), oneFood({ ...seven, energy: 500, sodium: 100, vitamin_c: 0 }));
    expect(result.intakeCount).toBe(7);
    expect(result.intakeTier).toBe('average');
  });
});

describe('unknown is not zero: a nutrient no food eaten has a value for (and no supplement gave) is 모름', () => {
  const micro = (result: DayScore, code: string) => result.micros.find((m) => m.code === code)!;
  const limit = (result: DayScore, code: string) => result.limits.find((l) => l.code === code)!;
  // Three foods, none with a magnesium row (not analysed).
  const noMagnesium: Record<string, number>[] = [{ energy: 500, sodium: 300 }, { energy: 300, calcium: 50 }, { energy: 200 }];

  it('(a) a day of only foods whose magnesium is unknown: magnesium unknown, no intake, percent null, not short, 0 points', () => {
    const result = scoreDay(standard(), sumDay(noMagnesium));
    const mg = micro(result, 'magnesium');
    expect(mg).toMatchObject({ known: false, intake: null, percent: null, short: false, points: 0, measuredFoods: 0, foods: 3, supplemented: false });
    expect(coverageNote('마그네슘', mg)).toBe('마그네슘: 기록한 음식에 분석값이 없어 알 수 없어요');
    // Calcium was measured (one food of three) and is short of nothing: 50 of 10 mg.
    expect(micro(result, 'calcium')).toMatchObject({ known: true, intake: 50, short: false, measuredFoods: 1, foods: 3 });
  });

  it('(b) a published 0 is known: a food with a magnesium row of 0 gives amount 0, percent 0, short', () => {
    const result = scoreDay(standard(), sumDay([...noMagnesium, { magnesium: 0 }]));
    expect(micro(result, 'magnesium')).toMatchObject({ known: true, intake: 0, percent: 0, short: true, points: 0, measuredFoods: 1, foods: 4 });
  });

  it('(c) coverage: with 2 of 5 foods measured the amount is those two, and the note says "5개 중 2개"', () => {
    const day = sumDay([{ magnesium: 3 }, { energy: 100 }, { magnesium: 5.5 }, {}, { energy: 50 }]);
    expect(day.foods).toBe(5);
    expect(day.nutrients.magnesium).toEqual({ amount: 8.5, measuredFoods: 2, supplemented: false });
    expect(day.nutrients.energy).toEqual({ amount: 150, measuredFoods: 2, supplemented: false });
    expect(day.nutrients.zinc).toBeUndefined();
    const mg = micro(scoreDay(standard(), day), 'magnesium');
    // 8.5 of 10 mg = 85 %: known, not short, +2.
    expect(mg).toMatchObject({ known: true, intake: 8.5, percent: 85, measuredFoods: 2, foods: 5, short: false, points: 2 });
    expect(coverageNote('마그네슘', mg)).toBe('마그네슘: 기록한 음식 5개 중 2개만 분석값이 있어요');
  });

  it('(d) the intake tier counts only known nutrients above 0, and the day says how many of the 26 are unknown', () => {
    // Calcium and iron known > 0, magnesium a known 0, zinc from a supplement; the other 22 unknown.
    const result = scoreDay(standard(), sumDay([{ calcium: 50, fe: 2, magnesium: 0 }, { energy: 100 }], { zinc: 8 }));
    expect(result.intakeCount).toBe(3);
    expect(result.unknownCount).toBe(22);
    expect(result.intakeTier).toBe('lacking');
    expect(scoreDay(standard(), sumDay([])).unknownCount).toBe(26);
  });

  it('a supplement makes a nutrient known when no food measured it', () => {
    const result = scoreDay(standard(), sumDay(noMagnesium, { magnesium: 9 }));
    const mg = micro(result, 'magnesium');
    expect(mg).toMatchObject({ known: true, intake: 9, percent: 90, short: false, points: 2, measuredFoods: 0, foods: 3, supplemented: true });
    expect(coverageNote('마그네슘', mg)).toBe('마그네슘: 기록한 음식에 분석값이 없어 영양제로 먹은 양만 셌어요');
  });

  it('an unknown energy or macro is not short and gives no points; an unknown limit is not over', () => {
    // A supplement-only day: no food at all.
    const result = scoreDay(standard({ caffeine: { cap: 0, displayRange: null } }), sumDay([], { vitamin_c: 10 }));
    expect(result.energy).toMatchObject({ known: false, intake: null, percent: null, short: false, points: 0, foods: 0 });
    expect(result.macros.every((m) => !m.known && !m.short && m.intake == null)).toBe(true);
    expect(limit(result, 'caffeine')).toMatchObject({ known: false, intake: null, over: false });
    expect(micro(result, 'vitamin_c')).toMatchObject({ known: true, intake: 10, supplemented: true });
    // No food eaten: no note, known or not.
    expect(coverageNote('카페인', limit(result, 'caffeine'))).toBeNull();
    // A known sodium from the one food that has it is over (and penalised) as before.
    const salty = scoreDay(standard(), sumDay([{ sodium: 2400 }, { energy: 100 }]));
    expect(limit(salty, 'sodium')).toMatchObject({ known: true, intake: 2400, over: true, measuredFoods: 1, foods: 2 });
    expect(limit(salty, 'total_sugar')).toMatchObject({ known: false, intake: null, over: false });
    expect(salty.penaltyPoints).toBe(5);
  });

  it('has no note when every food eaten was measured', () => {
    const result = scoreDay(standard(), sumDay([{ magnesium: 1 }, { magnesium: 0 }]));
    expect(coverageNote('마그네슘', micro(result, 'magnesium'))).toBeNull();
  });
});

describe('a perfect day', () => {
  it('is 40 + 30 + 30 = 100', () => {
    expect(SCORE_MAX_POINTS).toMatchObject({ energy: 40, macros: 30, micros: 30 });
    const all = Object.fromEntries(COUNTED_NUTRIENTS.map((code) => [code, 10]));
    expect(scoreDay(standard(), oneFood({ ...all, energy: 2000, carbohydrate: 300, protein: 50, fat: 40 })).score).toBe(100);
  });
});

describe('score tiers', () => {
  it.each([
    [0, 'poor'],
    [39, 'poor'],
    [40, 'fair'],
    [59, 'fair'],
    [60, 'good'],
    [79, 'good'],
    [80, 'excellent'],
    [100, 'excellent'],
  ])('%i -> %s', (score, code) => {
    expect(scoreTier(score).code).toBe(code);
  });
});
