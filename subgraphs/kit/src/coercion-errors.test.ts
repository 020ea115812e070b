import { buildSchema, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { coercionError } from './coercion-errors.js';

/** graphql-js's own variable refusals, as it words them, turned into Korean naming the field. */
const schema = buildSchema(`
  enum Kind { FOOD INGREDIENT }
  input RecipeInput { name: String!, servings: Int, kind: Kind, items: [ItemInput!] }
  input ItemInput { foodId: ID!, grams: Float! }
  type Query { page(offset: Int!, limit: Int): Int, recipe(input: RecipeInput!): Int, ids(ids: [ID!]!): Int }
`);

async function refusal(query: string, variables: Record<string, unknown>) {
  const result = await graphql({ schema, source: query, variableValues: variables });
  expect(result.errors?.length).toBeGreaterThan(0);
  const formatted = coercionError({ message: result.errors![0].message, extensions: { code: 'BAD_USER_INPUT' } });
  return formatted;
}

const PAGE = 'query ($offset: Int!, $limit: Int) { page(offset: $offset, limit: $limit) }';
const RECIPE = 'query ($input: RecipeInput!) { recipe(input: $input) }';
const IDS = 'query ($ids: [ID!]!) { ids(ids: $ids) }';

describe('variable coercion errors in Korean', () => {
  it.each([
    [PAGE, { offset: 'abc' }, 'offset', 'offset 값은 32비트 정수여야 합니다.'],
    [PAGE, { offset: 99999999999 }, 'offset', 'offset 값은 32비트 정수여야 합니다.'],
    [PAGE, {}, 'offset', 'offset 값이 필요합니다.'],
    [PAGE, { offset: null }, 'offset', 'offset 값이 필요합니다.'],
    [RECIPE, { input: 'text' }, 'input', 'input 값은 객체여야 합니다.'],
    [RECIPE, { input: {} }, 'name', 'name 값이 필요합니다.'],
    [RECIPE, { input: { name: 1 } }, 'name', 'name 값은 문자열이어야 합니다.'],
    [RECIPE, { input: { name: 'a', kind: 'DRINK' } }, 'kind', 'kind 값은 정해진 값 중 하나여야 합니다.'],
    [RECIPE, { input: { name: 'a', extra: 1 } }, 'extra', 'extra은(는) 알 수 없는 입력 항목입니다.'],
    [RECIPE, { input: { name: 'a', items: [null] } }, 'items.0', 'items.0 값이 필요합니다.'],
    [RECIPE, { input: { name: 'a', items: [{ foodId: '1' }] } }, 'items.0.grams', 'items.0.grams 값이 필요합니다.'],
    [RECIPE, { input: { name: 'a', items: [{ foodId: true, grams: 1 }] } }, 'items.0.foodId', 'items.0.foodId 값은 문자열이나 정수로 된 번호여야 합니다.'],
    [IDS, { ids: [null] }, 'ids.0', 'ids.0 값이 필요합니다.'],
  ])('%s %j', async (query, variables, field, message) => {
    const formatted = await refusal(query, variables);
    expect(formatted).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field, message }] } });
    expect(formatted!.message).not.toMatch(/Variable|Expected|cannot|must/);
  });

  it('leaves other errors alone', () => {
    expect(coercionError({ message: 'Cannot query field "x" on type "Query".' })).toBeNull();
  });
});
