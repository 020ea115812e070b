import { defineService } from '@shop/kit';
import { databaseOptions } from './database.js';
import { channelsModule } from './channels/channels.module.js';
import { cooperateModule } from './cooperate/cooperate.module.js';

/** The partners subgraph: its modules (kit module.ts), each described in its `<module>.module.ts`. */
export const partners = defineService({
  name: 'partners',
  defaultPort: 4004,
  database: databaseOptions,
  modules: [channelsModule, cooperateModule],
});
