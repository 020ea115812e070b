import { errorMessage } from '../../lib/apollo';

/** A refusal split for a form: the server's messages by field (extensions.fields), and the rest. */
export interface FieldErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** The message when the server named none of the form's fields (a missing post, a network error). */
  form: string | null;
}

export const NO_FIELD_ERRORS: FieldErrors<never> = { fields: {}, form: null };

/**
 * The server names the refused fields of an input: `title`, `input.title` and the like each go to
 * the first part of the path the form knows; a refusal naming none of `known` is for the whole form.
 */
export function fieldErrorsOf<F extends string>(error: unknown, known: readonly F[]): FieldErrors<F> {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0];
  const fields: Partial<Record<F, string>> = {};
  for (const { field, message } of first?.extensions?.fields ?? []) {
    const name = field.split('.').find((part): part is F => (known as readonly string[]).includes(part));
    if (name && !fields[name]) fields[name] = message;
  }
  return { fields, form: Object.keys(fields).length ? null : errorMessage(error) };
}
