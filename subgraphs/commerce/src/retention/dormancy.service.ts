import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { AppError, dayjs, enqueue, koreanDate, publishLifecycleEvent } from '@shop/kit';
import { messageSender } from '../adapters/sms/index.js';
import { deliverNotifications } from '../notifications/notifications.service.js';
import { issueTokens } from '../auth/tokens.service.js';
import { consumeVerification } from '../sms/sms.service.js';
import { UserEntity, type User } from '../users/user.entity.js';
import { closeAccount } from '../users/account.service.js';
import { DormantAccountEntity } from './dormant-account.entity.js';
import { dormantNickname } from './dormancy.rules.js';
import { DORMANCY_NOTICE_DAYS, dormancyCutoff, dormancyNoticeCutoff, retentionCutoff, retentionPeriod } from './retention.rules.js';

/** Accounts handled per statement: the jobs loop in short transactions over a large table. */
const BATCH = 500;
export const DORMANCY_NOTICE = 'retention.dormancy-notice';

/** A member account that could go dormant: not a guest, not left, not already separated. */
const CANDIDATE = `u.left_at is null and u.dormant_at is null and u.provider <> 'guest'`;
const LAST_ACTIVE = `coalesce(u.last_login_at, u.created_at)`;

/** What the notice says: the date of separation and what is kept apart. */
function dormancyNoticeText(separatesOn: string): string {
  const [y, m, d] = separatesOn.split('-').map(Number);
  return `1년 동안 로그인하지 않으셔서 ${y}년 ${m}월 ${d}일에 휴면 계정으로 전환됩니다. 전환되면 닉네임, 휴대폰 번호, 이메일, 생년월일, 성별을 분리해 보관합니다. 그 전에 로그인하시면 계속 이용하실 수 있습니다.`;
}
const DORMANCY_NOTICE_TITLE = '휴면 계정 전환 안내';

/**
 * The notice 30 days ahead (retention.rules DORMANCY_NOTICE): accounts whose separation falls within
 * 30 days and that were not told in this period of inactivity are marked; in the same transaction
 * each gets the notice in its 알림 (with a push to its app devices, unless 공지 is turned off), and
 * an SMS goes through the outbox after the commit to those with a phone. Accounts without a phone
 * (social sign-ups) have the notification and the push only: the shop has no e-mail sender
 * (docs/decisions/retention.md). Returns how many were noticed.
 */
export async function noticeDormancy(em: EntityManager, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await em.transactional(async (tx) => {
      const marked = await tx.execute<{ id: string; last_active: Date }[]>(
        `update commerce.users set dormancy_noticed_at = ? where id in (
         select u.id from commerce.users u where ${CANDIDATE} and ${LAST_ACTIVE} <= ?
            and (u.dormancy_noticed_at is null or u.dormancy_noticed_at < ${LAST_ACTIVE})
          order by u.id limit ${BATCH} for update skip locked)
       returning id::text as id, coalesce(last_login_at, created_at) as last_active`,
        [now, dormancyNoticeCutoff(now)],
      );
      const notices = marked.map((row) => {
        const lastActive = new Date(row.last_active);
        const separatesOn = koreanDate(dayjs(lastActive).add(retentionPeriod('DORMANCY').months, 'month').toDate());
        return { userId: row.id, separatesOn, key: `dormancy:${row.id}:${lastActive.getTime()}` };
      });
      for (const { userId, separatesOn, key } of notices) {
        await enqueue(tx, DORMANCY_NOTICE, { userId, separatesOn }, { dedupeKey: `${DORMANCY_NOTICE}:${key}` });
      }
      await deliverNotifications(
        tx,
        notices.map(({ userId, separatesOn, key }) => ({ sourceKey: key, userId, category: 'notice', title: DORMANCY_NOTICE_TITLE, body: dormancyNoticeText(separatesOn) })),
        now,
      );
      return marked;
    });
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/** The outbox handler: the SMS itself, if the account still has a phone and is still not dormant. */
export async function sendDormancyNotice(em: EntityManager, { userId, separatesOn }: { userId: string; separatesOn: string }): Promise<void> {
  const user = await em.findOne(UserEntity, { id: userId, leftAt: null, dormantAt: null });
  if (!user?.phone) return;
  await messageSender().send({ phone: user.phone, channel: 'sms', text: `[영양제 쇼핑몰] ${dormancyNoticeText(separatesOn)}` });
}

/**
 * Separation (retention.rules DORMANCY): member accounts without a login for a year have their
 * personal data moved to dormant_accounts and blanked in users (the login id, provider and social
 * id stay: they find the account at login and keep it unique), and every session ends. Returns how
 * many accounts were separated.
 */
export async function separateDormant(em: EntityManager, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await em.transactional(async (tx) => {
      const rows = await tx.execute<{ user_id: string }[]>(
        `with picked as (
         select u.id from commerce.users u where ${CANDIDATE} and ${LAST_ACTIVE} <= ? order by u.id limit ${BATCH} for update skip locked
       ), kept as (
         insert into commerce.dormant_accounts (user_id, nickname, gender, phone, birthday, email, guardian_phone, last_login_at, separated_at)
         select u.id, u.nickname, u.gender, u.phone, u.birthday, u.email, u.guardian_phone, u.last_login_at, ? from commerce.users u join picked on picked.id = u.id
         returning user_id
       )
       update commerce.users u set nickname = '휴면회원' || u.id, gender = null, phone = null, birthday = null, email = null, guardian_phone = null,
              dormant_at = ?, token_version = u.token_version + 1
         from kept where kept.user_id = u.id
       returning u.id::text as user_id`,
        [dormancyCutoff(now), now, now],
      );
      if (rows.length) {
        await tx.execute(`update commerce.refresh_tokens set revoked_at = ? where revoked_at is null and user_id in (${rows.map(() => '?').join(', ')})`, [now, ...rows.map((r) => r.user_id)]);
      }
      return rows;
    });
    total += moved.length;
    if (moved.length < BATCH) return total;
  }
}

/**
 * Moves a dormant account's data back (login after an SMS check). A phone, e-mail or nickname that
 * another account took meanwhile is not restored (the member sets a new one); the account is active
 * again from `now`.
 */
export async function restoreDormant(em: EntityManager, user: User, now = new Date(), verifiedPhone: string | null = null): Promise<User> {
  const kept = await em.findOne(DormantAccountEntity, { userId: user.id });
  const taken = async (field: 'phone' | 'email' | 'nickname', value: string | null | undefined) => !value || (await em.count(UserEntity, { [field]: value, leftAt: null, id: { $ne: user.id } })) > 0;
  const phone = kept?.phone ?? verifiedPhone;
  em.assign(user, {
    nickname: kept && !(await taken('nickname', kept.nickname)) ? kept.nickname : dormantNickname(user.id).replace('휴면', ''),
    gender: kept?.gender ?? null,
    birthday: kept?.birthday ?? null,
    phone: (await taken('phone', phone)) ? null : phone,
    email: (await taken('email', kept?.email)) ? null : (kept?.email ?? null),
    guardianPhone: kept?.guardianPhone ?? null,
    dormantAt: null,
    dormancyNoticedAt: null,
    lastLoginAt: now,
  });
  if (kept) em.remove(kept);
  await em.flush();
  return user;
}

/**
 * Login to a dormant account (id and password already checked by the caller, or a phone login's
 * code): the SMS verification (purpose LOGIN) must be of the phone kept for the account; an account
 * that had no phone takes the verified one (when no other account uses it). Restores, then signs in.
 */
export async function restoreWithVerification(em: EntityManager, user: User, verificationToken: string, now = new Date()) {
  const phone = await consumeVerification(em, verificationToken, 'LOGIN', now);
  const kept = await em.findOne(DormantAccountEntity, { userId: user.id });
  if (kept?.phone && kept.phone !== phone) {
    throw new AppError('SMS_VERIFICATION_INVALID', '휴면 계정에 등록된 휴대폰 번호로 인증해주세요.', {
      fields: [{ field: 'verificationToken', message: '휴면 계정에 등록된 휴대폰 번호로 인증해주세요.' }],
    });
  }
  await restoreDormant(em, user, now, phone);
  return { tokenDto: await issueTokens(em, user), user };
}

/** The dormant account kept for a phone (a phone login to a separated account restores it). */
export async function dormantUserOfPhone(em: EntityManager, phone: string): Promise<User | null> {
  const kept = await em.findOne(DormantAccountEntity, { phone }, { orderBy: { separatedAt: 'desc' } });
  return kept ? em.findOne(UserEntity, { id: kept.userId, leftAt: null }) : null;
}

/**
 * After 5 years apart (retention.rules DORMANT_KEEP) the account is closed like a leave: the kept
 * data goes, the users row is anonymised and every subgraph removes what was the person's
 * (lifecycle userDeleted). Returns how many accounts were closed.
 */
export async function closeLongDormant(em: EntityManager, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await em.transactional(async (tx) => {
      const rows = await tx.find(
        DormantAccountEntity,
        { separatedAt: { $lte: retentionCutoff('DORMANT_KEEP', now) } },
        { limit: BATCH, orderBy: { userId: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const kept of rows) {
        const user = await tx.findOne(UserEntity, { id: kept.userId });
        tx.remove(kept);
        if (user && !user.leftAt) {
          await closeAccount(tx, user, now);
          await publishLifecycleEvent(tx, 'userDeleted', { userId: user.id });
        }
      }
      await tx.flush();
      return rows.length;
    });
    total += count;
    if (count < BATCH) return total;
  }
}

export { DORMANCY_NOTICE_DAYS };
