import type { ServiceDefinition } from '@shop/kit';
import { databaseOptions } from './database.js';
import { ChannelsResolver, UserChannelResolver, references } from './channels/channels.resolver.js';
import { User } from './channels/channel.types.js';
import { seed } from './seed.js';

export const partners: ServiceDefinition = {
  name: 'partners',
  defaultPort: 4004,
  resolvers: [ChannelsResolver, UserChannelResolver],
  references,
  orphanedTypes: [User],
  database: databaseOptions,
  seed,
};
