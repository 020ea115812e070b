import { useEffect, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveDocument, LogoutDocument, MeDocument, MyConsentsDocument } from '../../gql/graphql';
import { SESSION_EVENT, readTokens, writeTokens } from '../../lib/session';
import { meAs, renderScreen } from '../../testing/render-screen';
import { EditAccount } from './EditAccount';
import { Logout } from './Logout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The cache reset the last change of user started (none yet: settled). */
let resetting: Promise<unknown> = Promise.resolve();

/** As the app shell does: a change of user resets the cache, so every screen asks again. */
function ResetOnSessionChange({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  useEffect(() => {
    const reset = () => void (resetting = client.resetStore().catch(() => undefined));
    window.addEventListener(SESSION_EVENT, reset);
    return () => window.removeEventListener(SESSION_EVENT, reset);
  }, [client]);
  return children;
}

/** A member's token (its payload is all the web reads of it). */
const memberToken = `x.${btoa(JSON.stringify({ role: 'member', sub: '7' }))}.y`;

describe('leaving from 내 정보', () => {
  beforeEach(() => {
    localStorage.clear();
    resetting = Promise.resolve();
    writeTokens({ accessToken: memberToken, refreshToken: 'refresh' }, { userChanged: false });
    // The new guest session the logout path starts (ensureSession's own request, not Apollo's).
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: { createGuest: { tokenDto: { accessToken: 'guest-access', refreshToken: 'guest-refresh' } } } }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
  });

  it('ends at the shop as a new guest, never at the login, however long the logout screen takes to load', async () => {
    let loadLogout!: () => void;
    const logoutLoaded = new Promise<void>((resolve) => (loadLogout = resolve));
    let revoked = 0;
    const visited: string[] = [];
    const router = renderScreen({
      routes: [
        { path: '/mypage/edit', element: <EditAccount /> },
        // The logout screen is loaded on demand in the app; here it arrives when the test says.
        { path: '/logout', lazy: async () => (await logoutLoaded, { Component: Logout }) },
        { path: '/login', element: <p>로그인 화면</p> },
        { path: '/', element: <p>홈</p> },
      ],
      at: '/mypage/edit',
      mocks: [
        { request: { query: MeDocument }, result: { data: meAs('member', { id: '7', loginId: 'leaver', nickname: '떠나는 회원' }) } },
        // After the tokens are forgotten, `me` is nobody.
        { request: { query: MeDocument }, result: { data: { me: null } }, maxUsageCount: 10 },
        { request: { query: MyConsentsDocument }, result: { data: { myConsents: [] } }, maxUsageCount: 10 },
        { request: { query: LeaveDocument, variables: { password: 'pw123456' } }, result: { data: { leave: true } } },
        {
          request: { query: LogoutDocument, variables: () => true },
          result: () => {
            revoked += 1;
            return { data: { logout: true } };
          },
          maxUsageCount: 10,
        },
      ],
      wrap: (children) => <ResetOnSessionChange>{children}</ResetOnSessionChange>,
    });
    router.subscribe((state) => visited.push(state.location.pathname));

    fireEvent.change(await screen.findByLabelText('현재 비밀번호', { selector: 'input[name=leavePassword]' }), { target: { value: 'pw123456' } });
    fireEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await screen.findByText('탈퇴했습니다. 이용해 주셔서 감사합니다.');
    await waitFor(() => expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/logout'));
    // Whatever the member's screen does on a cache reset happens before the logout screen arrives.
    await act(() => resetting);
    loadLogout();

    await screen.findByText('홈');
    expect(visited).not.toContain('/login');
    expect(readTokens()).toEqual({ accessToken: 'guest-access', refreshToken: 'guest-refresh' });
    // Leaving ended the account's sessions on the server: nothing is left to revoke.
    expect(revoked).toBe(0);
  });
});
