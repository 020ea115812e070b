import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { nutrition } from '../schema.js';
import { COUNTED_NUTRIENTS } from '../rules/rules.js';
import { infantFormulaBand, standardCode } from './standard-rules.js';
import { standardFor, type StandardSubjectInfo } from './standards.service.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

const ON = '2026-11-22';
const subject = (over: Partial<StandardSubjectInfo>): StandardSubjectInfo => ({ birthday: '1990-01-01', gender: 1, promiseType: 0, pregnantType: null, pregnantDay: null, weightKg: null, ...over });
const standard = (over: Partial<StandardSubjectInfo>, on = ON) => standardFor(api.em(), subject(over), on);
const nutrient = (s: Awaited<ReturnType<typeof standard>>, code: string) => s.nutrients.find((n) => n.code === code)!;

describe('standard type and KDRI group by age (boundaries 0.99 / 1 / 5.99 / 6 years)', () => {
  // Birthdays relative to 2026-11-22.
  it.each([
    ['0.99 year (2025-11-23)', '2025-11-23', 1, 1, 'infant_6-11m'],
    ['1 year (2025-11-22)', '2025-11-22', 1, 2, 'child_1-2'],
    ['5.99 years (2020-11-23)', '2020-11-23', 1, 2, 'child_3-5'],
    ['6 years, boy (2020-11-22)', '2020-11-22', 1, 3, 'male_6-8'],
    ['6 years, girl (2020-11-22)', '2020-11-22', 2, 4, 'female_6-8'],
    ['100 days', '2026-08-14', 2, 1, 'infant_0-5m'],
    ['35 years, man', '1991-05-05', 1, 3, 'male_30-49'],
    ['75 years, woman', '1950-01-01', 2, 4, 'female_75+'],
  ])('%s -> type %i, %s', async (_label, birthday, gender, type, group) => {
    const s = await standard({ birthday, gender });
    expect(s.standardType).toBe(type);
    expect(s.kdriGroup).toBe(group);
  });
});

describe('KDRI 2020 values of a group', () => {
  it('a 35-year-old man: EER 2500 kcal, vitamin C RNI 100 mg (UL 2000), calcium 800, iron 10, sodium 1500-2300, EPA+DHA 400 mg', async () => {
    const s = await standard({ birthday: '1991-05-05' });
    expect(s.energy).toBe(2500);
    expect(nutrient(s, 'vitamin_c')).toMatchObject({ min: 100, minKind: 'RNI', max: 2000 });
    expect(nutrient(s, 'calcium')).toMatchObject({ min: 800, max: 2500 });
    expect(nutrient(s, 'fe')).toMatchObject({ min: 10, max: 45 });
    expect(nutrient(s, 'omega_3_fatty_acids')).toMatchObject({ min: 400, minKind: 'AI', unit: 'mg' });
    expect(nutrient(s, 'niacin').max).toBeNull();
    expect(s.sodium).toEqual({ min: 1500, max: 2300 });
    expect(s.nutrients).toHaveLength(26);
  });

  it('from age 6 the macros are the older-age ratios x energy (carbohydrate 13.175-16.25 %, protein 1.75-5 %, fat 1.67-3.3 %)', async () => {
    const s = await standard({ birthday: '1991-05-05' });
    // 2500 x 0.13175 = 329.375 -> 329.4; 2500 x 0.1625 = 406.25 -> 406.3; 2500 x 0.0175 = 43.75 -> 43.8; x 0.05 = 125;
    // 2500 x 0.0167 = 41.75 -> 41.8; x 0.033 = 82.5.
    expect(s.carbohydrate).toEqual({ min: 329.4, max: 406.3 });
    expect(s.protein).toEqual({ min: 43.8, max: 125 });
    expect(s.fat).toEqual({ min: 41.8, max: 82.5 });
  });

  it('under age 6 the macros come from the KDRI tables (1-2 years: carbohydrate RNI 130 g, protein RNI 20 g, fat AMDR 20-35 % of 900 kcal)', async () => {
    const s = await standard({ birthday: '2025-01-01' });
    expect(s.carbohydrate).toEqual({ min: 130, max: 146.3 }); // 900 x 65 % / 4 = 146.25
    expect(s.protein).toEqual({ min: 20, max: 45 }); // 900 x 20 % / 4
    expect(s.fat).toEqual({ min: 20, max: 35 }); // 900 x 20 % / 9, 900 x 35 % / 9
  });

  it('omega-3: DHA for infants, none for ages 1-5 (KDRI sets no EPA+DHA value there)', async () => {
    expect(nutrient(await standard({ birthday: '2026-08-14' }), 'omega_3_fatty_acids').min).toBe(200);
    expect(nutrient(await standard({ birthday: '2023-01-01' }), 'omega_3_fatty_acids').min).toBeNull();
  });

  it('leaves the disputed female 15-18 fibre AI empty rather than guessing', async () => {
    expect(nutrient(await standard({ birthday: '2010-01-01', gender: 2 }), 'total_dietary_fiber').min).toBeNull();
  });
});

describe('pregnancy (type 5) and lactation (type 6) add KDRI additions to the woman of the same age', () => {
  // Due 2027-05-01 -> conception 2026-08-01; on 2026-11-22 that is week 16 (mid: trimester 2).
  it.each([
    ['early (week 3)', '2027-07-01', 'early', 1900],
    ['mid (week 16)', '2027-05-01', 'mid', 1900 + 340],
    ['late (week 30)', '2027-01-15', 'late', 1900 + 450],
  ])('pregnant, %s', async (_label, pregnantDay, stage, energy) => {
    const s = await standard({ birthday: '1991-05-05', gender: 2, pregnantType: 2, pregnantDay });
    expect(s.standardType).toBe(5);
    expect(s.pregnancyStage).toBe(stage);
    expect(s.energy).toBe(energy);
    expect(nutrient(s, 'fe').min).toBe(14 + 10);
    expect(nutrient(s, 'folic_acid').min).toBe(400 + 220);
  });

  it('mid pregnancy adds protein RNI +15 g to the KDRI protein table (energy ratios set the macros)', async () => {
    const s = await standard({ birthday: '1991-05-05', gender: 2, pregnantType: 2, pregnantDay: '2027-05-01' });
    expect(s.protein.min).toBe(Math.round(2240 * 0.0175 * 10) / 10);
  });

  it('nursing: energy +340 kcal, vitamin C RNI +40 mg', async () => {
    const s = await standard({ birthday: '1991-05-05', gender: 2, pregnantType: 4 });
    expect(s.standardType).toBe(6);
    expect(s.energy).toBe(1900 + 340);
    expect(nutrient(s, 'vitamin_c').min).toBe(100 + 40);
  });

  it('a woman with a promise type keeps standard type 4 (the spec checks promise_type first)', async () => {
    const s = await standard({ birthday: '1991-05-05', gender: 2, promiseType: 1, pregnantType: 2 });
    expect(s.standardType).toBe(4);
    expect(s.standardCode).toBe(18);
    expect(s.energy).toBe(1900);
  });
});

describe('standard codes of the promise types', () => {
  it.each([
    [3, 0, 1, 3],
    [4, 0, 2, 4],
    [3, 1, 1, 17],
    [4, 1, 2, 18],
    [3, 2, 1, 13],
    [4, 3, 2, 14],
    [3, 4, 1, 15],
    [4, 5, 2, 16],
  ])('type %i with promise %i, gender %i -> %i', (type, promise, gender, code) => {
    expect(standardCode(type, promise, gender)).toBe(code);
  });
});

describe('infant formula bands by days since birth (20 % tolerance)', () => {
  it.each([
    [0, 0, 400],
    [13, 0, 400],
    [14, 14, 500],
    [27, 14, 500],
    [28, 28, 500],
    [119, 28, 500],
    [120, 120, 500],
    [150, 150, 500],
    [179, 150, 500],
    [180, 180, 600],
    [239, 180, 600],
    [240, 240, 600],
    [300, 300, 600],
    [364, 300, 600],
    [365, 365, 1000],
  ])('day %i -> band from day %i, %i kcal', (day, fromDay, energy) => {
    const band = infantFormulaBand(day);
    expect(band).toMatchObject({ fromDay, energyKcal: energy, min: energy * 0.8, max: energy * 1.2 });
  });

  it('a 100-day-old gets the 28-120 day band on her standard; a one-year-old has none', async () => {
    expect((await standard({ birthday: '2026-08-14', gender: 2 })).milkPowder).toEqual({ target: 500, min: 400, max: 600 });
    expect((await standard({ birthday: '2025-11-22' })).milkPowder).toBeNull();
  });
});

describe('caffeine cap on the standard', () => {
  it.each([
    ['adult man', { birthday: '1991-05-05' }, 400, null],
    ['nursing woman (type 6)', { birthday: '1991-05-05', gender: 2, pregnantType: 4 }, 300, null],
    ['10-year-old weighing 30 kg', { birthday: '2016-01-01', weightKg: 30 }, 75, [400, 600]],
    ['10-year-old without a weight', { birthday: '2016-01-01' }, null, [400, 600]],
  ])('%s', async (_label, over, cap, range) => {
    const s = await standard(over as Partial<StandardSubjectInfo>);
    expect(s.caffeine.cap).toBe(cap);
    expect(s.caffeine.displayRange).toEqual(range);
  });
});

describe('nutrient catalog', () => {
  it('advertises 39 nutrients, 26 of them counted (phosphorus, perfect_virtue, among them)', async () => {
    const { nutrientCatalog } = await api.ok<{ nutrientCatalog: { code: string; name: string; counted: boolean }[] }>('{ nutrientCatalog { code name unit group counted } }');
    expect(nutrientCatalog).toHaveLength(39);
    expect(
      nutrientCatalog
        .filter((n) => n.counted)
        .map((n) => n.code)
        .sort(),
    ).toEqual([...COUNTED_NUTRIENTS].sort());
    expect(nutrientCatalog.find((n) => n.code === 'perfect_virtue')).toMatchObject({ name: '인', counted: true });
  });
});

describe('nutritionStandard query', () => {
  const member = (): Identity => testIdentity();
  const ADD = 'mutation ($input: ProfileInput!) { addProfile(input: $input) { id } }';
  const QUERY = 'query ($id: ID!, $date: LocalDate) { nutritionStandard(profileId: $id, date: $date) { standardType standardCode energy caffeine { cap } nutrients { code min } } }';

  it('uses the profile, its life stage and its latest weight up to the date; only the owner may read it', async () => {
    const owner = member();
    const { addProfile } = await api.ok<{ addProfile: { id: string } }>(ADD, { input: { name: '민준', gender: 1, birthday: '2016-01-01' } }, owner);
    const { BodyRecordEntity } = await import('../records/record.entities.js');
    const em = api.em();
    em.create(BodyRecordEntity, { profileId: addProfile.id, userId: owner.userId, recordAt: '2026-11-01', weight: 32 });
    em.create(BodyRecordEntity, { profileId: addProfile.id, userId: owner.userId, recordAt: '2026-11-30', weight: 40 });
    await em.flush();
    const data = await api.ok<{ nutritionStandard: { standardType: number; energy: number; caffeine: { cap: number } } }>(QUERY, { id: addProfile.id, date: ON }, owner);
    expect(data.nutritionStandard).toMatchObject({ standardType: 3, energy: 2000, caffeine: { cap: 80 } }); // male 9-11 EER; 32 kg x 2.5 (the 30th is later)
    const stranger = await api.exec(QUERY, { id: addProfile.id }, member());
    expect(stranger.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await api.exec(QUERY, { id: addProfile.id }, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
