import { ageInYears, type Identity } from '@shop/kit';
import type { User as UserRow } from './user.entity.js';
import type { User } from './user.types.js';

/** Row -> GraphQL view. Contact details are shown only to the account itself and admins. */
export function toUserView(row: UserRow, viewer: Identity | null): User {
  const self = viewer?.userId === row.id || viewer?.role === 'admin';
  return {
    id: row.id,
    loginId: row.loginId ?? null,
    nickname: row.nickname,
    provider: row.provider,
    role: row.role,
    gender: row.gender ?? null,
    birthday: row.birthday ?? null,
    age: row.birthday ? ageInYears(row.birthday) : null,
    phone: self ? (row.phone ?? null) : null,
    email: self ? (row.email ?? null) : null,
    createdAt: row.createdAt,
  };
}
