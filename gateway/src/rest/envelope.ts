import type { Envelope } from './types.js';

/** Expected GraphQL error codes -> HTTP status (and envelope `code`), per CONVENTIONS.md. */
export const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  /** Checkout: a line the stock cannot cover (commerce orders). */
  OUT_OF_STOCK: 409,
};

/**
 * Business refusals the spec puts in `code` with HTTP 200 (coupon application 410/411).
 * Domain codes not listed here and not in STATUS_BY_CODE are input refusals (400).
 */
export const BUSINESS_CODES: Record<string, number> = {
  COUPON_NOT_APPLICABLE: 410,
  COUPON_EXPIRED: 411,
};

export const ok = (result: unknown, msg = '성공'): Envelope => ({ code: 200, msg, result });

export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/** Maps the first GraphQL error to `[httpStatus, envelope]`. */
export function fromGraphQLError(error: GraphQLErrorLike): [number, Envelope] {
  const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const detail = { error: code, ...(error.extensions?.fields ? { fields: error.extensions.fields } : {}) };
  if (code in BUSINESS_CODES) return [200, { code: BUSINESS_CODES[code], msg: error.message, result: detail }];
  if (code in STATUS_BY_CODE) return [STATUS_BY_CODE[code], { code: STATUS_BY_CODE[code], msg: error.message, result: detail }];
  if (code === 'INTERNAL_SERVER_ERROR') return [500, { code: 500, msg: error.message, result: detail }];
  return [400, { code: 400, msg: error.message, result: detail }];
}
