/**
 * Tokens of the current user (a guest or a member) and the fetch that carries them. The spec's
 * "stored user id" is replaced by the signed tokens: a signed token cannot be forged.
 */
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

export function writeTokens(tokens: Tokens | null, storage: Storage = localStorage): void {
  if (tokens) storage.setItem(KEY, JSON.stringify(tokens));
  else storage.removeItem(KEY);
  window.dispatchEvent(new Event('shop:session'));
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

async function postGraphQL(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors?.length) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

const TOKEN_FIELDS = 'tokenDto { accessToken refreshToken }';

/** Spec section 1: a login-less guest user is created when no user is stored. */
export async function ensureSession(): Promise<void> {
  if (readTokens()) return;
  const data = await postGraphQL(`mutation CreateGuestSession { createGuest { ${TOKEN_FIELDS} } }`);
  writeTokens(data.createGuest.tokenDto);
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s share it (a refresh token works once). */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = readTokens();
    if (!tokens) return false;
    try {
      const data = await postGraphQL(`mutation RefreshSession($t: String!) { refreshSession(refreshToken: $t) { ${TOKEN_FIELDS} } }`, {
        t: tokens.refreshToken,
      });
      writeTokens(data.refreshSession.tokenDto);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function withAuth(init: RequestInit | undefined): RequestInit {
  const tokens = readTokens();
  const headers = new Headers(init?.headers);
  if (tokens) headers.set('authorization', `Bearer ${tokens.accessToken}`);
  return { ...init, headers };
}

/**
 * fetch with the access token. On 401 it refreshes once and retries; when that fails the user
 * is sent to the logout path (spec section 8).
 */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, withAuth(init));
  if (response.status !== 401) return response;
  if (await refreshOnce()) {
    const retried = await fetch(input, withAuth(init));
    if (retried.status !== 401) return retried;
  }
  window.location.assign(LOGOUT_PATH);
  return response;
}
