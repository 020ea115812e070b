import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from './testing.js';
import { commerce } from '../../commerce/src/schema.js';
import { MAX_ARGUMENT_DEPTH } from './argument-guard.js';

/** Values that would reach PostgreSQL as a 500 are refused at the subgraph's edge, for /graphql callers too. */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('argument values', () => {
  it('a NUL character in a string argument is BAD_USER_INPUT naming it, not a 500', async () => {
    const result = await api.exec('query ($q: String!) { searchProducts(query: $q) { total } }', { q: '비타민\u0000' }, testIdentity());
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'query' }] });
  });

  it('JSON nested 5,000 deep is refused by its path; 20 levels pass the guard', async () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    const mutation = 'mutation ($a: JSONObject!) { answerEventSurvey(eventCode: "e1", answers: $a) { id } }';
    const refused = await api.exec(mutation, { a: deep }, testIdentity());
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].extensions?.fields[0].field).toMatch(/^answers(\.a)+$/);
    let shallow: Record<string, unknown> = { q1: 'x' };
    for (let i = 0; i < MAX_ARGUMENT_DEPTH - 2; i++) shallow = { a: shallow };
    const passed = await api.exec(mutation, { a: shallow }, testIdentity());
    expect(passed.errors?.[0]?.extensions?.fields?.[0]?.message ?? '').not.toContain('너무 깊습니다');
  });
});
