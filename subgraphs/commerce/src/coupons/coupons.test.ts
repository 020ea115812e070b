import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { fromGraphQLError } from '../../../../gateway/src/rest/envelope.js';
import { commerce } from '../schema.js';
import { UserCouponEntity } from './coupon.entities.js';
import { createCouponMaster, expiryOf, issueSignupCoupons } from './coupons.service.js';
import { AGREED } from '../terms/terms.testing.js';

/** Coupons under 20 claims at once, each on its own connection. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const DAY = 86_400_000;
const CLAIM = 'mutation ($c: String!) { claimCoupon(code: $c) { id status expiresAt master { name benefit condition } } }';
/** A coupon with its own code (unique per test), live from yesterday for 30 days unless told otherwise. */
async function coupon(over: Record<string, unknown> = {}) {
  const code = `T${unique('c')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()}`.slice(0, 30);
  const master = await api.em().transactional((em) =>
    createCouponMaster(em as EntityManager, {
      name: '시험 쿠폰',
      code,
      kind: 'percent',
      target: 'order',
      amount: 10,
      maxDiscount: 5000,
      minOrderAmount: 30_000,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      ...over,
    }),
  );
  return { master, code };
}

describe('claiming a coupon by its code', () => {
  it('puts it in the wallet with its benefit and condition in Korean; a lower-case code with spaces works', async () => {
    const { code } = await coupon({ validDays: 7 });
    const member = testIdentity();
    const { claimCoupon } = await api.ok<{ claimCoupon: { status: string; expiresAt: string; master: { benefit: string; condition: string } } }>(CLAIM, { c: ` ${code.toLowerCase()} ` }, member);
    expect(claimCoupon.status).toBe('available');
    expect(claimCoupon.master).toMatchObject({ benefit: '10% 할인 (최대 5,000원)', condition: '30,000원 이상 구매 시 사용 가능' });
    // Valid for 7 days from the claim (before the coupon's own end).
    expect(new Date(claimCoupon.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(new Date(claimCoupon.expiresAt).getTime() - Date.now()).toBeLessThan(7.1 * DAY);
    const wallet = await api.ok<{ myCoupons: { status: string }[] }>('{ myCoupons { status } }', {}, member);
    expect(wallet.myCoupons).toEqual([{ status: 'available' }]);
  });

  it('no longer lists a coupon under 받을 수 있는 쿠폰 for a member who holds it as often as it allows; others still see it', async () => {
    const { master, code } = await coupon({ perMemberLimit: 2 });
    const member = testIdentity();
    const listed = async (who: ReturnType<typeof testIdentity> | null) =>
      (await api.ok<{ issuableCoupons: { id: string }[] }>('{ issuableCoupons { id } }', {}, who ?? undefined)).issuableCoupons.some((m) => m.id === String(master.id));
    expect(await listed(member)).toBe(true);
    await api.ok(CLAIM, { c: code }, member);
    expect(await listed(member)).toBe(true); // one more allowed
    await api.ok(CLAIM, { c: code }, member);
    expect(await listed(member)).toBe(false);
    expect(await listed(testIdentity())).toBe(true);
    expect(await listed(null)).toBe(true);
  });

  it('refuses with 410 what is gone (held already, withdrawn, ended) and 411 what does not fit (unknown code, not started), naming code', async () => {
    const member = testIdentity();
    const held = await coupon();
    await api.ok(CLAIM, { c: held.code }, member);
    const refusals: [string, string, string][] = [];
    const refuse = async (code: string) => {
      const result = await api.exec(CLAIM, { c: code }, member);
      const error = result.errors![0]!;
      expect(error.extensions).toMatchObject({ fields: [{ field: 'code' }] });
      refusals.push([error.extensions!.code as string, error.message, String(fromGraphQLError(error)[1].code)]);
    };
    await refuse(held.code);
    const withdrawn = await coupon();
    await api.ok('mutation ($id: ID!) { withdrawCouponMaster(id: $id) { id } }', { id: withdrawn.master.id }, testIdentity('admin'));
    await refuse(withdrawn.code);
    const ended = await coupon({ startsAt: new Date(Date.now() - 10 * DAY), endsAt: new Date(Date.now() - DAY) });
    await refuse(ended.code);
    await refuse('NOSUCHCODE1');
    const later = await coupon({ startsAt: new Date(Date.now() + 3 * DAY) });
    await refuse(later.code);
    expect(refusals.map(([code, , envelope]) => [code, envelope])).toEqual([
      ['COUPON_GONE', '410'],
      ['COUPON_GONE', '410'],
      ['COUPON_GONE', '410'],
      ['COUPON_CONDITIONS_NOT_MET', '411'],
      ['COUPON_CONDITIONS_NOT_MET', '411'],
    ]);
    expect(refusals.map(([, message]) => message)).toEqual([
      '이미 받은 쿠폰이에요.',
      '회수된 쿠폰이에요.',
      '기간이 끝난 쿠폰이에요.',
      '쿠폰 코드를 다시 확인해주세요.',
      expect.stringMatching(/^\d{1,2}월 \d{1,2}일 \d{1,2}시 \d{2}분부터 받을 수 있는 쿠폰이에요\.$/),
    ]);
  });

  it(`${RACERS} members claiming a 선착순 1 code at once: exactly one coupon, ${RACERS - 1} answers 410`, async () => {
    const { master, code } = await coupon({ issueLimit: 1 });
    const results = await Promise.all(Array.from({ length: RACERS }, () => api.exec(CLAIM, { c: code }, testIdentity())));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'COUPON_GONE' });
    expect(await api.em().count(UserCouponEntity, { masterId: master.id })).toBe(1);
  });

  it(`one member claiming ${RACERS} times at once holds exactly their limit (2)`, async () => {
    const { master, code } = await coupon({ perMemberLimit: 2 });
    const member = testIdentity();
    const results = await Promise.all(Array.from({ length: RACERS }, () => api.exec(CLAIM, { c: code }, member)));
    expect(results.filter((r) => !r.errors)).toHaveLength(2);
    expect(await api.em().count(UserCouponEntity, { masterId: master.id, userId: member.userId })).toBe(2);
  });
});

describe('coupons for new members', () => {
  it('issues the live signup coupons once each, and not the ones ended or withdrawn', async () => {
    const live = await coupon({ code: null, autoIssue: 'signup', kind: 'fixed', amount: 3000, maxDiscount: null, validDays: 30 });
    const ended = await coupon({ code: null, autoIssue: 'signup', kind: 'fixed', amount: 3000, maxDiscount: null, startsAt: new Date(Date.now() - 9 * DAY), endsAt: new Date(Date.now() - DAY) });
    const member = testIdentity();
    await api.em().transactional((em) => issueSignupCoupons(em as EntityManager, member.userId));
    await api.em().transactional((em) => issueSignupCoupons(em as EntityManager, member.userId));
    expect(await api.em().count(UserCouponEntity, { masterId: live.master.id, userId: member.userId })).toBe(1);
    expect(await api.em().count(UserCouponEntity, { masterId: ended.master.id, userId: member.userId })).toBe(0);
    // A signup coupon cannot be claimed by a code.
    expect(live.master.code).toBeNull();
  });

  it('a member signing up gets them in the same transaction', async () => {
    const live = await coupon({ code: null, autoIssue: 'signup', kind: 'fixed', amount: 2000, maxDiscount: null });
    const loginId = `cp${Date.now().toString(36)}`.slice(0, 16);
    const { signUp } = await api.ok<{ signUp: { user: { id: string } } }>(
      'mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }',
      { i: { loginId, password: 'secret123', nickname: `쿠폰${loginId.slice(-6)}`, birthday: '1990-01-01', agreements: AGREED, gender: 1 } },
      null,
    );
    expect(await api.em().count(UserCouponEntity, { masterId: live.master.id, userId: signUp.user.id })).toBe(1);
  });
});

describe('defining coupons', () => {
  it('refuses a free-shipping coupon on goods, a percent over 100 and an end before the start, naming the fields', async () => {
    const result = await api.exec(
      'mutation ($i: CouponMasterInput!) { createCouponMaster(input: $i) { id } }',
      { i: { name: '잘못된 쿠폰', kind: 'percent', target: 'shipping', amount: 120, startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date().toISOString() } },
      testIdentity('admin'),
    );
    const fields = (result.errors![0]!.extensions!.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['amount', 'endsAt', 'target']);
  });

  it('a claimed coupon expires at the sooner of its valid days and the coupon’s end', () => {
    const issuedAt = new Date('2031-01-01T00:00:00Z');
    expect(expiryOf({ endsAt: new Date('2031-01-05T00:00:00Z'), validDays: 7 }, issuedAt)).toEqual(new Date('2031-01-05T00:00:00Z'));
    expect(expiryOf({ endsAt: new Date('2031-03-01T00:00:00Z'), validDays: 7 }, issuedAt)).toEqual(new Date('2031-01-08T00:00:00Z'));
    expect(expiryOf({ endsAt: new Date('2031-03-01T00:00:00Z'), validDays: null }, issuedAt)).toEqual(new Date('2031-03-01T00:00:00Z'));
  });
});
