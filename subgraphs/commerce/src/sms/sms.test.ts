import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { SMS_RULES, checkCode, consumeVerification, sendCode, verifyCode } from './sms.service.js';
import { lastCode, randomPhone } from './sms.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS certification codes', () => {
  it('sends a 6-digit code through the sandbox, never storing the code itself', async () => {
    const phone = randomPhone();
    const result = await api.ok<{ sendSmsCode: { expiresAt: string; retryAfterSeconds: number } }>(
      'mutation ($p: String!) { sendSmsCode(phone: $p, purpose: SIGN_UP) { expiresAt retryAfterSeconds } }',
      { p: phone },
    );
    expect(result.sendSmsCode.retryAfterSeconds).toBe(60);
    const code = await lastCode(api, phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await api.em().getConnection().execute('select code_hash from commerce.sms_codes where phone = ?', [phone]);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it('refuses a wrong code, allows 5 wrong attempts, and blocks the 6th even with the right code', async () => {
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'LOGIN');
    const code = await lastCode(api, phone);
    for (let attempt = 1; attempt <= SMS_RULES.maxAttempts; attempt++) {
      await expect(checkCode(api.em(), phone, 'LOGIN', wrong(code))).rejects.toMatchObject({ extensions: { code: 'SMS_CODE_MISMATCH' } });
    }
    await expect(checkCode(api.em(), phone, 'LOGIN', code)).rejects.toMatchObject({ extensions: { code: 'SMS_ATTEMPTS_EXCEEDED' } });
  });

  it('accepts the right code after fewer than 5 wrong ones', async () => {
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'LOGIN');
    const code = await lastCode(api, phone);
    for (let attempt = 1; attempt < SMS_RULES.maxAttempts; attempt++) {
      await expect(checkCode(api.em(), phone, 'LOGIN', wrong(code))).rejects.toMatchObject({ extensions: { code: 'SMS_CODE_MISMATCH' } });
    }
    await expect(checkCode(api.em(), phone, 'LOGIN', code)).resolves.toMatchObject({ phone });
  });

  it('expires a code after 3 minutes (boundary: valid 1 s before, refused at expiry)', async () => {
    const sentAt = new Date('2026-11-22T10:00:00Z');
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'FIND_PASSWORD', sentAt);
    const code = await lastCode(api, phone);
    const expiry = new Date(sentAt.getTime() + SMS_RULES.ttlSeconds * 1000);
    await expect(checkCode(api.em(), phone, 'FIND_PASSWORD', code, expiry)).rejects.toMatchObject({ extensions: { code: 'SMS_CODE_EXPIRED' } });
    await expect(checkCode(api.em(), phone, 'FIND_PASSWORD', code, new Date(expiry.getTime() - 1000))).resolves.toMatchObject({ phone });
  });

  it('limits sends: one per minute per purpose, five per hour per phone', async () => {
    const phone = randomPhone();
    const t0 = new Date('2026-11-22T10:00:00Z');
    await sendCode(api.em(), phone, 'SIGN_UP', t0);
    await expect(sendCode(api.em(), phone, 'SIGN_UP', new Date(t0.getTime() + 59_000))).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 },
    });
    for (let i = 1; i <= 4; i++) await sendCode(api.em(), phone, 'SIGN_UP', new Date(t0.getTime() + i * 61_000));
    await expect(sendCode(api.em(), phone, 'SIGN_UP', new Date(t0.getTime() + 5 * 61_000))).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    // An hour after the first send, one more is allowed.
    await expect(sendCode(api.em(), phone, 'SIGN_UP', new Date(t0.getTime() + 3_600_000 + 1000))).resolves.toBeDefined();
  });

  it('refuses malformed phones and codes with field names', async () => {
    const bad = await api.exec('mutation { sendSmsCode(phone: "12345", purpose: LOGIN) { expiresAt } }');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await expect(checkCode(api.em(), randomPhone(), 'LOGIN', '12ab')).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('issues a verification token that works once and only for its purpose', async () => {
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'CHANGE_PHONE');
    const token = await verifyCode(api.em(), phone, 'CHANGE_PHONE', await lastCode(api, phone));
    await expect(consumeVerification(api.em(), token, 'SIGN_UP')).rejects.toMatchObject({ extensions: { code: 'SMS_VERIFICATION_INVALID' } });
    await expect(consumeVerification(api.em(), token, 'CHANGE_PHONE')).resolves.toBe(phone);
    await expect(consumeVerification(api.em(), token, 'CHANGE_PHONE')).rejects.toMatchObject({ extensions: { code: 'SMS_VERIFICATION_INVALID' } });
    await expect(consumeVerification(api.em(), `${token}x`, 'CHANGE_PHONE')).rejects.toMatchObject({ extensions: { code: 'SMS_VERIFICATION_INVALID' } });
  });
});
