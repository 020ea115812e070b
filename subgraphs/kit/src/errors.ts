import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { coercionError } from './coercion-errors.js';
import { logger } from './logger.js';
import type { ErrorCode } from './error-codes.js';
import { refusedScalarInput } from './scalars.js';

/**
 * Expected failures. Each carries a machine-readable `extensions.code` from the closed sets of
 * error-codes.ts (each with its HTTP status) and a Korean message a person can read. Anything
 * else that escapes a resolver is an internal error and is masked.
 */
export type { ErrorCode } from './error-codes.js';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }
}

/**
 * A refusal whose writes must stand: the unit of work commits what the mutation wrote, then
 * answers with the error (a wrong SMS code counts its attempt; a replayed refresh token revokes
 * its family). Any other error rolls the whole mutation back.
 */
export function keepWritesAndRefuse(error: AppError): AppError {
  (error as AppError & { keepWrites?: boolean }).keepWrites = true;
  return error;
}
export const keepsWrites = (error: unknown): error is AppError => error instanceof AppError && (error as AppError & { keepWrites?: boolean }).keepWrites === true;

export const Unauthenticated = (message = '로그인이 필요합니다.') => new AppError('UNAUTHENTICATED', message);
export const Forbidden = (message = '권한이 없습니다.') => new AppError('FORBIDDEN', message);
export const NotFound = (message = '요청한 정보를 찾을 수 없습니다.') => new AppError('NOT_FOUND', message);
export const Conflict = (message: string, extra: Record<string, unknown> = {}) => new AppError('CONFLICT', message, extra);
export const RateLimited = (message = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
export const BadInput = (fields: FieldError[], message = fields[0]?.message ?? '입력값을 확인해주세요.') => new AppError('BAD_USER_INPUT', message, { fields });

const EXPECTED = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED']);
/** Apollo's codes for a request refused before any resolver ran (its text describes the query). */
const REQUEST_ERRORS = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST']);
export const INTERNAL_MESSAGE = '일시적인 오류로 실패하였습니다. 다시 시도해주세요.';

/**
 * An operation refused by the GraphQL limits (graphql-limits.ts): Apollo reports it under its own
 * code (GRAPHQL_VALIDATION_FAILED / GRAPHQL_PARSE_FAILED) with ours as the original error, and
 * graphql-js's parser limits (tokens, length) speak English; both become QUERY_LIMIT_EXCEEDED
 * with a Korean message and the limit named. Introspection refused in production becomes
 * INTROSPECTION_DISABLED in Korean. Null for any other error.
 */
export function queryLimitError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError && original.code === 'QUERY_LIMIT_EXCEEDED') {
    return { message: original.message, locations: formatted.locations, extensions: { ...original.extensions } };
  }
  if (!REQUEST_ERRORS.has(String(formatted.extensions?.code ?? ''))) return null;
  const tokens = /^Syntax Error: Document contains more (?:than|that) (\d+) tokens/.exec(formatted.message);
  if (tokens) {
    const max = Number(tokens[1]);
    return { message: `요청한 쿼리가 너무 깁니다. 쿼리는 토큰 ${max}개까지 보낼 수 있습니다.`, extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxTokens', max } };
  }
  if (formatted.message.startsWith('GraphQL introspection is not allowed')) {
    return { message: '운영 환경에서는 스키마 조회(introspection)를 할 수 없습니다.', locations: formatted.locations, extensions: { code: 'INTROSPECTION_DISABLED' } };
  }
  const length = /^Syntax Error: Source contains more than (\d+) UTF-16 code units/.exec(formatted.message);
  if (length) {
    const max = Number(length[1]);
    return { message: `요청한 쿼리가 너무 깁니다. 쿼리는 ${max}자까지 보낼 수 있습니다.`, extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxLength', max } };
  }
  return null;
}

/**
 * Apollo `formatError`: expected errors pass with their code and message; GraphQL validation
 * errors keep graphql-js's text (they describe the query, not data); everything else becomes a
 * generic Korean message with no stack trace or SQL.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const limited = queryLimitError(formatted, error);
  if (limited) return limited;
  const code = String(formatted.extensions?.code ?? '');
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  // A variable a scalar of ours refused (a LocalDate that is no real date): BAD_USER_INPUT naming it.
  const refused = refusedScalarInput(formatted, original);
  if (refused) return refused;
  // Any other variable graphql-js refused: its English names GraphQL variables; Korean naming the field.
  const coerced = code === 'BAD_USER_INPUT' ? coercionError(formatted) : null;
  if (coerced) return coerced;
  // No original error means graphql-js or Apollo raised it about the request itself (syntax,
  // validation, a bad variable): its text describes the query, so it is safe and useful.
  // Apollo wraps graphql-js's validation errors (an unknown field, a LocalDate literal that is no
  // real date) with the original as `originalError`, so those are known by their code.
  const aboutRequest = (error instanceof GraphQLError && !original && code !== 'INTERNAL_SERVER_ERROR') || REQUEST_ERRORS.has(code);
  if (original instanceof AppError || error instanceof AppError || EXPECTED.has(code) || aboutRequest) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  logger.error({ err: original ?? error, path: formatted.path }, 'internal error (masked for the client)');
  return { message: INTERNAL_MESSAGE, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * The gateway's `formatError`. Subgraphs already masked their internal errors, so an error that
 * arrives with a code other than INTERNAL_SERVER_ERROR is an expected one (including domain codes
 * like SMS_CODE_MISMATCH) and passes; anything else (a subgraph unreachable, a gateway fault)
 * is masked like any internal error.
 */
export function formatGatewayError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const limited = queryLimitError(formatted, error);
  if (limited) return limited;
  const code = String(formatted.extensions?.code ?? '');
  // The gateway coerces the client's variables itself: its refusals are graphql-js English.
  const coerced = code === 'BAD_USER_INPUT' ? coercionError(formatted) : null;
  if (coerced) return coerced;
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return formatError(formatted, error);
}
