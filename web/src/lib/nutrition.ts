/** Display rules of the nutrition screens (mypage/nutrition), kept pure so they can be tested. */

/** Meal types of spec section 3. */
export const MEAL_TYPES = [
  [1, '아침'],
  [2, '점심'],
  [3, '저녁'],
  [4, '간식·기타'],
] as const;

/** Counted nutrients for the intake tier (spec section 3). */
export const COUNTED_NUTRIENTS = 26;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in YYYY-MM-DD. */
export function isDate(value: string | null | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** The date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '11월 23일 (일)', with '오늘' for today. */
export function dateLabel(date: string, today: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const text = `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 (${WEEKDAYS[d.getUTCDay()]})`;
  return date === today ? `${text} · 오늘` : text;
}

/** The date to show: the URL's if it is a real date not after today, otherwise today. */
export function pickDate(param: string | null, today: string): string {
  return isDate(param) && param <= today ? param : today;
}

/** The profile to show: the URL's if it is one of the account's, otherwise the primary (or first) one. */
export function pickProfile<P extends { id: string; isPrimary: boolean }>(profiles: readonly P[], param: string | null): P | undefined {
  return profiles.find((p) => p.id === param) ?? profiles.find((p) => p.isPrimary) ?? profiles[0];
}

/** A number as Korean text with at most `digits` decimals (1234.56 -> '1,234.6'). */
export function amount(value: number | null | undefined, digits = 1): string {
  if (value == null || Number.isNaN(value)) return '-';
  return value.toLocaleString('ko-KR', { maximumFractionDigits: digits });
}

/** Grams eaten: quantity x one serving (the server's `portionGrams`: the food's serving, or its default). */
export function defaultGrams(quantity: number, portionGrams: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.round(quantity * portionGrams * 10) / 10;
}

/** Grams for a changed quantity, in proportion to what was recorded (2 -> 3 servings of 120 g: 180 g). */
export function scaledGrams(recordedGrams: number, recordedQuantity: number, quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  if (recordedQuantity <= 0 || quantity === recordedQuantity) return recordedGrams;
  return Math.round(((recordedGrams * quantity) / recordedQuantity) * 10) / 10;
}

/** A bar width in percent, 0 to 100. */
export function barWidth(percent: number | null | undefined): number {
  if (percent == null || Number.isNaN(percent)) return 0;
  return Math.max(0, Math.min(100, percent));
}

/** Reminder times for a new count: keep the ones there, fill new slots from 08:00 every 4 hours. */
export function reminderSlots(times: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => times[i] ?? `${String((8 + i * 4) % 24).padStart(2, '0')}:00`);
}

const KDRI_SEX: Record<string, string> = { male: '남자', female: '여자' };

/** KDRI 2020 group code in Korean: 'female_6-8' -> '여자 6~8세', 'infant_0-5m' -> '영아 0~5개월', 'male_75+' -> '남자 75세 이상'. */
export function kdriGroupLabel(group: string): string {
  const match = /^(infant|child|male|female)_(\d+)(?:-(\d+))?(m|\+)?$/.exec(group);
  if (!match) return group;
  const [, who, from, to, suffix] = match;
  const label = who === 'infant' ? '영아' : who === 'child' ? '유아' : KDRI_SEX[who];
  if (suffix === '+') return `${label} ${from}세 이상`;
  const unit = suffix === 'm' ? '개월' : '세';
  return `${label} ${from}${to ? `~${to}` : ''}${unit}`;
}

/** Pregnancy stage codes of the standard in Korean. */
export const PREGNANCY_STAGES: Record<string, string> = { before: '임신 전', early: '임신 초기', mid: '임신 중기', late: '임신 후기', postpartum: '출산 후' };

export interface ChartPoint {
  date: string;
  value: number;
}

export interface LineChart {
  /** SVG path of the line ('' without points). */
  path: string;
  dots: { x: number; y: number; date: string; value: number }[];
  /** Value axis: the lowest and highest value drawn, with their y. */
  ticks: { y: number; value: number }[];
}

/**
 * A line chart of values over a date range in a width x height box (padding inside): x by the
 * day within [from, to], y from the lowest to the highest value (a flat line sits in the middle).
 */
export function lineChart(points: readonly ChartPoint[], from: string, to: string, width: number, height: number, pad = 24): LineChart {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length === 0) return { path: '', dots: [], ticks: [] };
  const span = Math.max(1, daysBetween(from, to));
  const values = sorted.map((p) => p.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const x = (date: string) => pad + ((width - 2 * pad) * Math.min(span, Math.max(0, daysBetween(from, date)))) / span;
  const y = (value: number) => (high === low ? height / 2 : pad + ((height - 2 * pad) * (high - value)) / (high - low));
  const round = (n: number) => Math.round(n * 10) / 10;
  const dots = sorted.map((p) => ({ x: round(x(p.date)), y: round(y(p.value)), date: p.date, value: p.value }));
  const path = dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x} ${d.y}`).join(' ');
  const ticks =
    high === low
      ? [{ y: round(y(high)), value: high }]
      : [
          { y: round(y(high)), value: high },
          { y: round(y(low)), value: low },
        ];
  return { path, dots, ticks };
}
