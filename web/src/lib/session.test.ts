import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_FAILED_EVENT, LOGOUT_PATH, SESSION_EVENT, authFetch, ensureSession, readTokens, writeTokens } from './session';

/** A stand-in for the gateway: each call answers from the handler, requests are recorded. */
function gateway(handler: (body: { operationName?: string; query: string; variables?: Record<string, unknown> }, auth: string | null) => Response | Promise<Response>) {
  const calls: { operationName?: string; auth: string | null; variables?: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    const auth = new Headers(init?.headers).get('authorization');
    const operationName = body.operationName ?? /(?:query|mutation) (\w+)/.exec(body.query)?.[1];
    calls.push({ operationName, auth, variables: body.variables });
    return handler({ ...body, operationName }, auth);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthenticated = (status = 200) => json({ errors: [{ message: '로그인이 만료되었습니다.', extensions: { code: 'UNAUTHENTICATED' } }] }, status);
const pair = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}` });
const refreshed = (n: number) => json({ data: { refreshSession: { tokenDto: pair(n) } } });
const request = (operationName: string) => ({ method: 'POST', body: JSON.stringify({ operationName, query: `query ${operationName} { me { id } }` }) });

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/mypage/profiles');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('authFetch: access token, one refresh, then the logout path (spec sections 2 and 8)', () => {
  it('sends the stored access token', async () => {
    writeTokens(pair(1));
    const calls = gateway(() => json({ data: { me: { id: '1' } } }));
    const response = await authFetch('/graphql', request('Me'));
    expect(response.status).toBe(200);
    expect(calls).toEqual([expect.objectContaining({ operationName: 'Me', auth: 'Bearer access-1' })]);
  });

  it('on HTTP 401 refreshes once with the refresh token, stores the rotated pair and retries', async () => {
    writeTokens(pair(1));
    const sessionChanged = vi.fn();
    window.addEventListener(SESSION_EVENT, sessionChanged);
    const calls = gateway((body, auth) => {
      if (body.operationName === 'RefreshSession') return refreshed(2);
      return auth === 'Bearer access-2' ? json({ data: { me: { id: '1' } } }) : unauthenticated(401);
    });
    const response = await authFetch('/graphql', request('Me'));
    window.removeEventListener(SESSION_EVENT, sessionChanged);

    expect(await response.json()).toEqual({ data: { me: { id: '1' } } });
    expect(calls.map((c) => c.operationName)).toEqual(['Me', 'RefreshSession', 'Me']);
    expect(calls[1]).toMatchObject({ auth: null, variables: { t: 'refresh-1' } });
    expect(readTokens()).toEqual(pair(2));
    expect(assign).not.toHaveBeenCalled();
    expect(sessionChanged).not.toHaveBeenCalled(); // same user: the cache is kept
  });

  it('treats a GraphQL UNAUTHENTICATED answer like a 401', async () => {
    writeTokens(pair(1));
    const calls = gateway((body, auth) => {
      if (body.operationName === 'RefreshSession') return refreshed(2);
      return auth === 'Bearer access-2' ? json({ data: { myProfiles: [] } }) : unauthenticated(200);
    });
    const response = await authFetch('/graphql', request('MyProfiles'));
    expect(await response.json()).toEqual({ data: { myProfiles: [] } });
    expect(calls.map((c) => c.operationName)).toEqual(['MyProfiles', 'RefreshSession', 'MyProfiles']);
  });

  it('leaves a wrong password on the login screen (no refresh, no logout)', async () => {
    writeTokens(pair(1));
    const calls = gateway(() => json({ errors: [{ message: '아이디 또는 비밀번호가 일치하지 않습니다.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const response = await authFetch('/graphql', request('Login'));
    expect((await response.json()).errors[0].message).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(calls).toHaveLength(1);
    expect(readTokens()).toEqual(pair(1));
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the user to the logout path and forgets the tokens when the refresh is refused', async () => {
    writeTokens(pair(1));
    const calls = gateway((body) =>
      body.operationName === 'RefreshSession' ? json({ errors: [{ message: '이미 사용된 로그인 정보입니다.', extensions: { code: 'UNAUTHENTICATED' } }] }) : unauthenticated(401),
    );
    const response = await authFetch('/graphql', request('Me'));
    expect(response.status).toBe(401);
    expect(calls.map((c) => c.operationName)).toEqual(['Me', 'RefreshSession']);
    expect(assign).toHaveBeenCalledExactlyOnceWith(LOGOUT_PATH);
    expect(readTokens()).toBeNull(); // the logout path then starts a fresh guest session
  });

  it('goes to the logout path when even the refreshed token is rejected', async () => {
    writeTokens(pair(1));
    const calls = gateway((body) => (body.operationName === 'RefreshSession' ? refreshed(2) : unauthenticated(401)));
    await authFetch('/graphql', request('Me'));
    expect(calls.map((c) => c.operationName)).toEqual(['Me', 'RefreshSession', 'Me']);
    expect(assign).toHaveBeenCalledExactlyOnceWith(LOGOUT_PATH);
  });

  it('keeps the tokens when the refresh could not reach the server', async () => {
    writeTokens(pair(1));
    gateway((body) => {
      if (body.operationName === 'RefreshSession') throw new TypeError('Failed to fetch');
      return unauthenticated(401);
    });
    await authFetch('/graphql', request('Me'));
    expect(readTokens()).toEqual(pair(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith(LOGOUT_PATH);
  });

  it('does not reload the logout path itself (no redirect loop)', async () => {
    window.history.replaceState(null, '', LOGOUT_PATH);
    writeTokens(pair(1));
    gateway((body) => (body.operationName === 'RefreshSession' ? unauthenticated(200) : unauthenticated(401)));
    await authFetch('/graphql', request('Logout'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent rejected requests (a refresh token works once)', async () => {
    writeTokens(pair(1));
    const calls = gateway((body, auth) => {
      if (body.operationName === 'RefreshSession') return refreshed(2);
      return auth === 'Bearer access-2' ? json({ data: {} }) : unauthenticated(401);
    });
    const responses = await Promise.all([authFetch('/graphql', request('Me')), authFetch('/graphql', request('MyProfiles'))]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(calls.filter((c) => c.operationName === 'RefreshSession')).toHaveLength(1);
  });
});

describe('authFetch without a stored user: public reads go anonymous, the guest is created lazily (spec section 1)', () => {
  const guest = (n: number) => json({ data: { createGuest: { tokenDto: pair(n) } } });

  it('sends a public query without Authorization and creates no guest', async () => {
    const calls = gateway(() => json({ data: { products: [] } }));
    const response = await authFetch('/graphql', request('HomeProducts'));
    expect(await response.json()).toEqual({ data: { products: [] } });
    expect(calls).toEqual([expect.objectContaining({ operationName: 'HomeProducts', auth: null })]);
    expect(readTokens()).toBeNull();
  });

  it('creates a guest when the server refuses an anonymous caller, and repeats the request once with its token', async () => {
    const calls = gateway((body, auth) => {
      if (body.operationName === 'CreateGuestSession') return guest(3);
      return auth === 'Bearer access-3' ? json({ data: { recordProductView: true } }) : unauthenticated(200);
    });
    const response = await authFetch('/graphql', request('RecordProductView'));
    expect(await response.json()).toEqual({ data: { recordProductView: true } });
    expect(calls.map((c) => [c.operationName, c.auth])).toEqual([
      ['RecordProductView', null],
      ['CreateGuestSession', null],
      ['RecordProductView', 'Bearer access-3'],
    ]);
    expect(readTokens()).toEqual(pair(3));
    expect(assign).not.toHaveBeenCalled(); // no refresh, no logout path for a caller who had no session
  });

  it('shares one guest between concurrent refused requests', async () => {
    const calls = gateway((body, auth) => {
      if (body.operationName === 'CreateGuestSession') return guest(4);
      return auth ? json({ data: {} }) : unauthenticated(401);
    });
    const responses = await Promise.all([authFetch('/graphql', request('RecentlyViewed')), authFetch('/graphql', request('MyFavorites'))]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(calls.filter((c) => c.operationName === 'CreateGuestSession')).toHaveLength(1);
  });

  it('answers with the refusal and announces the failure when the guest cannot be created', async () => {
    const failed = vi.fn();
    window.addEventListener(GUEST_FAILED_EVENT, failed);
    try {
      const calls = gateway((body) => (body.operationName === 'CreateGuestSession' ? json({ errors: [{ message: 'boom' }] }, 500) : unauthenticated(200)));
      const response = await authFetch('/graphql', request('AddFavorite'));
      expect((await response.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(calls.map((c) => c.operationName)).toEqual(['AddFavorite', 'CreateGuestSession']);
      expect(failed).toHaveBeenCalledOnce();
      expect(readTokens()).toBeNull();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(GUEST_FAILED_EVENT, failed);
    }
  });

  it('leaves a wrong password on the login screen without creating a guest', async () => {
    const calls = gateway(() => json({ errors: [{ message: '아이디 또는 비밀번호가 일치하지 않습니다.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    await authFetch('/graphql', request('Login'));
    expect(calls.map((c) => c.operationName)).toEqual(['Login']);
    expect(readTokens()).toBeNull();
  });
});

describe('ensureSession: a guest is created when no user is stored (spec section 1)', () => {
  it('creates a guest once and stores its tokens', async () => {
    const calls = gateway(() => json({ data: { createGuest: { tokenDto: pair(7) } } }));
    await Promise.all([ensureSession(), ensureSession()]);
    expect(calls.map((c) => c.operationName)).toEqual(['CreateGuestSession']);
    expect(readTokens()).toEqual(pair(7));
  });

  it('does not announce a user change for a new guest (the cache reset would cancel requests in flight)', async () => {
    let changes = 0;
    const changed = () => void (changes += 1);
    window.addEventListener(SESSION_EVENT, changed);
    try {
      gateway(() => json({ data: { createGuest: { tokenDto: pair(8) } } }));
      await ensureSession();
      expect(readTokens()).toEqual(pair(8));
      expect(changes).toBe(0);
    } finally {
      window.removeEventListener(SESSION_EVENT, changed);
    }
  });

  it('keeps a stored user', async () => {
    writeTokens(pair(1));
    const calls = gateway(() => json({}));
    await ensureSession();
    expect(calls).toHaveLength(0);
  });

  it('rejects when the guest cannot be created', async () => {
    gateway(() => json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, 500));
    await expect(ensureSession()).rejects.toThrow();
    expect(readTokens()).toBeNull();
  });
});
