import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { RestoreDormantSocialAccountDocument, SocialLoginDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { errorExtensions } from '../../lib/errors';
import { withJosa } from '../../lib/korean';
import { writeLoginTokens } from '../../lib/cart-merge';
import { callbackUri, completeAuthorization, PROVIDER_NAMES, type SocialProvider } from '../../lib/social';
import { LoadingState } from '../../ui';
import { SocialSignUp } from './SocialSignUp';
import { DormantRestore, type RestoredSession } from './DormantRestore';

export const SOCIAL_CALLBACK_TEXT = {
  working: '로그인하는 중…',
  cancelled: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]} 로그인을 취소했습니다.`,
  refusedByProvider: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]}에서 로그인을 허락하지 않았습니다. 다시 시도해주세요.`,
  badState: '로그인 요청을 확인하지 못했습니다. 로그인 화면에서 다시 시작해주세요.',
  unknownProvider: '지원하지 않는 소셜 로그인입니다.',
  loggedIn: (nickname: string) => `${withJosa(nickname, '으로/로')} 로그인했습니다.`,
};

const isProvider = (value: string | undefined): value is SocialProvider => value === 'kakao' || value === 'naver';

type Outcome =
  | { kind: 'working' }
  | { kind: 'signUp'; signUpToken: string; suggestedNickname: string | null }
  // A dormant account: the provider vouched for the person, the SMS step restores it (DormantRestore).
  | { kind: 'dormant'; message: string; restoreToken: string; returnTo: string };

/**
 * Where Kakao/Naver send the browser back (/oauth/:provider/callback). The `state` must be the
 * one this tab sent (lib/social.ts) before the code is exchanged; then socialLogin decides:
 * a registered person is logged in and returns to the page they came from, a new one gets the
 * sign-up form, a dormant account the SMS step that restores it. A cancelled consent, a failed
 * state check or a refused code go back to the login screen with the reason.
 */
export function SocialCallback() {
  const { provider } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [socialLogin] = useMutation(SocialLoginDocument);
  const [restoreDormant] = useMutation(RestoreDormantSocialAccountDocument);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  /** Signed in (a registered person, or a dormant one restored): the tokens, a toast, and back to the page they came from. */
  const signIn = useCallback(
    async (session: RestoredSession, returnTo: string) => {
      await writeLoginTokens(session.tokenDto);
      toast(SOCIAL_CALLBACK_TEXT.loggedIn(session.user.nickname));
      navigate(returnTo, { replace: true });
    },
    [navigate, toast],
  );
  // The state is spent by its first check: the effect runs once even where React runs it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const backToLogin = (socialError: string) => navigate('/login', { replace: true, state: { socialError } });
    if (!isProvider(provider)) return void backToLogin(SOCIAL_CALLBACK_TEXT.unknownProvider);
    const pending = completeAuthorization(provider, params.get('state'));
    const error = params.get('error');
    if (error) return void backToLogin(error === 'access_denied' ? SOCIAL_CALLBACK_TEXT.cancelled(provider) : SOCIAL_CALLBACK_TEXT.refusedByProvider(provider));
    const code = params.get('code');
    if (!pending || !code) return void backToLogin(SOCIAL_CALLBACK_TEXT.badState);
    void (async () => {
      try {
        const result = (await socialLogin({ variables: { provider, code, redirectUri: callbackUri(provider) } })).data?.socialLogin;
        if (!result) return backToLogin(SOCIAL_CALLBACK_TEXT.refusedByProvider(provider));
        if (result.registered && result.auth) {
          await signIn(result.auth, pending.returnTo);
        } else if (result.signUpToken) {
          setOutcome({ kind: 'signUp', signUpToken: result.signUpToken, suggestedNickname: result.suggestedNickname ?? null });
        } else {
          backToLogin(SOCIAL_CALLBACK_TEXT.refusedByProvider(provider));
        }
      } catch (e) {
        const { code: refusal, restoreToken } = errorExtensions(e);
        if (refusal === 'DORMANT_ACCOUNT' && typeof restoreToken === 'string') {
          return setOutcome({ kind: 'dormant', message: errorMessage(e), restoreToken, returnTo: pending.returnTo });
        }
        backToLogin(errorMessage(e));
      }
    })();
  }, [navigate, params, provider, signIn, socialLogin]);

  if (outcome.kind === 'signUp' && isProvider(provider)) {
    return <SocialSignUp provider={provider} signUpToken={outcome.signUpToken} suggestedNickname={outcome.suggestedNickname} />;
  }
  if (outcome.kind === 'dormant') {
    const { restoreToken, returnTo } = outcome;
    const restore = async (verificationToken: string) => (await restoreDormant({ variables: { restoreToken, verificationToken } })).data?.restoreDormantSocialAccount;
    return <DormantRestore message={outcome.message} restore={restore} onRestored={(session) => signIn(session, returnTo)} />;
  }
  return <LoadingState label={SOCIAL_CALLBACK_TEXT.working} />;
}
