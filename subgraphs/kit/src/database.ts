import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM, type Options, type EntitySchema, type Constructor } from '@mikro-orm/postgresql';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { config } from './config.js';
import { logger } from './logger.js';

export interface MigrationEntry {
  name: string;
  class: Constructor<Migration>;
}

export interface DatabaseOptions {
  /** PostgreSQL schema owned by the subgraph; no other subgraph reads it. */
  schema: string;
  entities: EntitySchema<any, any>[];
  migrations: MigrationEntry[];
  /** Server URL; when absent an embedded PGlite is started (see `startEmbeddedPostgres`). */
  databaseUrl?: string;
  /** Connection pool size; the embedded database is a single session, so it forces 1. */
  poolMax?: number;
  debug?: boolean;
}

export interface Database {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
}

export function ormOptions(options: DatabaseOptions & { url: string }): Options {
  return {
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 5 },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList: options.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  };
}

/**
 * Starts an embedded PostgreSQL (PGlite with pg_trgm) for one subgraph, persisted under
 * `<DATA_DIR>/<name>`, and serves it on a loopback port so that the same `pg` driver code runs
 * against it as against a server. PGlite is one session, so callers must use a pool of 1.
 */
export async function startEmbeddedPostgres(name: string): Promise<{ url: string; stop(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const dir = path.resolve(config().DATA_DIR, name);
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const port = Number(process.env.EMBEDDED_DB_PORT ?? 0) || (await freePort());
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 1 });
  await server.start();
  logger.info({ dir, port }, 'embedded PostgreSQL (PGlite) started');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Connects (starting the embedded database when no URL is given) and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const explicitUrl = options.databaseUrl ?? config().DATABASE_URL;
  const embedded = explicitUrl ? undefined : await startEmbeddedPostgres(options.schema);
  const url = explicitUrl ?? embedded!.url;
  const orm = await MikroORM.init(ormOptions({ ...options, url, poolMax: embedded ? 1 : options.poolMax }));
  await migrate(orm, options.schema);
  return {
    orm,
    url,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

export async function migrate(orm: MikroORM, schema: string): Promise<void> {
  const connection = orm.em.getConnection();
  // Four subgraphs may start at once against one server; DDL "if not exists" still races on the
  // catalog's unique index, so a duplicate from a sibling process counts as success.
  for (const sql of [`create schema if not exists "${schema}"`, 'create extension if not exists pg_trgm']) {
    try {
      await connection.execute(sql);
    } catch (error) {
      if (!/duplicate key|already exists/.test(String((error as Error).message))) throw error;
    }
  }
  const applied = await orm.migrator.up();
  if (applied.length) logger.info({ schema, applied: applied.map((m) => m.name) }, 'migrations applied');
}
