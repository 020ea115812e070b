import { ENVELOPE_ONLY_STATUSES, errorStatus, logger } from '@shop/kit/contracts.js';
import type { Envelope } from './types.js';

export const ok = (result: unknown, msg = '성공'): Envelope => ({ code: 200, msg, result });

export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * Maps the first GraphQL error to `[httpStatus, envelope]` by its code's status in the kit's
 * closed sets (kit error-codes.ts): 400 input, 401, 403, 404, 409 state, 429, 502/503 an outside
 * service; the coupon refusals the spec answers with HTTP 200 and 410/411 in `code`. A code that
 * is no code of ours is a bug: 500, logged.
 */
export function fromGraphQLError(error: GraphQLErrorLike): [number, Envelope] {
  const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const detail = { error: code, ...(error.extensions?.fields ? { fields: error.extensions.fields } : {}) };
  const status = errorStatus(code);
  if (status === undefined) {
    logger.error({ code, message: error.message }, 'REST facade: an error code outside the closed sets (kit error-codes.ts)');
    return [500, { code: 500, msg: error.message, result: detail }];
  }
  if (ENVELOPE_ONLY_STATUSES.has(status)) return [200, { code: status, msg: error.message, result: detail }];
  return [status, { code: status, msg: error.message, result: detail }];
}
