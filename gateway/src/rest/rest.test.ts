import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { validate as validateOpenApi, compileErrors } from '@readme/openapi-parser';
import express from 'express';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@shop/kit';
import type { GatewayContext } from '../graphql.js';
import { apiSchema, chooseVariant, compileRoute, type CompiledRoute } from './compile.js';
import { coverage, DOCUMENTED_ROWS_FILE, documentedRows, rowKey, SHARED_ROWS_FILE } from './coverage.js';
import { fromGraphQLError } from './envelope.js';
import type { OperationRunner } from './execute.js';
import * as op from './generated/graphql.js';
import { mountRest } from './index.js';
import { buildOpenApi } from './openapi.js';
import { ALL_ROUTES } from './routes/index.js';
import { nutrientTable } from './routes/shopper.js';
import type { JsonSchema, RestRequest, RestRoute } from './types.js';
import { buildVariables } from './validate.js';

const baseline = JSON.parse(readFileSync(new URL('./coverage-baseline.json', import.meta.url), 'utf8')) as { routed: number };
const schema = apiSchema();
const compiled = ALL_ROUTES.map((r) => compileRoute(r, schema));
const find = (method: string, path: string) => compiled.find((c) => c.route.method === method && c.route.path === path)!;
const request = (part: Partial<RestRequest>): RestRequest => ({ query: {}, body: {}, params: {}, ...part });
/** Variables (and problems) a request to a route would run with. */
const run = (c: CompiledRoute, req: Partial<RestRequest>) => {
  const full = request(req);
  const variant = chooseVariant(c, c.route.method === 'GET' || c.route.method === 'DELETE' ? full.query : full.body);
  return { operation: variant.operationName, ...buildVariables(variant, full) };
};

describe('route table against docs/api/rest-endpoints.tsv (the contract, a copy of shared/api/rest-endpoints.tsv)', () => {
  const rows = documentedRows();
  const report = coverage(ALL_ROUTES, rows);

  it.runIf(existsSync(SHARED_ROWS_FILE))("the repository's copy of the documented paths is the workspace's shared table", () => {
    expect(readFileSync(DOCUMENTED_ROWS_FILE, 'utf8')).toBe(readFileSync(SHARED_ROWS_FILE, 'utf8'));
  });

  it('reports how many documented rows are routed, and never fewer than the baseline', () => {
    const lines = Object.entries(report.bySubgraph).map(([sg, c]) => `  ${sg}: ${c.routed}/${c.total}`);
    console.info(`REST facade: ${report.routed}/${report.total} documented rows routed\n${lines.join('\n')}`);
    expect(rows.length).toBe(322);
    expect(report.routed).toBeGreaterThanOrEqual(baseline.routed);
  });

  it('routes only documented paths, each once', () => {
    expect(report.undocumented).toEqual([]);
    const keys = ALL_ROUTES.map(rowKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('routes every commerce row of issue 3 (all but cart, orders, addresses, payments, billing, coupons, points, reviews)', () => {
    const excluded = /^\/(productItem\/cart|userOrder|userOrderAddress|payment|billings|promotion|userCouponCart|point|userReviewHistory|review)\b/;
    const missing = report.unrouted.filter((r) => r.subgraph === 'commerce' && !excluded.test(r.path)).map(rowKey);
    expect(missing).toEqual([]);
  });

  it('routes every nutrition row (issue 4)', () => {
    expect(report.unrouted.filter((r) => r.subgraph === 'nutrition').map(rowKey)).toEqual([]);
  });

  it('routes every /user/* row owned by commerce or nutrition', () => {
    const missing = report.unrouted.filter((r) => r.path.startsWith('/user/') && ['commerce', 'nutrition'].includes(r.subgraph)).map(rowKey);
    expect(missing).toEqual([]);
  });
});

describe('every route runs a named operation of operations/*.graphql, valid against the composed graph', () => {
  const written = readdirSync(new URL('./operations/', import.meta.url))
    .filter((f) => f.endsWith('.graphql'))
    .flatMap((f) => [...readFileSync(new URL(`./operations/${f}`, import.meta.url), 'utf8').matchAll(/^(?:query|mutation) (\w+)/gm)].map((m) => m[1]));
  // Every variant of routes that choose by request is checked.
  it.each(compiled.map((c) => [`${c.route.method} ${c.route.path}`, c] as const))('%s', (_name, c) => {
    for (const variant of c.variants) {
      expect(validate(schema, parse(variant.query)).map((e) => e.message)).toEqual([]);
      expect(written).toContain(variant.operationName);
    }
  });

  it('refuses declarations that do not fit their operation', () => {
    const base = { method: 'POST', path: '/x', summary: 'x', auth: 'none' } as const;
    const declare = (extra: Partial<RestRoute> & Pick<RestRoute, 'variants'>) => () => compileRoute({ ...base, ...extra });
    expect(declare({ variants: [{ operation: op.LoginDocument, fields: { userId: 'user_id' } as never }] })).toThrow(/\$userId/);
    expect(declare({ variants: [{ operation: op.LoginDocument, fields: { loginId: 'password' } }] })).toThrow(/password is declared twice/);
    expect(declare({ path: '/x/{user_id}', variants: [{ operation: op.LoginDocument }] })).toThrow(/\{user_id\}/);
    expect(declare({ variants: [{ operation: op.SignUpDocument, fields: { input: { login: 'x' } } as never }] })).toThrow(/SignUpInput has no field login/);
    expect(declare({ variants: [{ operation: op.MeDocument }, { operation: op.UserDocument, when: 'id' }] })).toThrow(/only the last variant/);
  });

  it('lets few routes need a function (the escape hatch), and no route build its variables by hand', () => {
    const functions = ALL_ROUTES.filter((r) => typeof r.result === 'object').map(rowKey);
    expect(functions).toEqual(['GET /nutritionScore/promiseList', 'GET /userNutrientsCompare/read']);
    for (const r of ALL_ROUTES) for (const v of r.variants) expect(Object.values(v).some((x) => typeof x === 'function')).toBe(false);
  });
});

describe('envelope mapping', () => {
  it.each([
    ['UNAUTHENTICATED', 401, 401],
    ['FORBIDDEN', 403, 403],
    ['BAD_USER_INPUT', 400, 400],
    ['NOT_FOUND', 404, 404],
    ['CONFLICT', 409, 409],
    ['RATE_LIMITED', 429, 429],
    ['COUPON_GONE', 200, 410],
    ['COUPON_CONDITIONS_NOT_MET', 200, 411],
    ['COUPON_STATUS_CONFLICT', 409, 409],
    ['GUARDIAN_CONSENT_REQUIRED', 400, 400],
    // A state conflict is 409, never 400; an outside service that failed is 502/503, never the client's fault.
    ['ORDER_STATUS_CONFLICT', 409, 409],
    ['OUT_OF_STOCK', 409, 409],
    ['PAYMENT_GATEWAY_UNAVAILABLE', 503, 503],
    ['SOCIAL_LOGIN_UNAVAILABLE', 503, 503],
    ['TRACKING_UNAVAILABLE', 503, 503],
    ['SERVICE_UNAVAILABLE', 503, 503],
    ['PAYMENT_REFUSED', 502, 502],
    // A code outside the closed sets is a bug, not the client's.
    ['SOMETHING_MADE_UP', 500, 500],
  ])('%s -> HTTP %i, code %i', (code, http, envelopeCode) => {
    const [status, envelope] = fromGraphQLError({ message: '메시지', extensions: { code } });
    expect(status).toBe(http);
    expect(envelope).toMatchObject({ code: envelopeCode, msg: '메시지', result: { error: code } });
  });
});

describe('request validation and variables, from the operation variable types', () => {
  const login = find('POST', '/user/login');

  it('names the missing field in Korean, by its legacy name', () => {
    expect(run(login, { body: { user_id: 'abc' } }).problems).toEqual([{ field: 'password', message: 'password 값이 필요합니다.' }]);
    expect(run(login, { body: { password: 'x' } }).problems).toEqual([{ field: 'user_id', message: 'user_id 값이 필요합니다.' }]);
  });

  it('refuses a wrong type, naming the field the client sent', () => {
    expect(run(login, { body: { user_id: 7, password: 'x' } }).problems).toEqual([{ field: 'user_id', message: 'user_id 값은 문자열이어야 합니다.' }]);
  });

  it('maps legacy names to the variables', () => {
    expect(run(login, { body: { user_id: 'kim', password: 'pw', extra: 1 } })).toEqual({ operation: 'Login', variables: { loginId: 'kim', password: 'pw' }, problems: [] });
  });

  it('refuses non-numeric ids, impossible dates, unknown enum values and non-integers before anything runs', () => {
    expect(run(find('GET', '/productItem/target-id'), { query: { productId: 'abc' } }).problems).toEqual([{ field: 'productId', message: 'productId 값은 숫자로 된 번호여야 합니다.' }]);
    expect(run(find('GET', '/record/byDate'), { query: { profile_id: '3', record_date: '2026-02-31' } }).problems).toEqual([
      { field: 'record_date', message: 'record_date 값은 YYYY-MM-DD 형식의 실제 날짜여야 합니다.' },
    ]);
    expect(run(find('GET', '/productItem/search'), { query: { query: 'x', sort: 'CHEAPEST' } }).problems).toEqual([
      { field: 'sort', message: 'sort 값은 RELEVANCE, NEWEST, PRICE_ASC, PRICE_DESC, POPULAR 중 하나여야 합니다.' },
    ]);
    expect(run(find('GET', '/productItem/search'), { query: { query: 'x', pageSize: 'abc' } }).problems).toEqual([{ field: 'pageSize', message: 'pageSize 값은 정수여야 합니다.' }]);
    expect(run(find('DELETE', '/userSearchHistory/delete/{id}'), { params: { id: '1e3' } }).problems[0]).toMatchObject({ field: 'id' });
    expect(run(find('POST', '/user/profile/add'), { body: { name: '딸', gender: 2.5, birthday: '2019-06-01' } }).problems).toEqual([{ field: 'gender', message: 'gender 값은 정수여야 합니다.' }]);
  });

  it('converts query strings: numbers, repeated or comma-separated lists, paging', () => {
    const search = run(find('GET', '/productItem/search'), { query: { query: '비타민', pageSize: '12', offset: '24', brandId: ['1', '2'], formulation: 'pill,jelly', minPrice: '1000' } });
    expect(search).toEqual({
      operation: 'SearchProducts',
      problems: [],
      variables: { query: '비타민', limit: 12, offset: 24, brandIds: ['1', '2'], formulations: ['pill', 'jelly'], minPrice: 1000 },
    });
  });

  it('fills input objects from top-level legacy fields, with alternatives, inside lists too', () => {
    const recipe = run(find('POST', '/food/recipe/add'), {
      body: {
        name: '현미밥',
        amount_g: 210,
        ingredients: [
          { food_ingredient_id: '7', percent: 60 },
          { food_id: 8, percent: 40 },
        ],
      },
    });
    expect(recipe.variables).toEqual({
      input: {
        name: '현미밥',
        amountG: 210,
        ingredients: [
          { foodId: '7', percent: 60 },
          { foodId: '8', percent: 40 },
        ],
      },
    });
    const broken = run(find('POST', '/food/recipe/add'), { body: { name: '현미밥', amount_g: 210, ingredients: [{ food_id: '7', percent: '60' }, { percent: 40 }] } });
    expect(broken.problems).toEqual([
      { field: 'ingredients[0].percent', message: 'ingredients[0].percent 값은 숫자여야 합니다.' },
      { field: 'ingredients[1].food_ingredient_id', message: 'ingredients[1].food_ingredient_id 값이 필요합니다.' },
    ]);
  });

  it('sends only the fields an edit names, and null to clear one', () => {
    const edit = run(find('POST', '/record/food/edit'), { body: { id: '5', amount_g: null, food_ingredient_id: '9' } });
    expect(edit.variables).toEqual({ id: '5', input: { amountG: null, foodId: '9' } });
  });

  it("treats an empty field as not sent; declared defaults and fixed values stay the route's", () => {
    expect(run(find('POST', '/user/leave'), { body: { password: '' } }).variables).toEqual({});
    const upload = run(find('POST', '/file/add'), { body: { ownerType: 'meal', ownerId: '1', contentBase64: 'aGk=' } });
    expect(upload.variables).toEqual({ input: { ownerType: 'meal', ownerId: '1', fileName: 'file', contentBase64: 'aGk=' } });
    const food = run(find('POST', '/food/add'), { body: { name: '김치', kind: 'ingredient', serving_grams: 40, nutrients: [{ code: 'energy', amount: 30 }] } });
    expect(food.variables).toEqual({ input: { name: '김치', kind: 'food', servingGrams: 40, nutrients: [{ code: 'energy', amount: 30 }] } });
    expect(run(find('POST', '/user/sms_find_password'), { body: { phone: '01012345678', purpose: 'LOGIN' } }).variables).toEqual({ phone: '01012345678', purpose: 'FIND_PASSWORD' });
  });

  it('chooses the operation by the fields sent', () => {
    const join = find('POST', '/user/user_join');
    expect(run(join, { body: {} })).toMatchObject({ operation: 'CreateGuest', variables: {}, problems: [] });
    expect(run(join, { body: { user_id: 'kim', password: 'pw', nickname: '김', birthday: '1990-01-02', guardian_consent: true } })).toMatchObject({
      operation: 'SignUp',
      variables: { input: { loginId: 'kim', password: 'pw', nickname: '김', birthday: '1990-01-02', guardianConsent: true } },
    });
    expect(run(join, { body: { verification_token: 't' } }).problems.map((p) => p.field)).toEqual(['nickname', 'birthday']);
    expect(run(find('GET', '/user/read'), { query: { user_id: '4' } })).toMatchObject({ operation: 'User', variables: { id: '4' } });
    expect(run(find('GET', '/user/read'), {})).toMatchObject({ operation: 'Me', variables: {} });
  });
});

describe('OpenAPI document', () => {
  const doc = buildOpenApi(compiled, schema);
  type Operation = {
    parameters: { name: string; in: string; required: boolean; schema: JsonSchema }[];
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
    responses: Record<string, { content: { 'application/json': { schema: { properties: { result: JsonSchema } } } } }>;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, o]) => [`${method} ${path}`, o as Operation] as const));
  const typed = (s: JsonSchema | undefined) => Boolean(s && (s.type || s.anyOf || s.enum));

  it('is a valid OpenAPI 3.1 document (checked by @readme/openapi-parser)', async () => {
    const result = await validateOpenApi(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has one operation per route, each with a typed request and a typed result in its 200 response', () => {
    expect(operations.length).toBe(ALL_ROUTES.length);
    for (const [, o] of operations) {
      for (const p of o.parameters) expect(typed(p.schema)).toBe(true);
      for (const content of Object.values(o.requestBody?.content ?? {})) {
        expect(content.schema.type).toBe('object');
        for (const property of Object.values(content.schema.properties as Record<string, JsonSchema>)) expect(typed(property)).toBe(true);
      }
      expect(typed(o.responses['200'].content['application/json'].schema.properties.result)).toBe(true);
    }
    // Every field a route reads is documented: parameters plus the JSON body's properties.
    for (const c of compiled) {
      const o = (doc.paths[`/api${c.route.path}`] as Record<string, Operation>)[c.route.method.toLowerCase()];
      const documented = [...o.parameters.map((p) => p.name), ...Object.keys(o.requestBody?.content['application/json'].schema.properties ?? {})];
      expect(new Set(documented)).toEqual(new Set(c.variants.flatMap((v) => v.fields.flatMap((f) => f.names))));
    }
  });

  it('derives types from the schema: ids, dates, enums, paging, input objects, results', () => {
    const get = (key: string) => operations.find(([k]) => k === key)![1];
    const search = get('get /api/productItem/search');
    const param = (name: string) => search.parameters.find((p) => p.name === name)!;
    expect(param('query')).toMatchObject({ in: 'query', required: true, schema: { type: 'string' } });
    expect(param('sort').schema).toMatchObject({ type: 'string', enum: ['RELEVANCE', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'POPULAR'] });
    expect(param('pageSize')).toMatchObject({ required: false, schema: { type: 'integer', default: 20 } });
    expect(param('brandId')).toMatchObject({ style: 'form', explode: true, schema: { type: 'array', items: { type: 'string', pattern: '^[0-9]+$' } } });
    const byDate = get('get /api/record/byDate');
    expect(byDate.parameters.find((p) => p.name === 'record_date')).toMatchObject({ required: true, schema: { type: 'string', format: 'date' } });
    const recipe = get('post /api/food/recipe/add').requestBody!.content['application/json'].schema as { required: string[]; properties: Record<string, JsonSchema> };
    expect(recipe.required).toEqual(['name', 'amount_g', 'ingredients']);
    expect(recipe.properties.ingredients).toMatchObject({ type: 'array', items: { type: 'object', properties: { food_ingredient_id: {}, food_id: {}, percent: { type: 'number' } } } });
    const result = get('get /api/productItem/target-id').responses['200'].content['application/json'].schema.properties.result as { properties: Record<string, JsonSchema> };
    expect(result.properties.nutrientFacts).toMatchObject({ type: 'array', items: { type: 'object', required: ['nutrientCode', 'name', 'amount', 'unit'] } });
    expect(result.properties.brand).toMatchObject({ type: 'object', required: ['id', 'name'] });
    const comment = get('get /api/todaycomment/todayCommentNow').responses['200'].content['application/json'].schema.properties.result;
    expect(comment).toMatchObject({ type: ['object', 'null'] });
    const options = get('get /api/productItem/option/list').responses['200'].content['application/json'].schema.properties.result;
    expect(options).toMatchObject({ type: 'array', items: { properties: { stock: { type: 'integer' } } } });
    const upload = get('post /api/file/add').requestBody!.content['multipart/form-data'].schema as { properties: Record<string, JsonSchema> };
    expect(upload.properties.file).toEqual({ type: 'string', format: 'binary', description: '올릴 파일' });
    expect(upload.properties).not.toHaveProperty('contentBase64');
    expect(get('post /api/user/logout').responses).toHaveProperty('401');
  });

  it("answers a questionnaire's submission with the recommendation itself; each nutrient's card, its diary evidence and the 30-day comparison are the stored result's", () => {
    const get = (key: string) => operations.find(([k]) => k === key)![1];
    type Result = { properties: Record<string, { items?: { properties: Record<string, unknown> } }> };
    const resultOf = (key: string) => get(key).responses['200'].content['application/json'].schema.properties.result as unknown as Result;
    const submitted = resultOf('post /api/recommendSystem/post/result');
    expect(Object.keys(submitted.properties.nutrients.items!.properties).sort()).toEqual(['code', 'name', 'priority', 'products', 'reasons', 'score']);
    expect(submitted.properties).toHaveProperty('id');
    expect(submitted.properties).toHaveProperty('dropped');
    expect(submitted.properties).not.toHaveProperty('secondLook');
    const stored = resultOf('get /api/recommendSystem/get/recommend/result');
    const storedResult = (stored as unknown as { anyOf?: Result[] }).anyOf?.[0] ?? stored;
    expect(storedResult.properties.nutrients.items!.properties).toHaveProperty('claims');
    expect(storedResult.properties.nutrients.items!.properties).toHaveProperty('diary');
    expect(storedResult.properties).toHaveProperty('secondLook');
  });
});

describe('the facade over HTTP, executing in-process', () => {
  type Call = { query: string; variables: Record<string, unknown>; context: GatewayContext };
  const calls: Call[] = [];
  let answer: (call: Call) => unknown = () => ({ kind: 'single', singleResult: { data: {} } });
  // The executor stands in for the gateway's ApolloServer (the whole system runs in system.test.ts):
  // it records what the facade asks and answers what a test needs, including answers a real
  // server rarely gives (a stream, or neither data nor errors).
  const apollo = {
    async executeOperation(request: { query: string; variables: Record<string, unknown> }, options: { contextValue: GatewayContext }) {
      const call = { query: request.query, variables: request.variables, context: options.contextValue };
      calls.push(call);
      return { http: { status: 200 }, body: answer(call) };
    },
  } as unknown as OperationRunner;
  let base: string;
  let server: import('node:http').Server;
  beforeAll(async () => {
    const app = express();
    mountRest(app, { apollo });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = async (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) => {
    calls.length = 0;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(options.body === undefined || options.body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; result: any } };
  };

  it("runs the operation with the caller's identity, request id and idempotency key, and answers the first field", async () => {
    const token = await signAccessToken({ userId: '42', role: 'member' });
    answer = () => ({ kind: 'single', singleResult: { data: { addFavorite: { id: '1', productId: '3', createdAt: '2026-01-01T00:00:00.000Z' } } } });
    const response = await call('POST', '/userFavoriteHistory/add', {
      body: { productId: '3' },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'fav-3-once', 'x-request-id': 'req-1' },
    });
    expect(response).toEqual({ status: 200, body: { code: 200, msg: '성공', result: { id: '1', productId: '3', createdAt: '2026-01-01T00:00:00.000Z' } } });
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toBe(String(op.AddFavoriteDocument));
    expect(calls[0].variables).toEqual({ productId: '3' });
    // No account lookup behind this facade alone: no restrictions in force (gateway/src/restrictions.ts).
    expect(calls[0].context).toEqual({ identity: { userId: '42', role: 'member' }, restrictions: [], clientIp: '127.0.0.1', requestId: 'req-1', idempotencyKey: 'fav-3-once' });
  });

  it('answers a declared result path, and null where the graph has nothing', async () => {
    answer = () => ({ kind: 'single', singleResult: { data: { product: { options: [{ id: '1', name: '60정', extraPrice: 0, stock: 5 }] } } } });
    expect((await call('GET', '/productItem/option/list?productId=3')).body.result).toEqual([{ id: '1', name: '60정', extraPrice: 0, stock: 5 }]);
    expect(calls[0].variables).toEqual({ id: '3' });
    answer = () => ({ kind: 'single', singleResult: { data: { todayComment: null } } });
    expect((await call('GET', '/todaycomment/todayCommentNow')).body).toEqual({ code: 200, msg: '성공', result: null });
  });

  it('refuses invalid input with 400 naming the legacy field, before any GraphQL runs', async () => {
    const token = await signAccessToken({ userId: '42', role: 'member' });
    const response = await call('GET', '/record/byDate?profile_id=abc&record_date=2026-13-01', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 400,
      msg: 'profile_id 값은 숫자로 된 번호여야 합니다.',
      result: {
        error: 'BAD_USER_INPUT',
        fields: [
          { field: 'profile_id', message: 'profile_id 값은 숫자로 된 번호여야 합니다.' },
          { field: 'record_date', message: 'record_date 값은 YYYY-MM-DD 형식의 실제 날짜여야 합니다.' },
        ],
      },
    });
    expect(calls).toHaveLength(0);
  });

  it('answers 401 without a token, and for a token that does not verify, without running anything', async () => {
    expect(await call('GET', '/user/multiprofiles')).toEqual({ status: 401, body: { code: 401, msg: '로그인이 필요합니다.', result: null } });
    const forged = await call('GET', '/user/multiprofiles', { headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 401, result: { error: 'UNAUTHENTICATED' } });
    expect(calls).toHaveLength(0);
  });

  it('maps the coupon rows: products as a comma list, the legacy order and coupon names, a 410 refusal in code with HTTP 200', async () => {
    answer = () => ({ kind: 'single', singleResult: { data: { couponsForProducts: [] } } });
    expect((await call('GET', '/promotion/couponMaster/couponList/applicable?product_ids=3,4')).body).toEqual({ code: 200, msg: '성공', result: [] });
    expect(calls[0].variables).toEqual({ productIds: ['3', '4'] });
    const token = await signAccessToken({ userId: '42', role: 'member' });
    const message = '사용 기간이 지난 쿠폰이에요.';
    answer = () => ({ kind: 'single', singleResult: { errors: [{ message, extensions: { code: 'COUPON_GONE', fields: [{ field: 'couponIds.0', message }] } }] } });
    const refused = await call('POST', '/userOrder/applyCoupon', { body: { order_id: '7', coupon_ids: ['11'] }, headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'apply-7-once' } });
    expect(calls[0].query).toBe(String(op.ApplyOrderCouponsDocument));
    expect(calls[0].variables).toEqual({ orderId: '7', couponIds: ['11'] });
    expect(calls[0].context.idempotencyKey).toBe('apply-7-once');
    expect(refused).toEqual({ status: 200, body: { code: 410, msg: message, result: { error: 'COUPON_GONE', fields: [{ field: 'couponIds.0', message }] } } });
    answer = () => ({ kind: 'single', singleResult: { data: { orderCoupons: [] } } });
    await call('GET', '/userCouponCart/applicable?orderId=7', { headers: { authorization: `Bearer ${token}` } });
    expect(calls[0].variables).toEqual({ orderId: '7' });
  });

  it('maps GraphQL errors to the envelope', async () => {
    answer = () => ({ kind: 'single', singleResult: { errors: [{ message: '프로필을 찾을 수 없습니다.', extensions: { code: 'NOT_FOUND' } }] } });
    const token = await signAccessToken({ userId: '42', role: 'member' });
    const response = await call('GET', '/user/promise?profile_id=9', { headers: { authorization: `Bearer ${token}` } });
    expect(response).toEqual({ status: 404, body: { code: 404, msg: '프로필을 찾을 수 없습니다.', result: { error: 'NOT_FOUND' } } });
  });

  it('treats an answer that is not one result, or has neither data nor errors, as a server error (never code 200 with null)', async () => {
    for (const body of [
      { kind: 'incremental', initialResult: { data: {} } },
      { kind: 'single', singleResult: {} },
    ]) {
      answer = () => body;
      const response = await call('GET', '/banner/list/mall');
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ code: 500, result: { error: 'INTERNAL_SERVER_ERROR' } });
    }
  });

  it('takes a multipart upload: the file becomes contentBase64 and, unless sent, fileName', async () => {
    const token = await signAccessToken({ userId: '42', role: 'member' });
    answer = ({ variables }) => ({ kind: 'single', singleResult: { data: { uploadFile: { fileName: (variables.input as { fileName: string }).fileName } } } });
    const form = new FormData();
    form.set('ownerType', 'meal');
    form.set('ownerId', '5');
    form.set('file', new Blob([Buffer.from('png bytes')], { type: 'image/png' }), '점심.png');
    const response = await call('POST', '/file/add', { body: form, headers: { authorization: `Bearer ${token}` } });
    expect(response.body).toEqual({ code: 200, msg: '성공', result: { fileName: '점심.png' } });
    expect(calls[0].variables).toEqual({ input: { ownerType: 'meal', ownerId: '5', fileName: '점심.png', contentBase64: Buffer.from('png bytes').toString('base64') } });
    const noFile = new FormData();
    noFile.set('ownerType', 'meal');
    noFile.set('ownerId', '5');
    const missing = await call('POST', '/file/add', { body: noFile, headers: { authorization: `Bearer ${token}` } });
    expect(missing.body).toMatchObject({ code: 400, msg: 'file 파일이 필요합니다.', result: { fields: [{ field: 'file' }] } });
  });

  it('serves the derived OpenAPI document', async () => {
    const response = await fetch(`${base}/openapi.json`);
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).length).toBe(new Set(ALL_ROUTES.map((r) => r.path)).size);
  });
});

describe('compare table', () => {
  it('puts each nutrient on a row with one cell per product, null where a product lacks it', () => {
    const table = nutrientTable([
      { id: '1', name: 'A', nutrientFacts: [{ nutrientCode: 'vitamin_d', name: '비타민D', amount: 50, unit: 'µg' }] },
      {
        id: '2',
        name: 'B',
        nutrientFacts: [
          { nutrientCode: 'calcium', name: '칼슘', amount: 600, unit: 'mg' },
          { nutrientCode: 'vitamin_d', name: '비타민D', amount: 10, unit: 'µg' },
        ],
      },
    ]);
    expect(table.products).toEqual([
      { id: '1', name: 'A' },
      { id: '2', name: 'B' },
    ]);
    expect(table.rows).toEqual([
      { nutrientCode: 'vitamin_d', name: '비타민D', unit: 'µg', amounts: [50, 10] },
      { nutrientCode: 'calcium', name: '칼슘', unit: 'mg', amounts: [null, 600] },
    ]);
  });
});
