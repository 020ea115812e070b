import { ageInYears, type Identity } from '@shop/kit';
import type { User as UserRow } from './user.entity.js';
import type { AuthPayload, User } from './user.types.js';
import type { AuthResult } from './users.service.js';

/**
 * Row -> GraphQL view. Account details (login id, birthday, gender, contacts) are shown only to
 * the account itself and admins; anyone else (a federation reference resolved for another
 * subgraph) sees the id, the nickname, the kind of account and its role.
 */
export function toUserView(row: UserRow, viewer: Identity | null): User {
  const self = viewer?.userId === row.id || viewer?.role === 'admin';
  return {
    id: row.id,
    loginId: self ? (row.loginId ?? null) : null,
    nickname: row.nickname,
    provider: row.provider,
    role: row.role,
    gender: self ? (row.gender ?? null) : null,
    birthday: self ? (row.birthday ?? null) : null,
    age: self && row.birthday ? ageInYears(row.birthday) : null,
    phone: self ? (row.phone ?? null) : null,
    email: self ? (row.email ?? null) : null,
    createdAt: row.createdAt,
  };
}

/** Sign-up/login result -> GraphQL payload; the new session's owner sees their own details. */
export function toAuthPayload(result: AuthResult): AuthPayload {
  return { tokenDto: result.tokenDto, user: toUserView(result.user, { userId: result.user.id, role: result.user.role as Identity['role'] }) };
}
