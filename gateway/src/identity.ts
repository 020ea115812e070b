import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import { callSubgraph, verifyAccessTokenClaims, type Identity } from '@shop/kit/contracts.js';
import type { RestrictionState } from './restrictions.js';

/** An account's token state as commerce keeps it (see commerce `accountTokenStates`). */
export interface AccountTokenState {
  tokenVersion: number;
  active: boolean;
  /** Restrictions in force (restrictions.ts refuses the writes they cover); absent = none. */
  restrictions?: RestrictionState[];
}
export type AccountStateLookup = (userId: string) => Promise<AccountTokenState>;

export interface IdentityOptions {
  /**
   * Ask commerce now instead of using a state cached for a few seconds. Writes (mutations, REST
   * calls other than GET) ask fresh, so a token of an account that just left or changed its
   * password cannot change anything; reads may use a state up to ACCOUNT_STATE_TTL_MS old.
   */
  fresh?: boolean;
}

export const ACCOUNT_STATE_TTL_MS = 5_000;

let lookup: AccountStateLookup | null = null;
const cache = new Map<string, { state: AccountTokenState; at: number }>();

/**
 * Where the gateway reads account token states: commerce's hidden `accountTokenStates` query,
 * asked as the system identity (signed like every gateway request). startGateway sets it; a test of
 * the REST facade alone (no commerce behind it) runs without, and then tokens are checked by
 * signature and expiry only.
 */
export function useAccountStates(source: string | AccountStateLookup | null): void {
  cache.clear();
  if (source === null || typeof source === 'function') {
    lookup = source;
    return;
  }
  lookup = async (userId) => {
    const data = await callSubgraph<{ accountTokenStates: (AccountTokenState & { userId: string })[] }>(source, {
      query: 'query ($ids: [ID!]!) { accountTokenStates(userIds: $ids) { userId tokenVersion active restrictions { scope endsAt message } } }',
      variables: { ids: [userId] },
    });
    const state = data.accountTokenStates[0];
    if (!state) throw new Error(`no account state for ${userId}`);
    return { tokenVersion: state.tokenVersion, active: state.active, restrictions: state.restrictions ?? [] };
  };
}

async function accountState(userId: string, fresh: boolean): Promise<AccountTokenState | null> {
  if (!lookup) return null;
  const cached = cache.get(userId);
  if (!fresh && cached && Date.now() - cached.at < ACCOUNT_STATE_TTL_MS) return cached.state;
  let state: AccountTokenState;
  try {
    state = await lookup(userId);
  } catch {
    // Fail closed: a token cannot be vouched for while commerce cannot say whether it still works.
    throw new GraphQLError('잠시 후 다시 시도해주세요.', { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
  }
  cache.set(userId, { state, at: Date.now() });
  if (cache.size > 50_000) cache.delete(cache.keys().next().value!);
  return state;
}

/**
 * Reads `Authorization: Bearer <access token>`. No header means an anonymous caller; a header
 * that does not verify is an error (HTTP 401), never silently anonymous. A token of an account
 * that left, or issued before its password changed (an older token version), is refused too.
 */
export async function identityFromHeaders(headers: IncomingHttpHeaders, options: IdentityOptions = {}): Promise<Identity | null> {
  return (await accountFromHeaders(headers, options)).identity;
}

/** The caller (as identityFromHeaders) and the restrictions in force on their account (for restrictions.ts). */
export async function accountFromHeaders(headers: IncomingHttpHeaders, options: IdentityOptions = {}): Promise<{ identity: Identity | null; restrictions: RestrictionState[] }> {
  const header = headers.authorization;
  if (!header) return { identity: null, restrictions: [] };
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw unauthenticated('인증 정보가 올바르지 않습니다.');
  let claims: Awaited<ReturnType<typeof verifyAccessTokenClaims>>;
  try {
    claims = await verifyAccessTokenClaims(match[1]);
  } catch (error) {
    throw unauthenticated(error instanceof Error ? error.message : '인증 정보가 올바르지 않습니다.');
  }
  let state = await accountState(claims.identity.userId, options.fresh ?? false);
  // A cached state may predate the token (a password change issues a token of the next version):
  // a mismatch is only believed when it was just looked up.
  if (state && !options.fresh && (!state.active || state.tokenVersion !== claims.tokenVersion)) state = await accountState(claims.identity.userId, true);
  if (state && (!state.active || state.tokenVersion !== claims.tokenVersion)) {
    throw unauthenticated('로그인 정보가 더 이상 유효하지 않습니다. 다시 로그인해주세요.');
  }
  return { identity: claims.identity, restrictions: state?.restrictions ?? [] };
}

/** A /graphql request that may write: any document naming a mutation (a false positive only costs a fresh look-up). */
export function mayWrite(body: unknown): boolean {
  const query = (body as { query?: unknown } | null)?.query;
  return typeof query !== 'string' || /\bmutation\b/.test(query);
}

export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}
