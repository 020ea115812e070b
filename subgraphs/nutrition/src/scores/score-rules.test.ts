import { describe, expect, it } from 'vitest';
import type { ProfileStandard } from '../standards/standards.service.js';
import { COUNTED_NUTRIENTS } from '../rules/rules.js';
import { SCORE_MAX_POINTS, SCORE_RULES, percentOf, scoreDay, scoreTier } from './score-rules.js';

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

describe('energy: +4 per tenth of the energy standard, up to 10 steps', () => {
  it.each([
    [0, 0],
    [199.9, 0],
    [200, 4],
    [1999, 36],
    [2000, 40],
    [3000, 40],
  ])('%f kcal of 2000 -> %i points', (kcal, points) => {
    expect(scoreDay(standard(), { energy: kcal }).energyPoints).toBe(points);
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
    expect(scoreDay(standard(), intake).macroPoints).toBe(points);
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
    expect(scoreDay(standard({ ageYears }), { vitamin_c: amount }).microPoints).toBe(points);
  });

  it('counts only the listed ones (15 x 2 = 30): potassium, not listed, earns nothing', () => {
    expect(SCORE_RULES.micro.nutrients).toHaveLength(15);
    expect(scoreDay(standard(), { potassium: 100 }).microPoints).toBe(0);
    const all = Object.fromEntries(COUNTED_NUTRIENTS.map((code) => [code, 10]));
    expect(scoreDay(standard(), all).microPoints).toBe(30);
  });

  it('gives no points for a nutrient without a standard (e.g. omega-3 at ages 1-5)', () => {
    const s = standard({ nutrients: standard().nutrients.map((n) => (n.code === 'vitamin_c' ? { ...n, min: null } : n)) });
    expect(scoreDay(s, { vitamin_c: 1000 }).microPoints).toBe(0);
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
    const result = scoreDay(standard(), { ...full, ...limits });
    expect(result.penaltyPoints).toBe(penalty);
    expect(result.score).toBe(70 - penalty);
  });

  it('never goes below 0, and a child without a weight has no caffeine cap', () => {
    expect(scoreDay(standard(), { caffeine: 900 }).score).toBe(0);
    expect(scoreDay(standard({ caffeine: { cap: null, displayRange: [400, 600] } }), { caffeine: 900 }).penaltyPoints).toBe(0);
  });
});

describe('percentages are capped at 100', () => {
  it.each([
    [50, 100, 50],
    [150, 100, 100],
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
    const result = scoreDay(standard(), { ...seven, energy: 500, sodium: 100, vitamin_c: 0 });
    expect(result.intakeCount).toBe(7);
    expect(result.intakeTier).toBe('average');
  });
});

describe('a perfect day', () => {
  it('is 40 + 30 + 30 = 100', () => {
    expect(SCORE_MAX_POINTS).toMatchObject({ energy: 40, macros: 30, micros: 30 });
    const all = Object.fromEntries(COUNTED_NUTRIENTS.map((code) => [code, 10]));
    expect(scoreDay(standard(), { ...all, energy: 2000, carbohydrate: 300, protein: 50, fat: 40 }).score).toBe(100);
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
