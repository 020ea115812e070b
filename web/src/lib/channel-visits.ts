import { print } from 'graphql';
import { VisitLookupChannelDocument, VisitRecordDocument, type ChannelVisitInput } from '../gql/graphql';
import { readTokens } from './session';
import { pathCategory } from './shell';

/**
 * Visit tracking of spec section 4, as the page shell does it on route changes. Like the activity
 * log (usage-log.ts) it never holds up a page and never creates a session: plain `fetch` to
 * /graphql with the stored token if any, failures dropped. Server side: partners visits.service.
 *
 * - First inflow: the URL names a channel (`?channelId=`) and the tab has no first-inflow flag:
 *   the flag is set, the channel is looked up (query = the handle, offset 0, page size 3), and when
 *   the lookup answers a first_inflow record is posted (the server keeps one per channel and tab
 *   session, whatever is posted twice).
 * - users_history: 150 ms after a route change, with no users_history flag, no channelId in the
 *   query and a known channel, the route's value is posted; the flag is removed when it succeeded
 *   (it marks a post in flight).
 * - An unknown channel is the anonymous id 8888.
 */
export const FIRST_INFLOW_FLAG = 'firstInflow';
export const USERS_HISTORY_FLAG = 'usersHistory';
export const VISIT_SESSION_KEY = 'visitSession';
export const USERS_HISTORY_DELAY_MS = 150;
export const CHANNEL_LOOKUP = { offset: 0, pageSize: 3 } as const;
export const ANONYMOUS_CHANNEL = '8888';

type Fetcher = typeof fetch;

/** The tab's visit session (random, kept in session storage): the server's once-per-session key. */
export function visitSession(storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  let id = storage.getItem(VISIT_SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID().replaceAll('-', '');
    storage.setItem(VISIT_SESSION_KEY, id);
  }
  return id;
}

async function graphql<T>(fetcher: Fetcher, operationName: string, query: string, variables: Record<string, unknown>, creates: boolean): Promise<T | null> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = readTokens()?.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  if (creates) headers['idempotency-key'] = `visit-${crypto.randomUUID()}`;
  try {
    const response = await fetcher('/graphql', { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify({ operationName, query, variables }) });
    const body = (await response.json()) as { data?: T | null; errors?: unknown[] };
    return response.ok && body.data && !body.errors?.length ? body.data : null;
  } catch {
    return null;
  }
}

const LOOKUP = print(VisitLookupChannelDocument);
const RECORD = print(VisitRecordDocument);

function record(fetcher: Fetcher, input: ChannelVisitInput) {
  return graphql<{ recordChannelVisit: { recorded: boolean } }>(fetcher, 'VisitRecord', RECORD, { input }, true);
}

/** The first inflow of the tab through `channel` (a handle without @). Resolves when done (or given up). */
export async function trackFirstInflow(channel: string, storage: Pick<Storage, 'getItem' | 'setItem'>, fetcher: Fetcher = fetch): Promise<void> {
  if (storage.getItem(FIRST_INFLOW_FLAG)) return;
  storage.setItem(FIRST_INFLOW_FLAG, '1');
  const found = await graphql<{ lookupChannels: { items: { handle: string }[] } }>(fetcher, 'VisitLookupChannel', LOOKUP, { query: channel, ...CHANNEL_LOOKUP }, false);
  if (!found) return;
  await record(fetcher, { action: 'first_inflow', influencerId: channel, sessionId: visitSession(storage as Storage) });
}

/** The users_history post of a route (its spec section 2 category, else the path). */
export async function trackUsersHistory(
  pathname: string,
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  channel: string | null,
  fetcher: Fetcher = fetch,
): Promise<void> {
  if (storage.getItem(USERS_HISTORY_FLAG) || new URLSearchParams(search).has('channelId') || !channel) return;
  storage.setItem(USERS_HISTORY_FLAG, '1');
  const value = (pathCategory(pathname) ?? pathname).slice(0, 500);
  const done = await record(fetcher, { action: 'users_history', influencerId: channel || ANONYMOUS_CHANNEL, sessionId: visitSession(storage as Storage), value });
  if (done) storage.removeItem(USERS_HISTORY_FLAG);
}
