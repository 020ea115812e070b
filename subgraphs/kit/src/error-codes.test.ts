import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_DOMAINS, errorStatus } from './error-codes.js';

/**
 * The closed sets of error codes: each code in one domain with an HTTP status, and every code the
 * source raises (AppError's argument is typed, but GraphQLError extensions, the HTTP edge's
 * refusals and hand-written answers are strings) is one of them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || name === 'generated' || name === 'migrations' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.testing\.ts$/.test(name) ? [file] : [];
  });
}

describe('error codes', () => {
  it('each code belongs to exactly one domain and has a status a client can act on', () => {
    const seen = new Map<string, string>();
    for (const [domain, codes] of Object.entries(ERROR_DOMAINS)) {
      for (const [code, { status, meaning }] of Object.entries(codes)) {
        expect(seen.get(code), `${code} is in ${seen.get(code)} and ${domain}`).toBeUndefined();
        seen.set(code, domain);
        expect(code).toMatch(/^[A-Z][A-Z_]+$/);
        expect([400, 401, 403, 404, 408, 409, 410, 411, 413, 414, 429, 431, 500, 502, 503]).toContain(status);
        expect(meaning.length).toBeGreaterThan(5);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
  });

  it("an outside service that failed is never the client's fault, and a state conflict is 409", () => {
    for (const code of ['PAYMENT_GATEWAY_UNAVAILABLE', 'SOCIAL_LOGIN_UNAVAILABLE', 'TRACKING_UNAVAILABLE', 'HEALTH_APP_UNAVAILABLE', 'SERVICE_UNAVAILABLE']) expect(errorStatus(code), code).toBe(503);
    for (const code of ['ORDER_STATUS_CONFLICT', 'OUT_OF_STOCK', 'ORDER_NOT_PAYABLE', 'PROFILE_LIMIT']) expect(errorStatus(code), code).toBe(409);
    expect(errorStatus('COUPON_GONE')).toBe(410);
    expect(errorStatus('COUPON_CONDITIONS_NOT_MET')).toBe(411);
  });

  it('every code the source raises or answers is in a closed set', () => {
    const files = [...sources(path.join(root, 'subgraphs')), ...sources(path.join(root, 'gateway/src')), ...sources(path.join(root, 'web/src'))];
    const raised = new Map<string, string>();
    const patterns = [
      /new [A-Za-z]*Error\(\s*'([A-Z][A-Z_]+)'/g, // new AppError('X', …), new OutOfStock('X', …)
      /\bcode: '([A-Z][A-Z_]+)'/g, // extensions: { code: 'X' }
      /\brefuse\(req, res, '([A-Z][A-Z_]+)'/g, // the gateway's HTTP refusals
      /extensions\?*\.code === '([A-Z][A-Z_]+)'/g, // a client branching on a code
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns) for (const match of text.matchAll(pattern)) raised.set(match[1]!, path.relative(root, file));
    }
    expect(raised.size).toBeGreaterThan(20);
    const unknown = [...raised].filter(([code]) => errorStatus(code) === undefined).map(([code, file]) => `${code} (${file})`);
    expect(unknown).toEqual([]);
  });
});
