/**
 * HTTP hygiene of the gateway as a browser or a crawler meets it: security headers, HSTS only
 * behind TLS, CORS closed unless configured, gzip/brotli, caching of the web client, robots.txt,
 * and JSON refusals of oversized URLs and bodies and of malformed JSON. Two real gateways
 * (startGateway) over HTTP, one with the defaults and one with CORS and a trusted proxy, serving
 * a web client dist made here; no subgraph is needed for any of these answers.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { DOCS_PAGE } from './docs.js';
import type { HttpOptions } from './options.js';
import { contentSecurityPolicy } from './security.js';
import { ROBOTS_TXT } from './web.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCRIPT = `export const shop = ${JSON.stringify('영양제 쇼핑몰 '.repeat(400))};\n`;
const STYLE = `body { font-family: sans-serif; }\n${'.product { margin: 0 auto; padding: 8px; }\n'.repeat(60)}`;
const INDEX = `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>영양제 쇼핑몰</title>
<script type="module" crossorigin src="/assets/index-AbC123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-DeF456.css"></head><body><div id="root"></div></body></html>\n`;

let closed: RunningGateway;
let open: RunningGateway;

/** Raw HTTP (no automatic decompression, any header) so the test sees the bytes on the wire. */
function request(base: string, target: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    const url = new URL(base);
    const req = http.request({ host: url.hostname, port: url.port, path: target, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

function decoded(answer: { headers: http.IncomingHttpHeaders; raw: Buffer }): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.raw).toString('utf8');
  return answer.raw.toString('utf8');
}

const json = (answer: { headers: http.IncomingHttpHeaders; raw: Buffer }) => JSON.parse(decoded(answer)) as Record<string, any>;

async function gateway(http: HttpOptions, webDist: string): Promise<RunningGateway> {
  return startGateway({
    port: 0,
    supergraphPath: path.join(root, 'schema/supergraph.graphql'),
    // Nothing listens there: none of these answers asks a subgraph.
    subgraphUrls: { commerce: 'http://127.0.0.1:9/', nutrition: 'http://127.0.0.1:9/', recommendation: 'http://127.0.0.1:9/', partners: 'http://127.0.0.1:9/' },
    webDist,
    http,
  });
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets/index-DeF456.css'), STYLE);
  // The server-rendering build's page status (web/src/entry-server.tsx pageStatus): no page is rendered here.
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(
    path.join(dist, '.ssr/entry-server.js'),
    "export const isServerRendered = () => false;\nexport const pageStatus = async (pathname) => (pathname.startsWith('/nowhere') ? 404 : 200);\nexport async function render() { throw new Error('not here'); }\n",
  );
  closed = await gateway({ corsOrigins: [], trustProxy: false, imageOrigins: [] }, dist);
  open = await gateway({ corsOrigins: ['https://partner.example'], trustProxy: 'loopback', imageOrigins: ['https://cdn.example'] }, dist);
});
afterAll(async () => {
  await closed?.stop();
  await open?.stop();
});

/** The CSP as a map of directive -> sources. */
function csp(headers: http.IncomingHttpHeaders): Map<string, string[]> {
  const value = String(headers['content-security-policy'] ?? '');
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('sends a CSP without inline scripts or styles, nosniff, frame-ancestors none, the referrer policy, and no HSTS over plain HTTP', async () => {
    for (const target of ['/', '/products/1', '/api/openapi.json', '/robots.txt', '/api/nowhere']) {
      const { headers } = await request(closed.url, target, { headers: { accept: 'text/html,*/*' } });
      const policy = csp(headers);
      expect(policy.get('default-src'), target).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(String(headers['content-security-policy'])).not.toContain('unsafe');
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it("lets PortOne's SDK, its frames and its forms through only with the real payment gateway", () => {
    const sandbox = contentSecurityPolicy({ corsOrigins: [], trustProxy: false, imageOrigins: [] }, true);
    expect(sandbox['script-src']).toEqual(["'self'"]);
    expect(sandbox['frame-src']).toBeUndefined();
    expect(sandbox['form-action']).toEqual(["'self'"]);
    const real = contentSecurityPolicy({ corsOrigins: [], trustProxy: false, imageOrigins: [], realPaymentWindow: true }, true);
    expect(real['script-src']).toEqual(["'self'", 'https://cdn.iamport.kr', 'https://service.iamport.kr']);
    expect(real['frame-src']).toEqual(["'self'", 'https:']);
    expect(real['form-action']).toEqual(["'self'", 'https:']);
    // Still nobody frames the shop, and still no inline script.
    expect(real['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(real)).not.toContain('unsafe');
  });

  it('sends HSTS (and upgrade-insecure-requests) only when the request came over TLS by a trusted proxy', async () => {
    const behindProxy = await request(open.url, '/', { headers: { 'x-forwarded-proto': 'https', accept: 'text/html' } });
    expect(behindProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(behindProxy.headers).has('upgrade-insecure-requests')).toBe(true);
    // The configured bucket is an image source there.
    expect(csp(behindProxy.headers).get('img-src')).toContain('https://cdn.example');
    // Plain HTTP through the same proxy, and a client's own X-Forwarded-Proto where no proxy is trusted: none.
    expect((await request(open.url, '/', { headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await request(closed.url, '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(csp(spoofed.headers).has('upgrade-insecure-requests')).toBe(false);
  });

  it('serves the API docs page with no inline script, its start-up code in a served file', async () => {
    const page = await request(closed.url, '/api/docs');
    expect(page.status).toBe(200);
    const body = decoded(page);
    expect(body).toBe(DOCS_PAGE);
    const scripts = [...body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(content!.trim()).toBe('');
    }
    const init = await request(closed.url, '/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(init.headers['content-type']).toMatch(/^text\/javascript/);
    expect(decoded(init)).toContain('SwaggerUIBundle');
  });
});

describe('compression', () => {
  it('compresses the web client, the shell and API answers with brotli or gzip, as the client accepts', async () => {
    for (const [encoding, inflate] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const script = await request(closed.url, '/assets/index-AbC123.js', { headers: { 'accept-encoding': encoding } });
      expect(script.headers['content-encoding']).toBe(encoding);
      expect(script.headers.vary).toMatch(/accept-encoding/i);
      expect(inflate(script.raw).toString('utf8')).toBe(SCRIPT);
      expect(script.raw.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);

      const style = await request(closed.url, '/assets/index-DeF456.css', { headers: { 'accept-encoding': encoding } });
      expect(style.headers['content-encoding']).toBe(encoding);
      expect(inflate(style.raw).toString('utf8')).toBe(STYLE);

      const openapi = await request(closed.url, '/api/openapi.json', { headers: { 'accept-encoding': encoding } });
      expect(openapi.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(inflate(openapi.raw).toString('utf8')).openapi).toMatch(/^3\./);

      const graphql = await request(closed.url, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      });
      expect(graphql.status).toBe(200);
      expect(graphql.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(inflate(graphql.raw).toString('utf8')).data.__schema.types.length).toBeGreaterThan(20);
    }
    // Both offered: brotli, the smaller.
    expect((await request(closed.url, '/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } })).headers['content-encoding']).toBe('br');
    // Not offered: plain.
    const plain = await request(closed.url, '/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString('utf8')).toBe(SCRIPT);
  });
});

describe('caching and robots.txt', () => {
  it('caches hashed assets for a year as immutable and makes the app shell revalidate', async () => {
    for (const file of ['/assets/index-AbC123.js', '/assets/index-DeF456.css']) {
      expect((await request(closed.url, file)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const target of ['/', '/index.html', '/mypage/nutrition']) {
      const shell = await request(closed.url, target, { headers: { accept: 'text/html' } });
      expect(shell.status, target).toBe(200);
      expect(decoded(shell)).toBe(INDEX);
      expect(shell.headers['cache-control']).toBe('no-cache');
    }
    // An address that is no page of the app: the same shell (the browser shows the not-found
    // screen), but HTTP 404 for crawlers and link checkers.
    const unknown = await request(closed.url, '/nowhere/at-all', { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
    expect(decoded(unknown)).toBe(INDEX);
    // A hashed file that no longer exists is a 404, not the app shell served as a script.
    const missing = await request(closed.url, '/assets/index-Old999.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it('serves robots.txt keeping crawlers out of the API, GraphQL, uploads and account pages', async () => {
    const robots = await request(closed.url, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const text = decoded(robots);
    expect(text).toBe(ROBOTS_TXT);
    for (const disallowed of ['/api/', '/graphql', '/uploads/', '/mypage']) expect(text).toContain(`Disallow: ${disallowed}\n`);
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});

describe('CORS', () => {
  const preflight = (base: string, origin: string) =>
    request(base, '/graphql', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' } });

  it('is closed by default: no origin is allowed, on a preflight or an answer', async () => {
    for (const origin of ['https://partner.example', 'https://evil.example', 'null']) {
      const answer = await preflight(closed.url, origin);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-headers']).toBeUndefined();
      const get = await request(closed.url, '/api/openapi.json', { headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('opens to the configured origins only, without credentials', async () => {
    const allowed = await preflight(open.url, 'https://partner.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/authorization/);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    expect(allowed.headers.vary).toMatch(/origin/i);
    const answer = await request(open.url, '/api/openapi.json', { headers: { origin: 'https://partner.example' } });
    expect(answer.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(answer.headers['access-control-expose-headers']).toMatch(/x-request-id/);
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const origin of ['https://evil.example', 'https://partner.example.evil.example', 'http://partner.example']) {
      expect((await preflight(open.url, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('oversized and malformed requests get JSON answers', () => {
  const long = (bytes: number) => 'x'.repeat(bytes);

  it('414 for a URL over 8 KB, in the REST envelope or the GraphQL format', async () => {
    const api = await request(closed.url, `/api/productItem/option/list?productId=${long(9000)}`);
    expect(api.status).toBe(414);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(json(api)).toMatchObject({ code: 414, msg: expect.stringContaining('주소'), result: { error: 'URI_TOO_LONG' } });
    const page = await request(closed.url, `/search?q=${long(9000)}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(414);
    expect(json(page).code).toBe(414);
    const graphql = await request(closed.url, `/graphql?query=${long(9000)}`);
    expect(graphql.status).toBe(414);
    expect(json(graphql)).toEqual({ errors: [{ message: expect.stringContaining('주소'), extensions: { code: 'URI_TOO_LONG' } }] });
    // Just under the limit is read (and answered by its route).
    expect((await request(closed.url, `/api/nowhere?q=${long(8000)}`)).status).toBe(404);
  });

  it('431 in JSON when the request line and headers exceed what the HTTP parser reads', async () => {
    const answer = await request(closed.url, `/api/x?q=${long(20_000)}`);
    expect(answer.status).toBe(431);
    expect(json(answer)).toMatchObject({ code: 431, result: { error: 'HEADERS_TOO_LARGE' } });
  });

  it('413 for a /graphql body over 16 MB and for an /api body over its limit; 400 for malformed JSON on /graphql', async () => {
    const huge = JSON.stringify({ query: 'mutation ($f: String!) { x(f: $f) }', variables: { f: long(17 * 1024 * 1024) } });
    const graphql = await request(closed.url, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(graphql.status).toBe(413);
    expect(json(graphql)).toEqual({ errors: [{ message: expect.stringContaining('16MB'), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });

    const api = await request(closed.url, '/api/user/user_join', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nickname: long(2 * 1024 * 1024) }) });
    expect(api.status).toBe(413);
    expect(json(api)).toMatchObject({ code: 413, msg: expect.any(String) });

    for (const body of ['{"query": "{ __typename }"', '{query: 1}', 'not json']) {
      const malformed = await request(closed.url, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(malformed.status, body).toBe(400);
      expect(malformed.headers['content-type']).toMatch(/^application\/json/);
      expect(json(malformed)).toEqual({ errors: [{ message: '요청 본문이 올바른 JSON이 아닙니다.', extensions: { code: 'BAD_REQUEST' } }] });
    }
    // A body within the limit still reaches GraphQL.
    const fine = await request(closed.url, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(json(fine)).toEqual({ data: { __typename: 'Query' } });
  });

  it('variables nested deeper than 20 levels are refused before GraphQL reads them (400 BAD_USER_INPUT naming the variable), by POST and by GET', async () => {
    // JSON text built directly: a value thousands of levels deep is more than JSON.stringify's stack takes.
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const post = (variables: string) =>
      request(closed.url, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"query": "mutation ($f: JSONObject!) { answerEventSurvey(answers: $f, eventCode: \\"spring\\") { id } }", "variables": ${variables}}`,
      });
    const deep = await post(`{"f": {"a": ${nested(4500)}}}`);
    expect(deep.status).toBe(400);
    const message = 'f 값의 중첩이 너무 깊습니다(최대 20단계).';
    expect(json(deep)).toEqual({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'f', message }] } }] });
    const viaGet = await request(closed.url, `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent(`{"g": ${nested(1000)}}`)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.status).toBe(400);
    expect(json(viaGet).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'g' }] });
    const extensions = await request(closed.url, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query": "{ __typename }", "extensions": {"x": ${nested(50)}}}`,
    });
    expect(json(extensions).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'x' }] });
    // 20 levels (the variable object and 19 inside it) still reach GraphQL.
    const within = await post(`{"f": {"a": ${nested(19)}}}`);
    // (No subgraph listens here: the gateway got as far as asking one.)
    expect(within.status).toBe(200);
    expect(json(within).errors[0].extensions.code).not.toBe('BAD_USER_INPUT');
  });
});
