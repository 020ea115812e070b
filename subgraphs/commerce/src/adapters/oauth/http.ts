import { config } from '@shop/kit';
import { socialLoginSettings, type SocialProvider } from '@shop/kit/social-login.js';
import { OAuthRefused, OAuthUnavailable, type OAuthClient, type SocialProfile } from './types.js';

const TIMEOUT_MS = 10_000;

/** The parts of the providers' answers read here (their JSON; any field may be missing). */
interface TokenAnswer {
  access_token?: unknown;
  error?: string;
}
interface KakaoMe {
  id?: number | string;
  kakao_account?: { email?: string; profile?: { nickname?: string } };
}
interface NaverMe {
  resultcode?: string;
  response?: { id?: string; nickname?: string; email?: string };
}

/** The person in each provider's profile answer (Kakao /v2/user/me, Naver /v1/nid/me). */
const READ_PROFILE: Record<SocialProvider, (body: unknown) => Omit<SocialProfile, 'provider'> | null> = {
  kakao: (body) => {
    const b = body as KakaoMe | null;
    return b?.id == null ? null : { socialId: String(b.id), nickname: b.kakao_account?.profile?.nickname ?? null, email: b.kakao_account?.email ?? null };
  },
  naver: (body) => {
    const b = body as NaverMe | null;
    return b?.resultcode !== '00' || !b.response?.id ? null : { socialId: String(b.response.id), nickname: b.response.nickname ?? null, email: b.response.email ?? null };
  },
};

async function call<T>(provider: SocialProvider, url: string, init: RequestInit): Promise<{ status: number; body: T | null }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new OAuthUnavailable(`${provider} could not be reached: ${(error as Error).message}`);
  }
  if (response.status >= 500) throw new OAuthUnavailable(`${provider} answered HTTP ${response.status}`);
  return { status: response.status, body: (await response.json().catch(() => null)) as T | null };
}

/**
 * The providers' REST login: a form-encoded authorization-code exchange (grant_type, client_id,
 * redirect_uri, code, and client_secret when the app has one) at the token endpoint, then the
 * profile with the bearer access token. Naver answers a refused exchange with HTTP 200 and an
 * `error` field, Kakao with 400/401: no access_token is a refusal either way.
 */
export const httpOAuthClient: OAuthClient = {
  async profile(provider, code, redirectUri) {
    const settings = socialLoginSettings(config(), provider);
    if (!settings.clientId) throw new Error(`${provider.toUpperCase()}_CLIENT_ID is not configured`);
    const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: settings.clientId, redirect_uri: redirectUri, code });
    if (settings.clientSecret) form.set('client_secret', settings.clientSecret);
    const token = await call<TokenAnswer>(provider, settings.tokenUrl, { method: 'POST', body: form });
    const accessToken = token.body?.access_token;
    if (token.status !== 200 || typeof accessToken !== 'string' || !accessToken) {
      throw new OAuthRefused(`${provider} refused the authorization code: ${token.body?.error ?? `HTTP ${token.status}`}`);
    }
    const answer = await call<unknown>(provider, settings.profileUrl, { headers: { authorization: `Bearer ${accessToken}` } });
    const person = answer.status === 200 ? READ_PROFILE[provider](answer.body) : null;
    if (!person) throw new OAuthRefused(`${provider} refused the profile request (HTTP ${answer.status})`);
    return { provider, ...person };
  },
};
