import pg from 'pg';
import { serverUrl, withDatabase } from './pg-url.js';

/**
 * A fresh UTF-8 database on the PostgreSQL server for a run (tests, browser test, benchmark);
 * `drop()` removes it. C.UTF-8 so pg_trgm produces Hangul trigrams.
 */
export async function createScratchDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = serverUrl();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
  await admin.end();
  return {
    url: withDatabase(server, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
