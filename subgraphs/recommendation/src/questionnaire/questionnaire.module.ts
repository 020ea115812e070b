import type { ModuleDefinition } from '@shop/kit';
import { recommendationLifecycle } from '../lifecycle.js';
import { QuestionnaireResolver } from './questionnaire.resolver.js';
import { resultConstraints } from './result.constraints.js';

/** The questionnaire's age bands and stored results; what recommendation removes when an account or a profile goes (lifecycle.ts). */
export const questionnaireModule: ModuleDefinition = {
  name: 'questionnaire',
  resolvers: [QuestionnaireResolver],
  constraints: resultConstraints,
  lifecycle: recommendationLifecycle,
};
