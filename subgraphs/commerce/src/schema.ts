import { defineService } from '@shop/kit';
import { databaseOptions } from './database.js';
import { usersModule } from './users/users.module.js';
import { authModule } from './auth/auth.module.js';
import { smsModule } from './sms/sms.module.js';
import { socialModule } from './social/social.module.js';
import { devicesModule } from './devices/devices.module.js';
import { catalogModule } from './catalog/catalog.module.js';
import { searchModule } from './search/search.module.js';
import { picksModule } from './picks/picks.module.js';
import { compareModule } from './compare/compare.module.js';
import { favoritesModule } from './favorites/favorites.module.js';
import { clickHistoryModule } from './click-history/click-history.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { contentModule } from './content/content.module.js';
import { questionsModule } from './questions/questions.module.js';
import { inquiriesModule } from './inquiries/inquiries.module.js';
import { filesModule } from './files/files.module.js';
import { eventsModule } from './events/events.module.js';
import { usageLogModule } from './usage-log/usage-log.module.js';
import { cartModule } from './cart/cart.module.js';
import { addressesModule } from './addresses/addresses.module.js';
import { deliveryModule } from './delivery/delivery.module.js';
import { paymentsModule } from './payments/payments.module.js';
import { ordersModule } from './orders/orders.module.js';
import { reviewsModule } from './reviews/reviews.module.js';
import { pointsModule } from './points/points.module.js';
import { couponsModule } from './coupons/coupons.module.js';
import { billingModule } from './billing/billing.module.js';
import { subscriptionsModule } from './subscriptions/subscriptions.module.js';
import { errorsModule } from './errors/errors.module.js';
import { channelSalesModule } from './channel-sales/channel-sales.module.js';
import { restrictionsModule } from './restrictions/restrictions.module.js';
import { retentionModule } from './retention/retention.module.js';
import { termsModule } from './terms/terms.module.js';

/**
 * The commerce subgraph: its modules, in seed order (the demo accounts first; the catalog before
 * the picks, content and events that show its products). Each module says what it contributes in
 * its `<module>.module.ts` (kit module.ts).
 */
export const commerce = defineService({
  name: 'commerce',
  defaultPort: 4001,
  database: databaseOptions,
  modules: [
    usersModule,
    authModule,
    smsModule,
    socialModule,
    devicesModule,
    catalogModule,
    searchModule,
    picksModule,
    compareModule,
    favoritesModule,
    clickHistoryModule,
    notificationsModule,
    contentModule,
    questionsModule,
    inquiriesModule,
    filesModule,
    eventsModule,
    usageLogModule,
    cartModule,
    addressesModule,
    deliveryModule,
    paymentsModule,
    ordersModule,
    reviewsModule,
    pointsModule,
    couponsModule,
    billingModule,
    subscriptionsModule,
    channelSalesModule,
    restrictionsModule,
    retentionModule,
    termsModule,
    errorsModule,
  ],
});
