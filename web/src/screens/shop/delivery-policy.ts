/**
 * The shop's standard delivery policy, shown in the product page's 배송 정보 while products and
 * sellers carry no delivery terms of their own. Issue 11 (delivery quotes) replaces these
 * constants with the delivery-quote rules (per seller, with the surcharge of the address's region).
 */
export const STANDARD_DELIVERY = {
  /** Won per order below the free-delivery amount. */
  fee: 3_000,
  /** Orders of at least this many won ship free. */
  freeFrom: 30_000,
  /** Extra won for Jeju and for other islands and remote areas. */
  jejuSurcharge: 3_000,
  remoteSurcharge: 5_000,
  dispatch: '평일 오후 2시 전 결제하면 당일 출고 (주말·공휴일 제외)',
  arrival: '출고 후 1~2일 안에 도착',
} as const;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The delivery rows of a product page for a unit price (won). */
export function deliveryRows(unitPrice: number): { label: string; value: string }[] {
  const { fee, freeFrom, jejuSurcharge, remoteSurcharge, dispatch, arrival } = STANDARD_DELIVERY;
  return [
    { label: '배송비', value: unitPrice >= freeFrom ? `무료배송 (${won(freeFrom)} 이상)` : `${won(fee)} (${won(freeFrom)} 이상 구매 시 무료)` },
    { label: '제주·도서산간', value: `제주 ${won(jejuSurcharge)}, 도서산간 ${won(remoteSurcharge)} 추가` },
    { label: '출고', value: dispatch },
    { label: '도착 예정', value: arrival },
  ];
}
