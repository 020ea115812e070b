import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { nutrition } from '../schema.js';
import { sandboxHealthAppClient } from '../adapters/health-app/sandbox.js';
import { InterlockEntity, InterlockSupplementEntity } from './supplement.entities.js';

let api: TestSubgraph;
const member = (): Identity => testIdentity();
const admin: Identity = { userId: '1', role: 'admin' };

beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

const codeOf = (result: { errors?: { extensions?: Record<string, any> }[] }) => result.errors?.[0]?.extensions?.code;
const LINK = 'mutation ($provider: String!, $code: String!) { linkHealthApp(provider: $provider, code: $code) { id provider externalUserId } }';
const IMPORT = 'mutation ($id: ID!, $code: String!) { importHealthAppSupplements(interlockId: $id, code: $code) { id externalId name nutrients { code name unit amount } } }';
const READ = 'query ($userId: ID!) { healthAppSupplements(userId: $userId) { id externalId name } }';

async function link(owner: Identity, code: string, provider = 'samsung_health') {
  return (await api.ok<{ linkHealthApp: { id: string; provider: string; externalUserId: string } }>(LINK, { provider, code }, owner)).linkHealthApp;
}

describe('linked health apps (interlock, sandbox)', () => {
  it('links an app once per account and app, and re-linking updates the row', async () => {
    const owner = member();
    const first = await link(owner, 'sandbox-minji');
    const again = await link(owner, 'sandbox-minji-2');
    await link(owner, 'sandbox-minji', 'apple_health');
    expect(again.id).toBe(first.id);
    const apps = await api.ok<{ healthApps: { provider: string }[] }>('{ healthApps { provider externalUserId linkedAt } }', {}, owner);
    expect(apps.healthApps.map((a) => a.provider)).toEqual(['samsung_health', 'apple_health']);
  });

  it.each([
    ['samsung_health', 'not-a-sandbox-code', 'HEALTH_APP_REFUSED'],
    ['fitbit', 'sandbox-minji', 'BAD_USER_INPUT'],
    ['samsung_health', '', 'BAD_USER_INPUT'],
  ])('refuses provider %s with code %j (%s) and writes nothing', async (provider, code, expected) => {
    const owner = member();
    expect(codeOf(await api.exec(LINK, { provider, code }, owner))).toBe(expected);
    expect(await api.em().count(InterlockEntity, { userId: owner.userId })).toBe(0);
  });

  it("imports the app's supplements, upserting by the app's id, and deletes one", async () => {
    const owner = member();
    const app = await link(owner, 'sandbox-jihoon');
    const expected = await sandboxHealthAppClient.listSupplements('samsung_health', (await sandboxHealthAppClient.exchangeCode('samsung_health', 'sandbox-jihoon')).accessToken);
    const first = await api.ok<{ importHealthAppSupplements: { id: string; externalId: string; name: string; nutrients: { code: string; name: string }[] }[] }>(
      IMPORT,
      { id: app.id, code: 'sandbox-jihoon-1' },
      owner,
    );
    expect(first.importHealthAppSupplements.map((s) => [s.externalId, s.name])).toEqual(expected.map((s) => [s.externalId, s.name]));
    expect(first.importHealthAppSupplements[0].nutrients[0].name).not.toBe(first.importHealthAppSupplements[0].nutrients[0].code);
    const second = await api.ok<{ importHealthAppSupplements: { id: string }[] }>(IMPORT, { id: app.id, code: 'sandbox-jihoon-2' }, owner);
    expect(second.importHealthAppSupplements.map((s) => s.id)).toEqual(first.importHealthAppSupplements.map((s) => s.id));

    const removed = first.importHealthAppSupplements[0].id;
    await api.ok('mutation ($id: ID!) { deleteHealthAppSupplement(id: $id) }', { id: removed }, owner);
    const read = await api.ok<{ healthAppSupplements: { id: string }[] }>(READ, { userId: owner.userId }, owner);
    expect(read.healthAppSupplements.map((s) => s.id)).toEqual(first.importHealthAppSupplements.slice(1).map((s) => s.id));
  });

  it('refuses an import with a code of another app account, and drops old imports when re-linked to another account', async () => {
    const owner = member();
    const app = await link(owner, 'sandbox-seoyeon');
    await api.ok(IMPORT, { id: app.id, code: 'sandbox-seoyeon-1' }, owner);
    expect(codeOf(await api.exec(IMPORT, { id: app.id, code: 'sandbox-someoneelse' }, owner))).toBe('CONFLICT');
    await link(owner, 'sandbox-someoneelse');
    expect(await api.em().count(InterlockSupplementEntity, { interlockId: app.id })).toBe(0);
  });

  it('keeps other members out, lets admins read, and refuses guests and anonymous callers on writes', async () => {
    const owner = member();
    const bob = member();
    const app = await link(owner, 'sandbox-haneul');
    const [imported] = (await api.ok<{ importHealthAppSupplements: { id: string }[] }>(IMPORT, { id: app.id, code: 'sandbox-haneul-1' }, owner)).importHealthAppSupplements;
    expect(codeOf(await api.exec(READ, { userId: owner.userId }, bob))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(READ, { userId: owner.userId }, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.exec('mutation ($id: ID!) { deleteHealthAppSupplement(id: $id) }', { id: imported.id }, bob))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(IMPORT, { id: app.id, code: 'sandbox-haneul-2' }, bob))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(LINK, { provider: 'samsung_health', code: 'sandbox-guest' }, testIdentity('guest')))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(LINK, { provider: 'samsung_health', code: 'sandbox-anon' }, null))).toBe('UNAUTHENTICATED');
    const bobApps = await api.ok<{ healthApps: unknown[] }>('{ healthApps { id } }', {}, bob);
    expect(bobApps.healthApps).toEqual([]);
    const asAdmin = await api.ok<{ healthAppSupplements: { id: string }[] }>(READ, { userId: owner.userId }, admin);
    expect(asAdmin.healthAppSupplements.map((s) => s.id)).toContain(imported.id);
    expect(await api.em().count(InterlockSupplementEntity, { id: imported.id })).toBe(1);
  });
});
