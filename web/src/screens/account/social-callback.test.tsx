import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SocialLoginDocument } from '../../gql/graphql';
import { readTokens } from '../../lib/session';
import { authorize, callbackUri, init } from '../../lib/social';
import { renderScreen, typed } from '../../testing/render-screen';
import { SOCIAL_CALLBACK_TEXT, SocialCallback } from './SocialCallback';

afterEach(cleanup);

/** The login screen of these tests: shows the message SocialCallback sent along. */
function LoginStandIn() {
  const message = (useLocation().state as { socialError?: string } | null)?.socialError;
  return <p data-testid="login">{message}</p>;
}

let exchanged = 0;

function app(url: string) {
  exchanged = 0;
  const registered = {
    request: { query: SocialLoginDocument, variables: { provider: 'kakao', code: 'the-code', redirectUri: callbackUri('kakao') } },
    result: () => {
      exchanged += 1;
      return {
        data: {
          socialLogin: typed('SocialLoginResult', {
            registered: true,
            signUpToken: null,
            suggestedNickname: null,
            auth: typed('AuthPayload', { tokenDto: typed('TokenDto', { accessToken: 'access', refreshToken: 'refresh' }), user: typed('User', { id: '5', nickname: '민지' }) }),
          }),
        },
      };
    },
  };
  return renderScreen({
    routes: [
      { path: '/oauth/:provider/callback', element: <SocialCallback /> },
      { path: '/login', element: <LoginStandIn /> },
      { path: '/compare', element: <p data-testid="came-from">비교 화면</p> },
    ],
    at: url,
    mocks: [registered],
  });
}

/** The state this tab sent when the user pressed 카카오로 시작하기 on the login screen. */
function startedFrom(returnTo: string): string {
  init([{ provider: 'kakao', clientId: 'sandbox-kakao', authorizeUrl: '/sandbox/oauth/kakao/authorize' }]);
  return new URL(authorize('kakao', { returnTo, go: () => undefined })).searchParams.get('state')!;
}

describe('the social login callback', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('refuses a state this tab did not send: back to the login with a Korean message, no code exchanged', async () => {
    startedFrom('/compare');
    const router = app('/oauth/kakao/callback?code=the-code&state=forged');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('login')).textContent).toBe(SOCIAL_CALLBACK_TEXT.badState);
    expect(exchanged).toBe(0);
    expect(readTokens()).toBeNull();
  });

  it('exchanges the code when the state matches, stores the tokens and returns to the page the user came from', async () => {
    const state = startedFrom('/compare');
    const router = app(`/oauth/kakao/callback?code=the-code&state=${state}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare'));
    await screen.findByTestId('came-from');
    expect(exchanged).toBe(1);
    expect(readTokens()).toMatchObject({ accessToken: 'access', refreshToken: 'refresh' });
  });

  it('says the consent was cancelled when the provider answers access_denied', async () => {
    const state = startedFrom('/compare');
    const router = app(`/oauth/kakao/callback?error=access_denied&error_description=User%20denied%20access&state=${state}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('login')).textContent).toBe('카카오 로그인을 취소했습니다.');
    expect(document.body.textContent).toBe('카카오 로그인을 취소했습니다.'); // nothing else on the page
    expect(exchanged).toBe(0);
  });
});
