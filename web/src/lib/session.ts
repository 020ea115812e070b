/**
 * Tokens of the current user (a guest or a member) and the fetch that carries them. The signed
 * tokens say who the caller is (a token cannot be forged); the spec's stored user id is kept
 * beside them, encrypted (stored-user.ts). Before the first request that needs a user there are
 * none: public pages are read anonymously.
 */
import { errorMessage } from './errors';
import { storeUserId, userIdOfToken } from './stored-user';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const KEY = 'shop.tokens';
export const LOGOUT_PATH = '/logout';

export function readTokens(storage: Storage = localStorage): Tokens | null {
  try {
    const raw = storage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Tokens) : null;
  } catch {
    return null;
  }
}

/** Fired on window when the signed-in user changes (login, sign-up, logout), not on a refresh. */
export const SESSION_EVENT = 'shop:session';

export function writeTokens(tokens: Tokens | null, { storage = localStorage, userChanged = true }: { storage?: Storage; userChanged?: boolean } = {}): void {
  if (tokens) storage.setItem(KEY, JSON.stringify(tokens));
  else storage.removeItem(KEY);
  // The spec's stored user id, encrypted (stored-user.ts), follows the tokens.
  void storeUserId(tokens ? userIdOfToken(tokens.accessToken) : null, { storage });
  if (userChanged) window.dispatchEvent(new Event(SESSION_EVENT));
}

/** The role claim of the access token, for showing guest vs member UI (not for security). */
export function currentRole(tokens: Tokens | null = readTokens()): string | null {
  if (!tokens) return null;
  try {
    const payload = JSON.parse(atob(tokens.accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

async function postGraphQL<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  // A 5xx says nothing for people (errors.ts shows the generic text); a refusal's message does.
  if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data as T;
}

const TOKEN_FIELDS = 'tokenDto { accessToken refreshToken }';

let creatingGuest: Promise<void> | null = null;

/**
 * Fired on window (a CustomEvent with GuestFailure as detail) when a guest session could not be
 * created: the shell shows the server's refusal (a 429 says how long to wait), or spec section 8's
 * generic message when the server was not reached or failed.
 */
export const GUEST_FAILED_EVENT = 'shop:guest-failed';
export interface GuestFailure {
  message: string;
}

/**
 * Spec section 1: a login-less guest user is created when no user is stored. It is created
 * lazily, by the first request the server refuses to an anonymous caller (see authFetch), so
 * public pages render without waiting for it. Concurrent callers share one creation; a failure
 * rejects and fires GUEST_FAILED_EVENT.
 */
export function ensureSession(): Promise<void> {
  if (readTokens()) return Promise.resolve();
  creatingGuest ??= postGraphQL<{ createGuest: { tokenDto: { accessToken: string; refreshToken: string } } }>(`mutation CreateGuestSession { createGuest { ${TOKEN_FIELDS} } }`)
    // Not a user change: a guest replaces nobody (forgetting the last user already reset the
    // cache), and the request that asked for the session is in flight — a cache reset now would
    // cancel it and every query that started meanwhile.
    .then((data) => writeTokens(data.createGuest.tokenDto, { userChanged: false }))
    .catch((error: unknown) => {
      window.dispatchEvent(new CustomEvent<GuestFailure>(GUEST_FAILED_EVENT, { detail: { message: errorMessage(error) } }));
      throw error;
    })
    .finally(() => {
      creatingGuest = null;
    });
  return creatingGuest;
}

/** Why a refresh did not give a new pair: the server refused the token, or it was not reached. */
type RefreshResult = 'refreshed' | 'rejected' | 'unreachable';

let refreshing: Promise<RefreshResult> | null = null;

/**
 * One refresh at a time: concurrent 401s share it (refresh tokens rotate, each works once).
 * The new pair replaces the old one in storage.
 */
function refreshOnce(): Promise<RefreshResult> {
  refreshing ??= (async (): Promise<RefreshResult> => {
    const tokens = readTokens();
    if (!tokens) return 'rejected';
    let response: Response;
    try {
      response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'RefreshSession',
          query: `mutation RefreshSession($t: String!) { refreshSession(refreshToken: $t) { ${TOKEN_FIELDS} } }`,
          variables: { t: tokens.refreshToken },
        }),
      });
    } catch {
      return 'unreachable';
    }
    const body = await response.json().catch(() => null);
    const pair = body?.data?.refreshSession?.tokenDto as Tokens | undefined;
    if (!pair?.accessToken || !pair.refreshToken) return response.status >= 500 ? 'unreachable' : 'rejected';
    // Same user, new pair: the cache stays (a store reset would refetch every query mid-retry).
    writeTokens(pair, { userChanged: false });
    return 'refreshed';
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Refreshes the session until its token carries `role` (an account whose role another service
 * changes right after an answer, e.g. a member who just opened a channel), a few times a short
 * while apart. True when it does; false when it did not within the tries (log in again then).
 */
export async function renewSessionUntilRole(role: string, { tries = 5, delayMs = 400 }: { tries?: number; delayMs?: number } = {}): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if ((await refreshOnce()) !== 'refreshed') return false;
    if (currentRole() === role) return true;
  }
  return false;
}

function withAuth(init: RequestInit | undefined): RequestInit {
  const tokens = readTokens();
  const headers = new Headers(init?.headers);
  if (tokens) headers.set('authorization', `Bearer ${tokens.accessToken}`);
  return { ...init, headers };
}

/**
 * Operations whose UNAUTHENTICATED answer is about the credentials the user typed (a wrong
 * password, a spent refresh token), not about the session: they are shown on the screen.
 */
const CREDENTIAL_OPERATIONS = new Set(['Login', 'LoginByPhone', 'RefreshSession', 'Logout', 'CreateGuestSession']);

function operationName(init: RequestInit | undefined): string | null {
  if (typeof init?.body !== 'string') return null;
  try {
    const body = JSON.parse(init.body) as { operationName?: unknown };
    return typeof body.operationName === 'string' ? body.operationName : null;
  } catch {
    return null;
  }
}

/**
 * The session is not accepted: HTTP 401 (the gateway rejects an expired or invalid access
 * token), or a GraphQL answer with `extensions.code` UNAUTHENTICATED for an operation that is not
 * itself a credential check.
 */
export async function isSessionRejected(response: Response, init?: RequestInit): Promise<boolean> {
  if (response.status === 401) return true;
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return false;
  if (CREDENTIAL_OPERATIONS.has(operationName(init) ?? '')) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: { extensions?: { code?: string } }[] } | null;
  return Boolean(body?.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED'));
}

/** Where a dead session goes (spec section 8); not again when already there (no reload loop). */
function sendToLogout(): void {
  if (window.location.pathname !== LOGOUT_PATH) window.location.assign(LOGOUT_PATH);
}

/**
 * fetch with the access token. Without a stored user the request goes anonymous (the catalog is
 * public); when the server refuses it for want of a user, a guest is created (spec section 1) and
 * the request is sent once more with its token. With a stored user whose session is rejected it
 * refreshes once (storing the new pair) and retries; when that fails the user is sent to the
 * logout path (spec sections 2 and 8). Tokens the server refused are forgotten first, so the
 * logout path starts a fresh guest session.
 */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const anonymous = readTokens() === null;
  const response = await fetch(input, withAuth(init));
  if (!(await isSessionRejected(response, init))) return response;
  if (anonymous) return asGuest(input, init, response);
  const refreshed = await refreshOnce();
  if (refreshed === 'refreshed') {
    const retried = await fetch(input, withAuth(init));
    if (!(await isSessionRejected(retried, init))) return retried;
  }
  if (refreshed !== 'unreachable') writeTokens(null);
  sendToLogout();
  return response;
}

/**
 * An anonymous request the server refused: it needs a user, so the guest is created now and the
 * request repeated once with its token. The refusal wrote nothing (the server checks the caller
 * before any write, inside the request's transaction), so repeating it is safe. When the guest
 * cannot be created the refusal is the answer (the shell shows the spec's message).
 */
async function asGuest(input: RequestInfo | URL, init: RequestInit | undefined, refused: Response): Promise<Response> {
  try {
    await ensureSession();
  } catch {
    return refused;
  }
  return fetch(input, withAuth(init));
}
