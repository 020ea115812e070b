import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReferenceResolvers } from '@shop/kit';

/** What one domain module adds to the nutrition subgraph (schema.ts puts them together). */
export interface NutritionModule {
  resolvers: Function[];
  references?: ReferenceResolvers;
  orphanedTypes?: Function[];
  /** Idempotent demo data. */
  seed?: (em: EntityManager) => Promise<void>;
}
