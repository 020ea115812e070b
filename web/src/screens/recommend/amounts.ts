import { amount } from '../../lib/nutrition';

/** A daily range as the 공전 writes it: a single amount, a range, "… 이상" or "… 이하" (to 3 decimals: chromium is 0.009 mg). */
export function dailyAmount({ min, max, unit }: { min?: number | null; max?: number | null; unit: string }): string {
  const n = (value: number) => amount(value, 3);
  if (min != null && max != null) return min === max ? `${n(min)}${unit}` : `${n(min)}~${n(max)}${unit}`;
  if (min != null) return `${n(min)}${unit} 이상`;
  return max != null ? `${n(max)}${unit} 이하` : '';
}
