import type { EntityManager } from '@mikro-orm/postgresql';
import { seedDemoProfiles } from './profiles/profiles.seed.js';
import { seedProductNutrients } from './product-nutrients/product-nutrients.seed.js';

/** Demo data of the nutrition subgraph; each step is idempotent. */
export async function seed(em: EntityManager): Promise<void> {
  await seedDemoProfiles(em);
  await seedProductNutrients(em);
}
