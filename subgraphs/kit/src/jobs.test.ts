import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openTestOrm } from './testing.js';
import { startJobs, type RunningJobs } from './jobs.js';

let orm: MikroORM;
let jobs: RunningJobs;
const runs: { name: string; result: unknown }[] = [];
const errors: unknown[] = [];
let seen: Date | null = null;

beforeAll(async () => {
  orm = await openTestOrm({ schema: 'kit_job_test', entities: [], migrations: [] }, { discovery: { warnWhenNoEntities: false } });
  jobs = await startJobs(
    orm,
    'kit_job_test',
    [{ name: 'count-tables', cron: '0 3 * * *', run: async (em, now) => ((seen = now), (await em.getConnection().execute<{ n: string }[]>('select count(*) as n from pg_tables'))[0].n) }],
    { onRun: (name, result) => runs.push({ name, result }), onError: (error) => errors.push(error) },
  );
});
afterAll(async () => {
  await jobs.stop();
  await orm.close(true);
});

describe('scheduled jobs on pg-boss', () => {
  it('runs a job handler with a fresh EntityManager and the current time when triggered', async () => {
    const before = Date.now();
    await jobs.trigger('count-tables');
    for (let i = 0; i < 100 && !runs.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(runs).toHaveLength(1);
    expect(runs[0].name).toBe('count-tables');
    expect(Number(runs[0].result)).toBeGreaterThan(0);
    expect(seen!.getTime()).toBeGreaterThanOrEqual(before);
    // pg-boss's own maintenance (e.g. its multi-statement claims) ran through our pool without errors.
    expect(errors).toEqual([]);
  });

  it('keeps its queue tables in its own schema', async () => {
    const rows = await orm.em.getConnection().execute<{ n: string }[]>("select count(*) as n from pg_tables where schemaname = 'kit_job_test_jobs'");
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });
});
