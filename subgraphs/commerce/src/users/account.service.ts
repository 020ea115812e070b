import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, parseInput, publishLifecycleEvent, z, type Identity } from '@shop/kit';
import { assertNotBlocked, recordFailure, resetLimit } from '@shop/kit/rate-limits.js';
import { issueTokens, revokeAllForUser } from '../auth/tokens.service.js';
import { checkCode, consumeVerification } from '../sms/sms.service.js';
import { UserEntity, type User } from './user.entity.js';
import { dormantUserOfPhone, restoreDormant } from '../retention/dormancy.service.js';
import { assertFree, birthdaySchema, emailSchema, findUser, loginIdSchema, nicknameSchema, passwordSchema, phoneSchema, phoneSignUpSchema, registerMember, type AuthResult } from './users.service.js';

/**
 * Member sign-up with a phone proven by SMS (purpose SIGN_UP); the password is optional (phone
 * login works). The details are validated before the single-use verification token is spent.
 */
export async function signUpWithPhone(em: EntityManager, verificationToken: string, raw: unknown, caller: Identity | null): Promise<AuthResult> {
  const input = parseInput(phoneSignUpSchema, raw);
  const phone = await consumeVerification(em, verificationToken, 'SIGN_UP');
  return registerMember(em, { ...input, password: input.password ?? null, loginId: null, phone, provider: 'phone' }, caller);
}

/**
 * Phone login: the SMS code itself is the credential (purpose LOGIN). Wrong or expired codes are
 * counted like wrong passwords, per phone (loginAccount) and per client address (loginAddress),
 * outside the transaction; enough block with a growing delay, a right code clears the phone.
 */
export async function loginByPhone(em: EntityManager, rawPhone: string, code: string, now = new Date(), clientIp: string | null = null): Promise<AuthResult> {
  const phone = parseInput(phoneSchema, rawPhone, 'phone');
  await assertNotBlocked(em, 'loginAccount', `phone:${phone}`);
  await assertNotBlocked(em, 'loginAddress', clientIp);
  let verified: Awaited<ReturnType<typeof checkCode>>;
  try {
    verified = await checkCode(em, phone, 'LOGIN', code, now);
  } catch (error) {
    // A malformed code is the client's typo, not a guess; every other refusal is a failed attempt.
    if (error instanceof AppError && error.code !== 'BAD_USER_INPUT') {
      await recordFailure(em, 'loginAccount', `phone:${phone}`);
      await recordFailure(em, 'loginAddress', clientIp);
    }
    throw error;
  }
  await resetLimit(em, 'loginAccount', `phone:${phone}`);
  verified.consumedAt = now;
  const user = (await em.findOne(UserEntity, { phone: verified.phone, leftAt: null, provider: { $ne: 'guest' } })) ?? (await dormantUserOfPhone(em, verified.phone));
  await em.flush();
  if (!user) throw new AppError('PHONE_NOT_REGISTERED', '이 휴대폰 번호로 가입된 계정이 없습니다.');
  // A dormant account's phone login is its SMS check: the code just verified restores it.
  if (user.dormantAt) await restoreDormant(em, user, now);
  user.lastLoginAt = now;
  await em.flush();
  return { tokenDto: await issueTokens(em, user), user };
}

async function userOfVerifiedPhone(em: EntityManager, phone: string): Promise<User> {
  const user = await em.findOne(UserEntity, { phone, leftAt: null, provider: { $ne: 'guest' } });
  if (!user) throw new AppError('PHONE_NOT_REGISTERED', '이 휴대폰 번호로 가입된 계정이 없습니다.');
  return user;
}

/** Password reset after SMS (purpose FIND_PASSWORD); ends every session of the account. */
export async function resetPasswordByPhone(em: EntityManager, verificationToken: string, newPassword: string): Promise<void> {
  const password = parseInput(z.object({ newPassword: passwordSchema }), { newPassword }).newPassword;
  const phone = await consumeVerification(em, verificationToken, 'FIND_PASSWORD');
  const user = await userOfVerifiedPhone(em, phone);
  user.passwordHash = await argon2.hash(password);
  await em.flush();
  // A reset ends the sessions; the account and its data stay (userDeleted is for leaving only).
  await revokeAllForUser(em, user.id);
}

/** `abcdef` -> `abc***`: enough to recognise one's own id, not enough to harvest ids. */
export function maskLoginId(loginId: string): string {
  const keep = Math.max(1, Math.ceil(loginId.length / 2));
  return `${loginId.slice(0, keep)}${'*'.repeat(loginId.length - keep)}`;
}

export interface FoundAccount {
  maskedLoginId: string | null;
  provider: string;
  createdAt: Date;
}

/** Finds the account of a phone proven by SMS (purpose FIND_LOGIN_ID). */
export async function findAccountByPhone(em: EntityManager, verificationToken: string): Promise<FoundAccount> {
  const phone = await consumeVerification(em, verificationToken, 'FIND_LOGIN_ID');
  const user = await userOfVerifiedPhone(em, phone);
  return { maskedLoginId: user.loginId ? maskLoginId(user.loginId) : null, provider: user.provider, createdAt: user.createdAt };
}

export async function checkPassword(em: EntityManager, identity: Identity, password: string): Promise<boolean> {
  const user = await findUser(em, identity.userId);
  return Boolean(user.passwordHash && password && (await argon2.verify(user.passwordHash, password)));
}

/**
 * Changing the password needs the current one. It ends every session of the account and opens a
 * new one for the device that changed it (returned), so only the other devices are signed out.
 */
export async function changePassword(em: EntityManager, identity: Identity, currentPassword: string, newPassword: string): Promise<AuthResult> {
  const password = parseInput(z.object({ newPassword: passwordSchema }), { newPassword }).newPassword;
  if (!(await checkPassword(em, identity, currentPassword))) {
    throw new AppError('PASSWORD_MISMATCH', '현재 비밀번호가 일치하지 않습니다.', { fields: [{ field: 'currentPassword', message: '현재 비밀번호가 일치하지 않습니다.' }] });
  }
  const user = await findUser(em, identity.userId);
  user.passwordHash = await argon2.hash(password);
  await em.flush();
  await revokeAllForUser(em, user.id);
  return { tokenDto: await issueTokens(em, user), user };
}

/** New phone number proven by SMS (purpose CHANGE_PHONE); it must not belong to another account. */
export async function changePhone(em: EntityManager, identity: Identity, verificationToken: string): Promise<User> {
  const phone = await consumeVerification(em, verificationToken, 'CHANGE_PHONE');
  await assertFree(em, { phone }, identity.userId);
  const user = await findUser(em, identity.userId);
  user.phone = phone;
  await em.flush();
  return user;
}

const updateSchema = z.object({
  nickname: nicknameSchema.optional(),
  gender: z.union([z.literal(1), z.literal(2)], { error: '성별은 1(남성) 또는 2(여성)입니다.' }).optional(),
  birthday: birthdaySchema.optional(),
  email: emailSchema.nullish(),
});

export async function updateAccount(em: EntityManager, identity: Identity, raw: unknown): Promise<User> {
  const input = parseInput(updateSchema, raw);
  await assertFree(em, { nickname: input.nickname, email: input.email ?? undefined }, identity.userId);
  const user = await findUser(em, identity.userId);
  if (user.provider === 'guest') throw new AppError('GUEST_ACCOUNT', '비회원은 회원 정보를 수정할 수 없습니다. 회원가입을 해주세요.');
  em.assign(user, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
  await em.flush();
  return user;
}

export const LEFT_NICKNAME = '탈퇴회원';

/**
 * Withdrawal. Accounts with a password confirm it. The row stays (orders and payments must be
 * kept for the retention periods of spec section 9) but everything that identifies the person
 * is cleared, so the login id, phone and e-mail can be used to sign up again. Sessions end.
 * Points expire on withdrawal: the points module hooks in here when it exists.
 */
export async function leave(em: EntityManager, identity: Identity, password: string | null | undefined, now = new Date()): Promise<void> {
  const user = await findUser(em, identity.userId);
  if (user.passwordHash && user.provider !== 'guest' && !(await checkPassword(em, identity, password ?? ''))) {
    throw new AppError('PASSWORD_MISMATCH', '비밀번호가 일치하지 않습니다.', { fields: [{ field: 'password', message: '비밀번호가 일치하지 않습니다.' }] });
  }
  await closeAccount(em, user, now);
  // Every subgraph removes what belonged to the account (each one's lifecycle.ts), after this commit.
  await publishLifecycleEvent(em, 'userDeleted', { userId: user.id });
}

/**
 * What closing an account does to its row (a leave, or a dormant account at the end of its 5 years):
 * everything that identifies the person is cleared and every session ends.
 */
export async function closeAccount(em: EntityManager, user: User, now = new Date()): Promise<void> {
  em.assign(user, {
    leftAt: now,
    loginId: null,
    phone: null,
    email: null,
    socialId: null,
    passwordHash: null,
    nickname: LEFT_NICKNAME,
    guardianPhone: null,
    dormantAt: null,
  });
  await em.flush();
  await revokeAllForUser(em, user.id);
}

/** Availability checks behind the sign-up form (true = free to use). Bad formats are errors. */
export async function isAvailable(em: EntityManager, field: 'loginId' | 'nickname' | 'email', raw: string): Promise<boolean> {
  const schema = { loginId: loginIdSchema, nickname: nicknameSchema, email: emailSchema }[field];
  const value = parseInput(z.object({ [field]: schema }), { [field]: raw })[field] as string;
  return (await em.count(UserEntity, { [field]: value, leftAt: null })) === 0;
}

export async function isPhoneRegistered(em: EntityManager, raw: string): Promise<boolean> {
  const phone = parseInput(z.object({ phone: phoneSchema }), { phone: raw }).phone;
  return (await em.count(UserEntity, { phone, leftAt: null })) > 0;
}
