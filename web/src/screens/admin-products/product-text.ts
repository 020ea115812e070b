import { withJosa } from '../../lib/korean';

/** The products desk's words for the server's values (display only: the server checks every value). */
export const PRODUCT_STATUS: Record<string, string> = { on_sale: '판매중', sold_out: '품절', hidden: '숨김' };
export const STATUS_OPTIONS: [string, string][] = Object.entries(PRODUCT_STATUS);

export const FORMULATION: Record<string, string> = { pill: '정제·캡슐', powder: '분말', jelly: '젤리', chewable: '츄어블', liquid: '액상' };

/** A whole number typed in a field, or null (then the screen says so before sending). */
export function wholeNumber(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * What to say of a field whose text is no whole number (null when it is one), by what was typed:
 * nothing (정가를 입력해주세요), a minus sign (0 이상), or something else (숫자로).
 */
export function wholeNumberError(label: string, text: string): string | null {
  if (wholeNumber(text) !== null) return null;
  const typed = text.trim();
  if (!typed) return `${withJosa(label, '을/를')} 입력해주세요.`;
  if (/^-\s*[\d,]+$/.test(typed)) return `${withJosa(label, '은/는')} 0 이상이어야 합니다.`;
  return `${withJosa(label, '은/는')} 숫자로 입력해주세요. (최대 9자리)`;
}
