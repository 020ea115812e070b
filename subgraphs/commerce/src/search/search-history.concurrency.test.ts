import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { SearchHistoryEntity } from './search-history.entity.js';
import { HISTORY_LIMIT } from './search-history.service.js';

/** A shopper's search history under concurrency: 20 adds at once, each on its own connection. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const race = <T>(run: (i: number) => Promise<GraphQLResult<T>>) => Promise.all(Array.from({ length: RACERS }, (_, i) => run(i)));
const ADD = 'mutation ($q: String!) { addSearchHistory(query: $q) { id query } }';

describe('search history', () => {
  it(`${RACERS} concurrent adds of one term keep one row; every add succeeds`, async () => {
    const me = testIdentity();
    const term = `홍삼${unique('q')}`;
    const answers = await race(() => api.exec(ADD, { q: term }, me));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    expect(await api.em().count(SearchHistoryEntity, { userId: me.userId })).toBe(1);
  });

  it(`${RACERS} concurrent adds of different terms on top of older ones keep exactly the newest ${HISTORY_LIMIT}`, async () => {
    const me = testIdentity();
    const older = Array.from({ length: 10 }, (_, i) => `예전${i}${unique('o')}`);
    for (const term of older) await api.ok(ADD, { q: term }, me);
    const newer = Array.from({ length: RACERS }, (_, i) => `새로${i}${unique('n')}`);
    const answers = await race((i) => api.exec(ADD, { q: newer[i] }, me));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    const rows = await api.em().find(SearchHistoryEntity, { userId: me.userId });
    expect(rows).toHaveLength(HISTORY_LIMIT);
    // Every concurrent term is newer than every older one, so the older ones are the ones dropped.
    expect(rows.map((r) => r.query).sort()).toEqual(newer.slice(0, HISTORY_LIMIT).sort());
  });
});
