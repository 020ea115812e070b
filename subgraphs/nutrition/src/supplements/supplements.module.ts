import type { ModuleDefinition } from '@shop/kit';
import { InterlockResolver } from './interlock.resolver.js';
import { RegimensResolver, SupplementIntakeResolver } from './regimens.resolver.js';
import { sendDueReminders } from './reminders.job.js';
import { supplementsConstraints } from './supplements.constraints.js';
import { SupplementsResolver } from './supplements.resolver.js';
import { seedDemoRegimens, seedSupplements } from './supplements.seed.js';

/** Supplements for tracking, regimens with reminders (a job each minute, Korean time) and intake marks, linked health apps. */
export const supplementsModule: ModuleDefinition = {
  name: 'supplements',
  resolvers: [SupplementsResolver, RegimensResolver, SupplementIntakeResolver, InterlockResolver],
  constraints: supplementsConstraints,
  jobs: [{ name: 'intake-reminders', cron: '* * * * *', run: (em, now) => sendDueReminders(em, now) }],
  seed: async (em) => {
    await seedSupplements(em);
    await seedDemoRegimens(em);
  },
};
