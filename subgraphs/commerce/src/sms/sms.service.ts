import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError, RateLimited, config, keepWritesAndRefuse, lockKey, parseInput, z } from '@shop/kit';
import { consumeLimit } from '@shop/kit/rate-limits.js';
import { messageSender } from '../adapters/sms/index.js';
import { phoneSchema } from '../users/users.service.js';
import { SmsCodeEntity, type SmsCode } from './sms-code.entity.js';

/** Why a code is sent; a code and its verification token work only for their purpose. */
export const SMS_PURPOSES = ['SIGN_UP', 'LOGIN', 'FIND_PASSWORD', 'FIND_LOGIN_ID', 'CHANGE_PHONE', 'GUEST_ORDER', 'BILLING'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Limits, as data. Counters live in the database, so they hold across replicas. */
export const SMS_RULES = {
  codeLength: 6,
  ttlSeconds: 180,
  /** Wrong entries allowed per code; the next attempt is blocked even with the right code. */
  maxAttempts: 5,
  resendAfterSeconds: 60,
  maxSendsPerHour: 5,
  verificationTtlSeconds: 600,
} as const;

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  SIGN_UP: '회원가입',
  LOGIN: '로그인',
  FIND_PASSWORD: '비밀번호 찾기',
  FIND_LOGIN_ID: '아이디 찾기',
  CHANGE_PHONE: '휴대폰 번호 변경',
  GUEST_ORDER: '비회원 주문 조회',
  BILLING: '정기결제 본인인증',
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const codeSchema = z.string({ error: '인증번호를 입력해주세요.' }).regex(/^\d{6}$/, '인증번호 6자리를 입력해주세요.');

export interface SendResult {
  expiresAt: Date;
  retryAfterSeconds: number;
}

/**
 * Sends a fresh 6-digit code (rate-limited per phone and purpose, and per phone per hour). Sends to
 * one phone take turns on a lock of the phone held until the transaction ends, so concurrent
 * requests cannot all pass the limits before any of them is stored. Sends are also limited per
 * client address (smsSendAddress, the kit's abuse limits), so one client cannot text many phones.
 */
export async function sendCode(em: EntityManager, rawPhone: string, purpose: SmsPurpose, now = new Date(), clientIp: string | null = null): Promise<SendResult> {
  const phone = parseInput(phoneSchema, rawPhone, 'phone');
  await lockKey(em, `commerce:sms:${phone}`);
  const last = await em.findOne(SmsCodeEntity, { phone, purpose }, { orderBy: { createdAt: 'desc' } });
  if (last) {
    const wait = SMS_RULES.resendAfterSeconds - Math.floor((now.getTime() - last.createdAt.getTime()) / 1000);
    if (wait > 0) throw RateLimited(`인증번호는 ${wait}초 후에 다시 받을 수 있습니다.`, wait);
  }
  const sentLastHour = await em.count(SmsCodeEntity, { phone, createdAt: { $gt: new Date(now.getTime() - 3_600_000) } });
  if (sentLastHour >= SMS_RULES.maxSendsPerHour) throw RateLimited('인증번호 요청이 너무 많습니다. 1시간 후에 다시 시도해주세요.', 3600);
  // Counted only for a send the phone's own limits allow: a refused resend costs the address nothing.
  await consumeLimit(em, 'smsSendAddress', clientIp);

  const code = String(randomInt(10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, '0');
  const expiresAt = new Date(now.getTime() + SMS_RULES.ttlSeconds * 1000);
  em.create(SmsCodeEntity, { phone, purpose, codeHash: hashCode(code), expiresAt, createdAt: now });
  await em.flush();
  // Inside the transaction on purpose: if Solapi does not take the code, the member is told so
  // (SMS_SEND_FAILED / SMS_UNAVAILABLE) and the code is not stored.
  await messageSender().send({ phone, channel: 'sms', text: `[영양제 쇼핑몰] ${PURPOSE_TEXT[purpose]} 인증번호는 [${code}]입니다. 3분 안에 입력해주세요.` });
  return { expiresAt, retryAfterSeconds: SMS_RULES.resendAfterSeconds };
}

/**
 * Checks a code against the newest unexpired one for the phone and purpose. A wrong code counts
 * an attempt; after `maxAttempts` wrong ones every attempt is blocked until a new code is sent.
 */
export async function checkCode(em: EntityManager, rawPhone: string, purpose: SmsPurpose, rawCode: string, now = new Date()): Promise<SmsCode> {
  const phone = parseInput(phoneSchema, rawPhone, 'phone');
  const code = parseInput(codeSchema, rawCode, 'code');
  const row = await em.findOne(SmsCodeEntity, { phone, purpose, verifiedAt: null }, { orderBy: { createdAt: 'desc' } });
  if (!row || row.expiresAt <= now) throw new AppError('SMS_CODE_EXPIRED', '인증번호가 만료되었습니다. 인증번호를 다시 받아주세요.');
  if (row.attempts >= SMS_RULES.maxAttempts) {
    throw new AppError('SMS_ATTEMPTS_EXCEEDED', `인증번호를 ${SMS_RULES.maxAttempts}회 잘못 입력했습니다. 인증번호를 다시 받아주세요.`);
  }
  if (row.codeHash !== hashCode(code)) {
    // Atomic increment: concurrent guesses cannot exceed the limit.
    await em.execute(`update commerce.sms_codes set attempts = attempts + 1 where id = ?`, [row.id]);
    const left = SMS_RULES.maxAttempts - row.attempts - 1;
    // The attempt must count even though the answer is an error.
    throw keepWritesAndRefuse(
      new AppError('SMS_CODE_MISMATCH', `인증번호가 일치하지 않습니다. (남은 횟수 ${left}회)`, {
        fields: [{ field: 'code', message: '인증번호가 일치하지 않습니다.' }],
      }),
    );
  }
  row.verifiedAt = now;
  await em.flush();
  return row;
}

const encoder = new TextEncoder();
const tokenKey = () => encoder.encode(`${config().JWT_SECRET}:sms-verification`);

/**
 * Verifies a code and returns a short-lived token proving control of the phone for one purpose.
 * Every check is counted per client address (smsVerifyAddress), so one client cannot try codes
 * across many phones.
 */
export async function verifyCode(em: EntityManager, phone: string, purpose: SmsPurpose, code: string, now = new Date(), clientIp: string | null = null): Promise<string> {
  await consumeLimit(em, 'smsVerifyAddress', clientIp);
  const row = await checkCode(em, phone, purpose, code, now);
  return new SignJWT({ purpose, phone: row.phone })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(row.id)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + SMS_RULES.verificationTtlSeconds)
    .sign(tokenKey());
}

/** Uses a verification token once, for its purpose; returns the verified phone. */
export async function consumeVerification(em: EntityManager, token: string, purpose: SmsPurpose, now = new Date()): Promise<string> {
  const { phone, jti } = await readVerification(token, purpose, now);
  const claimed = await em.nativeUpdate(SmsCodeEntity, { id: jti, consumedAt: null, verifiedAt: { $ne: null } }, { consumedAt: now });
  if (claimed !== 1) throw invalidVerification();
  return phone;
}

/**
 * The phone of a verification that is still unused, without using it: for a step that may fail on
 * the user's typing after the phone was proven (a mistyped order number), so that the same code
 * can be tried again. The step then consumes it when it succeeds.
 */
export async function peekVerification(em: EntityManager, token: string, purpose: SmsPurpose, now = new Date()): Promise<string> {
  const { phone, jti } = await readVerification(token, purpose, now);
  const unused = await em.count(SmsCodeEntity, { id: jti, consumedAt: null, verifiedAt: { $ne: null } });
  if (unused !== 1) throw invalidVerification();
  return phone;
}

const invalidVerification = () => new AppError('SMS_VERIFICATION_INVALID', '휴대폰 인증이 만료되었거나 올바르지 않습니다. 다시 인증해주세요.');

async function readVerification(token: string, purpose: SmsPurpose, now: Date): Promise<{ phone: string; jti: string }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, tokenKey(), { algorithms: ['HS256'], currentDate: now }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw invalidVerification();
    throw error;
  }
  if (payload.purpose !== purpose || typeof payload.phone !== 'string' || typeof payload.jti !== 'string') throw invalidVerification();
  return { phone: payload.phone, jti: payload.jti };
}
