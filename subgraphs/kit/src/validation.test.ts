import { buildSchema, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { argumentField, guardIdArguments, idSchema, isId, parseId, parseInput, z } from './validation.js';

describe('ids (bigint identities)', () => {
  it.each([
    ['1', true],
    ['42', true],
    ['9223372036854775807', true], // int64 max
    ['9223372036854775808', false], // int64 max + 1: PostgreSQL would refuse it as an error
    ['10000000000000000000', false], // 20 digits
    ['0', false],
    ['007', false],
    ['-1', false],
    ['+1', false],
    ['1.0', false],
    ['1e3', false],
    [' 1', false],
    ['abc', false],
    ['', false],
    [1, false], // a number is not an id string
    [null, false],
  ])('%j is an id: %s', (value, expected) => {
    expect(isId(value)).toBe(expected);
  });

  it('parseId answers BAD_USER_INPUT naming the field', () => {
    expect(parseId('12', 'productId')).toBe('12');
    try {
      parseId('abc', 'productId');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'productId', message: expect.stringContaining('productId') }] });
    }
  });

  it('idSchema names the field in Korean', () => {
    const schema = z.object({ recipeId: idSchema('레시피') });
    expect(parseInput(schema, { recipeId: '5' })).toEqual({ recipeId: '5' });
    expect(() => parseInput(schema, { recipeId: '99999999999999999999' })).toThrow('레시피 번호가 올바르지 않습니다.');
    expect(() => parseInput(schema, {})).toThrow('레시피를 선택해주세요.');
  });
});

it.each([
  [['id'], 'id'],
  [['ids', 1], 'ids.1'],
  [['input', 'foodId'], 'foodId'],
  [['input', 'inner', 'ids', 2], 'inner.ids.2'],
  [['items', 0, 'userId'], 'items.0.userId'],
])('argumentField(%j) = %s', (path, field) => {
  expect(argumentField(path)).toBe(field);
});

describe('guardIdArguments: every ID argument is checked before its resolver', () => {
  const calls: string[] = [];
  const schema = guardIdArguments(
    buildSchema(`
      input Item { foodId: ID!, note: String, inner: Inner }
      input Inner { ids: [ID!] }
      type Query {
        product(id: ID!): String
        many(ids: [ID!]!): String
        nested(input: Item!): String
        optional(id: ID): String
        plain(name: String!): String
      }
    `),
  );
  const rootValue = {
    product: ({ id }: { id: string }) => (calls.push(`product ${id}`), id),
    many: ({ ids }: { ids: string[] }) => ids.join(','),
    nested: ({ input }: { input: { foodId: string } }) => input.foodId,
    optional: ({ id }: { id?: string }) => id ?? 'none',
    plain: ({ name }: { name: string }) => name,
  };
  // The guard wraps graphql-js's default resolver, which calls these root functions with the args.
  const run = (source: string) => graphql({ schema, source, rootValue });

  it('lets good ids through to the resolver', async () => {
    const result = await run('{ product(id: "12") many(ids: ["1", 2]) nested(input: { foodId: "3", inner: { ids: ["4"] } }) optional plain(name: "abc") }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ product: '12', many: '1,2', nested: '3', optional: 'none', plain: 'abc' });
  });

  it.each([
    ['{ product(id: "abc") }', 'id'],
    ['{ product(id: "9223372036854775808") }', 'id'],
    ['{ many(ids: ["1", "x"]) }', 'ids.1'],
    // Inside an input object a field is named by its path there, as the services' zod errors name it.
    ['{ nested(input: { foodId: "0" }) }', 'foodId'],
    ['{ nested(input: { foodId: "1", inner: { ids: ["1", "2", "-3"] } }) }', 'inner.ids.2'],
    ['{ optional(id: "") }', 'id'],
  ])('%s is BAD_USER_INPUT on %s, and the resolver never runs', async (source, field) => {
    calls.length = 0;
    const result = await run(source);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field, message: `${field} 값이 올바른 번호가 아닙니다.` }] });
    expect(calls).toEqual([]);
  });
});
