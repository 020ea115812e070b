import { describe, expect, it } from 'vitest';
import {
  COUNTED_NUTRIENTS,
  SUPPLEMENT_LIMITS,
  adherencePercent,
  adherenceTier,
  caffeineCap,
  intakeTier,
  nutrientsWithIntake,
  overCap,
  unknownNutrients,
  pregnancyStage,
  standardAgeBand,
  standardType,
} from './rules.js';
import { addressedName, ageDisplay, genderLabel, profileImageCount } from '../profiles/display.js';

const female = { gender: 2, promiseType: 0, pregnantType: null };

describe('standard type (spec section 4)', () => {
  it.each([
    [{ ...female, ageYears: 0.99 }, 1],
    [{ ...female, ageYears: 1 }, 2],
    [{ ...female, ageYears: 5.99 }, 2],
    [{ ...female, ageYears: 6 }, 4],
    [{ ...female, gender: 1, ageYears: 6 }, 3],
    [{ ...female, gender: 1, ageYears: 40, promiseType: 3 }, 3],
    [{ ...female, ageYears: 30, promiseType: 1 }, 4],
    [{ ...female, ageYears: 30, pregnantType: 2 }, 5],
    [{ ...female, ageYears: 30, pregnantType: 4 }, 6],
    [{ ...female, ageYears: 30, promiseType: 1, pregnantType: 4 }, 4],
    [{ ...female, gender: 0, ageYears: 30 }, 4],
  ])('%o -> %i', (subject, type) => {
    expect(standardType(subject)).toBe(type);
  });
});

describe('age bands for standards', () => {
  it.each([
    [0, 'infant'],
    [0.83, 'infant'],
    [0.84, 'toddler'],
    [1.99, 'toddler'],
    [2, '2-7'],
    [6.99, '2-7'],
    [7, '7-19'],
    [18.99, '7-19'],
    [19, '19-50'],
    [49.99, '19-50'],
    [50, '50+'],
  ])('%f years -> %s', (age, code) => {
    expect(standardAgeBand(age).code).toBe(code);
  });
});

describe('pregnancy stage from the due date (conception 9 months before)', () => {
  // Due 2027-08-01 -> conception 2026-11-01.
  it.each([
    ['2026-10-31', 'before', null],
    ['2026-11-01', 'early', 0],
    ['2027-01-23', 'early', 11],
    ['2027-01-24', 'mid', 12],
    ['2027-04-17', 'mid', 23],
    ['2027-04-18', 'late', 24],
    ['2027-08-01', 'late', 39],
    ['2027-08-02', 'postpartum', null],
  ])('on %s: %s (week %s)', (on, stage, week) => {
    expect(pregnancyStage('2027-08-01', on)).toEqual({ stage, week });
  });
});

describe('nutrient-intake tier over the 26 counted nutrients', () => {
  const withIntake = (n: number) => Object.fromEntries(COUNTED_NUTRIENTS.slice(0, n).map((code) => [code, 1]));
  it('counts 26 nutrients, phosphorus (perfect_virtue) among them', () => {
    expect(COUNTED_NUTRIENTS).toHaveLength(26);
    expect(COUNTED_NUTRIENTS).toContain('perfect_virtue');
  });
  it.each([
    [0, 'lacking'],
    [1, 'lacking'],
    [6, 'lacking'],
    [7, 'average'],
    [12, 'average'],
    [13, 'adequate'],
    [19, 'adequate'],
    [20, 'satisfied'],
    [26, 'satisfied'],
  ])('%i nutrients with intake -> %s', (n, code) => {
    expect(nutrientsWithIntake(withIntake(n))).toBe(n);
    expect(intakeTier(n).code).toBe(code);
  });
  it('counts only positive intake', () => {
    expect(nutrientsWithIntake({ calcium: 0, fe: 3, sodium: 900 })).toBe(1);
  });
  it('counts an unknown nutrient (absent or null) neither as eaten nor as 0, and counts the unknown ones', () => {
    // Calcium a known 0, iron known, magnesium null, the 23 other counted nutrients absent.
    const intake = { calcium: 0, fe: 3, magnesium: null, sodium: 900 };
    expect(nutrientsWithIntake(intake)).toBe(1);
    expect(unknownNutrients(intake)).toBe(COUNTED_NUTRIENTS.length - 2);
    expect(unknownNutrients(withIntake(26))).toBe(0);
    expect(unknownNutrients({})).toBe(26);
  });
});

describe('reminder adherence tiers', () => {
  it.each([
    [0, 10, 0],
    [4, 10, 0],
    [5, 10, 50],
    [7, 10, 50],
    [3, 4, 75],
    [98, 100, 75],
    [99, 100, 99],
    [10, 10, 99],
    [12, 10, 99],
  ])('%i of %i reminders -> tier from %i%%', (eat, alarms, from) => {
    expect(adherenceTier(adherencePercent(eat, alarms)).fromPercent).toBe(from);
  });
});

describe('caffeine caps and ranges', () => {
  it.each([
    [30, 4, 60, 400],
    [30, 5, 60, 300],
    [30, 6, 60, 300],
    [19, 3, 70, 400],
    [18, 3, 50, 125],
  ])('age %i, standard %i, %i kg -> %i mg', (age, standard, weight, cap) => {
    expect(caffeineCap(age, standard, weight).capMg).toBe(cap);
  });
  it('shows the 400-600 range under 19 and needs a weight for the cap', () => {
    expect(caffeineCap(12, 2, null)).toEqual({ capMg: null, displayRangeMg: [400, 600] });
  });
  it('is within the cap at exactly the cap, over it above', () => {
    expect(overCap(400, 400)).toBe(false);
    expect(overCap(400.1, 400)).toBe(true);
  });
  it('keeps the supplement limits of spec section 9', () => {
    expect(SUPPLEMENT_LIMITS.collagen).toEqual({ max: 3270, unit: 'mg' });
    expect(SUPPLEMENT_LIMITS.chrome).toEqual({ min: 50, max: 200, unit: 'µg' });
    expect(Object.keys(SUPPLEMENT_LIMITS)).toHaveLength(12);
  });
});

describe('profile display rules (spec section 9)', () => {
  it.each([
    ['2026-06-06', '179일'],
    ['2026-06-05', '5개월'], // 180 days: months from here
    ['2025-01-03', '22개월'],
    ['2024-12-03', '23개월'],
    ['2024-12-02', '만 2세'],
    ['1990-12-03', '만 35세'], // the birthday not yet reached this year
    ['1990-12-02', '만 36세'],
  ])('born %s, shown on 2026-12-02 as %s', (birthday, text) => {
    expect(ageDisplay(birthday, '2026-12-02').text).toBe(text);
  });
  it.each([
    [1, 12, '남아'],
    [2, 12, '여아'],
    [1, 13, '남성'],
    [0, 13, '여성'],
  ])('gender %i at %i -> %s', (gender, age, label) => {
    expect(genderLabel(gender, age)).toBe(label);
  });
  it.each([
    [7, 5],
    [8, 10],
  ])('at age %i the picture is drawn from 1..%i', (age, count) => {
    expect(profileImageCount(age)).toBe(count);
  });
  it.each([
    ['하준', '하준님'],
    ['지형', '지형님'], // 형 ends a given name: a title only alone
    ['형', '형'],
    ['어머니', '어머니'],
    ['시어머니', '시어머니'],
    ['하준 엄마', '하준 엄마'],
    ['외할아버지', '외할아버지'],
    ['아들', '아들'],
    ['어머님', '어머님'],
    [' 데모회원 ', '데모회원님'],
  ])('a profile named %s is addressed as %s', (name, addressed) => {
    expect(addressedName(name)).toBe(addressed);
  });
});
