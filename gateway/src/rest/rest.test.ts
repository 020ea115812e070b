import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { coverage, documentedRows, rowKey } from './coverage.js';
import { fromGraphQLError } from './envelope.js';
import { buildOpenApi } from './openapi.js';
import { ALL_ROUTES } from './routes/index.js';
import { validateRequest } from './validate.js';
import { nutrientTable } from './routes/shopper.js';

const baseline = JSON.parse(readFileSync(new URL('./coverage-baseline.json', import.meta.url), 'utf8')) as { routed: number };

describe('route table against shared/api/rest-endpoints.tsv', () => {
  const rows = documentedRows();
  const report = coverage(ALL_ROUTES, rows);

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

describe('every route runs a valid operation of the composed graph', () => {
  const schema = buildSchema(readFileSync(new URL('../../../schema/api.graphql', import.meta.url), 'utf8'));
  // Routes choosing their operation by request are checked with an empty request and with each
  // body field set, so every branch is validated.
  const documentsOf = (route: (typeof ALL_ROUTES)[number]) => {
    if (typeof route.operation === 'string') return [route.operation];
    const fields = Object.keys({ ...route.body, ...route.query });
    const requests = [{}, ...fields.map((f) => ({ [f]: 'x' }))].map((set) => ({ query: set, body: set, params: {} }));
    return [...new Set(requests.map((req) => (route.operation as (r: typeof req) => string)(req)))];
  };
  it.each(ALL_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    for (const document of documentsOf(route)) expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
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
    ['COUPON_NOT_APPLICABLE', 200, 410],
    ['COUPON_EXPIRED', 200, 411],
    ['GUARDIAN_CONSENT_REQUIRED', 400, 400],
  ])('%s -> HTTP %i, code %i', (code, http, envelopeCode) => {
    const [status, envelope] = fromGraphQLError({ message: '메시지', extensions: { code } });
    expect(status).toBe(http);
    expect(envelope).toMatchObject({ code: envelopeCode, msg: '메시지', result: { error: code } });
  });
});

describe('request validation', () => {
  const login = ALL_ROUTES.find((r) => r.path === '/user/login')!;
  it('names the missing field in Korean', () => {
    const problems = validateRequest(login, { query: {}, body: { user_id: 'abc' }, params: {} });
    expect(problems).toEqual([{ field: 'password', message: 'password 값이 필요합니다.' }]);
  });
  it('refuses a wrong type', () => {
    const problems = validateRequest(login, { query: {}, body: { user_id: 7, password: 'x' }, params: {} });
    expect(problems[0]).toMatchObject({ field: 'user_id' });
  });
  it('coerces query-string numbers and repeated keys', () => {
    const route = { ...login, body: undefined, query: { n: { type: 'integer' as const }, tags: { type: 'array' as const, items: 'string' as const } } };
    const req = { query: { n: '12', tags: ['a', 'b'] as unknown }, body: {}, params: {} };
    expect(validateRequest(route, req as never)).toEqual([]);
    expect(req.query).toEqual({ n: 12, tags: ['a', 'b'] });
  });
});

describe('OpenAPI document', () => {
  it('is generated from the table: one operation per route, under /api', () => {
    const doc = buildOpenApi(ALL_ROUTES);
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBe(ALL_ROUTES.length);
    expect(doc.paths['/api/user/login']).toHaveProperty('post');
    const logout = doc.paths['/api/user/logout'].post as { responses: Record<string, unknown> };
    expect(logout.responses).toHaveProperty('401');
  });
});

describe('compare table', () => {
  it('puts each nutrient on a row with one cell per product, null where a product lacks it', () => {
    const table = nutrientTable([
      { id: '1', name: 'A', nutrientFacts: [{ nutrientCode: 'vitamin_d', name: '비타민D', amount: 50, unit: 'µg' }] },
      { id: '2', name: 'B', nutrientFacts: [{ nutrientCode: 'calcium', name: '칼슘', amount: 600, unit: 'mg' }, { nutrientCode: 'vitamin_d', name: '비타민D', amount: 10, unit: 'µg' }] },
    ]);
    expect(table.products).toEqual([{ id: '1', name: 'A' }, { id: '2', name: 'B' }]);
    expect(table.rows).toEqual([
      { nutrientCode: 'vitamin_d', name: '비타민D', unit: 'µg', amounts: [50, 10] },
      { nutrientCode: 'calcium', name: '칼슘', unit: 'mg', amounts: [null, 600] },
    ]);
  });
});
