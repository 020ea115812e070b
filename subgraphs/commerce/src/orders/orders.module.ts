import type { ModuleDefinition } from '@shop/kit';
import { OrderLinesResolver, OrderShipmentsResolver, OrdersResolver, OrderTrackingResolver } from './orders.resolver.js';
import { OrderPaymentsResolver } from './order-payments.resolver.js';
import { AdminOrdersResolver } from './admin-orders.resolver.js';
import { GiftResolver, OrderGiftTokenResolver } from './gift.resolver.js';
import { ordersConstraints } from './orders.constraints.js';
import { autoConfirmJob, deliveryTrackingJob, unpaidReleaseJob } from './orders.jobs.js';
import { orderPaymentHooks } from './order-payment-hooks.js';
import { onPayment } from '../payments/payments.service.js';
import { seedDemoOrders } from './orders.seed.js';

/** Orders: statuses and their transitions table, the admin's orders desk (admin-orders.*), payments of orders, gifts, parcel tracking, the jobs that release, confirm and track; the order follows its payments (order-payment-hooks.ts). */
export const ordersModule: ModuleDefinition = {
  name: 'orders',
  resolvers: [OrdersResolver, OrderLinesResolver, OrderShipmentsResolver, OrderPaymentsResolver, GiftResolver, OrderGiftTokenResolver, OrderTrackingResolver, AdminOrdersResolver],
  constraints: ordersConstraints,
  jobs: [unpaidReleaseJob, autoConfirmJob, deliveryTrackingJob],
  connect: () => onPayment(orderPaymentHooks),
  seed: seedDemoOrders,
};
