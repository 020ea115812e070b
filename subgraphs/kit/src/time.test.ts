import { describe, expect, it } from 'vitest';
import { dayjs, KOREA_TZ, koreanDate, koreanDateCompact } from './time.js';

describe('koreanDate', () => {
  it('is the date the time zone database gives for Asia/Seoul, around every midnight from 1990 to 2060', () => {
    // Each day's Korean midnight and the instants just before and after it.
    for (let day = Date.UTC(1990, 0, 1) - 9 * 3_600_000; day < Date.UTC(2060, 0, 1); day += 86_400_000 * 7 + 3_600_000) {
      for (const at of [day - 1, day, day + 1, day + 12 * 3_600_000]) {
        expect(koreanDate(new Date(at))).toBe(dayjs(at).tz(KOREA_TZ).format('YYYY-MM-DD'));
      }
    }
  });

  it('turns at 15:00 UTC, and the compact form drops the dashes', () => {
    expect(koreanDate(new Date('2026-11-25T14:59:59.999Z'))).toBe('2026-11-25');
    expect(koreanDate(new Date('2026-11-25T15:00:00.000Z'))).toBe('2026-11-26');
    expect(koreanDateCompact(new Date('2026-12-31T15:00:00.000Z'))).toBe('20270101');
  });
});
