import { koreanDate } from '@shop/kit';
import type { Order } from './order.entities.js';

/**
 * When a parcel is expected (issue 21 item 8; docs/decisions/orders.md "Expected arrival"), from
 * the shop's delivery rules as data: a paid order ships on the next business day after the
 * Korean date it was paid, and parcels arrive 1 to 2 business days after they ship. Business days
 * are Monday to Friday except Korean public holidays (KOREAN_PUBLIC_HOLIDAYS, substitute holidays
 * included): couriers (CJ대한통운, 한진, 롯데) do not pick up on them. Dates are Asia/Seoul
 * calendar dates (YYYY-MM-DD).
 */
export const DELIVERY_SCHEDULE = {
  /** Business days from the payment date to shipping. */
  shipAfterBusinessDays: 1,
  /** Business days from shipping to arrival: earliest, latest. */
  transitBusinessDays: [1, 2] as const,
};

/**
 * Korean public holidays (관공서의 공휴일에 관한 규정), substitute holidays included, as data. Years
 * not listed count weekends only: add each year's dates when the government announces them.
 */
export const KOREAN_PUBLIC_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026
  '2026-01-01', // 신정
  '2026-02-16', // 설날 연휴
  '2026-02-17', // 설날
  '2026-02-18', // 설날 연휴
  '2026-03-02', // 삼일절 대체공휴일 (3월 1일 일요일)
  '2026-05-05', // 어린이날
  '2026-05-25', // 부처님오신날 대체공휴일 (5월 24일 일요일)
  '2026-06-03', // 전국동시지방선거
  '2026-08-17', // 광복절 대체공휴일 (8월 15일 토요일)
  '2026-09-24', // 추석 연휴
  '2026-09-25', // 추석
  '2026-09-28', // 추석 대체공휴일 (9월 26일 토요일)
  '2026-10-05', // 개천절 대체공휴일 (10월 3일 토요일)
  '2026-10-09', // 한글날
  '2026-12-25', // 성탄절
  // 2027
  '2027-01-01', // 신정
  '2027-02-08', // 설날 연휴
  '2027-02-09', // 설날 대체공휴일 (2월 7일 일요일)
  '2027-03-01', // 삼일절
  '2027-05-05', // 어린이날
  '2027-05-13', // 부처님오신날
  '2027-08-16', // 광복절 대체공휴일 (8월 15일 일요일)
  '2027-09-14', // 추석 연휴
  '2027-09-15', // 추석
  '2027-09-16', // 추석 연휴
  '2027-10-04', // 개천절 대체공휴일 (10월 3일 일요일)
  '2027-10-11', // 한글날 대체공휴일 (10월 9일 토요일)
  '2027-12-27', // 성탄절 대체공휴일 (12월 25일 토요일)
]);

/** The next calendar date (YYYY-MM-DD). */
function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !KOREAN_PUBLIC_HOLIDAYS.has(date);
}

/** The `n`th business day after `date` (n >= 1). */
export function addBusinessDays(date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0;) {
    day = nextDate(day);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

export interface ExpectedArrival {
  /** Earliest and latest Korean dates (YYYY-MM-DD) the parcel should arrive. */
  earliest: string;
  latest: string;
  /** When it leaves (or left) the seller (YYYY-MM-DD). */
  shipsOn: string;
}

/** Statuses whose parcel is on its way or about to be. */
const EXPECTING: readonly string[] = ['paid', 'delivery_ready', 'delivery_shipping'];

/**
 * The expected arrival of an order's parcel: from the payment date, or from the shipping date once
 * shipped. Null when nothing is on its way (unpaid, delivered, cancelled, a gift whose receiver has
 * not given an address yet).
 */
export function expectedArrival(order: Pick<Order, 'status' | 'paidAt' | 'address1'>, shippedAt: Date | null): ExpectedArrival | null {
  if (!EXPECTING.includes(order.status) || !order.paidAt || !order.address1) return null;
  const shipsOn = shippedAt ? koreanDate(shippedAt) : addBusinessDays(koreanDate(order.paidAt), DELIVERY_SCHEDULE.shipAfterBusinessDays);
  const [first, last] = DELIVERY_SCHEDULE.transitBusinessDays;
  return { shipsOn, earliest: addBusinessDays(shipsOn, first), latest: addBusinessDays(shipsOn, last) };
}
