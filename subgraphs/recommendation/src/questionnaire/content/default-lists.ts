import type { RecommendNutrientCode } from '../../ingredients/recommend-nutrients.js';
import type { BandCode } from './content-types.js';

/**
 * The spec's "recommended supplement lists by age and gender ... each with priorities" (spec
 * section "Recommendation data"): what to suggest when the answers point nowhere in particular,
 * or to fill a short result. One list per (band, sex): `any` for the bands up to 12, `male` and
 * `female` for teens and adults. Priority 1 comes first; priorities run 1..n without gaps.
 *
 * `ageCode` is the spec's recommended-age code ("Recommended-age codes run 0 to 6, 0 to 11, and
 * 99"): '0-6' for the four bands up to 5 years, '0-11' for 5~12 years, '99' for teens and adults.
 *
 * Lists under 12 leave out what the MFDS cautions tell children to avoid (lutein, astaxanthin,
 * collagen, ginkgo, ...), and the infant lists keep to vitamin D, probiotics, iron and zinc.
 */
export interface DefaultList {
  band: BandCode;
  sex: 'male' | 'female' | 'any';
  ageCode: '0-6' | '0-11' | '99';
  nutrients: { code: RecommendNutrientCode; priority: number }[];
}

const list = (band: BandCode, sex: DefaultList['sex'], ageCode: DefaultList['ageCode'], codes: RecommendNutrientCode[]): DefaultList => ({
  band,
  sex,
  ageCode,
  nutrients: codes.map((code, i) => ({ code, priority: i + 1 })),
});

export const DEFAULT_LISTS: DefaultList[] = [
  list('infant_0_6m', 'any', '0-6', ['vitamin_d', 'probiotics']),
  list('infant_6_12m', 'any', '0-6', ['vitamin_d', 'probiotics', 'fe', 'zinc']),
  list('toddler_1_2', 'any', '0-6', ['vitamin_d', 'probiotics', 'calcium', 'fe', 'zinc']),
  list('child_2_5', 'any', '0-6', ['vitamin_d', 'probiotics', 'calcium', 'zinc', 'omega_3_fatty_acids', 'fe', 'vitamin_c']),
  list('child_5_12', 'any', '0-11', ['vitamin_d', 'calcium', 'probiotics', 'omega_3_fatty_acids', 'zinc', 'magnesium', 'fe', 'vitamin_a']),
  list('teen_12_18', 'male', '99', ['vitamin_d', 'calcium', 'magnesium', 'zinc', 'omega_3_fatty_acids', 'vitamin_b1', 'probiotics', 'lutein', 'protein']),
  list('teen_12_18', 'female', '99', ['vitamin_d', 'fe', 'calcium', 'magnesium', 'folic_acid', 'probiotics', 'omega_3_fatty_acids', 'lutein']),
  list('adult', 'male', '99', ['vitamin_d', 'omega_3_fatty_acids', 'probiotics', 'magnesium', 'vitamin_b1', 'coq10', 'l_arginine', 'protein']),
  list('adult', 'female', '99', ['vitamin_d', 'fe', 'calcium', 'folic_acid', 'probiotics', 'omega_3_fatty_acids', 'lutein', 'collagen']),
];
