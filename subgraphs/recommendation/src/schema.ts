import { defineService } from '@shop/kit';
import { databaseOptions } from './database.js';
import { ingredientsModule } from './ingredients/ingredients.module.js';
import { questionnaireModule } from './questionnaire/questionnaire.module.js';
import { resultsModule } from './results/results.module.js';
import { inquiriesModule } from './inquiries/inquiries.module.js';

/** The recommendation subgraph: its modules (kit module.ts), each described in its `<module>.module.ts`. */
export const recommendation = defineService({
  name: 'recommendation',
  defaultPort: 4003,
  database: databaseOptions,
  modules: [ingredientsModule, questionnaireModule, resultsModule, inquiriesModule],
});
