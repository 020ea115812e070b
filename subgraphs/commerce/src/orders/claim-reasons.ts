import { BadInput } from '@shop/kit';
import { CLAIM_REASONS, type ClaimKind, type ClaimReason } from './order-statuses.js';

/**
 * The reasons a buyer chooses from when cancelling, returning or exchanging (issue 21 item 8),
 * served by `orderClaimReasons` so the screens never keep their own list. The spec names no
 * reasons (section 4 lists the statuses only); these follow what Korean shops offer (Coupang,
 * Olive Young, Kurly), and `other` asks for the buyer's own words. A return's or exchange's reason
 * also decides who pays the return shipping (refunds.ts), so those keep the ClaimReason codes.
 */
export const CANCEL_REASONS = {
  change_of_mind: '단순 변심 (필요 없어짐)',
  wrong_choice: '상품·옵션·수량을 잘못 선택함',
  cheaper_elsewhere: '다른 곳에서 더 싸게 구매함',
  delivery_delay: '배송이 너무 늦어짐',
  payment_change: '결제 수단을 바꾸고 싶음',
  other: '기타 (직접 입력)',
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

export const RETURN_REASONS: Record<ClaimReason, string> = {
  change_of_mind: '단순 변심 (반품 배송비 구매자 부담)',
  defect: '상품 불량·파손',
  wrong_item: '주문과 다른 상품이 옴 (오배송)',
};

/** Reasons that need the buyer's own words. */
const TEXT_REQUIRED: readonly string[] = ['other'];

export interface ClaimReasonChoice {
  code: string;
  label: string;
  textRequired: boolean;
}

export function claimReasonChoices(kind: ClaimKind): ClaimReasonChoice[] {
  const list: [string, string][] = kind === 'cancel' ? Object.entries(CANCEL_REASONS) : CLAIM_REASONS.map((code) => [code, RETURN_REASONS[code]]);
  return list.map(([code, label]) => ({ code, label, textRequired: TEXT_REQUIRED.includes(code) }));
}

/**
 * The reason stored with a cancel: the chosen reason's label, then the buyer's words
 * ("배송이 너무 늦어짐 - 이사 전에 받아야 해요"). Without a code the text alone (the desk's cancels);
 * an unknown code, or `other` without words, is refused naming the field.
 */
export function cancelReasonText(code: string | null | undefined, text: string | null | undefined): string | null {
  const words = text?.trim() || null;
  if (code == null) return words;
  if (!(code in CANCEL_REASONS)) throw BadInput([{ field: 'reasonCode', message: '취소 사유를 목록에서 골라주세요.' }]);
  if (TEXT_REQUIRED.includes(code) && !words) throw BadInput([{ field: 'reason', message: '취소 사유를 입력해주세요.' }]);
  const label = CANCEL_REASONS[code as CancelReason];
  // The stored reason is 500 characters at most (order_status_history.reason).
  return (words ? `${label} - ${words}` : label).slice(0, 500);
}
