import type { RestrictionCause, RestrictionScope } from './restriction.entity.js';

/**
 * The escalation of spec section 6 ("restrictions escalate from temporary to permanent, and are
 * immediately permanent for clearly illegal acts"), as data: the n-th restriction of an account
 * for a breach of the terms lasts `days` (null = permanent); the last step repeats. The admin
 * desk shows it and proposes the next step; an operator may choose another period.
 */
export const ESCALATION_STEPS: readonly { offence: number; days: number | null; label: string }[] = [
  { offence: 1, days: 7, label: '1차 위반: 7일 이용 제한' },
  { offence: 2, days: 30, label: '2차 위반: 30일 이용 제한' },
  { offence: 3, days: null, label: '3차 위반부터: 영구 이용 제한' },
];

/** A clearly illegal act is permanent at once, whatever came before. */
export const ILLEGAL_IS_PERMANENT = true;

/** The longest temporary restriction an operator may give (beyond it: permanent). */
export const MAX_RESTRICTION_DAYS = 3650;

export const SCOPE_TEXT: Record<RestrictionScope, string> = {
  ACCOUNT: '계정 이용 제한 (주문·리뷰·글쓰기 불가)',
  CONTENT: '글쓰기 제한 (리뷰·문의·게시글·댓글 불가)',
};

export const CAUSE_TEXT: Record<RestrictionCause, string> = {
  VIOLATION: '이용약관 위반',
  ILLEGAL: '명백한 불법 행위',
};

/** The period the rule gives the next restriction of an account that already has `prior` ones. */
export function escalatedDays(prior: number, cause: RestrictionCause): number | null {
  if (cause === 'ILLEGAL' && ILLEGAL_IS_PERMANENT) return null;
  const step = ESCALATION_STEPS[Math.min(prior, ESCALATION_STEPS.length - 1)]!;
  return step.days;
}

const KST_OFFSET_MS = 9 * 3_600_000;

/** "2026년 12월 4일 15:00" in Korean time. */
export function koreanDateTime(at: Date): string {
  const k = new Date(at.getTime() + KST_OFFSET_MS);
  const hh = String(k.getUTCHours()).padStart(2, '0');
  const mm = String(k.getUTCMinutes()).padStart(2, '0');
  return `${k.getUTCFullYear()}년 ${k.getUTCMonth() + 1}월 ${k.getUTCDate()}일 ${hh}:${mm}`;
}

/**
 * The Korean sentence a restricted member reads (at login, and as the refusal of a write): what is
 * restricted, until when, and why.
 */
export function restrictionMessage(r: { scope: RestrictionScope; endsAt: Date | null; reason: string }): string {
  const what = r.scope === 'ACCOUNT' ? '주문, 리뷰, 문의와 글쓰기를' : '리뷰, 문의와 글쓰기를';
  const until = r.endsAt ? `${koreanDateTime(r.endsAt)}까지` : '영구적으로';
  return `이용이 제한된 계정입니다. ${until} ${what} 할 수 없습니다. (사유: ${r.reason})`;
}
