import { errorMessage } from '../../lib/apollo';

/** A refusal split for a form: messages by input field (extensions.fields), and the rest. */
export interface FormErrors {
  fields: Record<string, string>;
  /** The message when no field of the form was named (a missing row, a network error). */
  form: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

/**
 * The server names the failing fields of a refused input (BAD_USER_INPUT, CONFLICT): each goes
 * under its field; a message naming none of `known` is shown for the whole form.
 */
export function formErrorsOf(error: unknown, known: readonly string[]): FormErrors {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0];
  const fields: Record<string, string> = {};
  for (const { field, message } of first?.extensions?.fields ?? []) {
    const name = field.split('.').pop()!;
    if (known.includes(name) && !fields[name]) fields[name] = message;
  }
  return { fields, form: Object.keys(fields).length ? null : errorMessage(error) };
}
