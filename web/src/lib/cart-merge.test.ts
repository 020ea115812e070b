import { beforeEach, describe, expect, it } from 'vitest';
import { writeLoginTokens } from './cart-merge';
import { readTokens, writeTokens } from './session';

/** An unsigned token with the claims the client reads (the server signs real ones). */
const token = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const guest = { accessToken: token({ sub: '10', role: 'guest' }), refreshToken: 'guest-refresh' };
const member = { accessToken: token({ sub: '20', role: 'member' }), refreshToken: 'member-refresh' };

function recordingFetch(answer: unknown, status = 200) {
  const requests: { headers: Record<string, string>; body: { operationName: string; variables: Record<string, unknown> }; storedThen: unknown }[] = [];
  const fetcher = (async (_url: unknown, init?: RequestInit) => {
    requests.push({ headers: init!.headers as Record<string, string>, body: JSON.parse(String(init!.body)), storedThen: readTokens() });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetcher, requests };
}

describe('login tokens and the guest cart', () => {
  beforeEach(() => localStorage.clear());

  it('a guest who logs in: mergeGuestCart with the guest refresh token, as the member, before the member tokens replace the guest ones', async () => {
    writeTokens(guest, { userChanged: false });
    const { fetcher, requests } = recordingFetch({ data: { mergeGuestCart: { lines: [] } } });
    await writeLoginTokens(member, fetcher);
    expect(requests).toHaveLength(1);
    expect(requests[0].body.operationName).toBe('MergeGuestCart');
    expect(requests[0].body.variables).toEqual({ guestRefreshToken: 'guest-refresh' });
    expect(requests[0].headers.authorization).toBe(`Bearer ${member.accessToken}`);
    expect(requests[0].storedThen).toEqual(guest);
    expect(readTokens()).toEqual(member);
  });

  it('a refused merge does not stop the login', async () => {
    writeTokens(guest, { userChanged: false });
    const { fetcher } = recordingFetch({ errors: [{ message: '비회원 로그인 정보가 만료되었거나 올바르지 않습니다.' }] });
    await writeLoginTokens(member, fetcher);
    expect(readTokens()).toEqual(member);
  });

  it('no guest before (nothing stored, or a member switching accounts): no merge', async () => {
    const { fetcher, requests } = recordingFetch({});
    await writeLoginTokens(member, fetcher);
    writeTokens({ accessToken: token({ sub: '30', role: 'member' }), refreshToken: 'other' }, { userChanged: false });
    await writeLoginTokens(member, fetcher);
    expect(requests).toHaveLength(0);
  });
});
