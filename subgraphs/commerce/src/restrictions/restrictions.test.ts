import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@shop/kit';
import { countingQueries, startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { AccountRestrictionEntity } from './restriction.entity.js';
import { ESCALATION_STEPS, escalatedDays, koreanDateTime, restrictionMessage } from './restrictions.rules.js';
import { makeMember, TEST_PASSWORD } from './restrictions.testing.js';
import { CREATE_ORDER, orderInput, stockedProduct } from '../orders/orders.testing.js';

let api: TestSubgraph;
const counting = countingQueries();
beforeAll(async () => {
  api = await startTestSubgraph(commerce, counting.overrides);
});
afterAll(() => api.close());

const admin: Identity = testIdentity('admin');
const RESTRICT = 'mutation ($i: RestrictAccountInput!) { restrictAccount(input: $i) { id offence scope cause reason startsAt endsAt inForce } }';
const LIFT = 'mutation ($id: ID!, $r: String!) { liftRestriction(id: $id, reason: $r) { id inForce liftedAt liftReason } }';
const LOGIN = 'mutation ($l: String!, $p: String!) { login(loginId: $l, password: $p) { tokenDto { accessToken } user { id } } }';
const DAY = 86_400_000;

describe('the escalation rule (data)', () => {
  it.each([
    [0, 'VIOLATION', 7],
    [1, 'VIOLATION', 30],
    [2, 'VIOLATION', null],
    [9, 'VIOLATION', null],
    [0, 'ILLEGAL', null],
  ] as const)('after %i restrictions, a %s gives %s days', (prior, cause, days) => {
    expect(escalatedDays(prior, cause)).toBe(days);
  });

  it('is served to the admin desk as it is in the code', async () => {
    const { restrictionRules } = await api.ok<{ restrictionRules: { steps: { offence: number; days: number | null }[]; maxDays: number } }>(
      '{ restrictionRules { steps { offence days label } maxDays scopes { value label } causes { value label } } }',
      {},
      admin,
    );
    expect(restrictionRules.steps.map((s) => [s.offence, s.days])).toEqual(ESCALATION_STEPS.map((s) => [s.offence, s.days]));
  });

  it('writes the member’s sentence in Korean time with what, until when and why', () => {
    const endsAt = new Date('2026-12-04T06:00:00Z');
    expect(koreanDateTime(endsAt)).toBe('2026년 12월 4일 15:00');
    expect(restrictionMessage({ scope: 'CONTENT', endsAt, reason: '도배' })).toBe('이용이 제한된 계정입니다. 2026년 12월 4일 15:00까지 리뷰, 문의와 글쓰기를 할 수 없습니다. (사유: 도배)');
    expect(restrictionMessage({ scope: 'ACCOUNT', endsAt: null, reason: '사기' })).toContain('영구적으로 주문, 리뷰');
  });
});

describe('restricting and lifting', () => {
  it('escalates 7 days, 30 days, then permanent; keeps the history; the member reads the one in force', async () => {
    const { identity } = await makeMember(api.em());
    const first = (
      await api.ok<{ restrictAccount: { offence: number; endsAt: string; startsAt: string } }>(
        RESTRICT,
        { i: { userId: identity.userId, scope: 'CONTENT', cause: 'VIOLATION', reason: '도배 게시글' } },
        admin,
      )
    ).restrictAccount;
    expect(first.offence).toBe(1);
    expect(Date.parse(first.endsAt) - Date.parse(first.startsAt)).toBe(7 * DAY);
    const second = (
      await api.ok<{ restrictAccount: { offence: number; endsAt: string; startsAt: string } }>(
        RESTRICT,
        { i: { userId: identity.userId, scope: 'CONTENT', cause: 'VIOLATION', reason: '도배 게시글 재발' } },
        admin,
      )
    ).restrictAccount;
    expect(Date.parse(second.endsAt) - Date.parse(second.startsAt)).toBe(30 * DAY);
    const third = (
      await api.ok<{ restrictAccount: { offence: number; endsAt: string | null } }>(RESTRICT, { i: { userId: identity.userId, scope: 'CONTENT', cause: 'VIOLATION', reason: '세 번째 위반' } }, admin)
    ).restrictAccount;
    expect(third).toMatchObject({ offence: 3, endsAt: null });

    const { me } = await api.ok<{ me: { restrictions: { scope: string; endsAt: string | null; message: string }[] } }>('{ me { restrictions { scope endsAt message } } }', {}, identity);
    expect(me.restrictions).toHaveLength(3);
    expect(me.restrictions.some((r) => r.endsAt === null && r.message.includes('영구적으로'))).toBe(true);
    // Another member sees nothing of it.
    const other = await api.ok<{ user: { restrictions: unknown[] } | null }>('query ($id: ID!) { user(id: $id) { restrictions { scope } } }', { id: identity.userId }, admin);
    expect(other.user?.restrictions).toHaveLength(3);

    const { adminMember } = await api.ok<{ adminMember: { restrictions: { offence: number }[]; nextRestrictionDays: number | null } }>(
      'query ($id: ID!) { adminMember(id: $id) { restrictions { offence } nextRestrictionDays } }',
      { id: identity.userId },
      admin,
    );
    expect(adminMember.restrictions.map((r) => r.offence)).toEqual([3, 2, 1]);
    expect(adminMember.nextRestrictionDays).toBeNull();
  });

  it('an illegal act is permanent at once and refuses a period', async () => {
    const { identity } = await makeMember(api.em());
    const refused = await api.exec(RESTRICT, { i: { userId: identity.userId, scope: 'ACCOUNT', cause: 'ILLEGAL', reason: '도용 결제', days: 7 } }, admin);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'days' }] });
    expect(await api.em().count(AccountRestrictionEntity, { userId: identity.userId })).toBe(0);
    const { restrictAccount } = await api.ok<{ restrictAccount: { endsAt: string | null; offence: number } }>(
      RESTRICT,
      { i: { userId: identity.userId, scope: 'ACCOUNT', cause: 'ILLEGAL', reason: '도용 결제' } },
      admin,
    );
    expect(restrictAccount).toMatchObject({ endsAt: null, offence: 1 });
  });

  it.each([
    [{ days: 0 }, 'days'],
    [{ days: 4000 }, 'days'],
    [{ reason: '가' }, 'reason'],
    [{ scope: 'EVERYTHING' }, 'scope'],
    [{ days: 7, permanent: true }, 'days'],
  ])('refuses %o naming %s, and writes nothing', async (change, field) => {
    const { identity } = await makeMember(api.em());
    const result = await api.exec(RESTRICT, { i: { userId: identity.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '사유 있음', ...change } }, admin);
    expect(result.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT/);
    if (result.errors?.[0]?.extensions?.fields) expect(result.errors[0].extensions.fields[0].field).toBe(field);
    expect(await api.em().count(AccountRestrictionEntity, { userId: identity.userId })).toBe(0);
  });

  it('refuses an unknown member and the admin themself', async () => {
    expect((await api.exec(RESTRICT, { i: { userId: '987654321987', scope: 'ACCOUNT', cause: 'VIOLATION', reason: '없는 회원' } }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await api.exec(RESTRICT, { i: { userId: admin.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '나 자신' } }, admin)).errors?.[0]?.extensions?.fields?.[0]?.field).toBe('userId');
  });

  it('lifts a restriction in force once, with a reason; the row stays', async () => {
    const { identity } = await makeMember(api.em());
    const { restrictAccount } = await api.ok<{ restrictAccount: { id: string } }>(
      RESTRICT,
      { i: { userId: identity.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '오인 제한', days: 3 } },
      admin,
    );
    const { liftRestriction } = await api.ok<{ liftRestriction: { inForce: boolean; liftReason: string } }>(LIFT, { id: restrictAccount.id, r: '확인 결과 오인' }, admin);
    expect(liftRestriction).toMatchObject({ inForce: false, liftReason: '확인 결과 오인' });
    const again = await api.exec(LIFT, { id: restrictAccount.id, r: '두 번째 해제' }, admin);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await api.ok<{ me: { restrictions: unknown[] } }>('{ me { restrictions { id } } }', {}, identity)).me.restrictions).toEqual([]);
    expect(await api.em().count(AccountRestrictionEntity, { userId: identity.userId })).toBe(1);
  });
});

describe('login of a restricted account', () => {
  it('a permanent account restriction refuses login with the reason, and ends the sessions it had', async () => {
    const { user, identity } = await makeMember(api.em());
    await api.ok(RESTRICT, { i: { userId: identity.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '타인 명의 도용', permanent: true } }, admin);
    const refused = await api.exec(LOGIN, { l: user.loginId, p: TEST_PASSWORD });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ACCOUNT_RESTRICTED');
    expect(refused.errors?.[0]?.message).toBe('이용이 제한된 계정입니다. 영구적으로 주문, 리뷰, 문의와 글쓰기를 할 수 없습니다. (사유: 타인 명의 도용)');
    const [row] = await api.em().execute<{ token_version: number }[]>('select token_version from commerce.users where id = ?', [user.id]);
    expect(row!.token_version).toBe(1);
  });

  it('a temporary restriction logs in and reads its notice', async () => {
    const { user, identity } = await makeMember(api.em());
    await api.ok(RESTRICT, { i: { userId: identity.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '허위 리뷰', days: 7 } }, admin);
    const { login } = await api.ok<{ login: { user: { id: string } } }>(LOGIN, { l: user.loginId, p: TEST_PASSWORD });
    expect(login.user.id).toBe(user.id);
    const { me } = await api.ok<{ me: { restrictions: { message: string }[] } }>('{ me { restrictions { message } } }', {}, identity);
    expect(me.restrictions[0]!.message).toMatch(/까지 주문, 리뷰, 문의와 글쓰기를 할 수 없습니다\. \(사유: 허위 리뷰\)/);
  });
});

describe('the members desk', () => {
  const SEARCH =
    'query ($q: String) { adminMembers(query: $q, limit: 20) { total items { id loginId nickname phone email restrictionsInForce { scope } orders(limit: 5) { total items { id orderNumber status total } } } } }';

  it('finds a member by login id, nickname, phone end, e-mail and orderer name; shows orders and restrictions', async () => {
    const { user, identity } = await makeMember(api.em());
    const stocked = await stockedProduct(api.em(), 10);
    const ordererName = `주문자${user.id.slice(-6)}`;
    const { createOrder } = await api.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }], { ordererName }) }, identity);
    await api.ok(RESTRICT, { i: { userId: identity.userId, scope: 'CONTENT', cause: 'VIOLATION', reason: '도배' } }, admin);
    for (const q of [user.loginId, user.nickname, user.phone!.slice(-4), user.email, ordererName]) {
      const { adminMembers } = await api.ok<{ adminMembers: { items: { id: string; orders: { total: number; items: { id: string }[] }; restrictionsInForce: { scope: string }[] }[] } }>(
        SEARCH,
        { q },
        admin,
      );
      const found = adminMembers.items.find((m) => m.id === user.id);
      expect(found, `query ${q}`).toBeDefined();
      expect(found!.orders.items.map((o) => o.id)).toEqual([createOrder.id]);
      expect(found!.restrictionsInForce.map((r) => r.scope)).toEqual(['CONTENT']);
    }
  });

  it('loads a page of members in a bounded number of statements (DataLoaders, no N+1)', async () => {
    for (let i = 0; i < 20; i += 1) await makeMember(api.em());
    const page = SEARCH.replace('$q: String)', '$q: String, $n: Int!)').replace('limit: 20)', 'limit: $n)');
    counting.reset();
    expect((await api.ok<{ adminMembers: { items: unknown[] } }>(page, { q: null, n: 2 }, admin)).adminMembers.items).toHaveLength(2);
    const two = counting.count();
    counting.reset();
    expect((await api.ok<{ adminMembers: { items: unknown[] } }>(page, { q: null, n: 20 }, admin)).adminMembers.items).toHaveLength(20);
    expect(counting.count()).toBe(two);
  });

  it('keeps the desk to admins', async () => {
    const { identity } = await makeMember(api.em());
    expect((await api.exec(SEARCH, { q: null }, identity)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
