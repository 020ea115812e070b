import { defineService } from '@shop/kit';
import { databaseOptions } from './database.js';
import { channelsModule } from './channels/channels.module.js';
import { cooperateModule } from './cooperate/cooperate.module.js';
import { catalogModule } from './catalog/catalog.module.js';
import { visitsModule } from './visits/visits.module.js';
import { statsModule } from './stats/stats.module.js';
import { channelCouponsModule } from './coupons/channel-coupons.module.js';
import { communityModule } from './community/community.module.js';
import { faqModule } from './faq/faq.module.js';

/** The partners subgraph: its modules (kit module.ts), each described in its `<module>.module.ts`. */
export const partners = defineService({
  name: 'partners',
  defaultPort: 4004,
  database: databaseOptions,
  modules: [channelsModule, cooperateModule, catalogModule, visitsModule, statsModule, communityModule, faqModule, channelCouponsModule],
});
