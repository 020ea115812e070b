import type { RestRoute } from '../types.js';
import { userRoutes } from './users.js';

/** Every routed row, grouped by domain module. */
export const ALL_ROUTES: RestRoute[] = [...userRoutes];
