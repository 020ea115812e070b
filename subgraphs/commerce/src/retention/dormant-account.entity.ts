import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The personal data of a dormant account, kept apart from `users` (spec section 9: accounts unused
 * for a year are separated, then kept 5 years). Login after an SMS check moves it back
 * (retention/dormancy.service.ts); after 5 years the account is closed like a leave and this row goes.
 */
export const DormantAccountEntity = defineEntity({
  name: 'DormantAccount',
  tableName: 'dormant_accounts',
  properties: {
    userId: p.bigint('string').primary(),
    nickname: p.string().length(40),
    gender: p.integer().nullable(),
    phone: p.string().length(20).nullable(),
    birthday: p.date().nullable(),
    email: p.string().length(254).nullable(),
    guardianPhone: p.string().length(20).nullable(),
    lastLoginAt: p.datetime().nullable(),
    separatedAt: p.datetime(),
  },
});
export type DormantAccount = InferEntity<typeof DormantAccountEntity>;
