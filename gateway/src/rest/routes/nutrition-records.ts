import type { RestRoute } from '../types.js';

/** Nutrition records rows of shared/api/rest-endpoints.tsv. */
export const recordsRoutes: RestRoute[] = [];
