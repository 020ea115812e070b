/**
 * Test helpers: a subgraph's real schema and resolvers on the real test database (created and
 * migrated by scripts/test/global-setup.ts), called in-process with any identity.
 */
import type { EntityManager, MikroORM as Orm, Options } from '@mikro-orm/postgresql';
import { DefaultLogger, MikroORM, type LogContext, type LoggerNamespace } from '@mikro-orm/postgresql';
import { ormOptions, type DatabaseOptions } from './database.js';
import type { Identity, Role } from './identity.js';
import { Loaders } from './loaders.js';
import { buildFederatedSchema, createSubgraphServer, startSubgraph, type SubgraphDefinition } from './subgraph.js';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run tests through vitest (global setup creates the database).');
  return url;
}

export async function openTestOrm(options: Omit<DatabaseOptions, 'databaseUrl'>, overrides: Partial<Options> = {}): Promise<Orm> {
  return MikroORM.init({ ...ormOptions({ ...options, url: testDatabaseUrl(), poolMax: 4 }), ...overrides });
}

/**
 * Subgraphs as real HTTP servers on free ports, each reached by the others through
 * SUBGRAPH_<NAME>_URL as in `npm start` (tests of work that crosses services: outbox deliveries,
 * one service calling another). `stop` closes the servers and their ORMs.
 */
export async function serveSubgraphs(
  definitions: readonly (SubgraphDefinition & { database: Omit<DatabaseOptions, 'databaseUrl'> })[],
): Promise<{ urls: Record<string, string>; stop(): Promise<void> }> {
  const running: { orm: Orm; server: Awaited<ReturnType<typeof startSubgraph>> }[] = [];
  const urls: Record<string, string> = {};
  for (const definition of definitions) {
    const orm = await openTestOrm(definition.database);
    const server = await startSubgraph(definition, orm, 0);
    process.env[`SUBGRAPH_${definition.name.toUpperCase()}_URL`] = server.url;
    urls[definition.name] = server.url;
    running.push({ orm, server });
  }
  return {
    urls,
    async stop() {
      for (const { orm, server } of running) {
        await server.stop();
        await orm.close(true);
      }
    },
  };
}

/**
 * Reads until `ok` says the value is there (what an outbox or a background task does after an
 * answer), every 25 ms for at most `ms`; throws with the last value when it never comes.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not true in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** ORM options that count the SQL statements sent (for tests that bound them, e.g. no N+1). */
export function countingQueries(): { overrides: Partial<Options>; count(): number; reset(): void } {
  let statements = 0;
  class CountingLogger extends DefaultLogger {
    override log(namespace: LoggerNamespace, _message: string, _context?: LogContext): void {
      if (namespace === 'query') statements += 1;
    }
  }
  return {
    overrides: { debug: ['query'], loggerFactory: (options) => new CountingLogger(options) },
    count: () => statements,
    reset: () => void (statements = 0),
  };
}

export interface GraphQLResult<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export interface ExecOptions {
  /** Sent as the gateway would forward a client's `Idempotency-Key`. */
  idempotencyKey?: string;
}

export interface TestSubgraph {
  orm: Orm;
  em(): EntityManager;
  /** Runs an operation as `identity` (null = anonymous); a fresh context per call, like a request. */
  exec<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, identity?: Identity | null, options?: ExecOptions): Promise<GraphQLResult<T>>;
  /** Runs an operation and fails the test on errors. */
  ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, identity?: Identity | null, options?: ExecOptions): Promise<T>;
  close(): Promise<void>;
}

export async function startTestSubgraph(definition: SubgraphDefinition & { database: Omit<DatabaseOptions, 'databaseUrl'> }, overrides: Partial<Options> = {}): Promise<TestSubgraph> {
  const orm = await openTestOrm(definition.database, overrides);
  const { schema } = await buildFederatedSchema(definition);
  const server = createSubgraphServer(schema);
  await server.start();
  const exec = async <T>(query: string, variables: Record<string, unknown> = {}, identity: Identity | null = null, options: ExecOptions = {}): Promise<GraphQLResult<T>> => {
    const response = await server.executeOperation(
      { query, variables },
      { contextValue: { em: orm.em.fork() as EntityManager, identity, loaders: new Loaders(), requestId: 'test', idempotencyKey: options.idempotencyKey ?? null } },
    );
    if (response.body.kind !== 'single') throw new Error('incremental responses are not used');
    return response.body.singleResult as GraphQLResult<T>;
  };
  return {
    orm,
    em: () => orm.em.fork() as EntityManager,
    exec,
    async ok<T>(query: string, variables?: Record<string, unknown>, identity?: Identity | null, options?: ExecOptions) {
      const result = await exec<T>(query, variables, identity, options);
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as T;
    },
    async close() {
      await server.stop();
      await orm.close(true);
    },
  };
}

/** A unique suffix so tests never collide on unique columns (login ids, nicknames, handles). */
export function unique(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

// Test files share one database and run in separate processes: each process starts at a random
// point of a wide range, so user ids of different files do not meet.
let nextTestUser = 10_000_000 + Math.floor(Math.random() * 1e12);

/** A fresh identity with a user id no other test uses. */
export function testIdentity(role: Role = 'member'): Identity {
  return { userId: String(nextTestUser++), role };
}

/**
 * The named constraints of a subgraph's schema that no module gives a meaning (kit module.ts
 * `constraints`): unique constraints and unique indexes, CHECKs and foreign keys, outside the
 * kit's own tables and the migrations table. A violation of one of them would answer a generic
 * message naming a column instead of the field the client sent.
 */
export async function constraintsWithoutMeaning(orm: Orm, definition: { database: { schema: string }; modules: { constraints?: Record<string, unknown> }[] }): Promise<string[]> {
  const schema = definition.database.schema;
  const rows = await orm.em.fork().execute<{ name: string }[]>(
    `select c.conname as name from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = ? and c.contype in ('u', 'c', 'f') and t.relname not like 'kit\\_%' and t.relname <> 'mikro_orm_migrations'
     union
     select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = ? and x.indisunique and not x.indisprimary and t.relname not like 'kit\\_%' and t.relname <> 'mikro_orm_migrations'
         and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
     order by 1`,
    [schema, schema],
  );
  const meant = new Set(definition.modules.flatMap((m) => Object.keys(m.constraints ?? {})));
  return rows.map((r) => r.name).filter((name) => !meant.has(name));
}
