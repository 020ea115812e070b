import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { drainOutbox, koreanDate, outboxHandlersOf, startSubgraph, type Identity, type RunningSubgraph } from '@shop/kit';
import { openTestOrm, startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../subgraphs/commerce/src/schema.js';
import { nutrition } from '../../subgraphs/nutrition/src/schema.js';
import { partners } from '../../subgraphs/partners/src/schema.js';
import { recommendation } from '../../subgraphs/recommendation/src/schema.js';
import { AGREED } from '../../subgraphs/commerce/src/terms/terms.testing.js';

/**
 * What belongs to a person goes with the person: leaving (commerce) publishes `userDeleted`, every
 * subgraph's lifecycle removes its part. Commerce runs in-process; the other subgraphs are real
 * HTTP servers reached through SUBGRAPH_<NAME>_URL, as in `npm start`.
 */
let shop: TestSubgraph;
let shopServer: RunningSubgraph;
let shopOrm: MikroORM;
let nutritionApi: TestSubgraph;
const servers: { orm: MikroORM; server: RunningSubgraph }[] = [];

beforeAll(async () => {
  shop = await startTestSubgraph(commerce);
  nutritionApi = await startTestSubgraph(nutrition);
  for (const definition of [nutrition, partners, recommendation]) {
    const orm = await openTestOrm(definition.database);
    const server = await startSubgraph(definition, orm, 0);
    process.env[`SUBGRAPH_${definition.name.toUpperCase()}_URL`] = server.url;
    servers.push({ orm, server });
  }
  process.env.SUBGRAPH_COMMERCE_URL = 'http://127.0.0.1:9/';
  // Commerce over HTTP too, for nutrition's events to it (profile removal -> photos).
  shopOrm = await openTestOrm(commerce.database);
  shopServer = await startSubgraph(commerce, shopOrm, 0);
});
afterAll(async () => {
  await shopServer.stop();
  await shopOrm.close(true);
  for (const { orm, server } of servers) {
    await server.stop();
    await orm.close(true);
  }
  await nutritionApi.close();
  await shop.close();
});

const admin: Identity = { userId: '1', role: 'admin' };

async function nutritionRowsOf(userId: string): Promise<Record<string, number>> {
  const em = nutritionApi.em();
  const counts: Record<string, number> = {};
  for (const [table, column] of [
    ['profiles', 'user_id'],
    ['food_records', 'user_id'],
    ['body_records', 'user_id'],
    ['supplement_regimens', 'user_id'],
    ['supplement_intakes', 'user_id'],
    ['nutrition_scores', 'user_id'],
    ['recipes', 'user_id'],
    ['foods', 'submitted_by'],
  ]) {
    counts[table] = Number((await em.execute<{ n: string }[]>(`select count(*) as n from nutrition.${table} where ${column} = ?`, [userId]))[0].n);
  }
  return counts;
}

/** The account's lifecycle events in commerce's outbox, one per subgraph. */
const lifecycleItems = async (userId: string) =>
  (
    await shop
      .em()
      .execute<{ status: string; target: string; attempts: number }[]>(
        `select status, payload->>'target' as target, attempts from commerce.kit_outbox where topic = 'kit.lifecycle' and payload->'event'->>'userId' = ? order by id`,
        [userId],
      )
  ).map(({ status, target, attempts }) => ({ status, target, attempts }));

/** Waits (10 s at most) until `done` answers true. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('leaving', () => {
  it('removes every nutrition record of the member; an admin finds none of it afterwards', async () => {
    const loginId = unique('left').slice(0, 16);
    const joined = await shop.ok<{ signUp: { user: { id: string } } }>('mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }', {
      i: { loginId, password: 'secret123', nickname: unique('떠남'), birthday: '1990-01-01', agreements: AGREED },
    });
    const me: Identity = { userId: joined.signUp.user.id, role: 'member' };

    // A family with a day of records, a supplement regimen with a mark, a pending food submission.
    const profile = await nutritionApi.ok<{ addProfile: { id: string } }>('mutation { addProfile(input: { name: "나", gender: 1, birthday: "1990-01-01" }) { id } }', {}, me);
    const child = await nutritionApi.ok<{ addProfile: { id: string } }>('mutation { addProfile(input: { name: "아이", gender: 2, birthday: "2018-01-01" }) { id } }', {}, me);
    const [rice] = (await nutritionApi.ok<{ searchFoods: { items: { id: string }[] } }>('query { searchFoods(query: "쌀밥", limit: 1) { items { id } } }')).searchFoods.items;
    for (const profileId of [profile.addProfile.id, child.addProfile.id]) {
      await nutritionApi.ok(
        'mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }',
        { i: { profileId, recordDate: koreanDate(), mealType: 1, foodId: rice.id, quantity: 1, unit: '공기' } },
        me,
      );
      await nutritionApi.ok('mutation ($i: BodyRecordInput!) { addBodyRecord(input: $i) { id } }', { i: { profileId, recordAt: koreanDate(), weight: 60 } }, me);
    }
    const supplement = await nutritionApi.ok<{ submitSupplement: { id: string } }>(
      'mutation ($i: SupplementInput!) { submitSupplement(input: $i) { id } }',
      { i: { name: `떠나는비타민${me.userId}`, nutrients: [{ code: 'vitamin_c', amount: 100, unit: 'mg' }] } },
      me,
    );
    const regimen = await nutritionApi.ok<{ addRegimen: { id: string } }>(
      'mutation ($i: RegimenInput!) { addRegimen(input: $i) { id } }',
      { i: { profileId: profile.addProfile.id, supplementId: supplement.submitSupplement.id, alramCnt: 1 } },
      me,
    );
    await nutritionApi.ok('mutation ($id: ID!) { markIntake(regimenId: $id) { eatCnt } }', { id: regimen.addRegimen.id }, me);
    await nutritionApi.ok('mutation ($i: SubmitFoodInput!) { submitFood(input: $i) { id } }', { i: { name: `떠나는반찬${me.userId}`, kind: 'food', nutrients: [{ code: 'energy', amount: 50 }] } }, me);

    const before = await nutritionRowsOf(me.userId);
    expect(before).toMatchObject({ profiles: 2, food_records: 2, body_records: 2, supplement_regimens: 1, supplement_intakes: 1, nutrition_scores: 2, foods: 1 });

    await shop.ok('mutation { leave(password: "secret123") }', {}, me);
    // The other subgraphs get the event after the answer (kit afterAnswer): wait for its delivery.
    await until(async () => (await lifecycleItems(me.userId)).every((i) => i.status === 'done'));

    // As an admin, through the graph: the account has no profiles any more.
    const asAdmin = await nutritionApi.ok<{ _entities: { profiles: unknown[] }[] }>(
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { profiles { id } } } }',
      { r: [{ __typename: 'User', id: me.userId }] },
      admin,
    );
    expect(asAdmin._entities[0].profiles).toEqual([]);
    // And in every nutrition table.
    expect(await nutritionRowsOf(me.userId)).toEqual({ profiles: 0, food_records: 0, body_records: 0, supplement_regimens: 0, supplement_intakes: 0, nutrition_scores: 0, recipes: 0, foods: 0 });
    // Commerce's own part went in the same event (its outbox item for itself is done).
    expect((await lifecycleItems(me.userId)).map(({ status, target }) => ({ status, target }))).toEqual([
      { status: 'done', target: 'commerce' },
      { status: 'done', target: 'nutrition' },
      { status: 'done', target: 'recommendation' },
      { status: 'done', target: 'partners' },
    ]);
  });

  it('a subgraph that is down gets the event later; the others are not held back', async () => {
    const loginId = unique('late').slice(0, 16);
    const joined = await shop.ok<{ signUp: { user: { id: string } } }>('mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }', {
      i: { loginId, password: 'secret123', nickname: unique('늦음'), birthday: '1990-01-01', agreements: AGREED },
    });
    const me: Identity = { userId: joined.signUp.user.id, role: 'member' };
    await nutritionApi.ok('mutation { addProfile(input: { name: "나", gender: 1, birthday: "1990-01-01" }) { id } }', {}, me);

    const nutritionUrl = process.env.SUBGRAPH_NUTRITION_URL;
    process.env.SUBGRAPH_NUTRITION_URL = 'http://127.0.0.1:9/';
    try {
      await shop.ok('mutation { leave(password: "secret123") }', {}, me);
      // Each delivery is tried once after the answer; nutrition's fails while it is down.
      await until(async () => (await lifecycleItems(me.userId)).every((i) => i.status === 'done' || i.attempts >= 1));
    } finally {
      process.env.SUBGRAPH_NUTRITION_URL = nutritionUrl;
    }
    const statusOf = async () => Object.fromEntries((await lifecycleItems(me.userId)).map((r) => [r.target, r.status]));
    expect(await statusOf()).toEqual({ commerce: 'done', nutrition: 'pending', recommendation: 'done', partners: 'done' });
    expect((await nutritionRowsOf(me.userId)).profiles).toBe(1);

    // The sweeper at the retry time delivers it.
    await drainOutbox(shop.em(), outboxHandlersOf(commerce), new Date(Date.now() + 60_000));
    expect((await statusOf()).nutrition).toBe('done');
    expect((await nutritionRowsOf(me.userId)).profiles).toBe(0);
  });
});

describe('meal and body photos', () => {
  const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const UPLOAD = 'mutation ($i: UploadFileInput!) { uploadFile(input: $i) { id } }';
  const FILES = 'query ($t: String!, $id: String!) { files(ownerType: $t, ownerId: $id) { id } }';

  it('only the account owning the profile (nutrition knows it) attaches and sees its photos; removing the profile removes them', async () => {
    const owner: Identity = { userId: String(70_000_000 + Math.floor(Math.random() * 1e6)), role: 'member' };
    const stranger: Identity = { userId: String(Number(owner.userId) + 1), role: 'member' };
    await nutritionApi.ok('mutation { addProfile(input: { name: "나", gender: 1, birthday: "1990-01-01" }) { id } }', {}, owner);
    const { addProfile } = await nutritionApi.ok<{ addProfile: { id: string } }>('mutation { addProfile(input: { name: "아이", gender: 2, birthday: "2017-01-01" }) { id } }', {}, owner);
    const photo = { ownerType: 'meal', ownerId: addProfile.id, fileName: '점심.png', contentBase64: PNG };

    expect((await shop.exec(UPLOAD, { i: photo }, stranger)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { uploadFile } = await shop.ok<{ uploadFile: { id: string } }>(UPLOAD, { i: photo }, owner);
    expect((await shop.ok<{ files: { id: string }[] }>(FILES, { t: 'meal', id: addProfile.id }, owner)).files.map((f) => f.id)).toEqual([uploadFile.id]);
    expect((await shop.exec(FILES, { t: 'meal', id: addProfile.id }, stranger)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.exec(FILES, { t: 'body', id: addProfile.id }, null)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.exec(UPLOAD, { i: { ...photo, ownerId: '999999999999' } }, owner)).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    // Removing the profile (nutrition) tells commerce, which removes the photo.
    const photosLeft = async () => Number((await shop.em().execute<{ n: string }[]>('select count(*) as n from commerce.files where id = ?', [uploadFile.id]))[0].n);
    process.env.SUBGRAPH_COMMERCE_URL = shopServer.url;
    try {
      await nutritionApi.ok('mutation ($id: ID!) { removeProfile(id: $id) }', { id: addProfile.id }, owner);
      // Delivered to commerce after the answer (kit afterAnswer).
      await until(async () => (await photosLeft()) === 0);
    } finally {
      process.env.SUBGRAPH_COMMERCE_URL = 'http://127.0.0.1:9/';
    }
    expect(await photosLeft()).toBe(0);
  });
});
