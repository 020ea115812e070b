import { hasBatchim } from 'es-hangul';

/** NFC-normalises and trims free text from users (Hangul typed on macOS arrives as NFD). */
export function normalizeText(value: string): string {
  return value.normalize('NFC').trim();
}

/**
 * Korean particle by the final-consonant rule (spec section 5): `withParticle('비타민', '을', '를')`
 * -> '비타민을'; `withParticle('오메가', '을', '를')` -> '오메가를'.
 */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  return `${word}${hasBatchim(word) ? afterConsonant : afterVowel}`;
}

/** An amount of money as Korean messages write it: 30,000원. */
export const won = (amount: number): string => `${amount.toLocaleString('ko-KR')}원`;

/** A calendar date (YYYY-MM-DD) as a sentence says it: `12월 12일` (the year only when it is not `thisYear`). */
export function koreanMonthDay(date: string, thisYear?: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${thisYear !== undefined && y !== thisYear ? `${y}년 ` : ''}${m}월 ${d}일`;
}
