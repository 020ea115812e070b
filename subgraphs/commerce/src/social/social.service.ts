import type { EntityManager } from '@mikro-orm/postgresql';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError, config, parseInput, z, type Identity } from '@shop/kit';
import { issueTokens } from '../auth/tokens.service.js';
import { socialLoginSettings } from '@shop/kit/social-login.js';
import { oauthClient, OAuthRefused, OAuthUnavailable, SOCIAL_PROVIDERS, type SocialProvider } from '../adapters/oauth/index.js';
import { UserEntity, type User } from '../users/user.entity.js';
import { DORMANT_MESSAGE } from '../retention/dormancy.rules.js';
import { birthdaySchema, emailSchema, nicknameSchema, phoneSchema, registerMember, type AuthResult } from '../users/users.service.js';

const encoder = new TextEncoder();
const signUpKey = () => encoder.encode(`${config().JWT_SECRET}:social-sign-up`);
const restoreKey = () => encoder.encode(`${config().JWT_SECRET}:dormant-restore`);
/** How long a social login of a dormant account stands in for its password: the SMS step's time. */
const RESTORE_TOKEN_TTL = '30m';
const providerSchema = z.enum(SOCIAL_PROVIDERS, { error: '지원하지 않는 소셜 로그인입니다.' });

export interface SocialLoginProviderConfig {
  provider: SocialProvider;
  /** The public application key the browser sends to the provider's authorize page. */
  clientId: string;
  authorizeUrl: string;
}

/** The providers the web may offer: those with an application key (always both with the sandbox). */
export function socialLoginConfig(): SocialLoginProviderConfig[] {
  return SOCIAL_PROVIDERS.flatMap((provider) => {
    const { clientId, authorizeUrl } = socialLoginSettings(config(), provider);
    return clientId ? [{ provider, clientId, authorizeUrl }] : [];
  });
}

export interface SocialLoginResult {
  registered: boolean;
  auth: AuthResult | null;
  /** For a first-time visitor: proves the social identity to `signUpBySocial` (30 minutes). */
  signUpToken: string | null;
  suggestedNickname: string | null;
}

/** Social login: a known social id logs in; an unknown one gets a sign-up token. */
export async function socialLogin(em: EntityManager, rawProvider: string, code: string, redirectUri: string): Promise<SocialLoginResult> {
  const provider = parseInput(providerSchema, rawProvider, 'provider') as SocialProvider;
  let profile;
  try {
    profile = await oauthClient().profile(provider, code, redirectUri);
  } catch (error) {
    if (error instanceof OAuthRefused) throw new AppError('SOCIAL_LOGIN_FAILED', '소셜 로그인에 실패했습니다. 다시 시도해주세요.');
    if (error instanceof OAuthUnavailable) throw new AppError('SOCIAL_LOGIN_UNAVAILABLE', '소셜 로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.');
    throw error;
  }
  const user = await em.findOne(UserEntity, { provider, socialId: profile.socialId, leftAt: null });
  if (user?.dormantAt) {
    // The provider has just vouched for the person: the restore token stands in for the id login's
    // password, and the SMS check of the kept phone follows (restoreDormantSocialAccount).
    const restoreToken = await new SignJWT({ provider }).setSubject(user.id).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(RESTORE_TOKEN_TTL).sign(restoreKey());
    throw new AppError('DORMANT_ACCOUNT', DORMANT_MESSAGE, { dormant: true, restoreToken });
  }
  if (user) {
    user.lastLoginAt = new Date();
    await em.flush();
    return { registered: true, auth: { tokenDto: await issueTokens(em, user), user }, signUpToken: null, suggestedNickname: null };
  }
  const signUpToken = await new SignJWT({ provider, socialId: profile.socialId, email: profile.email }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('30m').sign(signUpKey());
  return { registered: false, auth: null, signUpToken, suggestedNickname: profile.nickname };
}

const socialSignUpSchema = z.object({
  nickname: nicknameSchema,
  gender: z.union([z.literal(1), z.literal(2)], { error: '성별은 1(남성) 또는 2(여성)입니다.' }).nullish(),
  birthday: birthdaySchema,
  phone: phoneSchema.nullish(),
  email: emailSchema.nullish(),
  guardianConsent: z.boolean().nullish(),
  guardianPhone: phoneSchema.nullish(),
  agreements: z.unknown().optional(),
});

export async function signUpBySocial(em: EntityManager, signUpToken: string, raw: unknown, caller: Identity | null): Promise<AuthResult> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(signUpToken, signUpKey(), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new AppError('SOCIAL_SIGNUP_EXPIRED', '소셜 가입 시간이 지났습니다. 다시 로그인해주세요.');
    throw error;
  }
  const provider = parseInput(providerSchema, payload.provider, 'signUpToken') as SocialProvider;
  const socialId = String(payload.socialId);
  // The friendly check; two sign-ups racing past it meet users_social_unique (users.constraints.ts).
  if (await em.count(UserEntity, { provider, socialId, leftAt: null })) {
    throw new AppError('CONFLICT', '이미 가입된 소셜 계정입니다.', { fields: [{ field: 'signUpToken', message: '이미 가입된 소셜 계정입니다.' }] });
  }
  const input = parseInput(socialSignUpSchema, raw);
  // The provider's e-mail is stored as the shop stores e-mails (lower-cased), or not at all if it is not one.
  const providerEmail = emailSchema.safeParse(payload.email);
  return registerMember(em, { ...input, email: input.email ?? (providerEmail.success ? providerEmail.data : null), loginId: null, password: null, provider, socialId }, caller);
}

export async function isSocialIdRegistered(em: EntityManager, rawProvider: string, socialId: string): Promise<boolean> {
  const provider = parseInput(providerSchema, rawProvider, 'provider');
  return (await em.count(UserEntity, { provider, socialId, leftAt: null })) > 0;
}

/**
 * The dormant account a social login's restore token names (socialLogin refused it with
 * DORMANT_ACCOUNT and the token): still that provider's, not left and still dormant.
 */
export async function dormantUserOfRestoreToken(em: EntityManager, restoreToken: string): Promise<User> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(restoreToken, restoreKey(), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) {
      const message = '소셜 로그인 후 시간이 지났습니다. 다시 로그인해주세요.';
      throw new AppError('SOCIAL_SIGNUP_EXPIRED', message, { fields: [{ field: 'restoreToken', message }] });
    }
    throw error;
  }
  const user = typeof payload.sub === 'string' ? await em.findOne(UserEntity, { id: payload.sub, provider: String(payload.provider), leftAt: null }) : null;
  if (!user?.dormantAt) throw new AppError('UNAUTHENTICATED', '휴면 상태가 아닌 계정입니다. 다시 로그인해주세요.');
  return user;
}
