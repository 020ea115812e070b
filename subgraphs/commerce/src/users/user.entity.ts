import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** How an account signs in. `guest` rows are created automatically (spec section 3). */
export const PROVIDERS = ['guest', 'local', 'phone', 'kakao', 'naver'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** Login id chosen at sign-up (null for guests and social/phone-only accounts). */
    loginId: p.string().length(40).nullable().unique(),
    nickname: p.string().length(40),
    passwordHash: p.string().nullable().hidden(),
    provider: p.string().length(16),
    role: p.string().length(16).default('member'),
    /** 1 = male, 2 = female (spec: anything other than 1 is treated as female). */
    gender: p.integer().nullable(),
    phone: p.string().length(20).nullable().index(),
    birthday: p.string().columnType('date').nullable(),
    email: p.string().length(254).nullable(),
    socialId: p.string().length(128).nullable(),
    /** Legal guardian's consent for under-14 members: true agreed, false refused, null not asked. */
    guardianConsent: p.boolean().nullable(),
    guardianPhone: p.string().length(20).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
    /** Set when the member leaves; the row stays for the spec's retention periods. */
    leftAt: p.datetime().nullable(),
  },
  indexes: [
    { properties: ["provider", "socialId"] },
  ],
});

export type User = InferEntity<typeof UserEntity>;
