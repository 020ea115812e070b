import type { ModuleDefinition } from '@shop/kit';
import { userReference, UsersResolver } from './users.resolver.js';
import { AccountResolver } from './account.resolver.js';
import { usersConstraints } from './users.constraints.js';
import { seedDemoAccounts } from './users.seed.js';
import { commerceLifecycle } from '../lifecycle.js';

/** Accounts: sign-up, login, account settings; what commerce removes when an account goes (lifecycle.ts), and the demo accounts. */
export const usersModule: ModuleDefinition = {
  name: 'users',
  resolvers: [UsersResolver, AccountResolver],
  references: { User: userReference },
  constraints: usersConstraints,
  seed: seedDemoAccounts,
  lifecycle: commerceLifecycle,
};
