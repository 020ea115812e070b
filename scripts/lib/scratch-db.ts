import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { givenServerUrl, LOCAL_SERVER_URL, withDatabase } from './pg-url.js';

export interface TestServer {
  /** Administration URL (database `postgres`) of the server. */
  url: string;
  /** true when this process started it (the embedded server); `close()` then stops it. */
  embedded: boolean;
  close(): Promise<void>;
}

/** Data of the tests' embedded server: throw-away databases, kept only to start faster next time. */
const TEST_DATA_DIR = fileURLToPath(new URL('../../.data/test-postgres', import.meta.url));

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL server of a test run (tests, browser test, benchmark): TEST_DATABASE_URL or
 * DATABASE_URL when given; else the machine's server on 127.0.0.1:5432 when it answers; else an
 * embedded server (.data/test-postgres, free port) started for the run. EMBEDDED_POSTGRES=1 skips
 * the machine's server, to run on the embedded one where both exist.
 */
export async function openTestServer(): Promise<TestServer> {
  const given = givenServerUrl();
  if (given) return { url: given, embedded: false, close: async () => undefined };
  if (process.env.EMBEDDED_POSTGRES !== '1' && (await answers(LOCAL_SERVER_URL))) return { url: LOCAL_SERVER_URL, embedded: false, close: async () => undefined };
  const server = await startEmbeddedPostgres({ dataDir: TEST_DATA_DIR, durable: false, maxConnections: 200 });
  process.stderr.write(`embedded PostgreSQL for the tests: 127.0.0.1:${server.port} (${server.dataDir})\n`);
  return { url: server.url, embedded: true, close: () => server.stop() };
}

/**
 * A fresh UTF-8 database for a run on the test server (see `openTestServer`); `drop()` removes
 * it (and stops the server if it was started for it), `close()` keeps it. C.UTF-8 so pg_trgm
 * produces Hangul trigrams.
 */
export async function createScratchDatabase(name: string): Promise<{ url: string; drop(): Promise<void>; close(): Promise<void> }> {
  const server = await openTestServer();
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
    await admin.end();
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: withDatabase(server.url, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: server.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      await server.close();
    },
    close: () => server.close(),
  };
}
