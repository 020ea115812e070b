import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const KOREA_TZ = 'Asia/Seoul';

/** The Korean calendar date (YYYY-MM-DD) of an instant: records and caps count by this date. */
export function koreanDate(at: Date = new Date()): string {
  return dayjs(at).tz(KOREA_TZ).format('YYYY-MM-DD');
}

/** Compact Korean date (YYYYMMDD), used in the guest password of spec section 3. */
export function koreanDateCompact(at: Date = new Date()): string {
  return dayjs(at).tz(KOREA_TZ).format('YYYYMMDD');
}

/** Whole years between a birthday (YYYY-MM-DD) and a Korean date. */
export function ageInYears(birthday: string, on: string = koreanDate()): number {
  return dayjs(on).diff(dayjs(birthday), 'year');
}

export { dayjs };
