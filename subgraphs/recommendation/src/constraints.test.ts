import { afterAll, beforeAll, expect, it } from 'vitest';
import { constraintsWithoutMeaning, openTestOrm } from '@shop/kit/testing.js';
import { recommendation } from './schema.js';

/** Every named unique, check and foreign-key constraint of the schema has a meaning a module declares (kit module.ts). */
let orm: Awaited<ReturnType<typeof openTestOrm>>;
beforeAll(async () => {
  orm = await openTestOrm(recommendation.database);
});
afterAll(() => orm.close(true));

it('every named constraint of the recommendation schema means something to a client', async () => {
  expect(await constraintsWithoutMeaning(orm, recommendation)).toEqual([]);
});
