import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { nutrition } from '../schema.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { FoodRecordEntity } from './record.entities.js';

/**
 * Dates and ids at the edge. Run this file also with another process time zone
 * (`TZ=America/Los_Angeles npx vitest run --project server <this file>`): nothing may change.
 */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

const RECORDS = 'query ($p: ID!, $from: LocalDate!, $to: LocalDate!) { foodRecords(profileId: $p, from: $from, to: $to) { id recordDate } }';

async function profileWithRecord(date: string) {
  const owner = testIdentity();
  const em = api.em();
  const profile = em.create(ProfileEntity, { userId: owner.userId, name: '날짜', gender: 2, birthday: '1990-01-01', imageNo: 1 });
  await em.flush();
  const record = em.create(FoodRecordEntity, { profileId: profile.id, userId: owner.userId, recordDate: date, mealType: 4, name: '야식', quantity: 1, unit: '개', amountG: 100 });
  await em.flush();
  return { owner, profileId: profile.id, recordId: record.id };
}

describe('a date column reads back as the date it was saved for, whatever the process time zone', () => {
  it(`a record for 2026-11-23 is 2026-11-23 (process TZ ${process.env.TZ ?? 'unset'}, offset ${new Date('2026-11-23T00:00:00Z').getTimezoneOffset()} min)`, async () => {
    const { owner, profileId, recordId } = await profileWithRecord('2026-11-23');
    const row = await api.em().findOneOrFail(FoodRecordEntity, { id: recordId });
    expect(row.recordDate).toBe('2026-11-23'); // the column's text, no Date in between
    const profile = await api.em().findOneOrFail(ProfileEntity, { id: profileId });
    expect(profile.birthday).toBe('1990-01-01');
    const { foodRecords } = await api.ok<{ foodRecords: { id: string; recordDate: string }[] }>(RECORDS, { p: profileId, from: '2026-11-23', to: '2026-11-23' }, owner);
    expect(foodRecords).toEqual([{ id: recordId, recordDate: '2026-11-23' }]);
    // Neither neighbour day sees it.
    for (const day of ['2026-11-22', '2026-11-24']) {
      expect((await api.ok<{ foodRecords: unknown[] }>(RECORDS, { p: profileId, from: day, to: day }, owner)).foodRecords).toEqual([]);
    }
  });
});

describe('dates that do not exist are bad input, not a 500', () => {
  it.each(['2026-02-31', '2026-13-45', '2026-11-5'])('%s as a variable', async (bad) => {
    const { owner, profileId } = await profileWithRecord('2026-11-20');
    const result = await api.exec(RECORDS, { p: profileId, from: bad, to: '2026-11-23' }, owner);
    expect(result.errors?.[0]).toMatchObject({
      message: '날짜는 YYYY-MM-DD 형식의 실제 날짜여야 합니다.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'from', message: '날짜는 YYYY-MM-DD 형식의 실제 날짜여야 합니다.' }] },
    });
  });

  it('inside an input object, by its path there', async () => {
    const { owner, profileId } = await profileWithRecord('2026-11-20');
    const input = { profileId, recordDate: '2026-02-29', mealType: 1, foodId: '1', quantity: 1, unit: '개' };
    const result = await api.exec('mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }', { i: input }, owner);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'recordDate' }] });
  });

  it('as a literal the request is refused before it runs', async () => {
    const { owner, profileId } = await profileWithRecord('2026-11-20');
    const result = await api.exec(`query ($p: ID!) { foodRecords(profileId: $p, from: "2026-02-31", to: "2026-11-23") { id } }`, { p: profileId }, owner);
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED'); // a 400, not a masked 500
    expect(result.errors?.[0].message).toContain('실제 날짜');
  });
});

describe('ids are checked at the edge', () => {
  it.each([
    ['abc', 'id'],
    ['9223372036854775808', 'id'], // beyond int64: PostgreSQL would fail on it
    ['01', 'id'],
  ])('food(id: %j) is BAD_USER_INPUT naming %s', async (id, field) => {
    const result = await api.exec('query ($id: ID!) { food(id: $id) { id } }', { id });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field }] });
  });

  it('inside an input object, by its path there (as the services name fields); nothing is written', async () => {
    const { owner, profileId } = await profileWithRecord('2026-11-20');
    const input = { profileId, recordDate: '2026-11-20', mealType: 1, foodId: 'x1', quantity: 1, unit: '개' };
    const result = await api.exec('mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }', { i: input }, owner);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'foodId' }] });
    expect(await api.em().count(FoodRecordEntity, { profileId })).toBe(1);
  });
});
