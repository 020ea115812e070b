import type { RestRoute } from '../types.js';
import { adminCategoryRoutes, catalogRoutes, cooperateRoute, pickRoutes } from './catalog.js';
import { contentRoutes } from './content.js';
import { eventRoutes } from './events.js';
import { fileRoutes } from './files.js';
import { inquiryRoutes } from './inquiries.js';
import { notificationRoutes } from './notifications.js';
import { profileRoutes } from './profiles.js';
import { shopperRoutes } from './shopper.js';
import { userRoutes } from './users.js';

/** Every routed row, grouped by domain module. */
export const ALL_ROUTES: RestRoute[] = [...userRoutes, ...profileRoutes, ...catalogRoutes, ...pickRoutes, ...adminCategoryRoutes, cooperateRoute, ...shopperRoutes, ...notificationRoutes, ...contentRoutes, ...inquiryRoutes, ...fileRoutes, ...eventRoutes];
