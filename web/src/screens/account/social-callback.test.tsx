import { GraphQLError } from 'graphql';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RestoreDormantSocialAccountDocument, SendSmsCodeDocument, SocialLoginDocument, VerifyLoginPhoneDocument } from '../../gql/graphql';
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

describe('the social login of a dormant account', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('asks for the SMS check with the restore token the refusal carried, then signs in and returns to the page the user came from', async () => {
    const user = userEvent.setup();
    const state = startedFrom('/compare');
    const message = '1년 이상 로그인하지 않아 휴면 상태인 계정입니다. 휴대폰 인증을 하면 바로 다시 이용할 수 있습니다.';
    const router = renderScreen({
      routes: [
        { path: '/oauth/:provider/callback', element: <SocialCallback /> },
        { path: '/login', element: <LoginStandIn /> },
        { path: '/compare', element: <p data-testid="came-from">비교 화면</p> },
      ],
      at: `/oauth/kakao/callback?code=the-code&state=${state}`,
      mocks: [
        {
          request: { query: SocialLoginDocument, variables: { provider: 'kakao', code: 'the-code', redirectUri: callbackUri('kakao') } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'DORMANT_ACCOUNT', dormant: true, restoreToken: 'restore-1' } })] },
        },
        {
          request: { query: SendSmsCodeDocument, variables: { phone: '01055556666', purpose: 'LOGIN' } },
          result: { data: { sendSmsCode: typed('SmsSendResult', { expiresAt: '2026-11-27T00:03:00.000Z', retryAfterSeconds: 60 }) } },
        },
        {
          request: { query: VerifyLoginPhoneDocument, variables: { phone: '01055556666', code: '654321' } },
          result: { data: { verifySmsCode: typed('SmsVerification', { verificationToken: 'verified-1' }) } },
        },
        {
          request: { query: RestoreDormantSocialAccountDocument, variables: { restoreToken: 'restore-1', verificationToken: 'verified-1' } },
          result: {
            data: {
              restoreDormantSocialAccount: typed('AuthPayload', {
                tokenDto: typed('TokenDto', { accessToken: 'access-2', refreshToken: 'refresh-2' }),
                user: typed('User', { id: '5', nickname: '민지' }),
              }),
            },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: '휴면 계정 해제' });
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/oauth/kakao/callback');
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '01055556666');
    await user.click(screen.getByRole('button', { name: /인증번호/ }));
    await screen.findByText(/인증번호를 보냈습니다/);
    await user.type(screen.getByRole('textbox', { name: '인증번호' }), '654321');
    await user.click(screen.getByRole('button', { name: '휴대폰 인증하고 로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare'));
    expect(readTokens()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });
});
