import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { UserEntity } from '../users/user.entity.js';
import { makeMember, TEST_PASSWORD } from '../restrictions/restrictions.testing.js';
import { DormantAccountEntity } from './dormant-account.entity.js';
import { separateDormant } from './dormancy.service.js';
import { DAY, loginVerification } from './retention.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const RESTORE = 'mutation ($l: String!, $p: String!, $t: String!) { restoreDormantAccount(loginId: $l, password: $p, verificationToken: $t) { user { id } } }';

describe('dormancy under concurrency', () => {
  it('20 separation runs at once (replicas) separate each account exactly once', async () => {
    const now = new Date(Date.UTC(1985, 0, 10, 3));
    const members = await Promise.all(Array.from({ length: 5 }, () => makeMember(api.em(), { lastLoginAt: new Date(now.getTime() - 500 * DAY) })));
    const counts = await Promise.all(Array.from({ length: 20 }, () => separateDormant(api.em(), now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    const ids = members.map((m) => m.user.id);
    expect(await api.em().count(DormantAccountEntity, { userId: { $in: ids } })).toBe(5);
    expect(await api.em().count(UserEntity, { id: { $in: ids }, dormantAt: now })).toBe(5);
    await api.em().nativeUpdate(UserEntity, { id: { $in: ids } }, { leftAt: new Date() });
  });

  it('20 restores with one verification at once: one restores, the others are refused, the data comes back once', async () => {
    const now = new Date(Date.UTC(1986, 0, 10, 3));
    const { user } = await makeMember(api.em(), { lastLoginAt: new Date(now.getTime() - 500 * DAY) });
    expect(await separateDormant(api.em(), now)).toBe(1);
    const token = await loginVerification(api, user.phone!);
    const results = await Promise.all(Array.from({ length: 20 }, () => api.exec(RESTORE, { l: user.loginId, p: TEST_PASSWORD, t: token })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions?.code).toMatch(/SMS_VERIFICATION_INVALID|UNAUTHENTICATED/);
    expect((await api.em().findOneOrFail(UserEntity, { id: user.id })).phone).toBe(user.phone);
    expect(await api.em().count(DormantAccountEntity, { userId: user.id })).toBe(0);
  });
});
