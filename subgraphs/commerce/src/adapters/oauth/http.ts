import { OAuthRefused, type OAuthClient, type SocialProvider } from './types.js';

interface ProviderEndpoints {
  token: string;
  profile: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  read(body: any): { socialId: string; nickname: string | null; email: string | null };
}

const PROVIDERS: Record<SocialProvider, ProviderEndpoints> = {
  kakao: {
    token: 'https://kauth.kakao.com/oauth/token',
    profile: 'https://kapi.kakao.com/v2/user/me',
    clientId: process.env.KAKAO_CLIENT_ID,
    clientSecret: process.env.KAKAO_CLIENT_SECRET,
    read: (b) => ({ socialId: String(b.id), nickname: b.kakao_account?.profile?.nickname ?? null, email: b.kakao_account?.email ?? null }),
  },
  naver: {
    token: 'https://nid.naver.com/oauth2.0/token',
    profile: 'https://openapi.naver.com/v1/nid/me',
    clientId: process.env.NAVER_CLIENT_ID,
    clientSecret: process.env.NAVER_CLIENT_SECRET,
    read: (b) => ({ socialId: String(b.response?.id), nickname: b.response?.nickname ?? null, email: b.response?.email ?? null }),
  },
};

/**
 * The real providers: a form-encoded authorization-code exchange (grant_type, client_id,
 * redirect_uri, code) at the token endpoint, then the profile with the bearer access token.
 */
export const httpOAuthClient: OAuthClient = {
  name: 'http',
  async profile(provider, code, redirectUri) {
    const p = PROVIDERS[provider];
    if (!p.clientId) throw new Error(`${provider.toUpperCase()}_CLIENT_ID is not configured`);
    const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: p.clientId, redirect_uri: redirectUri, code });
    if (p.clientSecret) form.set('client_secret', p.clientSecret);
    const tokenResponse = await fetch(p.token, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    const token = (await tokenResponse.json().catch(() => ({}))) as { access_token?: string };
    if (!tokenResponse.ok || !token.access_token) throw new OAuthRefused(`${provider} refused the authorization code`);
    const profileResponse = await fetch(p.profile, { headers: { authorization: `Bearer ${token.access_token}` }, signal: AbortSignal.timeout(10_000) });
    if (!profileResponse.ok) throw new OAuthRefused(`${provider} refused the profile request`);
    return { provider, ...p.read(await profileResponse.json()) };
  },
};
