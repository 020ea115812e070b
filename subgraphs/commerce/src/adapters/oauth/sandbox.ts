import { OAuthRefused, type OAuthClient } from './types.js';

/**
 * A provider that behaves like Kakao/Naver for development and tests: the authorization code
 * `sandbox-<socialId>` (optionally `sandbox-<socialId>-<nickname>`) is accepted once per call
 * and yields that person; any other code is refused, as a real provider refuses a bad code.
 */
export const sandboxOAuthClient: OAuthClient = {
  name: 'sandbox',
  async profile(provider, code, redirectUri) {
    const match = /^sandbox-([A-Za-z0-9]{1,64})(?:-(.{1,20}))?$/.exec(code);
    if (!match || !/^https?:\/\//.test(redirectUri)) throw new OAuthRefused(`${provider} sandbox refused the authorization code`);
    return { provider, socialId: match[1], nickname: match[2] ?? null, email: null };
  },
};
