import { config } from '@shop/kit';
import { sandboxCode, startConfiguredOAuthSandbox, type RunningOAuthSandbox } from '@shop/sandboxes/oauth-sandbox.testing.js';
import { socialLoginSettings, type SocialProvider } from '@shop/kit/social-login.js';

/** Where the web's callback would be: the sandbox sends the browser back there, the exchange repeats it. */
export const TEST_REDIRECT_URI = 'http://localhost:4000/oauth/callback';

/**
 * The Kakao/Naver sandbox for commerce tests: the gateway is not running here, so the one
 * sandbox implementation (@shop/sandboxes/oauth-sandbox.js) listens on its own port and commerce's
 * HTTP client is configured to it (OAUTH_SANDBOX_URL). Call in beforeAll; close in afterAll.
 */
export function startTestOAuthSandbox(): Promise<RunningOAuthSandbox> {
  return startConfiguredOAuthSandbox();
}

/** A person id the provider could give: Kakao's are numbers, Naver's opaque strings. */
export function newSocialId(provider: SocialProvider): string {
  const digits = String(100_000_000_000_000 + Math.floor(Math.random() * 899_999_999_999_999));
  return provider === 'kakao' ? digits : `NVtest${digits}`;
}

/** What the browser brings back from the consent page: an authorization code for that person. */
export function socialCode(sandbox: RunningOAuthSandbox, provider: SocialProvider, person: { socialId: string; nickname?: string }, redirectUri = TEST_REDIRECT_URI): Promise<string> {
  const { clientId } = socialLoginSettings(config(), provider);
  return sandboxCode(sandbox.url, provider, { clientId: clientId!, redirectUri, personId: person.socialId, nickname: person.nickname });
}
