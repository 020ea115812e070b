import type { RestRoute } from '../types.js';

/** Nutrition scores rows of shared/api/rest-endpoints.tsv. */
export const scoresRoutes: RestRoute[] = [];
