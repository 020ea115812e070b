import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { callSubgraph, startSubgraph, verifyAccessToken, type Identity, type RunningSubgraph } from '@shop/kit';
import { eventually, openTestOrm, startTestSubgraph, testDatabaseUrl, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../../subgraphs/commerce/src/schema.js';
import { AGREED } from '../../../subgraphs/commerce/src/terms/terms.testing.js';
import { closeAccountStateFeed } from '../../../subgraphs/commerce/src/auth/account-state-feed.js';
import { watchAccountStateChanges, type AccountStateChanges } from '../account-state-changes.js';
import { accountFromHeaders, useAccountStates, type AccountTokenState } from '../identity.js';

/**
 * While the gateway watches commerce's account state changes (commerce's triggers notify, commerce
 * listens and answers the gateway's long-polling question), a write's check of the caller's account
 * uses the state the gateway looked up last instead of asking commerce again; every change of what
 * the check reads (password, leaving, restrictions) makes the next write ask. A real commerce HTTP
 * server on the test database and the gateway's real watch.
 */
let shop: TestSubgraph;
let orm: MikroORM;
let server: RunningSubgraph;
let changes: AccountStateChanges;
/** The user ids commerce was asked about, in order. */
const asked: string[] = [];

beforeAll(async () => {
  shop = await startTestSubgraph(commerce);
  orm = await openTestOrm(commerce.database);
  server = await startSubgraph(commerce, orm, 0);
  changes = watchAccountStateChanges(server.url);
  await eventually(
    async () => changes.watching,
    (now) => now,
  );
  useAccountStates(async (userId) => {
    asked.push(userId);
    const data = await callSubgraph<{ accountTokenStates: AccountTokenState[] }>(server.url, {
      query: 'query ($ids: [ID!]!) { accountTokenStates(userIds: $ids) { tokenVersion active restrictions { scope endsAt message } } }',
      variables: { ids: [userId] },
    });
    return data.accountTokenStates[0];
  }, changes);
});
afterAll(async () => {
  useAccountStates(null);
  await changes.close();
  await closeAccountStateFeed();
  await server.stop();
  await orm.close(true);
  await shop.close();
});

const ADMIN: Identity = { userId: '1', role: 'admin' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const writeAs = (token: string) => accountFromHeaders(bearer(token), { fresh: true });
const askedAbout = (userId: string) => asked.filter((id) => id === userId).length;

async function newMember(): Promise<{ token: string; me: Identity }> {
  const loginId = unique('asc');
  const { signUp } = await shop.ok<{ signUp: { tokenDto: { accessToken: string } } }>('mutation ($i: SignUpInput!) { signUp(input: $i) { tokenDto { accessToken } } }', {
    i: { loginId, password: 'secret123', nickname: `상태${loginId}`, birthday: '1990-01-01', agreements: AGREED },
  });
  return { token: signUp.tokenDto.accessToken, me: (await verifyAccessToken(signUp.tokenDto.accessToken))! };
}

/** Waits until the listener has heard `count` more changes than `before` (commerce notifies at commit). */
const heard = (before: number, count = 1) =>
  eventually(
    async () => changes.heard,
    (now) => now >= before + count,
  );

describe('account states heard from commerce', () => {
  it('hides the feed from everyone but the system identity', async () => {
    const asked = await shop.exec('{ accountStateChanges(waitMs: 0) { position } }', {}, ADMIN);
    expect(asked.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a member writing again is not looked up again while nothing changed', async () => {
    const { token, me } = await newMember();
    for (let i = 0; i < 5; i++) expect((await writeAs(token)).identity?.userId).toBe(me.userId);
    expect(askedAbout(me.userId)).toBe(1);
  });

  it('a password change: the next write is looked up, and the old token refused', async () => {
    const { token, me } = await newMember();
    await writeAs(token);
    const before = changes.heard;
    const { changePassword } = await shop.ok<{ changePassword: { tokenDto: { accessToken: string } } }>(
      'mutation { changePassword(currentPassword: "secret123", newPassword: "secret456") { tokenDto { accessToken } } }',
      {},
      me,
    );
    await heard(before);
    await expect(writeAs(token)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(askedAbout(me.userId)).toBe(2);
    expect((await writeAs(changePassword.tokenDto.accessToken)).identity?.userId).toBe(me.userId);
  });

  it('leaving ends the token at the next write', async () => {
    const { token, me } = await newMember();
    await writeAs(token);
    const before = changes.heard;
    await shop.ok('mutation { leave(password: "secret123") }', {}, me);
    await heard(before);
    await expect(writeAs(token)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('a restriction imposed and lifted is in the next write; one that ends by itself is looked up when it ends', async () => {
    const { token, me } = await newMember();
    expect((await writeAs(token)).restrictions).toEqual([]);
    let before = changes.heard;
    const { restrictAccount } = await shop.ok<{ restrictAccount: { id: string } }>(
      'mutation ($i: RestrictAccountInput!) { restrictAccount(input: $i) { id } }',
      { i: { userId: me.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '도배', days: 7 } },
      ADMIN,
    );
    await heard(before);
    expect((await writeAs(token)).restrictions).toMatchObject([{ scope: 'ACCOUNT' }]);
    before = changes.heard;
    await shop.ok('mutation ($id: ID!) { liftRestriction(id: $id, reason: "소명 확인") { id } }', { id: restrictAccount.id }, ADMIN);
    await heard(before);
    expect((await writeAs(token)).restrictions).toEqual([]);
    const looked = askedAbout(me.userId);

    // A restriction whose end has passed changes the state without any write: the cached state is not used past it.
    before = changes.heard;
    await shop.ok('mutation ($i: RestrictAccountInput!) { restrictAccount(input: $i) { id } }', { i: { userId: me.userId, scope: 'CONTENT', cause: 'VIOLATION', reason: '광고', days: 7 } }, ADMIN);
    await heard(before);
    expect((await writeAs(token)).restrictions).toMatchObject([{ scope: 'CONTENT' }]);
    before = changes.heard;
    await orm.em.fork().execute(`update "commerce"."account_restrictions" set "ends_at" = now() + interval '300 milliseconds' where "user_id" = ? and "lifted_at" is null`, [me.userId]);
    await heard(before);
    expect((await writeAs(token)).restrictions).toMatchObject([{ scope: 'CONTENT' }]);
    await eventually(
      async () => (await writeAs(token)).restrictions,
      (restrictions) => restrictions.length === 0,
    );
    expect(askedAbout(me.userId)).toBe(looked + 3);
  });

  it('a rolled-back change is not heard', async () => {
    const { token, me } = await newMember();
    await writeAs(token);
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    await client.query('begin');
    await client.query(`update "commerce"."users" set "token_version" = "token_version" + 1 where "id" = $1`, [me.userId]);
    await client.query('rollback');
    await client.end();
    await writeAs(token);
    expect(askedAbout(me.userId)).toBe(1);
  });

  it('when commerce stops hearing its changes every write asks it until the watch is back', async () => {
    const { token, me } = await newMember();
    await writeAs(token);
    const epoch = changes.epoch;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'commerce account states' and datname = current_database()`);
    await admin.end();
    await eventually(
      async () => changes.epoch,
      (now) => now > epoch,
    );
    // Whatever was looked up before the loss is not vouched for any more.
    await eventually(
      async () => changes.watching,
      (now) => now,
    );
    const looked = askedAbout(me.userId);
    await writeAs(token);
    await writeAs(token);
    expect(askedAbout(me.userId)).toBe(looked + 1);
  });
});
