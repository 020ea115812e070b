import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { drainOutbox, outboxHandlersOf } from '@shop/kit';
import { eventually, startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { httpLocator } from '../adapters/ip-location/http.js';
import { setIpLocator } from '../adapters/ip-location/index.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners);
});
afterAll(() => api.close());
afterEach(() => setIpLocator(undefined));

const LOG = 'mutation ($i: QueryLogInput!) { recordQueryLog(input: $i) }';
const logOf = (marker: string) =>
  api
    .em()
    .execute<{ ip: string | null; country_code: string | null; region: string | null; city: string | null }[]>('select ip, country_code, region, city from partners.query_logs where log = ?', [marker])
    .then((rows) => rows[0]);
const outboxOf = (marker: string) =>
  api
    .em()
    .execute<{ status: string; attempts: number }[]>(
      `select o.status, o.attempts from partners.kit_outbox o join partners.query_logs q on (o.payload->>'id')::bigint = q.id where o.topic = 'query-log.locate' and q.log = ?`,
      [marker],
    )
    .then((rows) => rows[0]);

describe('query logs (spec section 3) and where their address is', () => {
  it('keeps the spec fields, then the IP locator places the address after the answer; an address it cannot place stays without', async () => {
    const placed = unique('log');
    const local = unique('log');
    await api.ok(LOG, { i: { log: placed, href: 'https://shop.example/?channelId=x', pathname: '/', inflow: 'nutricoach', ip: '211.36.1.20' } }, null);
    await api.ok(LOG, { i: { log: local, ip: '192.168.0.7' } }, testIdentity());
    // Started after the answer; the sweeper's pass picks up whatever that did not finish.
    await drainOutbox(api.em().fork() as EntityManager, outboxHandlersOf(partners));
    await eventually(
      () => outboxOf(local),
      (item) => item?.status === 'done',
    );
    expect(
      await eventually(
        () => logOf(placed),
        (log) => log?.country_code != null,
      ),
    ).toMatchObject({ ip: '211.36.1.20', country_code: 'KR' });
    expect((await logOf(placed))!.region).toMatch(/[가-힣]/);
    expect(await logOf(local)).toMatchObject({ ip: '192.168.0.7', country_code: null, region: null });
    expect(await outboxOf(local)).toMatchObject({ status: 'done' });
  });

  it('a provider that cannot be reached leaves the log without a location and the lookup for a retry', async () => {
    const marker = unique('log');
    await api.ok(LOG, { i: { log: marker, ip: '203.0.113.9' } }, null);
    expect(
      await eventually(
        () => outboxOf(marker),
        (item) => item?.attempts === 1,
      ),
    ).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await logOf(marker)).toMatchObject({ ip: '203.0.113.9', region: null });
  });

  it("speaks ip-api.com's answers: success with Korean names, fail for a private range, 429 over the quota", async () => {
    const answers: Record<string, { status: number; body: unknown }> = {
      '1.1.1.1': { status: 200, body: { status: 'success', countryCode: 'KR', regionName: '서울특별시', city: '중구' } },
      '10.0.0.1': { status: 200, body: { status: 'fail', message: 'private range' } },
      '8.8.8.8': { status: 429, body: {} },
    };
    const asked: string[] = [];
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      asked.push(req.url ?? '');
      const ip = decodeURIComponent((req.url ?? '').split('/json/')[1]!.split('?')[0]!);
      const answer = answers[ip]!;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const locator = httpLocator(`http://127.0.0.1:${port}`, 'test-key');
      expect(await locator.locate('1.1.1.1')).toEqual({ countryCode: 'KR', region: '서울특별시', city: '중구' });
      expect(await locator.locate('10.0.0.1')).toBeNull();
      await expect(locator.locate('8.8.8.8')).rejects.toThrow(/429/);
      expect(asked[0]).toMatch(/^\/json\/1\.1\.1\.1\?fields=status%2Cmessage%2CcountryCode%2CregionName%2Ccity&lang=ko&key=test-key$/);
    } finally {
      server.close();
    }
  });
});
