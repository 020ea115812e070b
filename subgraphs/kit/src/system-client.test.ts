import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_HEADER, SYSTEM_IDENTITY, verifyForwarded, verifyIdentity } from './identity.js';
import { callSubgraph, SubgraphRefused, SubgraphUnavailable, subgraphUrl } from './system-client.js';

/** A stand-in subgraph: answers by the query's first word, and remembers the identity it was called with. */
let server: http.Server;
let url: string;
const seen: (string | undefined)[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk));
    req.on('end', () => {
      seen.push(req.headers[IDENTITY_HEADER] as string | undefined);
      const { query } = JSON.parse(text) as { query: string };
      if (query.startsWith('refuse')) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: '안 됩니다', extensions: { code: 'FORBIDDEN' } }] }));
      if (query.startsWith('crash')) return res.writeHead(502).end('bad gateway');
      if (query.startsWith('hang')) return;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { echo: query } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('callSubgraph', () => {
  it('calls as the system, signed, and returns the data', async () => {
    expect(await callSubgraph(url, { query: 'ok { x }' })).toEqual({ echo: 'ok { x }' });
    expect(await verifyIdentity(seen.at(-1)!)).toEqual(SYSTEM_IDENTITY);
    await callSubgraph(url, { query: 'ok', identity: null });
    expect((await verifyForwarded(seen.at(-1)!)).identity).toBeNull();
  });

  it('a refusal is SubgraphRefused with the code; no answer, a 5xx or a timeout is SubgraphUnavailable', async () => {
    const refused = await callSubgraph(url, { query: 'refuse' }).catch((e) => e);
    expect(refused).toBeInstanceOf(SubgraphRefused);
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
    expect(await callSubgraph(url, { query: 'crash' }).catch((e) => e)).toBeInstanceOf(SubgraphUnavailable);
    expect(await callSubgraph(url, { query: 'hang', timeoutMs: 50 }).catch((e) => e)).toBeInstanceOf(SubgraphUnavailable);
    expect(await callSubgraph('http://127.0.0.1:9/', { query: 'ok' }).catch((e) => e)).toBeInstanceOf(SubgraphUnavailable);
  });

  it('finds a subgraph by name in SUBGRAPH_<NAME>_URL, and says so when it is not set', async () => {
    const before = process.env.SUBGRAPH_PARTNERS_URL;
    try {
      delete process.env.SUBGRAPH_PARTNERS_URL;
      expect(() => subgraphUrl('partners')).toThrow(SubgraphUnavailable);
      process.env.SUBGRAPH_PARTNERS_URL = url;
      expect(await callSubgraph('partners', { query: 'ok by name' })).toEqual({ echo: 'ok by name' });
    } finally {
      if (before === undefined) delete process.env.SUBGRAPH_PARTNERS_URL;
      else process.env.SUBGRAPH_PARTNERS_URL = before;
    }
  });
});
