import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, parseInput, z, type Page } from '@shop/kit';
import { UserEntity, type User } from '../users/user.entity.js';

const searchSchema = z
  .string()
  .trim()
  .max(60, '검색어(query)는 60자 이하로 입력해주세요.')
  .transform((s) => s.normalize('NFC'))
  .nullish();

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The members desk's search (admin): by login id, nickname, e-mail, phone, or the name a member
 * gave on an order (users keep no real name; orders do). What the query looks like decides where
 * it looks, so each form uses an index-friendly condition: digits (4 or more) match the end of a
 * phone number, a text with "@" an e-mail, anything else the login id or nickname from its start,
 * or an orderer's name exactly. Dormant accounts are found by login id only: their personal data
 * is kept apart (retention/dormancy.service.ts). Newest accounts first; guests are left out.
 */
export async function searchMembers(em: EntityManager, rawQuery: string | null | undefined, page: { offset: number; limit: number }): Promise<Page<User>> {
  const query = parseInput(searchSchema, rawQuery, 'query') ?? '';
  const where: string[] = [`u.provider <> 'guest'`];
  const params: unknown[] = [];
  const digits = query.replace(/[^0-9]/g, '');
  if (query && /^[0-9\s-]+$/.test(query) && digits.length >= 4) {
    where.push(`u.phone like ? escape '\\'`);
    params.push(`%${escapeLike(digits)}`);
  } else if (query.includes('@')) {
    where.push(`lower(u.email) like ? escape '\\'`);
    params.push(`${escapeLike(query.toLowerCase())}%`);
  } else if (query) {
    where.push(`(u.login_id like ? escape '\\' or u.nickname like ? escape '\\' or exists (select 1 from commerce.orders o where o.user_id = u.id and o.orderer_name = ?))`);
    params.push(`${escapeLike(query.toLowerCase())}%`, `${escapeLike(query)}%`, query);
  }
  const condition = where.join(' and ');
  const [{ total }] = await em.execute<{ total: string }[]>(`select count(*)::text as total from commerce.users u where ${condition}`, params);
  const ids = await em.execute<{ id: string }[]>(`select u.id::text as id from commerce.users u where ${condition} order by u.id desc limit ? offset ?`, [...params, page.limit, page.offset]);
  const rows = ids.length ? await em.find(UserEntity, { id: { $in: ids.map((r) => r.id) } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: ids.map((r) => byId.get(r.id)!).filter(Boolean), total: Number(total) };
}

export async function findMember(em: EntityManager, rawId: string): Promise<User> {
  const id = parseInput(z.string().regex(/^\d{1,18}$/, '회원 번호가 올바르지 않습니다.'), rawId, 'id');
  const user = await em.findOne(UserEntity, { id });
  if (!user || user.provider === 'guest') throw NotFound('회원을 찾을 수 없습니다.');
  return user;
}

export interface MemberOrderRow {
  id: string;
  user_id: string;
  order_number: string;
  status: string;
  total: number;
  created_at: Date;
  count: string;
}

/** One page of orders for each of several members in one statement (a DataLoader batch). */
export async function ordersOfMembers(em: EntityManager, userIds: readonly string[], page: { offset: number; limit: number }): Promise<MemberOrderRow[]> {
  if (!userIds.length) return [];
  return em.execute<MemberOrderRow[]>(
    `select * from (
       select o.id::text as id, o.user_id::text as user_id, o.order_number, o.status, o.total, o.created_at,
              row_number() over (partition by o.user_id order by o.id desc) as rn, count(*) over (partition by o.user_id)::text as count
         from commerce.orders o where o.user_id in (${userIds.map(() => '?').join(', ')})
     ) t where t.rn > ? and t.rn <= ? order by t.user_id, t.rn`,
    [...userIds, page.offset, page.offset + page.limit],
  );
}
