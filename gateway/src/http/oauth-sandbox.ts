import type { Express } from 'express';
import { config, type Config } from '@shop/kit/contracts.js';
import { createOAuthSandbox, sandboxClients } from '@shop/sandboxes/oauth-sandbox.js';
import { OAUTH_SANDBOX_PATH } from '@shop/kit/social-login.js';

/** Whether this gateway plays Kakao and Naver: never in production, never with OAUTH_PROVIDER=http. */
export function servesOAuthSandbox(settings: Config = config()): boolean {
  return settings.NODE_ENV !== 'production' && settings.OAUTH_PROVIDER !== 'http';
}

/**
 * The Kakao/Naver sandbox (@shop/sandboxes/oauth-sandbox.js) at /sandbox/oauth/<provider>/: the
 * browser's consent page on the shop's own origin, and the token and profile endpoints
 * commerce's HTTP client calls (OAUTH_SANDBOX_URL). It knows the same application keys as
 * commerce, from the same configuration. Anywhere it is not mounted, the path is the web's 404.
 */
export function mountOAuthSandbox(app: Express, settings: Config = config()): boolean {
  if (!servesOAuthSandbox(settings)) return false;
  app.use(OAUTH_SANDBOX_PATH, createOAuthSandbox({ clients: sandboxClients(settings) }));
  return true;
}
