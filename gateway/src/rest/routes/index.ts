import type { RestRoute } from '../types.js';
import { adminCategoryRoutes, catalogRoutes, cooperateRoute, pickRoutes } from './catalog.js';
import { contentRoutes } from './content.js';
import { eventRoutes } from './events.js';
import { fileRoutes } from './files.js';
import { inquiryRoutes } from './inquiries.js';
import { notificationRoutes } from './notifications.js';
import { profileRoutes } from './profiles.js';
import { foodsRoutes } from './nutrition-foods.js';
import { recordsRoutes } from './nutrition-records.js';
import { supplementsRoutes } from './nutrition-supplements.js';
import { scoresRoutes } from './nutrition-scores.js';
import { shopperRoutes } from './shopper.js';
import { userRoutes } from './users.js';
import { cartRoutes } from './cart.js';
import { addressRoutes } from './addresses.js';
import { orderRoutes } from './orders.js';
import { paymentRoutes } from './payments.js';
import { recommendationRoutes } from './recommendation.js';
import { reviewRoutes } from './reviews.js';
import { pointRoutes } from './points.js';
import { couponRoutes } from './coupons.js';
import { billingRoutes } from './billing.js';
import { partnerChannelRoutes } from './partners-channels.js';
import { partnersCatalogRoutes } from './partners-catalog.js';
import { partnersCommunityRoutes } from './partners-community.js';

/** Every routed row, grouped by domain module. */
export const ALL_ROUTES: RestRoute[] = [
  ...userRoutes,
  ...profileRoutes,
  ...foodsRoutes,
  ...recordsRoutes,
  ...supplementsRoutes,
  ...scoresRoutes,
  ...catalogRoutes,
  ...pickRoutes,
  ...adminCategoryRoutes,
  cooperateRoute,
  ...shopperRoutes,
  ...notificationRoutes,
  ...contentRoutes,
  ...inquiryRoutes,
  ...fileRoutes,
  ...eventRoutes,
  ...cartRoutes,
  ...addressRoutes,
  ...orderRoutes,
  ...reviewRoutes,
  ...pointRoutes,
  ...couponRoutes,
  ...billingRoutes,
  ...recommendationRoutes,
  ...paymentRoutes,
  ...partnersCatalogRoutes,
  ...partnersCommunityRoutes,
  ...partnerChannelRoutes,
];
