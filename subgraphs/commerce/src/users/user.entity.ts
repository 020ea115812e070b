import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Role } from '@shop/kit';

/** How an account signs in. `guest` rows are created automatically (spec section 3). */
export const PROVIDERS = ['guest', 'local', 'phone', 'kakao', 'naver'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** Login id chosen at sign-up (null for guests and social/phone-only accounts). */
    loginId: p.string().length(40).nullable(),
    nickname: p.string().length(40),
    passwordHash: p.string().nullable().hidden(),
    provider: p.string().length(16),
    role: p.string().length(16).$type<Role>().default('member'),
    /** 1 = male, 2 = female (spec: anything other than 1 is treated as female). */
    gender: p.integer().nullable(),
    phone: p.string().length(20).nullable(),
    birthday: p.date().nullable(),
    email: p.string().length(254).nullable(),
    socialId: p.string().length(128).nullable(),
    /** Legal guardian's consent for under-14 members: true agreed, false refused, null not asked. */
    guardianConsent: p.boolean().nullable(),
    guardianPhone: p.string().length(20).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
    /** Set when the member leaves; the row stays for the spec's retention periods. */
    leftAt: p.datetime().nullable(),
    /**
     * Raised when the account leaves or its password changes; access tokens carry the version they
     * were issued under and the gateway refuses older ones (docs/decisions/authorization.md).
     */
    tokenVersion: p.integer().default(0),
    /**
     * Set when the account was separated as dormant (a year without login, spec section 9): its
     * personal data then lives in `dormant_accounts` (retention/dormancy.service.ts) and is blank here.
     */
    dormantAt: p.datetime().nullable(),
    /** When the 30-days-ahead dormancy notice was sent for the current period of inactivity. */
    dormancyNoticedAt: p.datetime().nullable(),
  },
  // Identifiers are unique among accounts that have not left (leaving clears them anyway, but a
  // left row must never block a new member); guests share the placeholder nickname. The partial
  // unique indexes double as the lookup indexes (every lookup filters `left_at is null`).
  // Their meaning for clients: users.constraints.ts.
  uniques: [
    { name: 'users_login_id_unique', properties: ['loginId'], where: '"left_at" is null' },
    { name: 'users_nickname_unique', properties: ['nickname'], where: `"left_at" is null and "provider" <> 'guest'` },
    // E-mails are compared case-insensitively (the service stores them lower-cased).
    { name: 'users_email_unique', expression: 'create unique index "users_email_unique" on "commerce"."users" (lower("email")) where "left_at" is null' },
    { name: 'users_phone_unique', properties: ['phone'], where: '"left_at" is null' },
    { name: 'users_social_unique', properties: ['provider', 'socialId'], where: '"left_at" is null' },
  ],
  checks: [
    { name: 'users_provider_check', expression: `"provider" in ('guest', 'local', 'phone', 'kakao', 'naver')` },
    { name: 'users_role_check', expression: `"role" in ('guest', 'member', 'influencer', 'admin')` },
    { name: 'users_gender_check', expression: '"gender" in (1, 2)' },
  ],
});

export type User = InferEntity<typeof UserEntity>;
