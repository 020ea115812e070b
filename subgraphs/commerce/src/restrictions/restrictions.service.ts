import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Conflict, NotFound, lockKey, parseInput, z, type Identity } from '@shop/kit';
import { revokeAllForUser } from '../auth/tokens.service.js';
import { UserEntity } from '../users/user.entity.js';
import { AccountRestrictionEntity, RESTRICTION_CAUSES, RESTRICTION_SCOPES, type AccountRestriction, type RestrictionScope } from './restriction.entity.js';
import { MAX_RESTRICTION_DAYS, escalatedDays, restrictionMessage } from './restrictions.rules.js';

const DAY_MS = 86_400_000;
const idText = (label: string) => z.string({ error: `${label}을 선택해주세요.` }).regex(/^\d{1,18}$/, `${label} 번호가 올바르지 않습니다.`);
const reasonSchema = (label: string) =>
  z
    .string({ error: `${label}를 입력해주세요.` })
    .trim()
    .min(2, `${label}를 2자 이상 입력해주세요.`)
    .max(500, `${label}는 500자 이하로 입력해주세요.`)
    .transform((s) => s.normalize('NFC'));

const restrictSchema = z.object({
  userId: idText('회원'),
  scope: z.enum(RESTRICTION_SCOPES, { error: '제한 범위는 ACCOUNT(계정) 또는 CONTENT(글쓰기)입니다.' }),
  cause: z.enum(RESTRICTION_CAUSES, { error: '제한 사유 구분은 VIOLATION(약관 위반) 또는 ILLEGAL(불법 행위)입니다.' }),
  reason: reasonSchema('제한 사유'),
  days: z
    .number()
    .int('제한 기간은 일 단위 정수입니다.')
    .min(1, '제한 기간은 1일 이상입니다.')
    .max(MAX_RESTRICTION_DAYS, `제한 기간은 ${MAX_RESTRICTION_DAYS}일 이하입니다. 그보다 길면 영구 제한을 선택해주세요.`)
    .nullish(),
  permanent: z.boolean().nullish(),
});

/** A restriction in force at `now` (not lifted, started, not ended). */
export const inForce = (r: AccountRestriction, now: Date): boolean => !r.liftedAt && r.startsAt <= now && (!r.endsAt || r.endsAt > now);

/**
 * An operator restricts an account (scope ACCOUNT) or only its writing (CONTENT) for `days` or for
 * good, with a reason. Without a period the escalation rule gives it (restrictions.rules.ts: 7 days,
 * 30 days, then permanent); a clearly illegal act is permanent at once and refuses a period. The
 * account's restrictions take turns on a lock of the account, so their numbers (`offence`, unique
 * per account) count every earlier one. A permanent account restriction ends every session at once.
 */
export async function restrictAccount(em: EntityManager, actor: Identity, raw: unknown, now = new Date()): Promise<AccountRestriction> {
  const input = parseInput(restrictSchema, raw);
  if (input.userId === actor.userId) throw BadInput([{ field: 'userId', message: '자기 자신의 계정은 제한할 수 없습니다.' }]);
  if (input.cause === 'ILLEGAL' && (input.days != null || input.permanent === false)) {
    throw BadInput([{ field: 'days', message: '명백한 불법 행위는 기간 없이 바로 영구 제한됩니다.' }]);
  }
  if (input.days != null && input.permanent) throw BadInput([{ field: 'days', message: '영구 제한에는 기간을 정하지 않습니다.' }]);
  await lockKey(em, `commerce:restrictions:${input.userId}`);
  const user = await em.findOne(UserEntity, { id: input.userId, leftAt: null });
  if (!user) throw NotFound('회원을 찾을 수 없습니다.');
  if (user.role === 'guest') throw BadInput([{ field: 'userId', message: '비회원(게스트) 계정은 제한할 수 없습니다.' }]);
  const prior = await em.count(AccountRestrictionEntity, { userId: input.userId });
  const days = input.permanent ? null : input.days != null ? input.days : escalatedDays(prior, input.cause);
  const row = em.create(AccountRestrictionEntity, {
    userId: input.userId,
    offence: prior + 1,
    scope: input.scope,
    cause: input.cause,
    reason: input.reason,
    startsAt: now,
    endsAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
    createdBy: actor.userId,
    createdAt: now,
  });
  await em.flush();
  if (row.scope === 'ACCOUNT' && row.endsAt === null) await revokeAllForUser(em, row.userId);
  return row;
}

const liftSchema = z.object({ id: idText('제한'), reason: reasonSchema('해제 사유') });

/** An operator lifts a restriction in force, with a reason; the row stays as history. */
export async function liftRestriction(em: EntityManager, actor: Identity, raw: unknown, now = new Date()): Promise<AccountRestriction> {
  const input = parseInput(liftSchema, raw);
  const row = await em.findOne(AccountRestrictionEntity, { id: input.id });
  if (!row) throw NotFound('이용 제한을 찾을 수 없습니다.');
  await lockKey(em, `commerce:restrictions:${row.userId}`);
  await em.refresh(row);
  if (!inForce(row, now)) throw Conflict('이미 끝났거나 해제된 이용 제한입니다.', { fields: [{ field: 'id', message: '이미 끝났거나 해제된 이용 제한입니다.' }] });
  row.liftedAt = now;
  row.liftedBy = actor.userId;
  row.liftReason = input.reason;
  await em.flush();
  return row;
}

/** What a restriction in force means to the member: its scope, end and the sentence they read. */
export interface RestrictionNotice {
  id: string;
  scope: RestrictionScope;
  endsAt: Date | null;
  reason: string;
  message: string;
}

const notice = (r: AccountRestriction): RestrictionNotice => ({
  id: r.id,
  scope: r.scope,
  endsAt: r.endsAt ?? null,
  reason: r.reason,
  message: restrictionMessage({ scope: r.scope, endsAt: r.endsAt ?? null, reason: r.reason }),
});

/** Restrictions in force at `now` for each account (batched: the gateway's account check asks for several). */
export async function restrictionsInForce(em: EntityManager, userIds: readonly string[], now = new Date()): Promise<Map<string, RestrictionNotice[]>> {
  const byUser = new Map<string, RestrictionNotice[]>();
  const ids = userIds.filter((id) => /^\d{1,18}$/.test(id));
  if (!ids.length) return byUser;
  const rows = await em.find(
    AccountRestrictionEntity,
    { userId: { $in: ids }, liftedAt: null, startsAt: { $lte: now }, $or: [{ endsAt: null }, { endsAt: { $gt: now } }] },
    { orderBy: { id: 'asc' } },
  );
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), notice(row)]);
  return byUser;
}

/**
 * Which restriction in force stops a write of `kind`: an ACCOUNT restriction stops orders and
 * writing, a CONTENT one only writing. The longest one answers (permanent first). The gateway
 * applies the same table (gateway/src/restrictions.ts) to the states commerce sends it.
 */
export function restrictionFor(notices: readonly { scope: RestrictionScope; endsAt: Date | string | null }[], kind: 'order' | 'content') {
  const covering = notices.filter((n) => n.scope === 'ACCOUNT' || kind === 'content');
  return covering.sort((a, b) => (a.endsAt === null ? -1 : b.endsAt === null ? 1 : new Date(b.endsAt).getTime() - new Date(a.endsAt).getTime()))[0] ?? null;
}

/**
 * Login is refused for an account under a permanent account restriction (spec: temporary ones log
 * in and read the notice). Called where tokens are issued (auth/tokens.service issueTokens), so
 * every way in (id, phone, social, refresh) answers alike.
 */
export async function assertMaySignIn(em: EntityManager, userId: string, now = new Date()): Promise<void> {
  const [permanent] = (await restrictionsInForce(em, [userId], now)).get(userId)?.filter((n) => n.scope === 'ACCOUNT' && n.endsAt === null) ?? [];
  if (permanent) throw new AppError('ACCOUNT_RESTRICTED', permanent.message, { restriction: { endsAt: null, reason: permanent.reason, scope: permanent.scope } });
}

/** An account's restriction history, newest first (the admin desk; the member reads their own in force). */
export function restrictionHistory(em: EntityManager, userId: string): Promise<AccountRestriction[]> {
  return em.find(AccountRestrictionEntity, { userId }, { orderBy: { id: 'desc' } });
}
