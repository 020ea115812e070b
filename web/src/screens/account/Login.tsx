import { useEffect, useState, type FormEvent } from 'react';
import { returnPathAfterLogin } from '../../lib/shell';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SmsCodeSender } from '../../components/SmsCode';
import { useFeedback } from '../../components/Feedback';
import { Tabs } from '../../components/Tabs';
import { LoginByPhoneDocument, LoginDocument, MyRestrictionsDocument, RestoreDormantAccountDocument, SocialLoginConfigDocument } from '../../gql/graphql';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '../../lib/apollo';
import { errorExtensions } from '../../lib/errors';
import { withJosa } from '../../lib/korean';
import { writeLoginTokens } from '../../lib/cart-merge';
import * as social from '../../lib/social';
import { Button, Dialog, FormActions, TextField } from '../../ui';
import { DormantRestore, type RestoredSession } from './DormantRestore';
import './social.css';

const TEXT = {
  title: '로그인',
  byId: '아이디 로그인',
  byPhone: '휴대폰 로그인',
  loginId: '아이디',
  password: '비밀번호',
  code: '인증번호',
  submit: '로그인',
  findPassword: '비밀번호 찾기',
  signup: '회원가입',
  socialTitle: '간편 로그인',
  kakao: '카카오로 시작하기',
  naver: '네이버로 시작하기',
  restrictedTitle: '이용 제한 안내',
};

/** The providers' buttons by their brand rules (colours in social.css): Kakao's speech bubble, Naver's N. */
const SOCIAL_BUTTONS: { provider: social.SocialProvider; label: string; symbol: string }[] = [
  {
    provider: 'kakao',
    label: TEXT.kakao,
    symbol: 'M9 1.5C4.58 1.5 1 4.3 1 7.75c0 2.23 1.5 4.19 3.75 5.3l-.95 3.5c-.08.3.26.55.52.37l4.15-2.75c.18.02.35.03.53.03 4.42 0 8-2.8 8-6.25S13.42 1.5 9 1.5z',
  },
  { provider: 'naver', label: TEXT.naver, symbol: 'M12.13 9.63 5.7 1.5H1.5v15h4.37V8.37l6.43 8.13h4.2v-15h-4.37z' },
];

/** Where the social login comes back to (SocialCallback): the page before the login screen. */
function pageBeforeLogin(): string | null {
  try {
    return sessionStorage.getItem('prevPath');
  } catch {
    return null;
  }
}

/**
 * 카카오로 시작하기 / 네이버로 시작하기, initialised with the public application keys of
 * `socialLoginConfig` (lib/social.ts). A provider the server does not offer has no button.
 */
function SocialLoginButtons() {
  const { data } = useQuery(SocialLoginConfigDocument);
  const [leaving, setLeaving] = useState<social.SocialProvider | null>(null);
  // Back from the provider's page through the browser's back-forward cache: the buttons work again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setLeaving(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const providers = data?.socialLoginConfig ?? [];
  if (!providers.length) return null;
  social.init(providers);
  const start = (provider: social.SocialProvider) => {
    setLeaving(provider);
    social.authorize(provider, { returnTo: pageBeforeLogin() });
  };
  return (
    <section className="social-login" aria-label={TEXT.socialTitle}>
      <p className="social-login__title">{TEXT.socialTitle}</p>
      {SOCIAL_BUTTONS.filter(({ provider }) => social.isAvailable(provider)).map(({ provider, label, symbol }) => (
        <Button key={provider} className={`social-btn social-btn--${provider}`} loading={leaving === provider} disabled={leaving !== null} onClick={() => start(provider)}>
          <svg className="social-btn__symbol" viewBox="0 0 18 18" aria-hidden="true">
            <path fill="currentColor" d={symbol} />
          </svg>
          {label}
        </Button>
      ))}
    </section>
  );
}

export function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useFeedback();
  const [mode, setMode] = useState<'id' | 'phone'>('id');
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // A social login that came back refused or cancelled (SocialCallback) says why here.
  const [error, setError] = useState<string | null>((location.state as { socialError?: string } | null)?.socialError ?? null);
  const [login, loginState] = useMutation(LoginDocument);
  const [loginByPhone, phoneState] = useMutation(LoginByPhoneDocument);
  const [restoreDormant] = useMutation(RestoreDormantAccountDocument);
  const client = useApolloClient();
  // A dormant account's login asks for the SMS step; a restricted one reads its notice once.
  const [dormant, setDormant] = useState<string | null>(null);
  const [notices, setNotices] = useState<string[] | null>(null);

  async function signedIn(result: RestoredSession) {
    await writeLoginTokens(result.tokenDto);
    toast(`${withJosa(result.user.nickname, '으로/로')} 로그인했습니다.`);
    const restrictions = await client.query({ query: MyRestrictionsDocument, fetchPolicy: 'network-only' }).catch(() => null);
    const messages = restrictions?.data?.me?.restrictions.map((r) => r.message) ?? [];
    if (messages.length) setNotices(messages);
    else navigate(returnPathAfterLogin(pageBeforeLogin()), { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const result = mode === 'id' ? (await login({ variables: { loginId, password } })).data?.login : (await loginByPhone({ variables: { phone, code } })).data?.loginByPhone;
      if (!result) return;
      await signedIn(result);
    } catch (e) {
      if (mode === 'id' && errorExtensions(e).code === 'DORMANT_ACCOUNT') return void setDormant(errorMessage(e));
      setError(errorMessage(e));
    }
  }

  if (notices) {
    return (
      <Dialog title={TEXT.restrictedTitle} onConfirm={() => navigate(returnPathAfterLogin(pageBeforeLogin()), { replace: true })}>
        {notices.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </Dialog>
    );
  }

  if (dormant) {
    const restore = async (verificationToken: string) => (await restoreDormant({ variables: { loginId, password, verificationToken } })).data?.restoreDormantAccount;
    return <DormantRestore message={dormant} restore={restore} onRestored={signedIn} />;
  }

  return (
    <form className="card" onSubmit={submit}>
      <h1>{TEXT.title}</h1>
      <Tabs
        value={mode}
        onChange={setMode}
        options={[
          ['id', TEXT.byId],
          ['phone', TEXT.byPhone],
        ]}
      />
      {mode === 'id' ? (
        <>
          <TextField label={TEXT.loginId} name="loginId" autoComplete="username" value={loginId} onChange={(e) => setLoginId(e.target.value)} />
          <TextField label={TEXT.password} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </>
      ) : (
        <>
          <SmsCodeSender purpose="LOGIN" phone={phone} onPhone={setPhone} onRequest={() => setCode('')} />
          <TextField label={TEXT.code} name="code" inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
        </>
      )}
      <FormActions block error={error} submitLabel={TEXT.submit} busy={loginState.loading || phoneState.loading} />
      <p className="links">
        <Link to="/find-password">{TEXT.findPassword}</Link> · <Link to="/signup">{TEXT.signup}</Link> · <Link to="/guest-order">비회원 주문 조회</Link>
      </p>
      <SocialLoginButtons />
    </form>
  );
}
