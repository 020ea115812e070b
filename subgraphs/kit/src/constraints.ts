import { CheckConstraintViolationException, ForeignKeyConstraintViolationException, NotNullConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { AppError, formatError } from './errors.js';

/**
 * What a violated database constraint means to the person who sent the request. Uniqueness,
 * references and ranges live in the database (unique indexes, foreign keys, CHECKs); each module
 * names its constraints here so that a violation answers with the field the client sent and a
 * Korean message (409 for a duplicate, 400 for a range, 404 for a missing reference), never 500.
 */
export interface ConstraintMeaning {
  /** The input field a client sees (GraphQL argument or REST field name). */
  field: string;
  message: string;
  /** Default by kind: unique -> CONFLICT, foreign key -> NOT_FOUND, check/not null -> BAD_USER_INPUT. */
  code?: 'CONFLICT' | 'BAD_USER_INPUT' | 'NOT_FOUND';
}

const meanings = new Map<string, ConstraintMeaning>();

/** Registers the meaning of constraints by their database name (e.g. `users_nickname_unique`). */
export function declareConstraints(table: Record<string, ConstraintMeaning>): void {
  for (const [name, meaning] of Object.entries(table)) meanings.set(name, meaning);
}

export function constraintMeaning(name: string): ConstraintMeaning | undefined {
  return meanings.get(name);
}

/** Turns a constraint violation from the driver into the client's error; null for anything else. */
export function constraintError(error: unknown): AppError | null {
  const kind =
    error instanceof UniqueConstraintViolationException
      ? 'unique'
      : error instanceof ForeignKeyConstraintViolationException
        ? 'foreign'
        : error instanceof CheckConstraintViolationException
          ? 'check'
          : error instanceof NotNullConstraintViolationException
            ? 'notnull'
            : null;
  if (!kind) return null;
  const name = String((error as { constraint?: string }).constraint ?? '');
  const column = String((error as { column?: string }).column ?? '');
  const meaning = meanings.get(name);
  const fallback: Record<typeof kind, ConstraintMeaning> = {
    unique: { field: column || 'input', message: '이미 등록된 정보입니다.', code: 'CONFLICT' },
    foreign: { field: column || 'input', message: '참조하는 정보를 찾을 수 없습니다.', code: 'NOT_FOUND' },
    check: { field: column || 'input', message: '입력값이 허용 범위를 벗어났습니다.', code: 'BAD_USER_INPUT' },
    notnull: { field: column || 'input', message: '필수 입력값이 없습니다.', code: 'BAD_USER_INPUT' },
  };
  const resolved = { ...fallback[kind], ...meaning };
  const code = resolved.code ?? fallback[kind].code!;
  return new AppError(code, resolved.message, { fields: [{ field: resolved.field, message: resolved.message }] });
}

/**
 * A subgraph's `formatError`: a violated unique index, foreign key or CHECK is the client's
 * conflict or bad input (its declared meaning); anything else as errors.ts `formatError` says.
 * (The constraint mapping lives here, with the ORM's exceptions, so the gateway's error handling
 * needs no database driver.)
 */
export function formatSubgraphError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  const violated = constraintError(original ?? error);
  if (violated) return { message: violated.message, locations: formatted.locations, path: formatted.path, extensions: { ...violated.extensions } };
  return formatError(formatted, error);
}
