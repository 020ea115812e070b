import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const KOREA_TZ = 'Asia/Seoul';

/**
 * Korea has kept UTC+9 without daylight saving since 1988, so the Korean calendar date of any
 * instant the shop handles is the UTC date nine hours later. Computed directly: through the time
 * zone database (dayjs tz, Intl) it cost a few hundred microseconds a call, many calls a request.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Korean calendar date (YYYY-MM-DD) of an instant: records and caps count by this date. */
export function koreanDate(at: Date = new Date()): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Compact Korean date (YYYYMMDD), used in the guest password of spec section 3. */
export function koreanDateCompact(at: Date = new Date()): string {
  return koreanDate(at).replace(/-/g, '');
}

/** Whole years between a birthday (YYYY-MM-DD) and a Korean date. */
export function ageInYears(birthday: string, on: string = koreanDate()): number {
  return dayjs(on).diff(dayjs(birthday), 'year');
}

export { dayjs };
