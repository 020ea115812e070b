import { dayjs, KOREA_TZ } from '@shop/kit';

const ORDINALS = ['첫째', '둘째', '셋째', '넷째', '다섯째', '여섯째'];

/**
 * Week of the month on a Sunday-first calendar (as Korean calendars print it): the week that
 * holds the 1st is the first week.
 */
export function weekOfMonth(date: string): number {
  const d = dayjs(date);
  const firstWeekday = d.startOf('month').day();
  return Math.ceil((d.date() + firstWeekday) / 7);
}

/** "best" shows month and week-of-month followed by 베스트, e.g. '11월 넷째 주 베스트'. */
export function bestTitle(date: string): string {
  return `${dayjs(date).month() + 1}월 ${ORDINALS[weekOfMonth(date) - 1]} 주 베스트`;
}

/** Content categories of spec section 2 with their titles, as data (some titles depend on the date). */
export const CONTENT_CATEGORIES: { code: string; title: (date: string) => string }[] = [
  { code: 'best', title: bestTitle },
  { code: 'compare', title: () => '영양제 전체 비교' },
  { code: 'age', title: () => '누구를 위한 영양제인가요?' },
  { code: 'nutrition_encyclopedia', title: () => '영양 백과' },
  { code: 'symptom', title: () => '당신의 건강 고민' },
  { code: 'trend', title: (date) => `${dayjs(date).month() + 1}월 트렌드 키워드` },
  { code: 'selection', title: () => '약사의 선택 기준' },
];

/** Internal categories that are not content pages. */
export const BLOG = 'blog';
export const TODAY_COMMENT = 'today_comment';
export const BRAND_CONTENT = 'brand';
/** Their titles (the admin's list and category select; brand contents are written on the brand, not there). */
export const INTERNAL_CATEGORY_TITLES: Record<string, string> = { [BLOG]: '블로그', [TODAY_COMMENT]: '오늘의 한마디', [BRAND_CONTENT]: '브랜드 콘텐츠' };

/** A category's title on a Korean date: a content page's (best and trend name the date), an internal one's, else its code. */
export function categoryTitleOf(code: string, date: string): string {
  return CONTENT_CATEGORIES.find((c) => c.code === code)?.title(date) ?? INTERNAL_CATEGORY_TITLES[code] ?? code;
}

export function koreanDateOf(at: Date): string {
  return dayjs(at).tz(KOREA_TZ).format('YYYY-MM-DD');
}
