import type { NutritionModule } from '../module.js';
import { ScoresResolver } from './scores.resolver.js';
import { seedDemoScores } from './scores.seed.js';

/** Nutrition scores per profile and date, stored and recomputed when records change. */
export const scoresModule: NutritionModule = { resolvers: [ScoresResolver], seed: seedDemoScores };
