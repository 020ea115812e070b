import type { ServiceDefinition } from '@shop/kit';
import { databaseOptions } from './database.js';
import { ProfilesResolver, UserProfilesResolver, references } from './profiles/profiles.resolver.js';
import { User } from './profiles/profile.types.js';
import { seed } from './seed.js';
import { Product, ProductNutrientsResolver, productReference } from './product-nutrients/product-nutrients.resolver.js';

export const nutrition: ServiceDefinition = {
  name: 'nutrition',
  defaultPort: 4002,
  resolvers: [ProfilesResolver, UserProfilesResolver, ProductNutrientsResolver],
  references: { ...references, Product: productReference },
  orphanedTypes: [User, Product],
  database: databaseOptions,
  seed,
};
