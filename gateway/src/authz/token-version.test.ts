import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { signAccessToken, startSubgraph, verifyAccessToken, type RunningSubgraph } from '@shop/kit';
import { openTestOrm, startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../../subgraphs/commerce/src/schema.js';
import { identityFromHeaders, useAccountStates } from '../identity.js';
import { AGREED } from '../../../subgraphs/commerce/src/terms/terms.testing.js';

/**
 * Access tokens of an account that left, or issued before its password changed, stop working at
 * once: the gateway compares the token's version with commerce's (a real commerce HTTP server
 * here, asked through its hidden accountTokenStates query as the gateway asks it).
 */
let shop: TestSubgraph;
let orm: MikroORM;
let server: RunningSubgraph;
beforeAll(async () => {
  shop = await startTestSubgraph(commerce);
  orm = await openTestOrm(commerce.database);
  server = await startSubgraph(commerce, orm, 0);
  useAccountStates(server.url);
});
afterAll(async () => {
  useAccountStates(null);
  await server.stop();
  await orm.close(true);
  await shop.close();
});

const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(input: $i) { tokenDto { accessToken } } }';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function newMember(): Promise<{ token: string; loginId: string }> {
  const loginId = unique('tv');
  const { signUp } = await shop.ok<{ signUp: { tokenDto: { accessToken: string } } }>(SIGN_UP, {
    i: { loginId, password: 'secret123', nickname: `토큰${loginId}`, birthday: '1990-01-01', agreements: AGREED },
  });
  return { token: signUp.tokenDto.accessToken, loginId };
}

describe('token versions', () => {
  it('a token works until its account leaves, then is refused at once (reads and writes)', async () => {
    const { token } = await newMember();
    const me = await identityFromHeaders(bearer(token));
    expect(me?.role).toBe('member');
    await shop.ok('mutation { leave(password: "secret123") }', {}, me);
    await expect(identityFromHeaders(bearer(token), { fresh: true })).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    // The state cached by the read above was replaced by the fresh look-up.
    await expect(identityFromHeaders(bearer(token))).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('a password change ends the old token; the token it returns works', async () => {
    const { token } = await newMember();
    const me = (await verifyAccessToken(token))!;
    const { changePassword } = await shop.ok<{ changePassword: { tokenDto: { accessToken: string } } }>(
      'mutation { changePassword(currentPassword: "secret123", newPassword: "secret456") { tokenDto { accessToken } } }',
      {},
      me,
    );
    await expect(identityFromHeaders(bearer(token), { fresh: true })).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await identityFromHeaders(bearer(changePassword.tokenDto.accessToken), { fresh: true }))?.userId).toBe(me.userId);
  });

  it('a read with the new token right after a password change is not refused by a cached older state', async () => {
    const { token } = await newMember();
    const me = (await verifyAccessToken(token))!;
    expect((await identityFromHeaders(bearer(token)))?.userId).toBe(me.userId); // caches the state
    const { changePassword } = await shop.ok<{ changePassword: { tokenDto: { accessToken: string } } }>(
      'mutation { changePassword(currentPassword: "secret123", newPassword: "secret456") { tokenDto { accessToken } } }',
      {},
      me,
    );
    expect((await identityFromHeaders(bearer(changePassword.tokenDto.accessToken)))?.userId).toBe(me.userId);
    await expect(identityFromHeaders(bearer(token))).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a token of an older version and one of an unknown account', async () => {
    const { token } = await newMember();
    const me = (await verifyAccessToken(token))!;
    expect((await identityFromHeaders(bearer(await signAccessToken(me, 60, 0)), { fresh: true }))?.userId).toBe(me.userId);
    await expect(identityFromHeaders(bearer(await signAccessToken(me, 60, 1)), { fresh: true })).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    await expect(identityFromHeaders(bearer(await signAccessToken({ userId: '987654321987', role: 'admin' }, 60, 0)), { fresh: true })).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('hides the token states from everyone but the system identity', async () => {
    const { token } = await newMember();
    const me = (await verifyAccessToken(token))!;
    const asked = await shop.exec('query ($ids: [ID!]!) { accountTokenStates(userIds: $ids) { tokenVersion } }', { ids: [me.userId] }, { userId: '5', role: 'admin' });
    expect(asked.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
