import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('product ids are parsed at the edge (kit guardIdArguments), never in SQL', () => {
  it.each([
    ['product(id: $v) { id }', 'ID!', 'abc', 'id'],
    ['product(id: $v) { id }', 'ID!', '9223372036854775808', 'id'], // int64 max + 1
    ['productsByIds(ids: $v) { id }', '[ID!]!', ['1', '12345678901234567890'], 'ids.1'],
    ['relatedProducts(productId: $v) { id }', 'ID!', '1 OR 1=1', 'productId'],
    ['products(filter: $v) { total }', 'ProductFilterInput', { brandIds: ['2', 'x'] }, 'brandIds.1'],
  ])('%s with %j is BAD_USER_INPUT naming %s', async (field, type, value, name) => {
    const result = await api.exec(`query ($v: ${type}) { ${field} }`, { v: value });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: name, message: `${name} 값이 올바른 번호가 아닙니다.` }] });
  });

  it('a well-formed id that does not exist is NOT_FOUND', async () => {
    const result = await api.exec('query ($v: ID!) { product(id: $v) { id } }', { v: '9223372036854775807' });
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
