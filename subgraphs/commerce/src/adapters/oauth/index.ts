import { httpOAuthClient } from './http.js';
import type { OAuthClient } from './types.js';

export * from './types.js';

/**
 * Always the HTTP client: against Kakao and Naver with OAUTH_PROVIDER=http, against the
 * gateway's sandbox (an HTTP service behaving like them) otherwise (@shop/kit/social-login.js).
 */
export function oauthClient(): OAuthClient {
  return httpOAuthClient;
}
