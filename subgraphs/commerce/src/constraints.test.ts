import { afterAll, beforeAll, expect, it } from 'vitest';
import { constraintsWithoutMeaning, openTestOrm } from '@shop/kit/testing.js';
import { commerce } from './schema.js';

/** Every named unique, check and foreign-key constraint of the schema has a meaning a module declares (kit module.ts). */
let orm: Awaited<ReturnType<typeof openTestOrm>>;
beforeAll(async () => {
  orm = await openTestOrm(commerce.database);
});
afterAll(() => orm.close(true));

it('every named constraint of the commerce schema means something to a client', async () => {
  expect(await constraintsWithoutMeaning(orm, commerce)).toEqual([]);
});
