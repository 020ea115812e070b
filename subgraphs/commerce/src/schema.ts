import type { ServiceDefinition } from '@shop/kit';
import { databaseOptions } from './database.js';
import { AccountResolver } from './users/account.resolver.js';
import { SocialResolver } from './social/social.resolver.js';
import { BrandResolver, CategoryResolver, ProductResolver, catalogReferences } from './catalog/catalog.resolver.js';
import { CategoryAdminResolver } from './catalog/category-admin.resolver.js';
import { SearchHistoryResolver } from './search/search.resolver.js';
import { PickItemResolver, PicksResolver } from './picks/picks.resolver.js';
import { NotificationsResolver } from './notifications/notifications.resolver.js';
import { ContentResolver } from './content/content.resolver.js';
import { ContentAdminResolver } from './content/content-admin.resolver.js';
import { ProductQuestionsResolver } from './questions/questions.resolver.js';
import { InquiriesResolver } from './inquiries/inquiries.resolver.js';
import { FilesResolver } from './files/files.resolver.js';
import { EventsResolver } from './events/events.resolver.js';
import { AdminEventInquiriesResolver } from './events/admin-event-inquiries.resolver.js';
import { CompareResolver, FavoritesResolver, ViewedProductsResolver } from './compare/shopper.resolver.js';
import { UsersResolver, userReference } from './users/users.resolver.js';
import { UsageLogResolver } from './usage-log/usage-log.resolver.js';
import { usageRetentionJob } from './usage-log/usage-log.job.js';
import { CartResolver } from './cart/cart.resolver.js';
import { AddressesResolver } from './addresses/addresses.resolver.js';
import { DeliveryResolver } from './delivery/delivery.resolver.js';
import { PaymentsResolver } from './payments/payments.resolver.js';
import { OrderLinesResolver, OrderShipmentsResolver, OrderTrackingResolver, OrdersResolver } from './orders/orders.resolver.js';
import { OrderPaymentsResolver } from './orders/order-payments.resolver.js';
import { GiftResolver, OrderGiftTokenResolver } from './orders/gift.resolver.js';
import { autoConfirmJob, deliveryTrackingJob, unpaidReleaseJob } from './orders/orders.jobs.js';
import { ErrorCodesResolver } from './errors/errors.resolver.js';
import { seed } from './seed.js';
import { commerceLifecycle, filesOutbox } from './lifecycle.js';

export const commerce: ServiceDefinition = {
  name: 'commerce',
  defaultPort: 4001,
  resolvers: [UsersResolver, AccountResolver, ProductResolver, CategoryResolver, CategoryAdminResolver, BrandResolver, SearchHistoryResolver,
    CompareResolver, FavoritesResolver, ViewedProductsResolver, PicksResolver, PickItemResolver, NotificationsResolver, ContentResolver, ContentAdminResolver,
    ProductQuestionsResolver, InquiriesResolver, FilesResolver, EventsResolver, AdminEventInquiriesResolver,
    UsageLogResolver, SocialResolver, CartResolver, AddressesResolver, DeliveryResolver, PaymentsResolver,
    OrdersResolver, OrderLinesResolver, OrderShipmentsResolver, OrderPaymentsResolver, GiftResolver, OrderGiftTokenResolver, OrderTrackingResolver, ErrorCodesResolver],
  references: { User: userReference, ...catalogReferences },
  database: databaseOptions,
  seed,
  outbox: filesOutbox,
  lifecycle: commerceLifecycle,
  jobs: [usageRetentionJob, unpaidReleaseJob, autoConfirmJob, deliveryTrackingJob],
};
