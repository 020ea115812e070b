import { print } from 'graphql';
import { RecordUsageDocument, type UsageLogInput } from '../gql/graphql';
import { readTokens } from './session';
import { pathCategory } from './shell';

/**
 * The activity (usage) log of spec section 2: one `recordUsage` per route change whose path has
 * a category. It never holds up a page and never creates a session: it is sent when the browser
 * is idle, with the stored access token if there is one, through a plain `fetch` (no guest
 * creation, no refresh: a refused entry is dropped). Server side: commerce usage-log.
 */

/** The server's caps (commerce usage-log.entity.ts USAGE_LIMITS). */
const MAX = { href: 500, referral: 500, query: 100 } as const;

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** The entry for a page: null for paths outside the spec's categories (login, brand pages ...). */
export function usageEntry(pathname: string, search: string, referral: string | null): UsageLogInput | null {
  const action = pathCategory(pathname);
  if (!action) return null;
  const params = new URLSearchParams(search);
  const query = action === 'search' ? (params.get('query') ?? params.get('keyword') ?? '').trim() : '';
  const productId = action === 'product' ? /^\/products\/([^/?#]+)/.exec(pathname)?.[1] : undefined;
  // A query string that would go over the cap is dropped rather than cut in the middle.
  const href = `${pathname}${search}`.length <= MAX.href ? `${pathname}${search}` : cut(pathname, MAX.href);
  return {
    action,
    actionType: query ? 'search' : 'view',
    actionId: productId && /^[A-Za-z0-9_.:-]{1,100}$/.test(productId) ? productId : null,
    query: query ? cut(query, MAX.query) : null,
    href,
    referral: referral ? cut(referral, MAX.referral) : null,
  };
}

/**
 * Where the visitor came from, read before the shell records the new path: the path shown before
 * this one in the tab (session storage `currentPath`, or `prevPath` on a reload), else, on the
 * session's first page, the document's referrer (a same-site referrer as its path).
 */
export function referralFor(path: string, storage: Pick<Storage, 'getItem'>, documentReferrer: string, origin: string): string | null {
  const current = storage.getItem('currentPath');
  if (current !== null && current !== path) return current;
  const previous = current === null ? null : storage.getItem('prevPath');
  if (previous) return previous;
  if (!documentReferrer) return null;
  try {
    const url = new URL(documentReferrer);
    return url.origin === origin ? `${url.pathname}${url.search}` : documentReferrer;
  } catch {
    return null;
  }
}

const BODY_QUERY = print(RecordUsageDocument);

/** The request of one entry: a creating mutation, so it carries an Idempotency-Key. */
export function usageRequest(entry: UsageLogInput, accessToken: string | null, idempotencyKey: string, { leaving = false }: { leaving?: boolean } = {}): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': idempotencyKey };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return {
    method: 'POST',
    headers,
    // Only an entry sent as the page is left must outlive it. (An ordinary request otherwise:
    // keepalive requests share a 64 KB budget per page, and tools that wait for the network to
    // go quiet never see one finish.)
    keepalive: leaving,
    credentials: 'same-origin',
    body: JSON.stringify({ operationName: 'RecordUsage', query: BODY_QUERY, variables: { input: entry } }),
  };
}

/** Sends one entry; any failure (offline, 401, rate limit) is dropped: the log is best effort. */
export function sendUsage(entry: UsageLogInput, fetcher: typeof fetch = fetch, leaving = false): Promise<void> {
  const init = usageRequest(entry, readTokens()?.accessToken ?? null, `usage-${crypto.randomUUID()}`, { leaving });
  return (
    fetcher('/graphql', init)
      // The answer is read to its end though nothing in it is needed: a body left unread keeps the
      // request open in the browser until the response is garbage-collected.
      .then((response) => response.text())
      .then(
        () => undefined,
        () => undefined,
      )
  );
}

/** Runs `work` once the page has settled: when the browser is idle (at most 2 s later). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: 2000 });
  else window.setTimeout(work, 500);
}

/**
 * Sends one entry once the page has settled; a page left before then (pagehide) sends it at once,
 * kept alive past the unload. Either way it is sent once.
 */
export function scheduleUsage(entry: UsageLogInput, send: (entry: UsageLogInput, fetcher: typeof fetch, leaving: boolean) => Promise<void> = sendUsage): void {
  let sent = false;
  const flush = (leaving: boolean) => {
    if (sent) return;
    sent = true;
    window.removeEventListener('pagehide', onLeave);
    void send(entry, fetch, leaving);
  };
  const onLeave = () => flush(true);
  window.addEventListener('pagehide', onLeave);
  whenIdle(() => flush(false));
}
