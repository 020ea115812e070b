import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from './users/user.entity.js';

/**
 * Demo accounts for the embedded default (idempotent: re-running changes nothing).
 * They are documented in the README so a visitor can sign in at once.
 */
export const DEMO_ACCOUNTS = [
  { loginId: 'demo', password: 'demo1234', nickname: '데모회원', role: 'member', gender: 2, birthday: '1990-05-17', phone: '01012345678' },
  { loginId: 'admin', password: 'admin1234', nickname: '관리자', role: 'admin', gender: 1, birthday: '1985-01-01', phone: '01000000000' },
  { loginId: 'influencer', password: 'influencer1234', nickname: '영양코치', role: 'influencer', gender: 2, birthday: '1992-03-03', phone: '01011112222' },
] as const;

export async function seed(em: EntityManager): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await em.count(UserEntity, { loginId: account.loginId })) continue;
    const { password, ...fields } = account;
    em.create(UserEntity, { ...fields, provider: 'local', passwordHash: await argon2.hash(password) });
  }
  await em.flush();
}
