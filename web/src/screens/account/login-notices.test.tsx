import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginDocument, MyRestrictionsDocument, RestoreDormantAccountDocument, SendSmsCodeDocument, SocialLoginConfigDocument, VerifyLoginPhoneDocument } from '../../gql/graphql';
import { renderScreen, typed } from '../../testing/render-screen';
import { Login } from './Login';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const auth = (nickname: string) => typed('AuthPayload', { tokenDto: typed('TokenDto', { accessToken: 'header.e30.sig', refreshToken: 'refresh-1' }), user: typed('User', { id: '7', nickname }) });
const notices = (messages: string[]) => ({
  me: typed('User', { id: '7', restrictions: messages.map((message, i) => typed('RestrictionNotice', { id: String(i + 1), scope: 'ACCOUNT', endsAt: '2026-12-04T06:00:00.000Z', message })) }),
});

function mount(mocks: MockLink.MockedResponse[]) {
  return renderScreen({
    routes: [
      { path: '/login', element: <Login /> },
      { path: '/', element: <p>홈 화면</p> },
    ],
    at: '/login',
    mocks: [{ request: { query: SocialLoginConfigDocument }, result: { data: { socialLoginConfig: [] } }, maxUsageCount: 5 }, ...mocks],
    appCache: true,
  });
}

async function typeLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'sleepy01');
  await user.type(screen.getByLabelText('비밀번호'), 'secret123');
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('login notices', () => {
  it('a dormant account goes through the SMS step and is restored', async () => {
    const user = userEvent.setup();
    const router = mount([
      {
        request: { query: LoginDocument, variables: { loginId: 'sleepy01', password: 'secret123' } },
        result: { errors: [new GraphQLError('1년 이상 로그인하지 않아 휴면 상태인 계정입니다. 휴대폰 인증을 하면 바로 다시 이용할 수 있습니다.', { extensions: { code: 'DORMANT_ACCOUNT' } })] },
      },
      {
        request: { query: SendSmsCodeDocument, variables: { phone: '01012345678', purpose: 'LOGIN' } },
        result: { data: { sendSmsCode: typed('SmsSendResult', { expiresAt: '2026-11-27T00:03:00.000Z', retryAfterSeconds: 60 }) } },
        delay: 300,
      },
      {
        request: { query: VerifyLoginPhoneDocument, variables: { phone: '01012345678', code: '123456' } },
        result: { data: { verifySmsCode: typed('SmsVerification', { verificationToken: 'verified-1' }) } },
      },
      {
        request: { query: RestoreDormantAccountDocument, variables: { loginId: 'sleepy01', password: 'secret123', verificationToken: 'verified-1' } },
        result: { data: { restoreDormantAccount: auth('잠꾸러기') } },
      },
      { request: { query: MyRestrictionsDocument }, result: { data: notices([]) } },
    ]);
    await typeLogin(user);
    await screen.findByRole('heading', { name: '휴면 계정 해제' });
    screen.getByText(/휴면 상태인 계정입니다/);
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '01012345678');
    await user.click(screen.getByRole('button', { name: /인증번호/ }));
    // The code typed while the send is still on its way is kept (the field is cleared when a new
    // code is asked for, not when the answer arrives: the mock answers 300 ms later).
    await user.type(screen.getByRole('textbox', { name: '인증번호' }), '123456');
    await screen.findByText(/인증번호를 보냈습니다/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '인증번호' }).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: '휴대폰 인증하고 로그인' }));
    await screen.findByText('홈 화면', undefined, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('a temporarily restricted member logs in and reads until when and why', async () => {
    const user = userEvent.setup();
    const message = '이용이 제한된 계정입니다. 2026년 12월 4일 15:00까지 주문, 리뷰, 문의와 글쓰기를 할 수 없습니다. (사유: 허위 리뷰)';
    mount([
      { request: { query: LoginDocument, variables: { loginId: 'sleepy01', password: 'secret123' } }, result: { data: { login: auth('제한회원') } } },
      { request: { query: MyRestrictionsDocument }, result: { data: notices([message]) } },
    ]);
    await typeLogin(user);
    await screen.findByText(message);
    await user.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('홈 화면');
  });

  it("a permanently restricted account is refused with the server's reason", async () => {
    const user = userEvent.setup();
    const message = '이용이 제한된 계정입니다. 영구적으로 주문, 리뷰, 문의와 글쓰기를 할 수 없습니다. (사유: 타인 명의 도용)';
    mount([
      { request: { query: LoginDocument, variables: { loginId: 'sleepy01', password: 'secret123' } }, result: { errors: [new GraphQLError(message, { extensions: { code: 'ACCOUNT_RESTRICTED' } })] } },
    ]);
    await typeLogin(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
