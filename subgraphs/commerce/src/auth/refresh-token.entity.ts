import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Refresh tokens are opaque random strings stored only as SHA-256 hashes. Each use rotates the
 * token; presenting a used token again revokes the whole family (a stolen copy is useless).
 */
export const RefreshTokenEntity = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    tokenHash: p.string().length(64).unique(),
    familyId: p.string().length(36).index(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type RefreshToken = InferEntity<typeof RefreshTokenEntity>;
