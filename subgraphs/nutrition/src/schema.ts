import type { ServiceDefinition } from '@shop/kit';
import { databaseOptions } from './database.js';
import type { NutritionModule } from './module.js';
import { ProfilesResolver, UserProfilesResolver, references } from './profiles/profiles.resolver.js';
import { User } from './profiles/profile.types.js';
import { seedDemoProfiles } from './profiles/profiles.seed.js';
import { Product, ProductNutrientsResolver, productReference } from './product-nutrients/product-nutrients.resolver.js';
import { seedProductNutrients } from './product-nutrients/product-nutrients.seed.js';
import { standardsModule } from './standards/standards.module.js';
import { foodsModule } from './foods/foods.module.js';
import { recordsModule } from './records/records.module.js';
import { supplementsModule } from './supplements/supplements.module.js';
import { scoresModule } from './scores/scores.module.js';
import { nutritionJobs } from './jobs.js';
import { nutritionLifecycle } from './lifecycle.js';
import { notificationDelivery } from './outbox/outbox.service.js';
import { scoreOutbox } from './scores/scores.service.js';

const profilesModule: NutritionModule = {
  resolvers: [ProfilesResolver, UserProfilesResolver, ProductNutrientsResolver],
  references: { ...references, Product: productReference },
  orphanedTypes: [User, Product],
  seed: async (em) => {
    await seedDemoProfiles(em);
    await seedProductNutrients(em);
  },
};

/** In seed order: later modules' demo data may refer to earlier ones'. */
const MODULES: NutritionModule[] = [profilesModule, standardsModule, foodsModule, recordsModule, supplementsModule, scoresModule];

export const nutrition: ServiceDefinition = {
  name: 'nutrition',
  defaultPort: 4002,
  resolvers: MODULES.flatMap((m) => m.resolvers) as ServiceDefinition['resolvers'],
  references: Object.assign({}, ...MODULES.map((m) => m.references ?? {})),
  orphanedTypes: MODULES.flatMap((m) => m.orphanedTypes ?? []),
  database: databaseOptions,
  jobs: nutritionJobs,
  /** Work that follows a commit: score recomputation and notifications to commerce. */
  outbox: { ...scoreOutbox, ...notificationDelivery() },
  lifecycle: nutritionLifecycle,
  /** Demo data of the nutrition subgraph; each step is idempotent. */
  seed: async (em) => {
    for (const module of MODULES) await module.seed?.(em);
  },
};
