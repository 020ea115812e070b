import type { ServiceDefinition } from '@shop/kit';
import { databaseOptions } from './database.js';
import { AccountResolver } from './users/account.resolver.js';
import { UsersResolver, userReference } from './users/users.resolver.js';
import { seed } from './seed.js';

export const commerce: ServiceDefinition = {
  name: 'commerce',
  defaultPort: 4001,
  resolvers: [UsersResolver, AccountResolver],
  references: { User: userReference },
  database: databaseOptions,
  seed,
};
