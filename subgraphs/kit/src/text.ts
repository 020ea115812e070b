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
