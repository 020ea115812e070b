/**
 * Creates a fresh UTF-8 test database on the real PostgreSQL server (TEST_DATABASE_URL's
 * server; else the machine's 127.0.0.1:5432; else an embedded server started for the run, see
 * `openTestServer`) and applies every subgraph's migrations once. Tests then create the data
 * they need; none depends on another's rows.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { migrate, ormOptions, type DatabaseOptions } from '@shop/kit';
import { createScratchDatabase } from '../lib/scratch-db.js';
import { SUBGRAPHS } from '../lib/subgraphs.js';

/**
 * The demo catalog (fixed product ids 1..220) and its nutrient facts go in before any test
 * creates products of its own, so the search tests can test the seed and no id collides.
 */
async function seedDemoCatalog(url: string): Promise<void> {
  const { seedCatalog } = await import('../../subgraphs/commerce/src/catalog/catalog.seed.js');
  const { seedProductNutrients } = await import('../../subgraphs/nutrition/src/product-nutrients/product-nutrients.seed.js');
  for (const [name, run] of [
    ['commerce', seedCatalog],
    ['nutrition', seedProductNutrients],
  ] as const) {
    const { databaseOptions } = (await import(`../../subgraphs/${name}/src/database.ts`)) as { databaseOptions: DatabaseOptions };
    const orm = await MikroORM.init(ormOptions({ ...databaseOptions, url }));
    await run(orm.em.fork() as never);
    await orm.close(true);
  }
}

/**
 * The demo accounts' fixed ids (commerce users.seed.ts DEMO_ACCOUNTS) are never given to a test's
 * account: other subgraphs' demo data names them (the nutrition seed's family belongs to account
 * 1), and a test whose new member happened to get id 1 added profiles to the demo family's count.
 */
async function reserveDemoAccountIds(url: string): Promise<void> {
  const { DEMO_ACCOUNTS } = await import('../../subgraphs/commerce/src/users/users.seed.js');
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select setval(pg_get_serial_sequence('commerce.users', 'id'), $1)`, [Math.max(...DEMO_ACCOUNTS.map((a) => Number(a.id)))]);
  } finally {
    await client.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const database = await createScratchDatabase(process.env.TEST_DATABASE_NAME ?? `shop_test_${process.pid}`);
  try {
    for (const { name } of SUBGRAPHS) {
      const { databaseOptions } = (await import(`../../subgraphs/${name}/src/database.ts`)) as { databaseOptions: DatabaseOptions };
      const orm = await MikroORM.init(ormOptions({ ...databaseOptions, url: database.url }));
      await migrate(orm, databaseOptions.schema);
      await orm.close(true);
    }
    await seedDemoCatalog(database.url);
    await reserveDemoAccountIds(database.url);
  } catch (error) {
    // The database stays for a look; an embedded server started for the run stops.
    await database.close();
    throw error;
  }
  process.env.TEST_DATABASE_URL = database.url;

  return async () => {
    if (process.env.KEEP_TEST_DATABASE) await database.close();
    else await database.drop();
  };
}
