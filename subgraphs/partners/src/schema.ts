import type { ServiceDefinition } from '@shop/kit';
import { databaseOptions } from './database.js';
import { ChannelsResolver, UserChannelResolver, references } from './channels/channels.resolver.js';
import { seed } from './seed.js';

export const partners: ServiceDefinition = {
  name: 'partners',
  defaultPort: 4004,
  resolvers: [ChannelsResolver, UserChannelResolver],
  references,
  database: databaseOptions,
  seed,
};
