/**
 * Display names of foods (docs/decisions/nutrition-standards.md, "Food names").
 *
 * MFDS food names are database keys: segments joined by `_` from the general to the specific
 * ("홍어류_홍어_육_생것_인천_평균", "닭고기_가슴(껍질 제거)_구운것(팬)"). People read them as words, so the
 * display name joins the segments with spaces, drops a leading group name ending in 류 when a more
 * specific segment follows ("홍어류_홍어" is just 홍어) and drops the sampling words 대표 and 평균,
 * which describe how the value was measured, not what was eaten. Everything else (parts, cooking,
 * region, month, parentheses) stays: it tells two foods of the same kind apart. The stored name is
 * kept unchanged and shown as the detail.
 */
const SAMPLING_WORDS = new Set(['대표', '평균']);
const GROUP_SUFFIX = '류';

export function foodDisplayName(name: string): string {
  const segments = name
    .split('_')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (segments.length <= 1) return segments[0] ?? name.trim();
  const specific = segments.filter((s, i) => i === 0 || !SAMPLING_WORDS.has(s));
  // A group name ("조개류", "장어류") before the food's own name repeats what the next word says.
  if (specific.length > 1 && specific[0].endsWith(GROUP_SUFFIX) && specific[0].length > GROUP_SUFFIX.length) specific.shift();
  return specific.join(' ');
}

/** Grams of one serving when a food names none: what a record of "1" of it weighs (food-records.service). */
export const DEFAULT_SERVING_G = 100;

/** The grams one serving of a food weighs: its own serving, else the default (so a client never keeps its own default). */
export const portionGrams = (food: { servingGrams?: number | null }): number => food.servingGrams ?? DEFAULT_SERVING_G;

/** Halves and doubles of a serving the diary offers (docs/decisions/nutrition-standards.md, "Servings"). */
export const PORTION_MULTIPLES = [0.5, 1, 1.5, 2] as const;
/** What one serving is called: a cup of a drink, a person's share of anything else. */
const DRINK_CATEGORY = '음료 및 차류';

export interface FoodPortion {
  /** "1인분 400g", "½잔 160mL" */
  label: string;
  /** How many servings, and what of (the record's quantity and unit). */
  quantity: number;
  unit: string;
  /** Grams (mL for drinks) the record keeps. */
  amount: number;
}

const FRACTIONS: Record<number, string> = { 0.5: '½', 1.5: '1½' };

/** The portions a diary offers for a food: its serving's halves and doubles (none without a serving). */
export function foodPortions(food: { servingGrams?: number | null; servingUnit?: string | null; category?: string | null }): FoodPortion[] {
  if (!food.servingGrams) return [];
  const unit = food.category === DRINK_CATEGORY ? '잔' : '인분';
  const measure = food.servingUnit === 'mL' ? 'mL' : 'g';
  return PORTION_MULTIPLES.map((quantity) => {
    const amount = Math.round(food.servingGrams! * quantity * 10) / 10;
    return { label: `${FRACTIONS[quantity] ?? quantity}${unit} ${amount.toLocaleString('ko-KR')}${measure}`, quantity, unit, amount };
  });
}
