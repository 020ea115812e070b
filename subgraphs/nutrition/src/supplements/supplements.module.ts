import type { NutritionModule } from '../module.js';
import { InterlockResolver } from './interlock.resolver.js';
import { RegimensResolver, SupplementIntakeResolver } from './regimens.resolver.js';
import { SupplementsResolver } from './supplements.resolver.js';
import { seedDemoRegimens, seedSupplements } from './supplements.seed.js';

/** Supplements for tracking, regimens with reminders and intake marks, linked health apps. */
export const supplementsModule: NutritionModule = {
  resolvers: [SupplementsResolver, RegimensResolver, SupplementIntakeResolver, InterlockResolver],
  seed: async (em) => {
    await seedSupplements(em);
    await seedDemoRegimens(em);
  },
};
