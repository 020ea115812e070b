/**
 * Creates a fresh UTF-8 test database on the real PostgreSQL server (TEST_DATABASE_URL's
 * server, default the machine's 127.0.0.1:5432) and applies every subgraph's migrations once.
 * Tests then create the data they need; none depends on another's rows.
 */
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrate, ormOptions, type DatabaseOptions } from '@shop/kit';
import { serverUrl, withDatabase } from '../lib/pg-url.js';
import { SUBGRAPHS } from '../lib/subgraphs.js';

export default async function setup(): Promise<() => Promise<void>> {
  const database = process.env.TEST_DATABASE_NAME ?? `shop_test_${process.pid}`;
  const server = serverUrl();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  // Trigram search needs a UTF-8 LC_CTYPE (under C, show_trgm('단백질') is empty).
  await admin.query(`create database ${database} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
  await admin.end();

  const url = withDatabase(server, database);
  for (const { name } of SUBGRAPHS) {
    const { databaseOptions } = (await import(`../../subgraphs/${name}/src/database.ts`)) as { databaseOptions: DatabaseOptions };
    const orm = await MikroORM.init(ormOptions({ ...databaseOptions, url }));
    await migrate(orm, databaseOptions.schema);
    await orm.close(true);
  }
  process.env.TEST_DATABASE_URL = url;

  return async () => {
    if (process.env.KEEP_TEST_DATABASE) return;
    const cleanup = new pg.Client({ connectionString: server });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database} with (force)`);
    await cleanup.end();
  };
}
