/**
 * The product page's 배송 정보. Fees come from the server's delivery quote for one unit of the
 * product (the seller's fee and free-shipping amount, the 제주·도서산간 surcharges: the rules of
 * commerce `delivery/delivery-rules.ts`, the same ones the cart and checkout charge). Dispatch and
 * arrival are the shop's stated service times, words rather than rules.
 */
export const DELIVERY_TIMES = {
  dispatch: '평일 오후 2시 전 결제하면 당일 출고 (주말·공휴일 제외)',
  arrival: '출고 후 1~2일 안에 도착',
} as const;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export interface SellerTerms {
  /** What one unit costs to ship from this seller (0 when it already ships free). */
  fee: number;
  freeFrom: number | null;
}

/** The delivery rows of a product page, from the quote of one unit. */
export function deliveryRows(terms: SellerTerms | null, surcharges: readonly { label: string; amount: number }[]): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (terms) {
    const { fee, freeFrom } = terms;
    const value = fee === 0 ? (freeFrom === null ? '무료배송' : `무료배송 (${won(freeFrom)} 이상)`) : freeFrom === null ? won(fee) : `${won(fee)} (${won(freeFrom)} 이상 구매 시 무료)`;
    rows.push({ label: '배송비', value });
  }
  if (surcharges.length > 0) rows.push({ label: '제주·도서산간', value: `${surcharges.map((s) => `${s.label} ${won(s.amount)}`).join(', ')} 추가` });
  rows.push({ label: '출고', value: DELIVERY_TIMES.dispatch }, { label: '도착 예정', value: DELIVERY_TIMES.arrival });
  return rows;
}
