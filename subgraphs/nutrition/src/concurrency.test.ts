import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { koreanDate, type Identity } from '@shop/kit';
import { nutrition } from './schema.js';
import { MAX_PROFILES_PER_ACCOUNT } from './profiles/profiles.service.js';

/**
 * Nutrition's limits and uniqueness rules under 20 (or 10) requests at once, through the real
 * mutations on the real server: the database, not a count in the service, holds them.
 */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
});
afterAll(() => api.close());

const ADD_PROFILE = 'mutation ($input: ProfileInput!) { addProfile(input: $input) { id isPrimary } }';
const codeOf = (r: { errors?: { extensions?: Record<string, any> }[] }) => r.errors?.[0]?.extensions?.code;
const at20 = <T>(run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: 20 }, (_, i) => run(i)));
const count = async (sql: string, params: unknown[]) => Number((await api.em().execute<{ n: string }[]>(sql, params))[0].n);

async function profileOf(owner: Identity): Promise<string> {
  return (await api.ok<{ addProfile: { id: string } }>(ADD_PROFILE, { input: { name: '나', gender: 1, birthday: '1990-01-01' } }, owner)).addProfile.id;
}

describe('profiles', () => {
  it('20 concurrent first profiles of one account: exactly one is primary', async () => {
    const owner = testIdentity();
    const answers = await at20((i) => api.exec<{ addProfile: { isPrimary: boolean } }>(ADD_PROFILE, { input: { name: `가족${i}`, gender: 2, birthday: '1985-03-03' } }, owner));
    const ok = answers.filter((a) => !a.errors);
    expect(ok.filter((a) => a.data!.addProfile.isPrimary)).toHaveLength(1);
    expect(await count('select count(*) as n from nutrition.profiles where user_id = ? and is_primary', [owner.userId])).toBe(1);
  });

  it(`20 concurrent adds stop at ${MAX_PROFILES_PER_ACCOUNT} profiles; the rest are refused in Korean`, async () => {
    const owner = testIdentity();
    const answers = await at20((i) => api.exec(ADD_PROFILE, { input: { name: `가족${i}`, gender: 1, birthday: '2000-01-01' } }, owner));
    expect(answers.filter((a) => !a.errors)).toHaveLength(MAX_PROFILES_PER_ACCOUNT);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(20 - MAX_PROFILES_PER_ACCOUNT);
    for (const r of refused) expect(r.errors![0]).toMatchObject({ message: `프로필은 최대 ${MAX_PROFILES_PER_ACCOUNT}개까지 만들 수 있습니다.`, extensions: { code: 'PROFILE_LIMIT' } });
    expect(await count('select count(*) as n from nutrition.profiles where user_id = ?', [owner.userId])).toBe(MAX_PROFILES_PER_ACCOUNT);
  });
});

describe('food records and the day score', () => {
  it('10 concurrent meals on one day: 10 rows, 10 answers without error, one score row counting all 10', async () => {
    const owner = testIdentity();
    const profileId = await profileOf(owner);
    const [rice] = (await api.ok<{ searchFoods: { items: { id: string }[] } }>('query { searchFoods(query: "쌀밥", limit: 1) { items { id } } }')).searchFoods.items;
    const date = koreanDate();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.exec(
          'mutation ($input: FoodRecordInput!) { addFoodRecord(input: $input) { id } }',
          { input: { profileId, recordDate: date, mealType: 2, foodId: rice.id, quantity: 1, unit: '공기', amountG: 100 } },
          owner,
        ),
      ),
    );
    expect(answers.map((a) => a.errors)).toEqual(Array(10).fill(undefined));
    expect(await count('select count(*) as n from nutrition.food_records where profile_id = ? and record_date = ?', [profileId, date])).toBe(10);
    expect(await count('select count(*) as n from nutrition.nutrition_scores where profile_id = ? and score_date = ?', [profileId, date])).toBe(1);
    // The stored score is the score of all ten meals, whatever order the recomputations ran in.
    const stored = await api.ok<{ nutritionScore: { score: number } }>('query ($p: ID!, $d: LocalDate!) { nutritionScore(profileId: $p, date: $d) { score } }', { p: profileId, d: date }, owner);
    const report = await api.ok<{ nutritionReport: { score: number; foodRecordCount: number } }>(
      'query ($p: ID!, $d: LocalDate) { nutritionReport(profileId: $p, date: $d) { score foodRecordCount } }',
      { p: profileId, d: date },
      owner,
    );
    expect(report.nutritionReport.foodRecordCount).toBe(10);
    expect(stored.nutritionScore.score).toBe(report.nutritionReport.score);
  });

  it('a retried meal with the same idempotency key is stored once', async () => {
    const owner = testIdentity();
    const profileId = await profileOf(owner);
    const [rice] = (await api.ok<{ searchFoods: { items: { id: string }[] } }>('query { searchFoods(query: "쌀밥", limit: 1) { items { id } } }')).searchFoods.items;
    const input = { profileId, recordDate: koreanDate(), mealType: 1, foodId: rice.id, quantity: 1, unit: '공기' };
    const key = `meal-${owner.userId}-1`;
    const answers = await at20(() =>
      api.exec<{ addFoodRecord: { id: string } }>('mutation ($input: FoodRecordInput!) { addFoodRecord(input: $input) { id } }', { input }, owner, { idempotencyKey: key }),
    );
    expect(new Set(answers.map((a) => a.data?.addFoodRecord.id)).size).toBe(1);
    expect(await count('select count(*) as n from nutrition.food_records where profile_id = ?', [profileId])).toBe(1);
  });
});

describe('regimens and intake marks', () => {
  async function ownSupplement(owner: Identity): Promise<string> {
    const data = await api.ok<{ submitSupplement: { id: string } }>(
      'mutation ($input: SupplementInput!) { submitSupplement(input: $input) { id } }',
      { input: { name: `동시성비타민${owner.userId}`, nutrients: [{ code: 'vitamin_c', amount: 100, unit: 'mg' }] } },
      owner,
    );
    return data.submitSupplement.id;
  }

  it('20 concurrent adds of one supplement to one profile: one regimen entry, 19 conflicts naming the supplement', async () => {
    const owner = testIdentity();
    const profileId = await profileOf(owner);
    const supplementId = await ownSupplement(owner);
    const answers = await at20(() => api.exec('mutation ($input: RegimenInput!) { addRegimen(input: $input) { id } }', { input: { profileId, supplementId, alramCnt: 2 } }, owner));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    for (const r of answers.filter((a) => a.errors)) {
      expect(codeOf(r)).toBe('CONFLICT');
      expect(r.errors![0].message).toContain('이미');
    }
    expect(await count('select count(*) as n from nutrition.supplement_regimens where profile_id = ? and supplement_id = ?', [profileId, supplementId])).toBe(1);
  });

  it('20 concurrent marks of a 3-a-day regimen: eat_cnt stops at 3, the rest are refused', async () => {
    const owner = testIdentity();
    const profileId = await profileOf(owner);
    const supplementId = await ownSupplement(owner);
    const { addRegimen } = await api.ok<{ addRegimen: { id: string } }>(
      'mutation ($input: RegimenInput!) { addRegimen(input: $input) { id } }',
      { input: { profileId, supplementId, alramCnt: 3 } },
      owner,
    );
    const answers = await at20(() => api.exec('mutation ($id: ID!) { markIntake(regimenId: $id) { eatCnt } }', { id: addRegimen.id }, owner));
    expect(answers.filter((a) => !a.errors)).toHaveLength(3);
    expect(answers.filter((a) => codeOf(a) === 'CONFLICT')).toHaveLength(17);
    expect(await count('select coalesce(sum(eat_cnt), 0) as n from nutrition.supplement_intakes where regimen_id = ?', [addRegimen.id])).toBe(3);
  });
});
