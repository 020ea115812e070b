import { errorMessage } from './errors';

/** A number as typed, for the server to judge: empty is null (the server says what is missing). */
export const numberOrNull = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed));

/** A refusal split for a form: the server's messages by input field (extensions.fields), and the rest. */
export interface FormErrors<F extends string = string> {
  fields: Partial<Record<F, string>>;
  /** The message when no field of the form was named (a missing row, a network error, a conflict). */
  form: string | null;
}

export const NO_ERRORS: FormErrors<never> = { fields: {}, form: null };

/**
 * The server names the failing fields of a refused input (BAD_USER_INPUT, CONFLICT, domain codes):
 * `handle`, `input.handle` and `lines.1.quantity` (under `lines`) each go to the first part of the
 * path the form knows; a refusal naming none of `known` is shown for the whole form. Every form
 * reads a refusal this way, unless it shows a field per list row (`errorsByPath`).
 */
export function formErrorsOf<F extends string>(error: unknown, known: readonly F[]): FormErrors<F> {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0];
  const fields: Partial<Record<F, string>> = {};
  for (const { field, message } of first?.extensions?.fields ?? []) {
    const name = field.split('.').find((part): part is F => (known as readonly string[]).includes(part));
    if (name && !fields[name]) fields[name] = message;
  }
  return { fields, form: Object.keys(fields).length ? null : errorMessage(error) };
}

/** A refusal by the full path of each field (`options.1.stock` stays apart from `stock`), for forms with a field per list row. */
export interface ErrorsByPath {
  fields: Record<string, string>;
  /** The message when the server named no field of the form. */
  form: string | null;
}

export const NO_ERRORS_BY_PATH: ErrorsByPath = { fields: {}, form: null };

/**
 * The server's messages by the full path of each field (`input.` dropped: `weights.0.weight`), only
 * under the top-level fields in `known` when given; a refusal naming none is for the whole form.
 */
export function errorsByPath(error: unknown, known?: readonly string[]): ErrorsByPath {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0];
  const fields: Record<string, string> = {};
  for (const { field, message } of first?.extensions?.fields ?? []) {
    const path = field.replace(/^input\./, '');
    if ((!known || known.includes(path.split('.')[0]!)) && !fields[path]) fields[path] = message;
  }
  return { fields, form: Object.keys(fields).length ? null : errorMessage(error) };
}
