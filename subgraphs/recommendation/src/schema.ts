import type { ServiceDefinition } from '@shop/kit';
import { databaseOptions } from './database.js';
import { QuestionnaireResolver } from './questionnaire/questionnaire.resolver.js';
import { recommendationLifecycle } from './lifecycle.js';

export const recommendation: ServiceDefinition = {
  name: 'recommendation',
  defaultPort: 4003,
  resolvers: [QuestionnaireResolver],
  database: databaseOptions,
  lifecycle: recommendationLifecycle,
};
