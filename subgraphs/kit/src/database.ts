import { MikroORM, type Options, type Constructor } from '@mikro-orm/postgresql';
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
  /** The subgraph's entities (`defineEntity` schemas), as MikroORM's own option takes them. */
  entities: NonNullable<Options['entities']>;
  migrations: MigrationEntry[];
  /** Server URL; defaults to DATABASE_URL (`npm start` sets it, to its embedded server when none is given). */
  databaseUrl?: string;
  /** Connection pool size (pg-boss shares this pool). */
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
    // The kit's own tables (outbox, idempotency keys; abuse-limit counters, made by rate-limits.ts)
    // are not entities: generated migrations must not drop them.
    schemaGenerator: { skipTables: ['kit_outbox', 'kit_idempotency_keys', 'kit_rate_limits'] },
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

/** Connects to the PostgreSQL server and applies the subgraph's migrations in its own schema. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const url = options.databaseUrl ?? config().DATABASE_URL;
  if (!url) {
    // The embedded server belongs to the supervisor (scripts/start.ts), which passes its URL to
    // every subgraph; a subgraph started alone has nobody to start one for it.
    throw new Error(
      'DATABASE_URL이 없습니다. 전체 서비스는 `npm start`로 시작하세요(DATABASE_URL이 없으면 내장 PostgreSQL을 함께 시작합니다). 서비스 하나만 따로 실행하려면 DATABASE_URL을 지정하세요.',
    );
  }
  const orm = await MikroORM.init(ormOptions({ ...options, url }));
  await migrate(orm, options.schema);
  return {
    orm,
    url,
    async close() {
      await orm.close(true);
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
