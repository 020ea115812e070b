/** Test factory for restrictions and retention: a member row with a password, made directly. */
import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unique } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { UserEntity, type User } from '../users/user.entity.js';
import { randomPhone } from '../sms/sms.testing.js';

export const TEST_PASSWORD = 'secret123';
let hash: Promise<string> | undefined;

/** A member account (login id, password `TEST_PASSWORD`, a phone, an e-mail), as sign-up leaves it. */
export async function makeMember(em: EntityManager, fields: Partial<User> = {}): Promise<{ user: User; identity: Identity }> {
  const loginId = unique('rs').toLowerCase().slice(0, 20);
  const user = em.create(UserEntity, {
    loginId,
    nickname: unique('제한').slice(0, 20),
    passwordHash: await (hash ??= argon2.hash(TEST_PASSWORD)),
    provider: 'local',
    role: 'member',
    gender: 2,
    birthday: '1990-01-01',
    phone: randomPhone(),
    email: `${loginId}@example.com`,
    ...fields,
  });
  await em.flush();
  return { user, identity: { userId: user.id, role: 'member' } };
}
