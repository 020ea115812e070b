import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** What a person reads when the server was not reached or failed (network errors, 5xx, a bug). */
export const GENERIC_ERROR = '일시적인 오류로 실패하였습니다. 다시 시도해주세요.';

const HANGUL = /[\uac00-\ud7a3]/;

type ServerErrorBody = { errors?: { message?: string; extensions?: { code?: string } }[] };

/** The first message written for people in a GraphQL errors list; an internal error's is not one. */
function firstMessage(errors: readonly { message?: string; extensions?: { code?: string } }[] | undefined): string | null {
  const found = errors?.find((e) => e.message && e.extensions?.code !== 'INTERNAL_SERVER_ERROR' && HANGUL.test(e.message));
  return found?.message ?? null;
}

/**
 * The message a screen shows for a failed request. A refusal (400/401/403/404/409/429 or a GraphQL
 * error with a code) carries the server's Korean message, which says what happened and names the
 * field; it is shown as it is. A request that did not reach the server, a 5xx or an internal error
 * shows the generic text (an English transport message such as "Failed to fetch" is never shown).
 */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return firstMessage(error.errors) ?? GENERIC_ERROR;
  if (ServerError.is(error)) {
    if (error.statusCode < 400 || error.statusCode >= 500) return GENERIC_ERROR;
    try {
      return firstMessage((JSON.parse(error.bodyText) as ServerErrorBody).errors) ?? GENERIC_ERROR;
    } catch {
      return GENERIC_ERROR;
    }
  }
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray((error as ServerErrorBody).errors)) {
    return firstMessage((error as ServerErrorBody).errors) ?? GENERIC_ERROR;
  }
  // Screens' own errors (`new Error('...을 입력해주세요.')`) and lib/session's refusals are Korean;
  // transport errors (TypeError: Failed to fetch, a parse error) are not.
  if (error instanceof Error && HANGUL.test(error.message)) return error.message;
  return GENERIC_ERROR;
}

/**
 * The first GraphQL error's extensions (its `code`, and what a refusal carries beside it, such as a
 * dormant social account's `restoreToken`); empty for anything that is not a GraphQL refusal.
 */
export function errorExtensions(error: unknown): Record<string, unknown> {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions ?? {}) : {};
}
