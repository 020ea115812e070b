/**
 * Standard rules of spec section 9 that are not KDRI cells, as data. Reading notes are in
 * docs/decisions/nutrition-standards.md.
 */

/** Promise (life-stage) types -> standard codes: 1 pregnancy preparation 17 (male) / 18 (female); 2-5 -> 13-16. */
export function standardCode(standardType: number, promiseType: number, gender: number): number {
  if (promiseType === 1) return gender === 1 ? 17 : 18;
  if (promiseType >= 2 && promiseType <= 5) return 11 + promiseType;
  return standardType;
}

export const STANDARD_CODE_LABELS: Record<number, string> = {
  1: '영아 (1세 미만)',
  2: '유아 (1~6세 미만)',
  3: '남성',
  4: '여성',
  5: '임신',
  6: '수유',
  13: '채식',
  14: '체중 조절',
  15: '근력 강화',
  16: '혈당 관리',
  17: '임신 준비 (남성)',
  18: '임신 준비 (여성)',
};

/**
 * Infant formula (milk_powder) standards by days since birth. The spec gives the band edges and
 * the range "400 up to 1000 kcal" only; the bands between take the KDRI 2020 infant EERs (500 kcal
 * for 0-5 months, 600 for 6-11 months), so no number here is made up.
 */
export const INFANT_FORMULA_BANDS: readonly { fromDay: number; energyKcal: number; source: string }[] = [
  { fromDay: 0, energyKcal: 400, source: 'spec section 9 (lower end)' },
  { fromDay: 14, energyKcal: 500, source: 'KDRI 2020 EER infant 0-5 months' },
  { fromDay: 28, energyKcal: 500, source: 'KDRI 2020 EER infant 0-5 months' },
  { fromDay: 120, energyKcal: 500, source: 'KDRI 2020 EER infant 0-5 months' },
  { fromDay: 150, energyKcal: 500, source: 'KDRI 2020 EER infant 0-5 months' },
  { fromDay: 180, energyKcal: 600, source: 'KDRI 2020 EER infant 6-11 months' },
  { fromDay: 240, energyKcal: 600, source: 'KDRI 2020 EER infant 6-11 months' },
  { fromDay: 300, energyKcal: 600, source: 'KDRI 2020 EER infant 6-11 months' },
  { fromDay: 365, energyKcal: 1000, source: 'spec section 9 (upper end)' },
];
/** The formula band's energy is a target with this tolerance either way (spec section 9). */
export const INFANT_FORMULA_TOLERANCE = 0.2;

export function infantFormulaBand(daysSinceBirth: number): { fromDay: number; toDay: number | null; energyKcal: number; min: number; max: number } {
  const index = Math.max(0, INFANT_FORMULA_BANDS.filter((band) => daysSinceBirth >= band.fromDay).length - 1);
  const band = INFANT_FORMULA_BANDS[index];
  const next = INFANT_FORMULA_BANDS[index + 1];
  return {
    fromDay: band.fromDay,
    toDay: next?.fromDay ?? null,
    energyKcal: band.energyKcal,
    min: round1(band.energyKcal * (1 - INFANT_FORMULA_TOLERANCE)),
    max: round1(band.energyKcal * (1 + INFANT_FORMULA_TOLERANCE)),
  };
}

/**
 * Older-age macro estimates (spec section 9): grams per kcal of the energy standard. They are the
 * KDRI AMDRs in grams (e.g. protein 7-20 % of energy / 4 kcal per g = 1.75-5 %).
 */
export const OLDER_AGE_MACRO_RATIOS = {
  carbohydrate: { min: 0.13175, max: 0.1625 },
  protein: { min: 0.0175, max: 0.05 },
  fat: { min: 0.0167, max: 0.033 },
} as const;
/** From this age the ratios above set the macros; younger children use the KDRI tables. */
export const OLDER_AGE_FROM_YEARS = 6;

export const KCAL_PER_GRAM = { carbohydrate: 4, protein: 4, fat: 9 } as const;

export const round1 = (value: number) => Math.round(value * 10) / 10;
