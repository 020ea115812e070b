import { beforeEach, describe, expect, it } from 'vitest';
import { authorize, callbackUri, completeAuthorization, init, isAvailable, safeReturnTo, SOCIAL_STATE_KEY } from './social';

const ORIGIN = 'http://localhost:4000';

describe('social login in the browser (lib/social.ts)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    init([
      { provider: 'kakao', clientId: 'sandbox-kakao', authorizeUrl: '/sandbox/oauth/kakao/authorize' },
      { provider: 'naver', clientId: 'naver-key', authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize' },
    ]);
  });

  it('sends the browser to the consent page with the public key, the callback and a fresh state', () => {
    const visited: string[] = [];
    authorize('kakao', { origin: ORIGIN, returnTo: '/products/7', go: (url) => visited.push(url) });
    const url = new URL(visited[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/sandbox/oauth/kakao/authorize`);
    expect(url.searchParams.get('client_id')).toBe('sandbox-kakao');
    expect(url.searchParams.get('redirect_uri')).toBe(callbackUri('kakao', ORIGIN));
    expect(url.searchParams.get('response_type')).toBe('code');
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{24}$/);
    expect(JSON.parse(sessionStorage.getItem(SOCIAL_STATE_KEY)!)).toEqual({ provider: 'kakao', state, returnTo: '/products/7' });
    authorize('naver', { origin: ORIGIN, go: (to) => visited.push(to) });
    expect(visited[1]).toMatch(/^https:\/\/nid\.naver\.com\/oauth2\.0\/authorize\?client_id=naver-key&/);
    expect(new URL(visited[1]!).searchParams.get('state')).not.toBe(state);
  });

  it('accepts the state that came back once, for the provider it was sent to', () => {
    let url = new URL(authorize('kakao', { origin: ORIGIN, returnTo: '/compare', go: () => undefined }));
    const state = url.searchParams.get('state');
    expect(completeAuthorization('kakao', state)).toEqual({ returnTo: '/compare' });
    // Spent: the same callback again (a reload, a replay) is refused.
    expect(completeAuthorization('kakao', state)).toBeNull();

    url = new URL(authorize('kakao', { origin: ORIGIN, go: () => undefined }));
    expect(completeAuthorization('kakao', 'forged-state')).toBeNull();
    // The refusal spent the real one too.
    expect(completeAuthorization('kakao', url.searchParams.get('state'))).toBeNull();

    url = new URL(authorize('kakao', { origin: ORIGIN, go: () => undefined }));
    expect(completeAuthorization('naver', url.searchParams.get('state'))).toBeNull();
    expect(completeAuthorization('kakao', null)).toBeNull();
    sessionStorage.setItem(SOCIAL_STATE_KEY, '{not json');
    expect(completeAuthorization('kakao', 'x')).toBeNull();
  });

  it('returns only to pages of the shop that are not the login pages', () => {
    expect(safeReturnTo('/products/1?tab=review')).toBe('/products/1?tab=review');
    for (const path of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login', '/signup', '/oauth/kakao/callback?code=1', '/logout']) expect(safeReturnTo(path)).toBe('/');
  });

  it('offers only the providers the server configured', () => {
    init([{ provider: 'kakao', clientId: 'k', authorizeUrl: '/a' }]);
    expect(isAvailable('kakao')).toBe(true);
    expect(isAvailable('naver')).toBe(false);
    expect(() => authorize('naver', { go: () => undefined })).toThrow(/not configured/);
  });
});
