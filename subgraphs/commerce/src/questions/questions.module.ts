import type { ModuleDefinition } from '@shop/kit';
import { ProductQuestionsResolver } from './questions.resolver.js';
import { questionsConstraints } from './questions.constraints.js';

/** Product questions and answers. */
export const questionsModule: ModuleDefinition = {
  name: 'questions',
  resolvers: [ProductQuestionsResolver],
  constraints: questionsConstraints,
};
