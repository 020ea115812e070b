import { z } from 'zod';
import { BadInput } from './errors.js';

/**
 * Parses service input with a zod schema whose messages are Korean. A failure becomes one
 * BAD_USER_INPUT error naming every failing field, so nothing is written on bad input.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw BadInput(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || '(input)',
      message: issue.message,
    })),
  );
}

/** NFC-normalised, trimmed string: Korean text typed on different systems compares equal. */
export const text = () => z.string().transform((s) => s.normalize('NFC').trim());

export { z };
