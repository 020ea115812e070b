import { errorMessage } from '../../lib/apollo';

/** The products desk's words for the server's values (display only: the server checks every value). */
export const PRODUCT_STATUS: Record<string, string> = { on_sale: '판매중', sold_out: '품절', hidden: '숨김' };
export const STATUS_OPTIONS: [string, string][] = Object.entries(PRODUCT_STATUS);

export const FORMULATION: Record<string, string> = { pill: '정제·캡슐', powder: '분말', jelly: '젤리', chewable: '츄어블', liquid: '액상' };

/**
 * A refusal split by the full path of each field the server named (`options.1.stock` stays
 * apart from `stock`), and a message for the form when it named none.
 */
export function errorsByPath(error: unknown): { fields: Record<string, string>; form: string | null } {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0];
  const fields: Record<string, string> = {};
  for (const { field, message } of first?.extensions?.fields ?? []) fields[field] ??= message;
  return { fields, form: Object.keys(fields).length ? null : errorMessage(error) };
}

/** A whole number typed in a field, or null (then the screen says so before sending). */
export function wholeNumber(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}
