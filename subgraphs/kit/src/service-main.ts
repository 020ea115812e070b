import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase, type DatabaseOptions } from './database.js';
import { startJobs, type ScheduledJob } from './jobs.js';
import { logger } from './logger.js';
import { drainOutbox } from './outbox.js';
import { exitWithParent } from './exit-with-parent.js';
import { closeRateLimits } from './rate-limits.js';
import { outboxHandlersOf, startSubgraph, type SubgraphDefinition } from './subgraph.js';

export interface ServiceDefinition extends SubgraphDefinition {
  database: Omit<DatabaseOptions, 'databaseUrl'>;
  defaultPort: number;
  /** Idempotent demo data, run on start when SEED_DEMO=1 (`npm start` sets it on its embedded server). */
  seed?: (em: EntityManager) => Promise<void>;
  /** Scheduled work (pg-boss on the subgraph's database); off with JOBS=0. */
  jobs?: ScheduledJob[];
}

/**
 * Process entry of one subgraph: open its database (DATABASE_URL), migrate, seed, listen on
 * loopback, and close everything on SIGINT/SIGTERM.
 */
export async function runService(definition: ServiceDefinition): Promise<void> {
  process.env.SERVICE_NAME ??= definition.name;
  const port = Number(process.env.PORT ?? definition.defaultPort);
  const database = await openDatabase(definition.database);
  if (process.env.SEED_DEMO === '1' && definition.seed) {
    await definition.seed(database.orm.em.fork() as EntityManager);
    logger.info({ subgraph: definition.name }, 'demo data ready');
  }
  // Loopback by default; containers set HOST=0.0.0.0 so the gateway container can reach it.
  const running = await startSubgraph(definition, database.orm, port, process.env.HOST ?? '127.0.0.1');
  // Every subgraph sweeps its outbox (items a crash or a failure left behind) each minute.
  const handlers = outboxHandlersOf(definition);
  const scheduled: ScheduledJob[] = [...(definition.jobs ?? []), { name: 'kit-outbox', cron: '* * * * *', run: (em, now) => drainOutbox(em, handlers, now) }];
  const jobs = process.env.JOBS !== '0' ? await startJobs(database.orm, definition.database.schema, scheduled) : null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // A stuck connection must not keep a stopped service alive (and holding its port).
    setTimeout(() => process.exit(1), 5000).unref();
    await jobs?.stop().catch(() => undefined);
    await running.stop().catch(() => undefined);
    await closeRateLimits().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  exitWithParent(stop);
  // The supervisor (scripts/start.ts) reads this line to know the subgraph is ready.
  process.stdout.write(`READY ${definition.name} ${running.url}\n`);
}

export { exitWithParent };
