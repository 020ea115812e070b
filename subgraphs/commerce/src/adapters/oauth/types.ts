import { SOCIAL_PROVIDERS, type SocialProvider } from '@shop/kit/social-login.js';

export { SOCIAL_PROVIDERS, type SocialProvider };

/** What a provider tells us about the person after the authorization-code exchange. */
export interface SocialProfile {
  provider: SocialProvider;
  socialId: string;
  nickname: string | null;
  email: string | null;
}

export interface OAuthClient {
  /**
   * Exchanges an authorization code for the person's profile. A code or token the provider
   * refuses throws `OAuthRefused`; a provider that cannot be reached throws `OAuthUnavailable`.
   */
  profile(provider: SocialProvider, code: string, redirectUri: string): Promise<SocialProfile>;
}

export class OAuthRefused extends Error {}
export class OAuthUnavailable extends Error {}
