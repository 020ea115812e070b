import type { ModuleDefinition } from '@shop/kit';
import { scoresConstraints } from './scores.constraints.js';
import { ScoresResolver } from './scores.resolver.js';
import { seedDemoScores } from './scores.seed.js';
import { scoreOutbox } from './scores.service.js';

/** Nutrition scores per profile and date, stored and recomputed after the records change (outbox). */
export const scoresModule: ModuleDefinition = { name: 'scores', constraints: scoresConstraints, resolvers: [ScoresResolver], seed: seedDemoScores, outbox: scoreOutbox };
