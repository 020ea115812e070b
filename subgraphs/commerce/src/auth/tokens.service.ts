import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config, keepWritesAndRefuse, signAccessToken, Unauthenticated, type Role } from '@shop/kit';
import { RefreshTokenEntity } from './refresh-token.entity.js';
import { assertMaySignIn, restrictionsInForce, type RestrictionNotice } from '../restrictions/restrictions.service.js';
import { dormantRefusal } from '../retention/dormancy.rules.js';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues an access token and a new refresh-token family for a user. */
export async function issueTokens(em: EntityManager, user: { id: string; role: string; dormantAt?: Date | null }, familyId: string = randomUUID()): Promise<Tokens> {
  // Every way in (id, phone, social, refresh) passes here: a dormant account is restored first
  // (retention/dormancy.service.ts), and a permanent account restriction refuses the login.
  if (user.dormantAt) throw dormantRefusal();
  await assertMaySignIn(em, user.id);
  const refreshToken = randomBytes(32).toString('base64url');
  em.create(RefreshTokenEntity, {
    userId: user.id,
    tokenHash: hash(refreshToken),
    familyId,
    expiresAt: new Date(Date.now() + config().REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  await em.flush();
  // Read from the row, not the entity: revokeAllForUser raises it with a native update.
  const [row] = await em.execute<{ token_version: number }[]>('select "token_version" from "commerce"."users" where "id" = ?', [user.id]);
  const accessToken = await signAccessToken({ userId: user.id, role: user.role as Role }, undefined, row?.token_version ?? 0);
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

/**
 * Who holds a refresh token, without using it: the user id of a live token (not used, revoked or
 * expired), else null. Proves a session to another operation (a guest's cart moving to the member
 * who logged in on the same device); that operation revokes it with revokeRefreshToken.
 */
export async function refreshTokenHolder(em: EntityManager, refreshToken: string): Promise<string | null> {
  const row = await em.findOne(RefreshTokenEntity, { tokenHash: hash(refreshToken), usedAt: null, revokedAt: null, expiresAt: { $gt: new Date() } });
  return row?.userId ?? null;
}

/** Logout: revokes the token's family. Unknown tokens are ignored (logout is idempotent). */
export async function revokeRefreshToken(em: EntityManager, refreshToken: string): Promise<void> {
  const row = await em.findOne(RefreshTokenEntity, { tokenHash: hash(refreshToken) });
  if (!row) return;
  await em.nativeUpdate(RefreshTokenEntity, { familyId: row.familyId, revokedAt: null }, { revokedAt: new Date() });
}

/**
 * Leaving or changing the password ends every session of the user: refresh tokens are revoked and
 * the account's token version is raised, so access tokens already issued stop working at the
 * gateway at once (not when they expire).
 */
export async function revokeAllForUser(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(RefreshTokenEntity, { userId, revokedAt: null }, { revokedAt: new Date() });
  await em.execute('update "commerce"."users" set "token_version" = "token_version" + 1 where "id" = ?', [userId]);
}

export interface AccountTokenState {
  userId: string;
  tokenVersion: number;
  /** False for an account that left (or does not exist): none of its tokens work. */
  active: boolean;
  /** Restrictions in force now: the gateway refuses the writes they cover (gateway/src/restrictions.ts). */
  restrictions: RestrictionNotice[];
}

/** What the gateway checks an access token against (asked by the gateway as the system identity). */
export async function accountTokenStates(em: EntityManager, userIds: string[], now = new Date()): Promise<AccountTokenState[]> {
  const ids = userIds.filter((id) => /^\d{1,18}$/.test(id));
  // One statement for the usual case (the gateway asks before every write): whether a restriction
  // is in force comes with the row, and only a restricted account's notices are read.
  const rows = ids.length
    ? await em.execute<{ id: string; token_version: number; left_at: Date | null; restricted: boolean }[]>(
        `select u."id"::text as "id", u."token_version", u."left_at",
                exists (select 1 from "commerce"."account_restrictions" r
                         where r."user_id" = u."id" and r."lifted_at" is null and r."starts_at" <= ? and (r."ends_at" is null or r."ends_at" > ?)) as "restricted"
           from "commerce"."users" u where u."id" in (${ids.map(() => '?').join(', ')})`,
        [now, now, ...ids],
      )
    : [];
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const restrictedIds = rows.filter((r) => r.restricted).map((r) => String(r.id));
  const restricted = restrictedIds.length ? await restrictionsInForce(em, restrictedIds, now) : new Map<string, RestrictionNotice[]>();
  return userIds.map((userId) => {
    const row = byId.get(userId);
    return { userId, tokenVersion: row?.token_version ?? 0, active: !!row && row.left_at === null, restrictions: restricted.get(userId) ?? [] };
  });
}
