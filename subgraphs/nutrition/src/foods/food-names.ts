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
