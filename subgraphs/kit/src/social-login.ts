import type { Config } from './config.js';

/**
 * Where Kakao and Naver login live, from the configuration (docs/decisions/accounts-and-identity.md,
 * "Social login"). One description for commerce's HTTP client, the gateway's sandbox and the web's
 * login buttons, so the three cannot drift apart.
 *
 * - OAUTH_PROVIDER=http: the real hosts (or KAKAO_AUTH_URL & co. when set) and the configured
 *   application keys; a provider without a KAKAO_CLIENT_ID / NAVER_CLIENT_ID is not offered.
 * - Otherwise (development, tests): the sandbox the gateway serves at /sandbox/oauth/<provider>,
 *   reached by commerce at OAUTH_SANDBOX_URL (loopback, port 4000 unless `npm start` says other)
 *   and by the browser at the same path on the shop's own origin; the public keys default to
 *   the fixed, non-secret 'sandbox-kakao' / 'sandbox-naver'. Client secrets never have a default:
 *   the sandbox checks one only when one is configured.
 */
export const SOCIAL_PROVIDERS = ['kakao', 'naver'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const OAUTH_SANDBOX_PATH = '/sandbox/oauth';
export const DEFAULT_OAUTH_SANDBOX_URL = `http://127.0.0.1:4000${OAUTH_SANDBOX_PATH}`;
export const SANDBOX_CLIENT_IDS: Record<SocialProvider, string> = { kakao: 'sandbox-kakao', naver: 'sandbox-naver' };

const REAL_HOSTS: Record<SocialProvider, { auth: string; api: string }> = {
  kakao: { auth: 'https://kauth.kakao.com/oauth', api: 'https://kapi.kakao.com' },
  naver: { auth: 'https://nid.naver.com/oauth2.0', api: 'https://openapi.naver.com' },
};

/** The profile endpoint under the API base, as the providers name it (the sandbox serves the same paths). */
export const PROFILE_PATHS: Record<SocialProvider, string> = { kakao: '/v2/user/me', naver: '/v1/nid/me' };

export interface SocialLoginSettings {
  provider: SocialProvider;
  /** The public application key (Kakao's REST API key, Naver's Client ID); null when not configured. */
  clientId: string | null;
  clientSecret: string | null;
  /** Server to server: the token exchange and the profile. */
  tokenUrl: string;
  profileUrl: string;
  /** Where the browser is sent to consent (relative to the shop's origin for the sandbox). */
  authorizeUrl: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function socialLoginSettings(config: Config, provider: SocialProvider): SocialLoginSettings {
  const env =
    provider === 'kakao'
      ? { clientId: config.KAKAO_CLIENT_ID, clientSecret: config.KAKAO_CLIENT_SECRET, auth: config.KAKAO_AUTH_URL, api: config.KAKAO_API_URL }
      : { clientId: config.NAVER_CLIENT_ID, clientSecret: config.NAVER_CLIENT_SECRET, auth: config.NAVER_AUTH_URL, api: config.NAVER_API_URL };
  const real = config.OAUTH_PROVIDER === 'http';
  const sandbox = `${trimSlash(config.OAUTH_SANDBOX_URL ?? DEFAULT_OAUTH_SANDBOX_URL)}/${provider}`;
  const auth = trimSlash(env.auth ?? (real ? REAL_HOSTS[provider].auth : sandbox));
  const api = trimSlash(env.api ?? (real ? REAL_HOSTS[provider].api : sandbox));
  return {
    provider,
    clientId: env.clientId ?? (real ? null : SANDBOX_CLIENT_IDS[provider]),
    clientSecret: env.clientSecret ?? null,
    tokenUrl: `${auth}/token`,
    profileUrl: `${api}${PROFILE_PATHS[provider]}`,
    // The sandbox is on the gateway that serves the web: the browser reaches it on the page's own origin.
    authorizeUrl: env.auth || real ? `${auth}/authorize` : `${OAUTH_SANDBOX_PATH}/${provider}/authorize`,
  };
}
