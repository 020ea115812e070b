import { josa } from 'es-hangul';

/**
 * Korean particle by the final-consonant rule (spec section 5):
 * `withJosa('비타민', '을/를')` -> '비타민을', `withJosa('오메가', '이/가')` -> '오메가가'.
 */
export function withJosa(word: string, particle: '이/가' | '을/를' | '은/는' | '와/과' | '으로/로' | '이에요/예요'): string {
  return josa(word, particle);
}
