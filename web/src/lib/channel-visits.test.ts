import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_CHANNEL, CHANNEL_LOOKUP, FIRST_INFLOW_FLAG, USERS_HISTORY_FLAG, trackFirstInflow, trackUsersHistory, visitSession } from './channel-visits';

/** A fetch that answers every GraphQL call with `data` (or fails when `fail` says so), recording the bodies. */
function server(
  answer: (operation: string) => unknown = (operation) =>
    operation === 'VisitLookupChannel' ? { lookupChannels: { items: [{ handle: 'coach' }], total: 1 } } : { recordChannelVisit: { recorded: true, channelId: '1' } },
) {
  const calls: { operationName: string; variables: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const fetcher = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(init!.body as string) as { operationName: string; variables: Record<string, unknown> };
    calls.push({ ...body, headers: init!.headers as Record<string, string> });
    const data = answer(body.operationName);
    return data instanceof Error ? new Response('{"errors":[{"message":"x"}]}', { status: 500 }) : new Response(JSON.stringify({ data }));
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

beforeEach(() => sessionStorage.clear());

describe('first inflow (spec section 4)', () => {
  it('looks the channel up with offset 0 and page size 3, then posts first_inflow once per tab session', async () => {
    const { fetcher, calls } = server();
    await trackFirstInflow('coach', sessionStorage, fetcher);
    await trackFirstInflow('coach', sessionStorage, fetcher);
    expect(calls.map((c) => c.operationName)).toEqual(['VisitLookupChannel', 'VisitRecord']);
    expect(calls[0]!.variables).toEqual({ query: 'coach', ...CHANNEL_LOOKUP });
    expect(CHANNEL_LOOKUP).toEqual({ offset: 0, pageSize: 3 });
    expect(calls[1]!.variables).toEqual({ input: { action: 'first_inflow', influencerId: 'coach', sessionId: visitSession(sessionStorage) } });
    // A creating mutation: it carries an Idempotency-Key.
    expect(calls[1]!.headers['idempotency-key']).toMatch(/^visit-/);
    expect(sessionStorage.getItem(FIRST_INFLOW_FLAG)).toBe('1');
  });

  it('posts nothing when the lookup fails, and does not try again in the same session', async () => {
    const { fetcher, calls } = server(() => new Error('down'));
    await trackFirstInflow('coach', sessionStorage, fetcher);
    await trackFirstInflow('coach', sessionStorage, fetcher);
    expect(calls.map((c) => c.operationName)).toEqual(['VisitLookupChannel']);
  });
});

describe('users_history (spec section 4)', () => {
  it('posts the route value with the known channel and removes its flag when it succeeded', async () => {
    const { fetcher, calls } = server();
    await trackUsersHistory('/products/7', '', sessionStorage, 'coach', fetcher);
    expect(calls[0]!.variables).toEqual({ input: { action: 'users_history', influencerId: 'coach', sessionId: visitSession(sessionStorage), value: 'product' } });
    expect(sessionStorage.getItem(USERS_HISTORY_FLAG)).toBeNull();
  });

  it('posts nothing while the URL names the channel, without a known channel, or while a post is in flight', async () => {
    const { fetcher, calls } = server();
    await trackUsersHistory('/', '?channelId=coach', sessionStorage, 'coach', fetcher);
    await trackUsersHistory('/cart', '', sessionStorage, null, fetcher);
    sessionStorage.setItem(USERS_HISTORY_FLAG, '1');
    await trackUsersHistory('/cart', '', sessionStorage, 'coach', fetcher);
    expect(calls).toEqual([]);
  });

  it('keeps the flag when the post fails (the next route change posts nothing until it is cleared)', async () => {
    const { fetcher } = server(() => new Error('down'));
    await trackUsersHistory('/cart', '', sessionStorage, 'coach', fetcher);
    expect(sessionStorage.getItem(USERS_HISTORY_FLAG)).toBe('1');
    expect(ANONYMOUS_CHANNEL).toBe('8888');
  });
});
