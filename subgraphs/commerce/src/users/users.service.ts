import { CHANNEL_SIGNUP } from '../channel-sales/channel-sales.service.js';
import { randomInt } from 'node:crypto';
import argon2 from 'argon2';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Conflict, type Identity, NotFound, Unauthenticated, ageInYears, displayName, enqueue, koreanDate, koreanDateCompact, parseInput, z } from '@shop/kit';
import { assertNotBlocked, consumeLimit, recordFailure, resetLimit } from '@shop/kit/rate-limits.js';
import { issueTokens, rotateRefreshToken, type Tokens } from '../auth/tokens.service.js';
import { issueSignupCoupons } from '../coupons/coupons.service.js';
import { UserEntity, type User } from './user.entity.js';
import { checkSignUpAgreements, recordSignUpConsents } from '../terms/terms.service.js';

/** Members younger than this need a legal guardian's consent to sign up (spec section 5). */
export const GUARDIAN_CONSENT_AGE = 14;
export const GUEST_NICKNAME = 'GUEST';

export interface AuthResult {
  tokenDto: Tokens;
  user: User;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Spec section 3: 4 random letters, a random number and the (Korean) date. */
export function guestPassword(now = new Date()): string {
  const letters = Array.from({ length: 4 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return `${letters}${randomInt(1_000_000)}${koreanDateCompact(now)}`;
}

/**
 * Creates the login-less guest user the shop makes when no user id is stored. Limited per client
 * address (guestAddress, before the costly password hash); no address (in-process calls) is not limited.
 */
export async function createGuest(em: EntityManager, clientIp: string | null = null): Promise<AuthResult> {
  await consumeLimit(em, 'guestAddress', clientIp);
  const user = em.create(UserEntity, {
    nickname: GUEST_NICKNAME,
    passwordHash: await argon2.hash(guestPassword()),
    provider: 'guest',
    role: 'guest',
    gender: null,
    phone: null,
    birthday: null,
  });
  await em.flush();
  return { tokenDto: await issueTokens(em, user), user };
}

export const loginIdSchema = z.string({ error: '아이디를 입력해주세요.' }).regex(/^[a-z0-9_]{4,20}$/, '아이디는 영문 소문자, 숫자, _ 4~20자입니다.');
export const passwordSchema = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(8, '비밀번호는 8자 이상이어야 합니다.')
  .max(64, '비밀번호는 64자 이하여야 합니다.')
  .regex(/[A-Za-z]/, '비밀번호에 영문을 포함해주세요.')
  .regex(/\d/, '비밀번호에 숫자를 포함해주세요.');
export const nicknameSchema = displayName('닉네임', { min: 2, max: 20 });
export const birthdaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '생년월일은 YYYY-MM-DD 형식입니다.')
  .refine((s) => !Number.isNaN(Date.parse(s)) && s <= koreanDate(), '생년월일을 확인해주세요.');
export const phoneSchema = z
  .string()
  .transform((s) => s.replace(/[^0-9]/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, '휴대폰 번호를 확인해주세요.'));
export const emailSchema = z.string().trim().toLowerCase().email('이메일 주소를 확인해주세요.');

const memberFields = {
  nickname: nicknameSchema,
  gender: z.union([z.literal(1), z.literal(2)], { error: '성별은 1(남성) 또는 2(여성)입니다.' }).nullish(),
  birthday: birthdaySchema,
  email: emailSchema.nullish(),
  guardianConsent: z.boolean().nullish(),
  guardianPhone: phoneSchema.nullish(),
  /** The channel the person arrived by (a handle or id; partners decides whether it is one). */
  channelId: z.string().max(60, '채널(channelId)은 60자 이하여야 합니다.').nullish(),
  /** The agreements (terms/terms.service `checkSignUpAgreements` reads them, with their own messages). */
  agreements: z.unknown().optional(),
};

/** A password typed twice: when the second is sent, it must match (the field error names `passwordConfirm`). */
const PASSWORD_MISMATCH_MESSAGE = '비밀번호가 서로 다릅니다. 같은 비밀번호를 두 번 입력해주세요.';
const withConfirmation = <T extends { password?: string | null; passwordConfirm?: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.passwordConfirm != null && value.password != null && value.passwordConfirm !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: PASSWORD_MISMATCH_MESSAGE });
  }
};
const passwordConfirm = z.string().nullish();

// No phone here: a phone number becomes account data only through an SMS verification (phone
// sign-up, or changePhone afterwards), so an id sign-up cannot take someone else's number.
const signUpSchema = z.object({ loginId: loginIdSchema, password: passwordSchema, passwordConfirm, ...memberFields }).superRefine(withConfirmation);
export const phoneSignUpSchema = z.object({ password: passwordSchema.nullish(), passwordConfirm, ...memberFields }).superRefine(withConfirmation);

/** True when the birthday makes the person younger than 14 on today's Korean date. */
export function needsGuardianConsent(birthday: string, today = koreanDate()): boolean {
  return ageInYears(birthday, today) < GUARDIAN_CONSENT_AGE;
}

interface NewMember {
  loginId: string | null;
  password: string | null;
  provider: 'local' | 'phone' | 'kakao' | 'naver';
  nickname: string;
  gender?: 1 | 2 | null;
  birthday: string;
  phone?: string | null;
  email?: string | null;
  socialId?: string | null;
  guardianConsent?: boolean | null;
  guardianPhone?: string | null;
  channelId?: string | null;
  agreements?: unknown;
}

/**
 * The one way a member account comes to be (id/password, phone or social sign-up). It needs the
 * required agreements in the versions in effect (terms module), recorded with the optional ones. Under-14
 * sign-ups need the guardian's consent (agreeing to the privacy terms); refusing or omitting it
 * is refused and nothing is written. A guest who signs up keeps their row (and with it their
 * cart and orders) and becomes a member.
 */
export async function registerMember(em: EntityManager, input: NewMember, caller: Identity | null): Promise<AuthResult> {
  // The required agreements in the versions in effect, checked before anything is written.
  const consents = await checkSignUpAgreements(em, input.agreements);
  if (needsGuardianConsent(input.birthday)) {
    if (input.guardianConsent !== true) {
      throw new AppError('GUARDIAN_CONSENT_REQUIRED', '만 14세 미만은 법정대리인의 개인정보 처리 동의가 필요합니다.', {
        fields: [{ field: 'guardianConsent', message: '법정대리인 동의가 필요합니다.' }],
      });
    }
    if (!input.guardianPhone) throw BadInput([{ field: 'guardianPhone', message: '법정대리인의 휴대폰 번호를 입력해주세요.' }]);
  }
  await assertFree(em, { loginId: input.loginId ?? undefined, nickname: input.nickname, email: input.email ?? undefined, phone: input.phone ?? undefined });
  const fields = {
    loginId: input.loginId,
    nickname: input.nickname,
    passwordHash: input.password ? await argon2.hash(input.password) : null,
    provider: input.provider,
    role: 'member' as const,
    gender: input.gender ?? null,
    birthday: input.birthday,
    phone: input.phone ?? null,
    email: input.email ?? null,
    socialId: input.socialId ?? null,
    guardianConsent: needsGuardianConsent(input.birthday) ? true : null,
    guardianPhone: input.guardianPhone ?? null,
  };
  let user: User;
  // The guest row is locked so that two sign-ups from one guest take turns: the first turns it
  // into the member, the second (no longer a guest) makes an account of its own.
  const guest = caller?.role === 'guest' ? await em.findOne(UserEntity, { id: caller.userId, provider: 'guest' }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (guest) {
    em.assign(guest, fields);
    user = guest;
  } else {
    user = em.create(UserEntity, fields);
  }
  await em.flush();
  // Which versions the member agreed to (and the optional marketing answers), with the time.
  await recordSignUpConsents(em, user.id, consents);
  // Coupons for new members (첫 구매 쿠폰), in the sign-up's transaction.
  await issueSignupCoupons(em, user.id);
  // Through a channel link: partners counts the sign-up for that channel (after the commit).
  if (input.channelId?.trim()) await enqueue(em, CHANNEL_SIGNUP, { userId: user.id, channelId: input.channelId.trim() });
  return { tokenDto: await issueTokens(em, user), user };
}

/** Member sign-up by id and password. */
export async function signUp(em: EntityManager, raw: unknown, caller: Identity | null): Promise<AuthResult> {
  const input = parseInput(signUpSchema, raw);
  return registerMember(em, { ...input, provider: 'local' }, caller);
}

/**
 * Uniqueness of login id, nickname, e-mail and phone among accounts that have not left: the
 * friendly check before a write. The database's partial unique indexes are the guard when two
 * requests race past it (users.constraints.ts gives the same answers).
 */
export async function assertFree(em: EntityManager, values: { loginId?: string; nickname?: string; email?: string; phone?: string }, exceptUserId?: string): Promise<void> {
  const checks: [keyof typeof values, string][] = [
    ['loginId', '이미 사용 중인 아이디입니다.'],
    ['nickname', '이미 사용 중인 닉네임입니다.'],
    ['email', '이미 사용 중인 이메일입니다.'],
    ['phone', '이미 가입된 휴대폰 번호입니다.'],
  ];
  for (const [field, message] of checks) {
    const value = values[field];
    if (value && (await em.count(UserEntity, { [field]: value, leftAt: null, ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) }))) {
      throw Conflict(message, { fields: [{ field, message }] });
    }
  }
}

const loginSchema = z.object({
  loginId: z.string({ error: '아이디를 입력해주세요.' }).min(1, '아이디를 입력해주세요.'),
  password: z.string({ error: '비밀번호를 입력해주세요.' }).min(1, '비밀번호를 입력해주세요.'),
});

const LOGIN_FAILED = '아이디 또는 비밀번호가 일치하지 않습니다.';

// A hash of a password nobody has, made with the same argon2 settings as real ones: an unknown id
// (or an account without a password) is checked against it, so its answer takes as long.
let dummyHash: Promise<string> | undefined;
const unknownAccountHash = () => (dummyHash ??= argon2.hash(`no-account-${guestPassword()}`));

/**
 * Id/password login. Failures are counted per login id (loginAccount) and per client address
 * (loginAddress) through the kit's abuse limits, outside this mutation's transaction (the refusal
 * rolls it back, the count stays); enough of them block with a growing delay, and a success
 * clears the account's count. An unknown id, a wrong password and a blocked id all answer alike
 * (one message; argon2 runs for unknown ids too), so answers do not tell which ids exist.
 */
export async function login(em: EntityManager, raw: { loginId: string; password: string }, clientIp: string | null = null): Promise<AuthResult> {
  const input = parseInput(loginSchema, raw);
  await assertNotBlocked(em, 'loginAccount', `id:${input.loginId}`);
  await assertNotBlocked(em, 'loginAddress', clientIp);
  const user = await em.findOne(UserEntity, { loginId: input.loginId, leftAt: null });
  const matches = await argon2.verify(user?.passwordHash ?? (await unknownAccountHash()), input.password);
  if (!user?.passwordHash || !matches) {
    await recordFailure(em, 'loginAccount', `id:${input.loginId}`);
    await recordFailure(em, 'loginAddress', clientIp);
    throw Unauthenticated(LOGIN_FAILED);
  }
  await resetLimit(em, 'loginAccount', `id:${input.loginId}`);
  user.lastLoginAt = new Date();
  await em.flush();
  return { tokenDto: await issueTokens(em, user), user };
}

/** Auto-login: a refresh token is exchanged once for a new pair in the same family. */
export async function refreshSession(em: EntityManager, refreshToken: string): Promise<AuthResult> {
  const { userId, familyId } = await rotateRefreshToken(em, refreshToken);
  const user = await em.findOne(UserEntity, { id: userId, leftAt: null });
  if (!user) throw Unauthenticated('탈퇴했거나 존재하지 않는 계정입니다.');
  user.lastLoginAt = new Date();
  await em.flush();
  return { tokenDto: await issueTokens(em, user, familyId), user };
}

export async function findUser(em: EntityManager, id: string): Promise<User> {
  const user = await em.findOne(UserEntity, { id, leftAt: null });
  if (!user) throw NotFound('회원 정보를 찾을 수 없습니다.');
  return user;
}
