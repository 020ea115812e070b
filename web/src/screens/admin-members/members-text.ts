import { koreanDateTime } from '../orders/order-text';

/** Korean words of the members desk, in one place. */
export const PROVIDER_TEXT: Record<string, string> = { local: '아이디', phone: '휴대폰', kakao: '카카오', naver: '네이버', guest: '비회원' };
export const ROLE_TEXT: Record<string, string> = { member: '회원', influencer: '인플루언서', admin: '관리자', guest: '비회원' };

/** The account's state in a word: 탈퇴, 휴면, 이용 제한 or 정상. */
export function memberState(m: { leftAt?: string | null; dormantAt?: string | null; restrictionsInForce: { scope: string }[] }): string {
  if (m.leftAt) return '탈퇴';
  if (m.dormantAt) return '휴면';
  if (m.restrictionsInForce.some((r) => r.scope === 'ACCOUNT')) return '이용 제한';
  if (m.restrictionsInForce.length) return '글쓰기 제한';
  return '정상';
}

/** "2026.12.04 15:00까지", or "영구" for a permanent restriction. */
export function untilText(endsAt: string | null | undefined): string {
  return endsAt ? `${koreanDateTime(endsAt)}까지` : '영구';
}
