import { config } from '@shop/kit';
import { httpOAuthClient } from './http.js';
import { sandboxOAuthClient } from './sandbox.js';
import type { OAuthClient } from './types.js';

export * from './types.js';

/** The configured client: the sandbox unless OAUTH_PROVIDER=http. */
export function oauthClient(): OAuthClient {
  return config().OAUTH_PROVIDER === 'http' ? httpOAuthClient : sandboxOAuthClient;
}
