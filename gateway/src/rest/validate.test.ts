import { describe, expect, it } from 'vitest';
import { apiSchema, chooseVariant, compileRoute } from './compile.js';
import { ALL_ROUTES } from './routes/index.js';
import type { RestRequest } from './types.js';
import { buildVariables, jsonDepth, MAX_JSON_DEPTH } from './validate.js';

/** Edge validation of what PostgreSQL or a walk over the value would otherwise fail on (a 500). */
const schema = apiSchema();
const route = (method: string, path: string) =>
  compileRoute(
    ALL_ROUTES.find((r) => r.method === method && r.path === path)!,
    schema,
  );
const problems = (method: string, path: string, part: Partial<RestRequest>) => {
  const c = route(method, path);
  const req: RestRequest = { query: {}, body: {}, params: {}, ...part };
  return buildVariables(chooseVariant(c, method === 'GET' || method === 'DELETE' ? req.query : req.body), req).problems;
};
const nested = (levels: number): unknown => (levels === 0 ? 1 : { a: nested(levels - 1) });

describe('edge validation', () => {
  it('refuses ids a bigint cannot hold, naming the field', () => {
    expect(problems('GET', '/productItem/option/list', { query: { productId: '99999999999999999999' } })).toEqual([{ field: 'productId', message: 'productId 값은 숫자로 된 번호여야 합니다.' }]);
    expect(problems('GET', '/productItem/option/list', { query: { productId: '9223372036854775808' } })).toHaveLength(1);
    expect(problems('GET', '/productItem/option/list', { query: { productId: '9223372036854775807' } })).toEqual([]);
    expect(problems('GET', '/productItem/option/list', { query: { productId: 'abc' } })[0].field).toBe('productId');
  });

  it(`counts JSON depth and refuses a JSONObject nested deeper than ${MAX_JSON_DEPTH}, or anything sent that deep`, () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth([[{ a: [] }]])).toBe(4);
    expect(jsonDepth(nested(5000))).toBeGreaterThan(MAX_JSON_DEPTH);
    expect(problems('POST', '/eventSurvey/add', { body: { eventCode: 'spring', answers: nested(MAX_JSON_DEPTH - 1) } })).toEqual([]);
    expect(problems('POST', '/eventSurvey/add', { body: { eventCode: 'spring', answers: nested(5000) } })).toEqual([
      { field: 'answers', message: `answers 값의 중첩이 너무 깊습니다(최대 ${MAX_JSON_DEPTH}단계).` },
    ]);
    // A field the operation does not know is still bounded.
    expect(problems('POST', '/user/login', { body: { user_id: 'a', password: 'b', extra: nested(100) } })).toEqual([
      { field: 'extra', message: `extra 값의 중첩이 너무 깊습니다(최대 ${MAX_JSON_DEPTH}단계).` },
    ]);
  });

  it('refuses a null character in any text, which PostgreSQL cannot store', () => {
    expect(problems('POST', '/user/login', { body: { user_id: 'a\u0000b', password: 'x' } })).toEqual([{ field: 'user_id', message: 'user_id 값에 쓸 수 없는 문자(널 문자)가 있습니다.' }]);
    expect(problems('GET', '/food/search', { query: { query: '김치\u0000' } })[0].field).toBe('query');
  });

  it('refuses "ingredients":[null] on recipe add, naming the item', () => {
    const found = problems('POST', '/food/recipe/add', { body: { name: '김치볶음밥', ingredients: [null] } });
    expect(found).toContainEqual({ field: 'ingredients[0]', message: 'ingredients[0] 값이 필요합니다.' });
  });
});
