import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { UsageLogEntity } from './usage-log.entity.js';
import { AGREED } from '../terms/terms.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const RECORD = 'mutation ($i: UsageLogInput!) { recordUsage(input: $i) }';
const admin: Identity = { userId: '2', role: 'admin' };
/** A product id unique to the test, so rows of other tests sharing the database never match. */
const marker = () => unique('p');
const rowsOf = (em: EntityManager, actionId: string) => em.find(UsageLogEntity, { actionId }, { orderBy: { id: 'asc' } });
const fieldsOf = (errors: { extensions?: Record<string, any> }[] | undefined) => (errors?.[0]?.extensions?.fields ?? []).map((f: { field: string }) => f.field);

describe('recordUsage', () => {
  it('records anonymous visitors without an account and signed-in callers with their own', async () => {
    const id = marker();
    await api.ok(RECORD, { i: { action: 'product', actionType: 'view', actionId: id, href: `/products/${id}?tab=review`, referral: '/' } });
    const me = testIdentity('guest');
    await api.ok(RECORD, { i: { action: 'product', actionType: 'view', actionId: id, href: `/products/${id}` } }, me);
    const rows = await rowsOf(api.em(), id);
    expect(rows.map((r) => [r.createdBy, r.href, r.referral])).toEqual([
      [null, `/products/${id}?tab=review`, '/'],
      [me.userId, `/products/${id}`, null],
    ]);
    // The account is never an argument.
    expect((await api.exec('mutation { recordUsage(input: { action: "home", actionType: "view", href: "/", createdBy: "1" }) }')).errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('keeps a search term normalised and an outside referral as its origin and path only', async () => {
    const id = marker();
    await api.ok(RECORD, {
      i: {
        action: 'search',
        actionType: 'search',
        actionId: id,
        query: '  비타민   D ',
        href: '/search?query=%EB%B9%84%ED%83%80%EB%AF%BC',
        referral: 'https://www.google.com/search?q=me@example.com#x',
      },
    });
    const [row] = await rowsOf(api.em(), id);
    expect(row).toMatchObject({ query: '비타민 d', referral: 'https://www.google.com/search' });
  });

  it.each([
    [{ action: 'admin', actionType: 'view', href: '/' }, 'action'],
    [{ action: 'home', actionType: 'purchase', href: '/' }, 'actionType'],
    [{ action: 'home', actionType: 'view', href: 'https://evil.example/' }, 'href'],
    [{ action: 'home', actionType: 'view', href: '//evil.example/' }, 'href'],
    [{ action: 'home', actionType: 'view', href: '/\\evil.example/' }, 'href'],
    [{ action: 'home', actionType: 'view', href: `/${'a'.repeat(500)}` }, 'href'],
    [{ action: 'home', actionType: 'view', href: '/', referral: 'javascript:alert(1)' }, 'referral'],
    [{ action: 'home', actionType: 'view', href: '/', actionId: '<script>' }, 'actionId'],
    [{ action: 'search', actionType: 'search', href: '/search' }, 'query'],
    [{ action: 'search', actionType: 'search', href: '/search', query: '가'.repeat(101) }, 'query'],
  ])('refuses %j naming the field %s', async (input, field) => {
    const { errors } = await api.exec(RECORD, { i: input });
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(errors)).toEqual([field]);
    expect(errors?.[0].extensions?.fields[0].message).toMatch(/[가-힣]/);
  });

  it('records once per idempotency key, for anonymous callers too', async () => {
    const id = marker();
    const key = unique('usage-key');
    for (const identity of [null, null]) await api.ok(RECORD, { i: { action: 'product', actionType: 'view', actionId: id, href: `/products/${id}` } }, identity, { idempotencyKey: key });
    expect(await rowsOf(api.em(), id)).toHaveLength(1);
  });

  it("keeps a leaving member's entries without the account", async () => {
    const id = marker();
    const joined = await api.ok<{ signUp: { user: { id: string } } }>('mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }', {
      i: { loginId: unique('use').slice(0, 16), password: 'secret123', nickname: unique('기록'), birthday: '1990-01-01', agreements: AGREED },
    });
    const me: Identity = { userId: joined.signUp.user.id, role: 'member' };
    await api.ok(RECORD, { i: { action: 'mypage', actionType: 'view', actionId: id, href: '/mypage' } }, me);
    expect((await rowsOf(api.em(), id)).map((r) => r.createdBy)).toEqual([me.userId]);
    await api.ok('mutation { leave(password: "secret123") }', {}, me);
    expect((await rowsOf(api.em(), id)).map((r) => [r.createdBy, r.href])).toEqual([[null, '/mypage']]);
  });
});

describe('usageSummary', () => {
  const SUMMARY = 'query ($f: LocalDate!, $t: LocalDate!) { usageSummary(from: $f, to: $t) { action actionType count } }';

  it('counts by action and type over Korean days, both ends included, for admins only', async () => {
    // A day of its own in the past (other test files share the database, and write "now").
    const day = new Date(Date.UTC(2001 + Math.floor(Math.random() * 18), Math.floor(Math.random() * 12), 10));
    const date = day.toISOString().slice(0, 10);
    const em = api.em();
    await em.execute(`delete from commerce.usage_logs where created_at >= ?::timestamptz - interval '1 day' and created_at < ?::timestamptz + interval '2 day'`, [day, day]);
    const at = (hoursFromUtcMidnight: number) => new Date(day.getTime() + hoursFromUtcMidnight * 3_600_000);
    const add = (action: string, actionType: string, createdAt: Date, query: string | null = null) =>
      em.create(UsageLogEntity, { action, actionType, href: '/', query, createdBy: null, actionId: null, referral: null, createdAt });
    add('home', 'view', at(-9)); // 00:00 KST of the day: counted
    add('home', 'view', at(14)); // 23:00 KST: counted
    add('product', 'view', at(2));
    add('search', 'search', at(3), '홍삼');
    add('home', 'view', at(-9.5)); // 23:30 KST the day before: not counted
    add('home', 'view', at(15)); // 00:00 KST the day after: not counted
    await em.flush();
    const { usageSummary } = await api.ok<{ usageSummary: unknown[] }>(SUMMARY, { f: date, t: date }, admin);
    expect(usageSummary).toEqual([
      { action: 'home', actionType: 'view', count: 2 },
      { action: 'product', actionType: 'view', count: 1 },
      { action: 'search', actionType: 'search', count: 1 },
    ]);
    expect((await api.exec(SUMMARY, { f: date, t: date }, testIdentity())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(SUMMARY, { f: date, t: date })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a reversed or over-long period naming the field', async () => {
    expect(fieldsOf((await api.exec(SUMMARY, { f: '2026-02-01', t: '2026-01-01' }, admin)).errors)).toEqual(['to']);
    expect(fieldsOf((await api.exec(SUMMARY, { f: '2024-01-01', t: '2025-12-31' }, admin)).errors)).toEqual(['to']);
  });
});

// Retention (access logs, 3 months) is the retention module's: retention/retention.test.ts.
