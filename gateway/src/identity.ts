import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import { callSubgraph, verifyAccessTokenClaims, type Identity } from '@shop/kit/contracts.js';
import type { AccountStateChanges } from './account-state-changes.js';
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
   * The state commerce holds now, not one cached for a few seconds. Writes (mutations, REST calls
   * other than GET) need it, so a token of an account that just left or changed its password
   * cannot change anything; reads may use a state up to ACCOUNT_STATE_TTL_MS old. While the gateway
   * hears commerce's changes (account-state-changes.ts) a state it looked up and heard no change of
   * is the current one, and is used for up to WATCHED_STATE_TTL_MS; otherwise commerce is asked.
   */
  fresh?: boolean;
}

export const ACCOUNT_STATE_TTL_MS = 5_000;
/** How long a watched state is trusted for writes (a bound, in case a notification were ever missed). */
export const WATCHED_STATE_TTL_MS = 60_000;

let lookup: AccountStateLookup | null = null;
let changes: AccountStateChanges | null = null;
interface CachedState {
  state: AccountTokenState;
  at: number;
  /** The watching epoch the state was looked up in, when no change was heard meanwhile; null when not vouched for. */
  watchedIn: number | null;
  /** When the state changes by itself (the first restriction to end), as epoch ms. */
  changesAt: number;
}
const cache = new Map<string, CachedState>();
/** The look-ups on their way, per account: a change heard meanwhile marks them (their answer may predate it). */
const lookingUp = new Map<string, Set<{ changed: boolean }>>();

/**
 * Where the gateway reads account token states: commerce's hidden `accountTokenStates` query,
 * asked as the system identity (signed like every gateway request). startGateway sets it; a test of
 * the REST facade alone (no commerce behind it) runs without, and then tokens are checked by
 * signature and expiry only.
 */
export function useAccountStates(source: string | AccountStateLookup | null, watch: AccountStateChanges | null = null): void {
  cache.clear();
  changes = watch;
  watch?.subscribe((userId) => {
    cache.delete(userId);
    for (const lookup of lookingUp.get(userId) ?? []) lookup.changed = true;
  });
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

/** Whether a cached state is the one commerce holds now (see IdentityOptions.fresh). */
function isCurrent(cached: CachedState, now: number): boolean {
  return changes !== null && changes.watching && cached.watchedIn === changes.epoch && now - cached.at < WATCHED_STATE_TTL_MS && now < cached.changesAt;
}

/** 'recent': up to ACCOUNT_STATE_TTL_MS old; 'current': commerce's state now (isCurrent, else asked); 'asked': asked now. */
type Freshness = 'recent' | 'current' | 'asked';

async function accountState(userId: string, freshness: Freshness): Promise<{ state: AccountTokenState; asked: boolean } | null> {
  if (!lookup) return null;
  const cached = cache.get(userId);
  const now = Date.now();
  if (cached && freshness !== 'asked' && (freshness === 'current' ? isCurrent(cached, now) : now - cached.at < ACCOUNT_STATE_TTL_MS && now < cached.changesAt)) {
    return { state: cached.state, asked: false };
  }
  // A change heard while the lookup is on its way may or may not be in its answer: not vouched for.
  const watchedIn = changes?.watching ? changes.epoch : null;
  const probe = { changed: false };
  const probes = lookingUp.get(userId) ?? lookingUp.set(userId, new Set()).get(userId)!;
  probes.add(probe);
  let state: AccountTokenState;
  try {
    state = await lookup(userId);
  } catch {
    // Fail closed: a token cannot be vouched for while commerce cannot say whether it still works.
    throw new GraphQLError('잠시 후 다시 시도해주세요.', { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
  } finally {
    probes.delete(probe);
    if (!probes.size) lookingUp.delete(userId);
  }
  const unchanged = watchedIn !== null && changes?.watching && changes.epoch === watchedIn && !probe.changed;
  const ends = (state.restrictions ?? []).flatMap((r) => (r.endsAt ? [Date.parse(String(r.endsAt))] : []));
  cache.delete(userId);
  cache.set(userId, { state, at: Date.now(), watchedIn: unchanged ? watchedIn : null, changesAt: ends.length ? Math.min(...ends) : Infinity });
  if (cache.size > 50_000) cache.delete(cache.keys().next().value!);
  return { state, asked: true };
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
  const refuses = (state: AccountTokenState) => !state.active || state.tokenVersion !== claims.tokenVersion;
  let found = await accountState(claims.identity.userId, options.fresh ? 'current' : 'recent');
  // A cached state may predate the token (a password change issues a token of the next version):
  // a mismatch is only believed when it was just looked up.
  if (found && !found.asked && refuses(found.state)) found = await accountState(claims.identity.userId, 'asked');
  if (found && refuses(found.state)) throw unauthenticated('로그인 정보가 더 이상 유효하지 않습니다. 다시 로그인해주세요.');
  return { identity: claims.identity, restrictions: found?.state.restrictions ?? [] };
}

/** A /graphql request that may write: any document naming a mutation (a false positive only costs a fresh look-up). */
export function mayWrite(body: unknown): boolean {
  const query = (body as { query?: unknown } | null)?.query;
  return typeof query !== 'string' || /\bmutation\b/.test(query);
}

export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}
