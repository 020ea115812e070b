export const SOCIAL_PROVIDERS = ['kakao', 'naver'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a provider tells us about the person after the authorization-code exchange. */
export interface SocialProfile {
  provider: SocialProvider;
  socialId: string;
  nickname: string | null;
  email: string | null;
}

export interface OAuthClient {
  readonly name: 'sandbox' | 'http';
  /** Exchanges an authorization code; a code the provider refuses throws `OAuthRefused`. */
  profile(provider: SocialProvider, code: string, redirectUri: string): Promise<SocialProfile>;
}

export class OAuthRefused extends Error {}
