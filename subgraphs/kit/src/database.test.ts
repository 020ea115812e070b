import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntitySchema, type EntityManager } from '@mikro-orm/postgresql';
import { resetConfig } from './config.js';
import { openDatabase, type Database } from './database.js';
import { testDatabaseUrl } from './testing.js';

/** Runs on whichever server the run uses: the machine's PostgreSQL, or the embedded one. */
let database: Database;
// The ORM wants one entity; no migration creates its table and no test touches it.
const Probe = new EntitySchema<{ id: number }>({ name: 'KitDatabaseProbe', tableName: 'probe', properties: { id: { type: 'number', primary: true } } });
const options = { schema: 'kit_database_test', entities: [Probe], migrations: [] };

beforeAll(async () => {
  database = await openDatabase({ ...options, databaseUrl: testDatabaseUrl(), poolMax: 3 });
});
afterAll(async () => {
  await database?.close();
});

describe('openDatabase', () => {
  it('makes trigrams of Hangul (pg_trgm on a UTF-8 database), which Korean search relies on', async () => {
    const [{ trigrams }] = await database.orm.em.getConnection().execute<{ trigrams: string[] }[]>("select show_trgm('단백질 파우더') as trigrams");
    expect(trigrams.length).toBeGreaterThan(0);
    const [{ score }] = await database.orm.em.getConnection().execute<{ score: number }[]>("select similarity('단백질 파우더', '단백질') as score");
    expect(score).toBeGreaterThan(0);
  });

  it('creates its schema and serves concurrent work on several pooled connections', async () => {
    const [{ n }] = await database.orm.em.getConnection().execute<{ n: string }[]>("select count(*) as n from pg_namespace where nspname = 'kit_database_test'");
    expect(Number(n)).toBe(1);
    const backend = (em: EntityManager) =>
      em.transactional(async (tx) => {
        const [row] = await tx.getConnection().execute<{ pid: number }[]>('select pg_backend_pid() as pid, pg_sleep(0.2)', [], 'all', tx.getTransactionContext());
        return row.pid;
      });
    const pids = await Promise.all([backend(database.orm.em.fork()), backend(database.orm.em.fork())]);
    expect(new Set(pids).size).toBe(2);
  });

  it('refuses to start without DATABASE_URL and says to use npm start', async () => {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    resetConfig();
    try {
      await expect(openDatabase(options)).rejects.toThrow(/DATABASE_URL.*npm start/);
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
      resetConfig();
    }
  });
});
