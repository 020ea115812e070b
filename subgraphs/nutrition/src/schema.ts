import { defineService } from '@shop/kit';
import { databaseOptions } from './database.js';
import { profilesModule } from './profiles/profiles.module.js';
import { productNutrientsModule } from './product-nutrients/product-nutrients.module.js';
import { standardsModule } from './standards/standards.module.js';
import { foodsModule } from './foods/foods.module.js';
import { recordsModule } from './records/records.module.js';
import { supplementsModule } from './supplements/supplements.module.js';
import { scoresModule } from './scores/scores.module.js';
import { notificationsOutboxModule } from './outbox/outbox.module.js';
import { outlookModule } from './outlook/outlook.module.js';

/**
 * The nutrition subgraph: its modules in seed order (later modules' demo data refer to earlier
 * ones': records to profiles, scores to records). Each says what it contributes in its
 * `<module>.module.ts` (kit module.ts).
 */
export const nutrition = defineService({
  name: 'nutrition',
  defaultPort: 4002,
  database: databaseOptions,
  modules: [profilesModule, productNutrientsModule, standardsModule, foodsModule, recordsModule, supplementsModule, scoresModule, outlookModule, notificationsOutboxModule],
});
