import { describe, expect, it } from 'vitest';
import { RECOMMEND_NUTRIENT_BY_CODE } from '../../ingredients/recommend-nutrients.js';
import { AGE_BANDS, QUESTIONS_PER_BAND } from '../age-bands.js';
import { BAND_CONTENT } from './bands.js';
import { ALLERGENS, PRODUCT_CONTENTS, type BandCode, type ChoiceSeed, type PurposeCategory, type QuestionSeed, type Weights } from './content-types.js';
import { DEFAULT_LISTS } from './default-lists.js';
import { SYMPTOMS } from './symptoms.js';

const BANDS: BandCode[] = ['infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12', 'teen_12_18', 'adult'];
const UNDER_12: BandCode[] = ['infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12'];
/** Never weighed for children: the MFDS cautions say children avoid these, and the brief adds the rest. */
const NOT_FOR_CHILDREN = ['ginsenoside', 'garcinia', 'saw_palmetto', 'l_arginine', 'green_tea_catechin', 'lutein', 'astaxanthin', 'collagen', 'silymarin', 'ginkgo', 'gla', 'theanine'];
const SNAKE = /^[a-z][a-z0-9_]*$/;

const questionOf = (band: BandCode, topic: string): QuestionSeed => {
  const q = BAND_CONTENT.find((b) => b.band === band)!.questions.find((x) => x.topic === topic);
  if (!q) throw new Error(`${band} has no ${topic} question`);
  return q;
};
const allQuestions = BAND_CONTENT.flatMap((b) => b.questions.map((q) => ({ band: b.band, q })));

function expectWeights(weights: Weights | undefined, where: string, min = 1, max = 5): void {
  for (const [code, w] of Object.entries(weights ?? {})) {
    expect(RECOMMEND_NUTRIENT_BY_CODE.has(code), `${where}: unknown nutrient ${code}`).toBe(true);
    expect(Number.isInteger(w) && w! >= min && w! <= max, `${where}: ${code} weight ${w}`).toBe(true);
  }
}

const hasEffect = (c: ChoiceSeed) => Object.keys(c.weights ?? {}).length > 0 || (c.excludes?.length ?? 0) > 0 || c.avoid !== undefined;

describe('band questions', () => {
  it('has the seven bands in order, matching age-bands.ts', () => {
    expect(BAND_CONTENT.map((b) => b.band)).toEqual(BANDS);
    expect(AGE_BANDS.map((b) => b.code)).toEqual(BANDS);
  });

  it('has exactly nine questions per band, numbered 1..9, one per topic', () => {
    for (const { band, questions } of BAND_CONTENT) {
      expect(
        questions.map((q) => q.number),
        band,
      ).toEqual(Array.from({ length: QUESTIONS_PER_BAND }, (_, i) => i + 1));
      expect(new Set(questions.map((q) => q.topic)).size, band).toBe(QUESTIONS_PER_BAND);
    }
  });

  it('asks the spec topics: children lifestyle..price, adults their own nine', () => {
    const children = ['lifestyle', 'eating_habits', 'allergy', 'symptoms', 'family_history', 'purpose', 'formulation', 'brand_preference', 'price'];
    for (const { band, questions } of BAND_CONTENT.filter((b) => b.band !== 'adult'))
      expect(
        questions.map((q) => q.topic),
        band,
      ).toEqual(children);
    expect(BAND_CONTENT.at(-1)!.questions.map((q) => q.topic)).toEqual(['lifestyle', 'eating_habits', 'vegetarian', 'allergy', 'disease', 'pregnancy', 'formulation', 'price', 'purpose']);
  });

  it('starts every choice list with a `none` choice that has no effect', () => {
    for (const { band, q } of allQuestions) {
      const first = q.choices[0]!;
      expect(first.code, `${band} #${q.number}`).toBe('none');
      expect(first.icon, `${band} #${q.number}`).toBe('none');
      expect(hasEffect(first), `${band} #${q.number}`).toBe(false);
      expect(q.choices.length, `${band} #${q.number}`).toBeGreaterThan(1);
    }
  });

  it('has unique snake_case choice codes and short non-empty labels', () => {
    for (const { band, q } of allQuestions) {
      const codes = q.choices.map((c) => c.code);
      expect(new Set(codes).size, `${band} #${q.number}`).toBe(codes.length);
      for (const c of q.choices) {
        expect(c.code, `${band} #${q.number}`).toMatch(SNAKE);
        expect(c.label.trim().length, `${band} #${q.number} ${c.code}`).toBeGreaterThan(0);
      }
      expect(q.title.trim().length).toBeGreaterThan(0);
    }
  });

  it('sets the question fields consistently', () => {
    for (const { band, q } of allQuestions) {
      const where = `${band} #${q.number} ${q.topic}`;
      if (!q.duplication) expect(q.limitCheck, where).toBe(1);
      else expect(q.limitCheck === null || q.limitCheck > 1, where).toBe(true);
      expect(q.okCheck, where).toBe(q.topic === 'pregnancy' || q.topic === 'allergy');
      expect(q.rowItemNum >= 1 && q.rowItemNum <= 4, where).toBe(true);
      expect(q.femaleOnly ?? false, where).toBe(q.topic === 'pregnancy');
      if (q.topic === 'symptoms') expect([q.duplication, q.limitCheck], where).toEqual([true, 3]);
      if (['formulation', 'brand_preference', 'price', 'pregnancy', 'vegetarian', 'purpose'].includes(q.topic)) expect(q.duplication, where).toBe(false);
      if (['lifestyle', 'eating_habits', 'allergy', 'family_history', 'disease'].includes(q.topic)) expect(q.duplication, where).toBe(true);
    }
  });

  it('keeps each choice to the preference of its own topic, and weights within 1..5 on known nutrients', () => {
    const preferenceOf: Record<string, string> = { vegetarian: 'vegetarian', pregnancy: 'pregnancy', formulation: 'formulation', price: 'price', brand_preference: 'brand', purpose: 'purpose' };
    for (const { band, q } of allQuestions) {
      for (const c of q.choices) {
        const where = `${band} #${q.number} ${c.code}`;
        expectWeights(c.weights, where);
        for (const key of Object.keys(c.sets ?? {})) expect(key, where).toBe(preferenceOf[q.topic]);
        if (q.topic in preferenceOf && c.code !== 'none') expect(c.sets?.[preferenceOf[q.topic] as keyof ChoiceSeed['sets']], where).toBeDefined();
        for (const n of c.avoid?.nutrients ?? []) expect(RECOMMEND_NUTRIENT_BY_CODE.has(n), where).toBe(true);
        if (c.avoid) expect(c.avoid.reason.length, where).toBeGreaterThan(0);
        for (const e of c.excludes ?? []) expect(Object.keys(PRODUCT_CONTENTS), where).toContain(e);
      }
    }
  });

  it('offers the purpose categories of each band, each setting its own code', () => {
    const expected: Record<BandCode, PurposeCategory[]> = {
      infant_0_6m: ['health', 'kids'],
      infant_6_12m: ['health', 'kids'],
      toddler_1_2: ['health', 'kids'],
      child_2_5: ['health', 'kids'],
      child_5_12: ['health', 'kids'],
      teen_12_18: ['health', 'exercise', 'beauty'],
      adult: ['health', 'exercise', 'beauty'],
    };
    for (const band of BANDS) {
      const q = questionOf(band, 'purpose');
      expect([q.limitCheck, q.duplication, q.okCheck], band).toEqual([1, false, false]);
      const [first, ...rest] = q.choices;
      expect(first!.sets, band).toBeUndefined();
      expect(
        rest.map((c) => c.code),
        band,
      ).toEqual(expected[band]);
      for (const c of rest) {
        expect(c.sets, `${band} ${c.code}`).toEqual({ purpose: c.code });
        expect(hasEffect(c), `${band} ${c.code}`).toBe(false);
      }
    }
  });

  it('asks about exactly the 17 allergens, each excluding itself', () => {
    expect(ALLERGENS).toHaveLength(17);
    for (const band of BANDS) {
      const q = questionOf(band, 'allergy');
      expect(q.okCheck, band).toBe(true);
      const rest = q.choices.slice(1);
      expect(
        rest.map((c) => c.code),
        band,
      ).toEqual(ALLERGENS);
      for (const c of rest) {
        expect(c.excludes, `${band} ${c.code}`).toEqual([c.code]);
        expect(c.label, `${band} ${c.code}`).toBe(PRODUCT_CONTENTS[c.code as keyof typeof PRODUCT_CONTENTS]);
        expect(c.weights, `${band} ${c.code}`).toBeUndefined();
      }
    }
  });

  it('offers the formulations: all five, or powder and liquid for infants', () => {
    for (const band of BANDS) {
      const q = questionOf(band, 'formulation');
      const expected = band.startsWith('infant') ? ['powder', 'liquid'] : ['pill', 'powder', 'jelly', 'chewable', 'liquid'];
      expect(
        q.choices.map((c) => c.code),
        band,
      ).toEqual(['none', ...expected]);
      for (const c of q.choices.slice(1)) expect(c.sets, `${band} ${c.code}`).toEqual({ formulation: c.code });
    }
  });

  it('asks price (and brand for children) with the spec choices', () => {
    for (const band of BANDS) {
      const price = questionOf(band, 'price');
      expect(
        price.choices.map((c) => [c.code, c.sets?.price]),
        band,
      ).toEqual([
        ['none', 'any'],
        ['under_20000', 'under_20000'],
        ['under_40000', 'under_40000'],
      ]);
      if (band === 'adult') continue;
      const brand = questionOf(band, 'brand_preference');
      expect(
        brand.choices.map((c) => [c.code, c.sets?.brand]),
        band,
      ).toEqual([
        ['none', undefined],
        ['brand', 'brand'],
        ['expert', 'expert'],
      ]);
    }
  });

  it('asks adult women the pregnancy question with the four spec answers in order', () => {
    const q = questionOf('adult', 'pregnancy');
    expect([q.femaleOnly, q.okCheck, q.duplication, q.limitCheck]).toEqual([true, true, false, 1]);
    expect(q.choices.map((c) => [c.code, c.sets?.pregnancy])).toEqual([
      ['none', 'none'],
      ['planning', 'planning'],
      ['nursing', 'nursing'],
      ['pregnant', 'pregnant'],
    ]);
    expect(q.choices[1]!.label).toBe('6개월 안에 임신 계획');
    expect(q.choices[1]!.weights).toMatchObject({ folic_acid: expect.any(Number), fe: expect.any(Number) });
    expect(q.choices[3]!.weights).toMatchObject({ folic_acid: expect.any(Number), fe: expect.any(Number) });
    expect(q.choices[2]!.weights).toMatchObject({ calcium: expect.any(Number), vitamin_d: expect.any(Number), omega_3_fatty_acids: expect.any(Number) });
  });

  it('asks adults the vegetarian types 1..6 in the spec order', () => {
    const q = questionOf('adult', 'vegetarian');
    expect([q.duplication, q.limitCheck]).toEqual([false, 1]);
    const names = ['프로테리어', '비건', '락토', '오보', '락토오보', '패스코'];
    const rest = q.choices.slice(1);
    expect(rest.map((c) => c.sets?.vegetarian)).toEqual([1, 2, 3, 4, 5, 6]);
    rest.forEach((c, i) => {
      expect(c.label.split(' ')[0]).toBe(names[i]);
      expect(Object.keys(c.weights ?? {}).length).toBeGreaterThan(0);
    });
    expect(rest.find((c) => c.sets?.vegetarian === 2)!.weights!.vitamin_b12).toBe(5);
  });

  it('asks adults about diseases and medicines, holding back nutrients with a reason', () => {
    const q = questionOf('adult', 'disease');
    const anticoagulant = q.choices.find((c) => c.code === 'anticoagulant')!;
    expect(anticoagulant.avoid!.nutrients).toEqual(expect.arrayContaining(['vitamin_k', 'omega_3_fatty_acids', 'ginkgo', 'ginsenoside']));
    expect(q.choices.find((c) => c.code === 'kidney_disease')!.avoid!.nutrients).toEqual(expect.arrayContaining(['magnesium', 'protein']));
    for (const c of q.choices.slice(1)) expect(c.weights, c.code).toBeUndefined();
  });

  it('weighs nothing for children that they should not take', () => {
    for (const { band, q } of allQuestions.filter((x) => UNDER_12.includes(x.band))) {
      for (const c of q.choices) for (const n of Object.keys(c.weights ?? {})) expect(NOT_FOR_CHILDREN, `${band} #${q.number} ${c.code}`).not.toContain(n);
    }
  });
});

describe('symptoms', () => {
  it('has unique snake_case codes', () => {
    const codes = SYMPTOMS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(SNAKE);
  });

  it('gives each symptom 2-4 nutrients weighted 3..5, a matching category and known bands', () => {
    const categoryOf = { exercise: ['exercise'], beauty: ['beauty'], kids: ['kids'], health: ['relief', 'promotion'] };
    for (const s of SYMPTOMS) {
      const n = Object.keys(s.nutrients).length;
      expect(n >= 2 && n <= 4, s.code).toBe(true);
      expectWeights(s.nutrients, s.code, 3, 5);
      expect(categoryOf[s.purpose], s.code).toContain(s.category);
      expect(s.bands.length, s.code).toBeGreaterThan(0);
      for (const b of s.bands) expect(BANDS, s.code).toContain(b);
      expect(new Set(s.bands).size, s.code).toBe(s.bands.length);
    }
  });

  it('gives each symptom 7-9 statements with unique codes and weights 1..3', () => {
    for (const s of SYMPTOMS) {
      expect(s.statements.length >= 7 && s.statements.length <= 9, s.code).toBe(true);
      const codes = s.statements.map((x) => x.code);
      expect(new Set(codes).size, s.code).toBe(codes.length);
      for (const st of s.statements) {
        expect(st.code, s.code).toMatch(SNAKE);
        expect(st.text.trim().length, `${s.code}.${st.code}`).toBeGreaterThan(0);
        const n = Object.keys(st.weights).length;
        expect(n >= 1 && n <= 2, `${s.code}.${st.code}`).toBe(true);
        expectWeights(st.weights, `${s.code}.${st.code}`, 1, 3);
      }
    }
  });

  it('offers at least 3 symptoms for every purpose category of every band, and none for a category the band lacks', () => {
    for (const band of BANDS) {
      const offered = questionOf(band, 'purpose')
        .choices.slice(1)
        .map((c) => c.code);
      for (const category of offered) {
        const count = SYMPTOMS.filter((s) => s.purpose === category && s.bands.includes(band)).length;
        expect(count, `${band} ${category}`).toBeGreaterThanOrEqual(3);
      }
      for (const s of SYMPTOMS.filter((x) => x.bands.includes(band))) expect(offered, `${band} ${s.code}`).toContain(s.purpose);
    }
  });

  it('keeps adult-only and child-unsafe nutrients out of the symptoms offered under 12', () => {
    for (const s of SYMPTOMS.filter((x) => x.bands.some((b) => UNDER_12.includes(b)))) {
      const used = [...Object.keys(s.nutrients), ...s.statements.flatMap((x) => Object.keys(x.weights))];
      for (const n of used) expect(NOT_FOR_CHILDREN, s.code).not.toContain(n);
    }
    for (const code of ['liver', 'circulation', 'menopause', 'body_fat', 'bone_joint', 'joint_load']) expect(SYMPTOMS.find((s) => s.code === code)!.bands).toEqual(['adult']);
  });
});

describe('default lists', () => {
  it('has one list per band (both sexes for teens and adults) with priorities 1..n', () => {
    const keys = DEFAULT_LISTS.map((l) => `${l.band}:${l.sex}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const band of BANDS) {
      const sexes = DEFAULT_LISTS.filter((l) => l.band === band).map((l) => l.sex);
      expect(sexes.sort(), band).toEqual(band === 'teen_12_18' || band === 'adult' ? ['female', 'male'] : ['any']);
    }
    for (const l of DEFAULT_LISTS) {
      const where = `${l.band}:${l.sex}`;
      expect(l.nutrients.length, where).toBeGreaterThan(0);
      expect(
        l.nutrients.map((n) => n.priority).sort((a, b) => a - b),
        where,
      ).toEqual(l.nutrients.map((_, i) => i + 1));
      const codes = l.nutrients.map((n) => n.code);
      expect(new Set(codes).size, where).toBe(codes.length);
      for (const c of codes) expect(RECOMMEND_NUTRIENT_BY_CODE.has(c), `${where} ${c}`).toBe(true);
      if (UNDER_12.includes(l.band)) for (const c of codes) expect(NOT_FOR_CHILDREN, `${where} ${c}`).not.toContain(c);
    }
  });

  it('uses the spec age codes: 0-6 up to 5 years, 0-11 for 5~12, 99 for teens and adults', () => {
    const expected: Record<BandCode, string> = {
      infant_0_6m: '0-6',
      infant_6_12m: '0-6',
      toddler_1_2: '0-6',
      child_2_5: '0-6',
      child_5_12: '0-11',
      teen_12_18: '99',
      adult: '99',
    };
    for (const l of DEFAULT_LISTS) expect(l.ageCode, `${l.band}:${l.sex}`).toBe(expected[l.band]);
    expect(DEFAULT_LISTS.find((l) => l.band === 'infant_0_6m')!.nutrients[0]).toEqual({ code: 'vitamin_d', priority: 1 });
  });
});
