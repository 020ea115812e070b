import { NUTRIENT_BY_CODE } from '../nutrients/nutrient-catalog.js';
import { NUTRIENT_NAMES } from '../product-nutrients/nutrient-names.js';
import { SUPPLEMENT_LIMITS } from '../rules/rules.js';

/**
 * Nutrient codes a supplement may carry: the 39 of the catalog plus the functional ingredients
 * that only supplements have (the keys of SUPPLEMENT_LIMITS, spec section 9).
 */

/** Korean names of the SUPPLEMENT_LIMITS codes that neither the catalog nor the label names know. */
const LIMIT_ONLY_NAMES: Record<string, string> = { astaxanthin: '아스타잔틴', flavonoids: '플라보노이드', theanine: '테아닌', chrome: '크롬' };

export const isSupplementNutrient = (code: string): boolean => NUTRIENT_BY_CODE.has(code) || code in SUPPLEMENT_LIMITS;

export function nutrientName(code: string): string {
  return NUTRIENT_BY_CODE.get(code)?.name ?? NUTRIENT_NAMES[code] ?? LIMIT_ONLY_NAMES[code] ?? code;
}

/** The unit amounts of this code are stored in (the catalog's, else the limit's). */
export function canonicalUnit(code: string): string {
  return NUTRIENT_BY_CODE.get(code)?.unit ?? SUPPLEMENT_LIMITS[code].unit;
}

const MASS_IN_MG: Record<string, number> = { g: 1000, mg: 1, µg: 0.001 };

/** Lower case, no spaces, every spelling of micrograms as 'µg' (U+00B5, as the catalog writes it). */
function normalizeUnit(unit: string): string {
  return unit
    .normalize('NFC')
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/^(mcg|ug|μg)/, 'µg');
}

/**
 * Converts an amount typed in `unit` to the canonical unit of `code`, or null when the units
 * cannot be compared. Mass units convert (a label's "1 g" of vitamin C is 1000 mg); a qualified
 * canonical unit ('µg RAE', 'mg α-TE') accepts its bare mass unit, since labels print it that way.
 */
export function toCanonicalAmount(code: string, amount: number, unit: string): number | null {
  const canonical = canonicalUnit(code);
  const given = normalizeUnit(unit);
  if (given === normalizeUnit(canonical)) return amount;
  const canonicalMass = canonical.split(' ')[0];
  if (given in MASS_IN_MG && canonicalMass in MASS_IN_MG) {
    // Rounded to 6 significant digits so 0.001 steps do not leave binary noise in stored amounts.
    return Number(((amount * MASS_IN_MG[given]) / MASS_IN_MG[canonicalMass]).toPrecision(6));
  }
  return null;
}
