import type { ScheduledJob } from '@shop/kit';
import { autoConfirmPurchases, releaseUnpaidOrders } from './order-changes.service.js';
import { trackDeliveries } from './tracking.service.js';

/** Every minute: unpaid orders past ORDER_UNPAID_TTL_MINUTES (or the deposit deadline) are cancelled and their stock released. */
export const unpaidReleaseJob: ScheduledJob = { name: 'orders-unpaid-release', cron: '* * * * *', run: (em, now) => releaseUnpaidOrders(em, now) };
/** Every hour at :10: orders delivered ORDER_AUTO_CONFIRM_DAYS ago are confirmed. */
export const autoConfirmJob: ScheduledJob = { name: 'orders-auto-confirm', cron: '10 * * * *', run: (em, now) => autoConfirmPurchases(em, now) };
/** Every 30 minutes: orders whose parcels the carrier reports delivered become delivery_complete. */
export const deliveryTrackingJob: ScheduledJob = { name: 'orders-delivery-tracking', cron: '*/30 * * * *', run: (em, now) => trackDeliveries(em, now) };
