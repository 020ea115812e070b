import type { RestRoute } from '../types.js';

/** Nutrition supplements rows of shared/api/rest-endpoints.tsv. */
export const supplementsRoutes: RestRoute[] = [];
