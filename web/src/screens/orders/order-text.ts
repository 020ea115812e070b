import type { ClaimKind, PayMethod } from '../../gql/graphql';
import { won } from '../../components/ProductCard';

/** Payment methods (spec section 9 codes) in Korean. */
export const PAY_METHOD: Record<PayMethod, string> = {
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
  card: '신용카드',
  vbank: '가상계좌',
  tosspay: '토스페이',
  other: '기타 결제',
};

export const CLAIM_KIND: Record<ClaimKind, string> = { cancel: '취소', return: '반품', exchange: '교환' };

/** A line's own status (OrderLineView.status). */
export const LINE_STATUS: Record<string, string> = {
  ordered: '주문',
  cancel_requested: '취소 요청',
  cancelled: '취소됨',
  return_requested: '반품 요청',
  returned: '반품됨',
  exchange_requested: '교환 요청',
  exchanged: '교환됨',
};

/** Who changed the status (OrderHistoryEntry.actorRole). */
export const ACTOR: Record<string, string> = { buyer: '구매자', seller: '판매자', admin: '관리자', system: '자동 처리' };

/** OrderRefundView.item */
export const REFUND_ITEM: Record<string, string> = { goods: '상품', delivery: '배송비', return_shipping: '반품 배송비 차감' };

/** Parcel steps (TrackingEventView.step). */
export const TRACKING_STEP: Record<string, string> = {
  accepted: '집화',
  in_transit: '이동 중',
  at_branch: '배달지 도착',
  out_for_delivery: '배송출발',
  delivered: '배송완료',
};

/** "비타민C 1000 외 2건": the first product of an order and how many more. */
export function linesSummary(lines: readonly { name: string }[]): string {
  if (lines.length === 0) return '-';
  return lines.length === 1 ? lines[0]!.name : `${lines[0]!.name} 외 ${lines.length - 1}건`;
}

/** Korean date and time (Asia/Seoul) of an ISO instant: 2026.11.23 14:05 */
export function koreanDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    new Date(iso),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')} ${part('hour')}:${part('minute')}`;
}

export { won };

/** "11월 26일(목)": a Korean calendar date the server sends as YYYY-MM-DD. */
export function koreanMonthDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' }).format(d);
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일(${weekday})`;
}

/** "11월 26일(목) ~ 11월 27일(금) 도착 예정" from the server's expected arrival (one date when both are the same). */
export function arrivalText(arrival: { earliest: string; latest: string }): string {
  const range = arrival.earliest === arrival.latest ? koreanMonthDay(arrival.earliest) : `${koreanMonthDay(arrival.earliest)} ~ ${koreanMonthDay(arrival.latest)}`;
  return `${range} 도착 예정`;
}
