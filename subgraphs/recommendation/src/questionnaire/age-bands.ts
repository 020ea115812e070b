/**
 * Questionnaire age bands of spec section 4, as data. Each band has its own 9 questions.
 * `maxYears` is inclusive ("up to 0.5 years; over 0.5 to 1; ..."); adults are over 18.
 */
export interface AgeBand {
  code: string;
  label: string;
  minYearsExclusive: number | null;
  maxYearsInclusive: number | null;
}

export const AGE_BANDS: AgeBand[] = [
  { code: 'infant_0_6m', label: '0~6개월', minYearsExclusive: null, maxYearsInclusive: 0.5 },
  { code: 'infant_6_12m', label: '6~12개월', minYearsExclusive: 0.5, maxYearsInclusive: 1 },
  { code: 'toddler_1_2', label: '1~2세', minYearsExclusive: 1, maxYearsInclusive: 2 },
  { code: 'child_2_5', label: '2~5세', minYearsExclusive: 2, maxYearsInclusive: 5 },
  { code: 'child_5_12', label: '5~12세', minYearsExclusive: 5, maxYearsInclusive: 12 },
  { code: 'teen_12_18', label: '12~18세', minYearsExclusive: 12, maxYearsInclusive: 18 },
  { code: 'adult', label: '성인', minYearsExclusive: 18, maxYearsInclusive: null },
];

export const QUESTIONS_PER_BAND = 9;

export function ageBandOf(ageYears: number): AgeBand {
  const band = AGE_BANDS.find((b) => (b.minYearsExclusive === null || ageYears > b.minYearsExclusive) && (b.maxYearsInclusive === null || ageYears <= b.maxYearsInclusive));
  if (!band) throw new RangeError(`no age band for ${ageYears}`);
  return band;
}
