import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { nutrition } from '../schema.js';
import { ProfileEntity, PromiseRecordEntity } from './profile.entity.js';
import { BodyRecordEntity, FoodRecordEntity } from '../records/record.entities.js';
import { MAX_PROFILES_PER_ACCOUNT } from './profiles.service.js';

let api: TestSubgraph;
const member = (): Identity => testIdentity();

beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

const ADD = 'mutation ($input: ProfileInput!) { addProfile(input: $input) { id name isPrimary imageNo gender birthday } }';
const SAVE = 'mutation ($id: ID!, $input: LifeStageInput!) { saveLifeStage(profileId: $id, input: $input) { promiseType pregnantType pregnantDay vegetarianType label } }';

async function addProfile(owner: Identity, input = { name: '엄마', gender: 2, birthday: '1965-04-04' }) {
  return (await api.ok<{ addProfile: { id: string; isPrimary: boolean; imageNo: number } }>(ADD, { input }, owner)).addProfile;
}

describe('family profiles', () => {
  it("makes the first profile primary and lists the owner's profiles only", async () => {
    const alice = member();
    const bob = member();
    const first = await addProfile(alice, { name: '나', gender: 2, birthday: '1990-01-01' });
    const second = await addProfile(alice, { name: '아이', gender: 1, birthday: '2021-01-01' });
    await addProfile(bob);
    expect(first.isPrimary).toBe(true);
    expect(second.isPrimary).toBe(false);
    const list = await api.ok<{ myProfiles: { id: string }[] }>('{ myProfiles { id } }', {}, alice);
    expect(list.myProfiles.map((p) => p.id)).toEqual([first.id, second.id]);
  });

  it('draws the picture number from 1-5 under 8 years and 1-10 otherwise', async () => {
    const owner = member();
    const child = await addProfile(owner, { name: '아기', gender: 1, birthday: '2024-01-01' });
    const adult = await addProfile(owner, { name: '아빠', gender: 1, birthday: '1980-01-01' });
    expect(child.imageNo).toBeGreaterThanOrEqual(1);
    expect(child.imageNo).toBeLessThanOrEqual(5);
    expect(adult.imageNo).toBeGreaterThanOrEqual(1);
    expect(adult.imageNo).toBeLessThanOrEqual(10);
  });

  it('refuses bad input naming the fields, and writes nothing', async () => {
    const owner = member();
    const result = await api.exec(ADD, { input: { name: ' ', gender: 3, birthday: '2999-01-01' } }, owner);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (result.errors?.[0].extensions?.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['birthday', 'gender', 'name']);
    expect(await api.em().count(ProfileEntity, { userId: owner.userId })).toBe(0);
  });

  it(`allows at most ${MAX_PROFILES_PER_ACCOUNT} profiles per account`, async () => {
    const owner = member();
    for (let i = 0; i < MAX_PROFILES_PER_ACCOUNT; i++) await addProfile(owner, { name: `가족${i}`, gender: 1, birthday: '2000-01-01' });
    const result = await api.exec(ADD, { input: { name: '하나 더', gender: 1, birthday: '2000-01-01' } }, owner);
    expect(result.errors?.[0].extensions?.code).toBe('PROFILE_LIMIT');
  });

  it('requires a signed-in member to add profiles; guests and anonymous callers are refused', async () => {
    const anonymous = await api.exec(ADD, { input: { name: '나', gender: 1, birthday: '1990-01-01' } }, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const guest = await api.exec(ADD, { input: { name: '나', gender: 1, birthday: '1990-01-01' } }, { userId: '1', role: 'guest' });
    expect(guest.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the primary profile and removes a family member with their settings', async () => {
    const owner = member();
    const me = await addProfile(owner, { name: '나', gender: 2, birthday: '1990-01-01' });
    const kid = await addProfile(owner, { name: '아이', gender: 2, birthday: '2020-01-01' });
    await api.ok(SAVE, { id: kid.id, input: { promiseType: 3 } }, owner);
    const em = api.em();
    em.create(BodyRecordEntity, { profileId: kid.id, userId: owner.userId, recordAt: '2026-01-01', weight: 20 });
    em.create(FoodRecordEntity, { profileId: kid.id, userId: owner.userId, recordDate: '2026-01-01', mealType: 1, name: '밥', quantity: 1, unit: '공기', amountG: 210 });
    await em.flush();
    const refused = await api.exec('mutation ($id: ID!) { removeProfile(id: $id) }', { id: me.id }, owner);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { removeProfile(id: $id) }', { id: kid.id }, owner);
    expect(await api.em().count(ProfileEntity, { id: kid.id })).toBe(0);
    expect(await api.em().count(PromiseRecordEntity, { profileId: kid.id })).toBe(0);
    expect(await api.em().count(BodyRecordEntity, { profileId: kid.id })).toBe(0);
    expect(await api.em().count(FoodRecordEntity, { profileId: kid.id })).toBe(0);
  });
});

describe('ownership', () => {
  it("keeps one member out of another's profiles for every operation", async () => {
    const alice = member();
    const bob = member();
    const profile = await addProfile(alice);
    const attempts = [
      ['query ($id: ID!) { profile(id: $id) { id } }', { id: profile.id }],
      ['mutation ($id: ID!) { removeProfile(id: $id) }', { id: profile.id }],
      [SAVE, { id: profile.id, input: { promiseType: 1 } }],
      ['query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { profiles { id } } } }', { r: [{ __typename: 'User', id: alice.userId }] }],
    ] as const;
    for (const [query, variables] of attempts) {
      const result = await api.exec(query, variables as Record<string, unknown>, bob);
      expect(result.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
    }
    expect(await api.em().count(ProfileEntity, { id: profile.id })).toBe(1);
  });

  it('lets an admin read any profile', async () => {
    const owner = member();
    const profile = await addProfile(owner);
    const read = await api.ok<{ profile: { id: string } }>('query ($id: ID!) { profile(id: $id) { id } }', { id: profile.id }, { userId: '1', role: 'admin' });
    expect(read.profile.id).toBe(profile.id);
  });

  it("does not let an admin change or remove a member's profile (reading is all)", async () => {
    const owner = member();
    await addProfile(owner);
    const child = await addProfile(owner);
    const admin = { userId: '1', role: 'admin' } as const;
    const remove = await api.exec('mutation ($id: ID!) { removeProfile(id: $id) }', { id: child.id }, admin);
    expect(remove.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const save = await api.exec(SAVE, { id: child.id, input: { promiseType: 0 } }, admin);
    expect(save.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await api.em().count(ProfileEntity, { id: child.id })).toBe(1);
    expect(await api.em().count(PromiseRecordEntity, { profileId: child.id })).toBe(0);
  });
});

describe('life-stage (promise) settings', () => {
  it('saves and replaces the settings, with Korean labels', async () => {
    const owner = member();
    const profile = await addProfile(owner);
    const first = await api.ok<{ saveLifeStage: any }>(SAVE, { id: profile.id, input: { promiseType: 2, vegetarianType: 2 } }, owner);
    expect(first.saveLifeStage).toEqual({ promiseType: 2, pregnantType: null, pregnantDay: null, vegetarianType: 2, label: '채식' });
    const second = await api.ok<{ saveLifeStage: any }>(SAVE, { id: profile.id, input: { promiseType: 1, pregnantType: 4, pregnantDay: '2027-03-01' } }, owner);
    expect(second.saveLifeStage).toEqual({ promiseType: 1, pregnantType: 4, pregnantDay: '2027-03-01', vegetarianType: null, label: '수유 중' });
    expect(await api.em().count(PromiseRecordEntity, { profileId: profile.id })).toBe(1);
  });

  it.each([
    [{ promiseType: 6 }, 'promiseType'],
    [{ promiseType: 2 }, 'vegetarianType'],
    [{ promiseType: 0, pregnantType: 3 }, 'pregnantType'],
    [{ promiseType: 2, vegetarianType: 7 }, 'vegetarianType'],
  ])('refuses %o (field %s)', async (input, field) => {
    const owner = member();
    const profile = await addProfile(owner);
    const result = await api.exec(SAVE, { id: profile.id, input }, owner);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((result.errors?.[0].extensions?.fields as { field: string }[])[0].field).toBe(field);
    expect(await api.em().count(PromiseRecordEntity, { profileId: profile.id })).toBe(0);
  });
});
