/**
 * Kakao and Naver login, the browser's half: their REST authorization-code flow is our SDK (no
 * provider script is loaded). `init` takes the public application keys and authorize URLs from
 * the server's `socialLoginConfig`; `authorize` keeps a random `state` for this tab and sends the
 * browser to the provider's consent page; the callback screen hands the `state` that came back to
 * `completeAuthorization`, which accepts it once, for that provider only (a forged or replayed
 * callback is refused before any code is exchanged). Development uses the gateway's sandbox,
 * which behaves the same (docs/decisions/accounts-and-identity.md, "Social login").
 */
export type SocialProvider = 'kakao' | 'naver';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버' };

export interface SocialProviderConfig {
  provider: string;
  /** Public by nature (it is in every authorize URL): Kakao's REST API key, Naver's Client ID. */
  clientId: string;
  /** Absolute (the real providers) or a path on this origin (the sandbox). */
  authorizeUrl: string;
}

export const SOCIAL_STATE_KEY = 'shop.oauth';
/** Pages a completed login should not go back to. */
const NOT_A_RETURN = /^\/(login|signup|logout|find-password|oauth)(\/|$|\?)/;

interface PendingAuthorization {
  provider: string;
  state: string;
  returnTo: string;
}

const configured = new Map<string, SocialProviderConfig>();

export function init(config: readonly SocialProviderConfig[]): void {
  configured.clear();
  for (const entry of config) configured.set(entry.provider, entry);
}

export function isAvailable(provider: SocialProvider): boolean {
  return configured.has(provider);
}

/** Where the provider sends the browser back (the same URL must be repeated at the code exchange). */
export function callbackUri(provider: SocialProvider, origin: string = window.location.origin): string {
  return `${origin}/oauth/${provider}/callback`;
}

/** A path inside the shop to return to, else the home page (never another site, never a login page). */
export function safeReturnTo(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || NOT_A_RETURN.test(path)) return '/';
  return path;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface AuthorizeOptions {
  returnTo?: string | null;
  storage?: Pick<Storage, 'setItem'>;
  origin?: string;
  /** Leaves the page (tests pass their own). */
  go?: (url: string) => void;
}

/** Sends the browser to the provider's consent page; returns the URL it went to. */
export function authorize(provider: SocialProvider, { returnTo, storage = sessionStorage, origin = window.location.origin, go = (url) => window.location.assign(url) }: AuthorizeOptions = {}): string {
  const config = configured.get(provider);
  if (!config) throw new Error(`${provider} login is not configured`);
  const state = randomState();
  const pending: PendingAuthorization = { provider, state, returnTo: safeReturnTo(returnTo) };
  storage.setItem(SOCIAL_STATE_KEY, JSON.stringify(pending));
  const url = new URL(config.authorizeUrl, origin);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', callbackUri(provider, origin));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  go(url.toString());
  return url.toString();
}

/**
 * The callback's check: the `state` that came back must be the one this tab sent to this
 * provider. The stored one is spent either way. Returns where to go after the login, or null.
 */
export function completeAuthorization(provider: string, state: string | null, storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): { returnTo: string } | null {
  let pending: Partial<PendingAuthorization> | null;
  try {
    pending = JSON.parse(storage.getItem(SOCIAL_STATE_KEY) ?? 'null') as Partial<PendingAuthorization> | null;
  } catch {
    pending = null;
  }
  storage.removeItem(SOCIAL_STATE_KEY);
  if (!pending || !state || pending.provider !== provider || typeof pending.state !== 'string' || pending.state !== state) return null;
  return { returnTo: safeReturnTo(pending.returnTo) };
}
