import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { logger } from './logger.js';
import { KOREA_TZ } from './time.js';

/**
 * Scheduled work of a subgraph: an idempotent handler run by pg-boss on the subgraph's own
 * database (so it survives restarts and runs once across replicas). `now` is passed in so tests
 * drive handlers with a controllable clock.
 */
export interface ScheduledJob {
  name: string;
  /** Cron in Korean time (Asia/Seoul). */
  cron: string;
  run(em: EntityManager, now: Date): Promise<unknown>;
}

export interface RunningJobs {
  /** Queues one run now (what the schedule does at its time). */
  trigger(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss in `<schema>_jobs`, talking through the ORM's own connection pool, which keeps
 * pg-boss inside the service's connection budget on the server.
 */
export async function startJobs(
  orm: MikroORM,
  schema: string,
  jobs: ScheduledJob[],
  options: { onRun?: (name: string, result: unknown) => void; onError?: (error: unknown) => void } = {},
): Promise<RunningJobs> {
  const pool = await orm.em.getConnection().getNativeClient();
  const boss = new PgBoss({
    // pg's own result (an array of results for a multi-statement query): pg-boss reads every statement's rows.
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: `${schema}_jobs`,
    backend: 'postgres',
  });
  boss.on('error', (error) => {
    logger.error({ err: error }, 'job queue error');
    options.onError?.(error);
  });
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: KOREA_TZ });
    await boss.work(job.name, async () => {
      const result = await job.run(orm.em.fork() as EntityManager, new Date());
      logger.info({ job: job.name, result }, 'job ran');
      options.onRun?.(job.name, result);
    });
  }
  return {
    trigger: async (name) => {
      await boss.send(name, null);
    },
    stop: () => boss.stop({ graceful: true }),
  };
}
