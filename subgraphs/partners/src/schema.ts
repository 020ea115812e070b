import type { ServiceDefinition } from '@shop/kit';
import { databaseOptions } from './database.js';
import { ChannelsResolver, UserChannelResolver, references } from './channels/channels.resolver.js';
import { User } from './channels/channel.types.js';
import { seed } from './seed.js';
import { partnersLifecycle } from './lifecycle.js';
import { CooperateResolver, Product } from './cooperate/cooperate.resolver.js';

export const partners: ServiceDefinition = {
  name: 'partners',
  defaultPort: 4004,
  resolvers: [ChannelsResolver, UserChannelResolver, CooperateResolver],
  references: { ...references, Product: { __resolveReference: (reference: { id: string }) => ({ id: reference.id }) } },
  orphanedTypes: [User, Product],
  database: databaseOptions,
  seed,
  lifecycle: partnersLifecycle,
};
