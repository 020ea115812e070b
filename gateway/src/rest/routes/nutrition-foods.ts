import type { RestRoute } from '../types.js';

/** Nutrition foods rows of shared/api/rest-endpoints.tsv. */
export const foodsRoutes: RestRoute[] = [];
