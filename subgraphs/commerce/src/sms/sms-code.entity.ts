import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One SMS certification code. Only its hash is stored; attempts count wrong entries; a verified
 * code yields a verification token that can be consumed once (`consumedAt`).
 */
export const SmsCodeEntity = defineEntity({
  name: 'SmsCode',
  tableName: 'sms_codes',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    phone: p.string().length(20),
    purpose: p.string().length(20),
    codeHash: p.string().length(64),
    attempts: p.integer().default(0),
    expiresAt: p.datetime(),
    verifiedAt: p.datetime().nullable(),
    consumedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ properties: ['phone', 'purpose', 'createdAt'] }],
  checks: [
    { name: 'sms_codes_attempts_check', expression: '"attempts" >= 0' },
    { name: 'sms_codes_purpose_check', expression: `"purpose" in ('SIGN_UP', 'LOGIN', 'FIND_PASSWORD', 'FIND_LOGIN_ID', 'CHANGE_PHONE', 'GUEST_ORDER', 'BILLING')` },
  ],
});
export type SmsCode = InferEntity<typeof SmsCodeEntity>;
