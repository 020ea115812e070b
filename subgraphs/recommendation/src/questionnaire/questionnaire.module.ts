import type { ModuleDefinition } from '@shop/kit';
import { QuestionnaireResolver } from './questionnaire.resolver.js';
import { questionnaireConstraints } from './questionnaire.constraints.js';

/** The age bands, their nine questions, the symptoms and default lists (content loaded by a migration, edited by admins). */
export const questionnaireModule: ModuleDefinition = { name: 'questionnaire', resolvers: [QuestionnaireResolver], constraints: questionnaireConstraints };
