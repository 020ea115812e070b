import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { AccountRestrictionEntity } from './restriction.entity.js';
import { makeMember } from './restrictions.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const RESTRICT = 'mutation ($i: RestrictAccountInput!) { restrictAccount(input: $i) { id offence } }';

describe('restrictions under concurrency', () => {
  it('20 restrictions of one account at once are numbered 1..20 without a gap or a double (the escalation counts each)', async () => {
    const { identity } = await makeMember(api.em());
    const admin = testIdentity('admin');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.exec<{ restrictAccount: { offence: number } }>(RESTRICT, { i: { userId: identity.userId, scope: 'CONTENT', cause: 'VIOLATION', reason: `동시 제한 ${i}`, days: 1 } }, admin),
      ),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(results.map((r) => r.data!.restrictAccount.offence).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await api.em().count(AccountRestrictionEntity, { userId: identity.userId })).toBe(20);
  });

  it('20 identical requests with one idempotency key restrict once', async () => {
    const { identity } = await makeMember(api.em());
    const admin = testIdentity('admin');
    const key = `restrict-${identity.userId}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.exec<{ restrictAccount: { id: string } }>(RESTRICT, { i: { userId: identity.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '한 번만' } }, admin, { idempotencyKey: key }),
      ),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(new Set(results.map((r) => r.data!.restrictAccount.id)).size).toBe(1);
    expect(await api.em().count(AccountRestrictionEntity, { userId: identity.userId })).toBe(1);
  });

  it('20 lifts of one restriction at once: one lifts, the others are told it already ended', async () => {
    const { identity } = await makeMember(api.em());
    const admin = testIdentity('admin');
    const { restrictAccount } = await api.ok<{ restrictAccount: { id: string } }>(
      RESTRICT,
      { i: { userId: identity.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '해제 경쟁', days: 3 } },
      admin,
    );
    const results = await Promise.all(Array.from({ length: 20 }, () => api.exec('mutation ($id: ID!) { liftRestriction(id: $id, reason: "동시 해제") { id } }', { id: restrictAccount.id }, admin)));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(19);
  });
});
