import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '@shop/kit';
import { testDatabaseUrl } from '@shop/kit/testing.js';
import { databaseOptions } from '../database.js';

/**
 * The constraints migration on a developer's old database: a database of its own is migrated up to
 * the migration before it, filled the way the check-then-insert code could leave it (racing
 * sign-ups, a re-searched term stored twice, list rows of a product that is gone), and then
 * migrated to the end. It must apply, keep the oldest owner of each identifier, and leave rows the
 * new constraints accept.
 */
const BEFORE = 'Migration20261123010000_kit';
const database = `shop_migtest_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
const serverUrl = () => {
  const url = new URL(testDatabaseUrl());
  url.pathname = '/postgres';
  return url.toString();
};
const databaseUrl = () => {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let orm: MikroORM;
beforeAll(async () => {
  await admin(`create database ${database} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
  orm = await MikroORM.init(ormOptions({ ...databaseOptions, url: databaseUrl(), poolMax: 2 }));
  await orm.em.getConnection().execute('create schema if not exists "commerce"');
  await orm.em.getConnection().execute('create extension if not exists pg_trgm');
  await orm.migrator.up({ to: BEFORE });
});
afterAll(async () => {
  await orm?.close(true);
  await admin(`drop database if exists ${database} with (force)`);
});

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(sql, params);

describe('Migration20261123021505_constraints on an old database', () => {
  it('applies over duplicates and orphans, keeping the oldest owner of each identifier', async () => {
    const user = (id: number, fields: Record<string, unknown>) => {
      const row = { id, nickname: `회원${id}`, provider: 'local', role: 'member', created_at: new Date(Date.UTC(2026, 0, id)), updated_at: new Date(), ...fields };
      const columns = Object.keys(row);
      return q(`insert into commerce.users (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`, Object.values(row));
    };
    // Two members who raced to one nickname, e-mail (in two spellings), phone and kakao id.
    await user(1, { login_id: 'first', nickname: '같은닉', email: 'same@example.com', phone: '01011112222', social_id: 'k1', provider: 'kakao' });
    await user(2, { login_id: 'second', nickname: '같은닉', email: 'Same@Example.com', phone: '01011112222', social_id: 'k1', provider: 'kakao' });
    // Guests share their placeholder nickname; left accounts keep theirs and block nothing.
    await user(3, { nickname: 'GUEST', provider: 'guest', role: 'guest' });
    await user(4, { nickname: 'GUEST', provider: 'guest', role: 'guest' });
    await user(5, { nickname: '탈퇴회원', left_at: new Date(), email: 'same@example.com' });
    await user(6, { nickname: '탈퇴회원', left_at: new Date() });
    await q(`select setval('commerce.users_id_seq', 100)`);
    // A re-searched term stored twice by racing adds; favorites, compare and views of a product that is gone.
    for (const id of [1, 2]) await q(`insert into commerce.search_history (id, user_id, query, created_at) values (?, 1, '홍삼', now())`, [id]);
    await q(`insert into commerce.favorites (user_id, product_id, created_at) values (1, 999999, now())`);
    await q(`insert into commerce.compare_items (user_id, product_id, created_at) values (1, 999999, now())`);
    await q(`insert into commerce.product_views (user_id, product_id, view_count, viewed_at) values (1, 999999, 1, now())`);

    await orm.migrator.up();
    // Every migration from the old state on applied, the constraints one among them.
    const applied = await q<{ name: string }>('select name from commerce.mikro_orm_migrations');
    expect(applied.map((m) => m.name)).toContain('Migration20261123021505_constraints');

    const users = await q<{ id: string; nickname: string; email: string | null; phone: string | null; social_id: string | null; login_id: string | null }>(
      'select id, nickname, email, phone, social_id, login_id from commerce.users order by id',
    );
    const byId = new Map(users.map((u) => [Number(u.id), u]));
    expect(byId.get(1)).toMatchObject({ nickname: '같은닉', email: 'same@example.com', phone: '01011112222', social_id: 'k1', login_id: 'first' });
    expect(byId.get(2)).toMatchObject({ nickname: '같은닉_2', email: null, phone: null, social_id: null, login_id: 'second' });
    expect([byId.get(3)!.nickname, byId.get(4)!.nickname]).toEqual(['GUEST', 'GUEST']);
    expect([byId.get(5)!.nickname, byId.get(6)!.nickname]).toEqual(['탈퇴회원', '탈퇴회원']);
    expect(byId.get(5)!.email).toBe('same@example.com');

    expect(await q('select id from commerce.search_history')).toEqual([{ id: '2' }]);
    for (const table of ['favorites', 'compare_items', 'product_views']) expect(await q(`select 1 from commerce.${table}`)).toEqual([]);
  });

  it('leaves constraints that hold: the loser of a race is refused by the database', async () => {
    const insert = (nickname: string, email: string) =>
      q(`insert into commerce.users (nickname, email, provider, role, created_at, updated_at) values (?, ?, 'local', 'member', now(), now())`, [nickname, email]).then(
        () => null,
        (error: { constraint?: string }) => error.constraint,
      );
    expect(await insert('같은닉', 'other@example.com')).toBe('users_nickname_unique');
    expect(await insert('새닉', 'SAME@example.com')).toBe('users_email_unique');
    expect(await insert('새닉', 'new@example.com')).toBeNull();
  });
});
