import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

/** docs/partner-dashboard-api.md documents queries a third-party dashboard can send: each must be valid against the composed client schema. */
describe('docs/partner-dashboard-api.md', () => {
  it('shows only queries the graph answers', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema/api.graphql', import.meta.url), 'utf8'));
    const doc = readFileSync(new URL('../../docs/partner-dashboard-api.md', import.meta.url), 'utf8');
    const queries = [...doc.matchAll(/```graphql\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
    expect(queries.length).toBeGreaterThanOrEqual(5);
    for (const query of queries)
      expect(
        validate(schema, parse(query)).map((e) => e.message),
        query,
      ).toEqual([]);
  });
});
