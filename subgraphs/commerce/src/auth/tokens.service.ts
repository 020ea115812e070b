import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config, keepWritesAndRefuse, signAccessToken, Unauthenticated, type Role } from '@shop/kit';
import { RefreshTokenEntity } from './refresh-token.entity.js';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues an access token and a new refresh-token family for a user. */
export async function issueTokens(em: EntityManager, user: { id: string; role: string }, familyId: string = randomUUID()): Promise<Tokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  em.create(RefreshTokenEntity, {
    userId: user.id,
    tokenHash: hash(refreshToken),
    familyId,
    expiresAt: new Date(Date.now() + config().REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  await em.flush();
  const accessToken = await signAccessToken({ userId: user.id, role: user.role as Role });
  return { accessToken, refreshToken };
}

/**
 * Exchanges a refresh token for a new pair (auto-login). A token works once: presenting a used
 * or revoked token revokes its whole family, so a stolen copy ends every session it spawned.
 * Returns the user id the token belonged to.
 */
export async function rotateRefreshToken(em: EntityManager, refreshToken: string): Promise<{ userId: string; familyId: string }> {
  const row = await em.findOne(RefreshTokenEntity, { tokenHash: hash(refreshToken) });
  if (!row) throw Unauthenticated('로그인 정보가 만료되었습니다. 다시 로그인해주세요.');
  const now = new Date();
  if (row.usedAt || row.revokedAt) {
    await em.nativeUpdate(RefreshTokenEntity, { familyId: row.familyId, revokedAt: null }, { revokedAt: now });
    // The revocation must stand although the answer is an error.
    throw keepWritesAndRefuse(Unauthenticated('이미 사용된 로그인 정보입니다. 다시 로그인해주세요.'));
  }
  if (row.expiresAt <= now) throw Unauthenticated('로그인 정보가 만료되었습니다. 다시 로그인해주세요.');
  // Conditional update: two concurrent refreshes with one token cannot both succeed.
  const claimed = await em.nativeUpdate(RefreshTokenEntity, { id: row.id, usedAt: null, revokedAt: null }, { usedAt: now });
  if (claimed !== 1) throw Unauthenticated('이미 사용된 로그인 정보입니다. 다시 로그인해주세요.');
  return { userId: row.userId, familyId: row.familyId };
}

/** Logout: revokes the token's family. Unknown tokens are ignored (logout is idempotent). */
export async function revokeRefreshToken(em: EntityManager, refreshToken: string): Promise<void> {
  const row = await em.findOne(RefreshTokenEntity, { tokenHash: hash(refreshToken) });
  if (!row) return;
  await em.nativeUpdate(RefreshTokenEntity, { familyId: row.familyId, revokedAt: null }, { revokedAt: new Date() });
}

/** Leaving or changing the password ends every session of the user. */
export async function revokeAllForUser(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(RefreshTokenEntity, { userId, revokedAt: null }, { revokedAt: new Date() });
}
