import { BadInput, type FieldError } from '@shop/kit';

/**
 * Health-food advertising rules for every text a channel publishes (the MFDS acts against influencer
 * posts that advertise food as medicine): community posts, the channel's name, introduction and
 * greeting, recommended products' comments, combinations' names, group buys' titles and
 * descriptions, the channel's notices and FAQ. Members' comments are their own words, not the
 * channel's advertising, and are not checked. 식품 등의 표시·광고에 관한 법률 제8조 제1항 forbids, among others,
 * 제1호 표시·광고 that makes food look like it prevents or treats a disease, 제2호 that makes it
 * look like a medicine, 제4호 false or exaggerated claims and 제5호 claims that deceive consumers
 * (시행령 별표 1: 체험기·비교 광고, such as before/after pictures or guaranteed effects). A text
 * that holds one of these words is refused before it is published, quoting them at its field.
 *
 * The list is data: each entry is the word quoted back to the writer and the pattern that finds
 * it. Short words that are parts of ordinary words are matched with their context ('암' as a word
 * or in 항암, not in 암기; '전후' of a comparison, not of intake guidance like 식사 전후).
 */
export interface ForbiddenExpression {
  /** What the writer is told was found. */
  word: string;
  pattern: RegExp;
  /** 제8조 제1항 제N호 the expression falls under. */
  clause: 1 | 2 | 4 | 5;
}

// Hangul syllables: a word is "standalone" when no syllable touches it on that side.
const H = '[가-힣]';

export const FORBIDDEN_EXPRESSIONS: readonly ForbiddenExpression[] = [
  // 제1호: prevention or treatment of a disease
  { word: '치료', pattern: /치료/, clause: 1 },
  { word: '치유', pattern: /치유/, clause: 1 },
  { word: '완치', pattern: /완치/, clause: 1 },
  { word: '예방', pattern: /예방/, clause: 1 },
  { word: '특효', pattern: /특효/, clause: 1 },
  { word: '항암', pattern: /항암/, clause: 1 },
  { word: '암', pattern: new RegExp(`(?<!${H})암(?=$|[^가-힣]|[을이에은도세환])`), clause: 1 },
  { word: '당뇨 개선', pattern: /당뇨\s*(병\s*)?(개선|완화|극복|정상)/, clause: 1 },
  { word: '혈당 정상화', pattern: /혈당\s*(정상화|정상\s*수치|조절\s*효과)/, clause: 1 },
  { word: '혈압 정상화', pattern: /혈압\s*(정상화|정상\s*수치|을?\s*낮춰)/, clause: 1 },
  { word: '고혈압 개선', pattern: /고혈압\s*(개선|완화|극복)/, clause: 1 },
  { word: '질병 개선', pattern: /(질병|질환)\s*(개선|완화|극복)/, clause: 1 },
  // 제2호: food presented as a medicine
  { word: '약효', pattern: /약효/, clause: 2 },
  { word: '만병통치', pattern: /만병\s*통치/, clause: 2 },
  // 제4호·제5호: guaranteed effects and before/after comparisons (체험기)
  { word: '효과 보장', pattern: /효과\s*(를\s*)?보장/, clause: 4 },
  { word: '100% 효과', pattern: /100\s*%\s*효과|효과\s*100\s*%/, clause: 4 },
  { word: '비포애프터', pattern: /비포\s*[&/,·]?\s*애프터/, clause: 5 },
  { word: 'before/after', pattern: /before\s*[&/,-]?\s*(and\s*)?after/i, clause: 5 },
  // Intake guidance (식사·운동·취침 전후, 식전후) is no comparison.
  { word: '전후', pattern: /(?<!(식사|식|운동|취침|공복|수면)\s*)전후/, clause: 5 },
];

/** The forbidden expressions in a text, each once, in the order of the list. */
export function forbiddenExpressionsIn(text: string): string[] {
  const normalized = text.normalize('NFC');
  return FORBIDDEN_EXPRESSIONS.filter((e) => e.pattern.test(normalized)).map((e) => e.word);
}

/**
 * Refuses texts with forbidden expressions: BAD_USER_INPUT naming each field (`title`,
 * `content`) with the words found. Fields absent from `texts` (an edit that keeps them) are not checked.
 */
export function assertAdvertisingCompliance(texts: Record<string, string | null | undefined>): void {
  const fields: FieldError[] = [];
  for (const [field, text] of Object.entries(texts)) {
    if (!text) continue;
    const words = forbiddenExpressionsIn(text);
    if (words.length) {
      fields.push({
        field,
        message: `건강기능식품 광고 규정(식품표시광고법 제8조)상 쓸 수 없는 표현이 있습니다: ${words.map((w) => `'${w}'`).join(', ')}. 질병의 예방·치료 효능이나 사용 전후 비교로 보일 수 있는 표현은 빼주세요.`,
      });
    }
  }
  if (fields.length) throw BadInput(fields);
}

/**
 * Product links in a text: this shop's product pages (`/products/<id>`, with or without the
 * host: links are shared from the shop's own pages on any domain it is served on).
 */
export function productIdsLinkedIn(text: string): string[] {
  const ids = [...text.matchAll(/(?:https?:\/\/[^\s/?#]+)?\/products\/([1-9][0-9]{0,17})(?![0-9])/g)].map((m) => m[1]!);
  return [...new Set(ids)];
}

/** A post that links to products advertises them: its displayed title says so (표시·광고 of 추천·보증, 공정위 심사지침). */
export const AD_TITLE_PREFIX = '[광고]';
export const displayTitleOf = (post: { title: string; isAd: boolean }): string => (post.isAd ? `${AD_TITLE_PREFIX} ${post.title}` : post.title);
