import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '@shop/kit';
import { UserEntity } from './user.entity.js';

/**
 * Demo accounts for the embedded default (idempotent: re-running changes nothing).
 * They are documented in the README so a visitor can sign in at once. Their ids are fixed so
 * that other subgraphs' demo data can reference them by key (partners' demo channel belongs to
 * account 3) without reading commerce's tables.
 */
export const DEMO_ACCOUNTS = [
  { id: '1', loginId: 'demo', password: 'demo1234', nickname: '데모회원', role: 'member', gender: 2, birthday: '1990-05-17', phone: '01012345678' },
  { id: '2', loginId: 'admin', password: 'admin1234', nickname: '관리자', role: 'admin', gender: 1, birthday: '1985-01-01', phone: '01000000000' },
  { id: '3', loginId: 'influencer', password: 'influencer1234', nickname: '영양코치', role: 'influencer', gender: 2, birthday: '1992-03-03', phone: '01011112222' },
] as const;

/**
 * Demo accounts go only into a database without real accounts: on a database that already has
 * users, fixed ids 1-3 could belong to real people, and other subgraphs' demo rows would then
 * point at them.
 */
export async function seedDemoAccounts(em: EntityManager): Promise<void> {
  const present = await em.count(UserEntity, { loginId: { $in: DEMO_ACCOUNTS.map((a) => a.loginId) } });
  if (present === 0 && (await em.count(UserEntity, {})) > 0) {
    logger.warn('demo accounts skipped: this database already has accounts');
    return;
  }
  for (const account of DEMO_ACCOUNTS) {
    if (await em.count(UserEntity, { $or: [{ loginId: account.loginId }, { id: account.id }] })) continue;
    const { password, ...fields } = account;
    em.create(UserEntity, { ...fields, provider: 'local', passwordHash: await argon2.hash(password) });
  }
  await em.flush();
  // Explicit ids do not advance the identity sequence; move it past them.
  await em.execute(`select setval(pg_get_serial_sequence('commerce.users', 'id'), greatest((select max(id) from commerce.users), 1))`);
}
