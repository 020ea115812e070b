import type { ScheduledJob } from '@shop/kit';
import { chargeDueSubscriptions, noticeUpcomingCharges } from './subscriptions.service.js';

/** Every hour at :35 from 09:00 to 20:00 KST: due subscriptions are charged (a member is not charged at night), retries included. */
export const subscriptionChargeJob: ScheduledJob = { name: 'subscription-charges', cron: '35 9-20 * * *', run: (em, now) => chargeDueSubscriptions(em, now) };
/** Every day at 10:00 KST: members told SUBSCRIPTION_RULES.noticeDaysBefore days ahead of a charge. */
export const subscriptionNoticeJob: ScheduledJob = { name: 'subscription-notices', cron: '0 10 * * *', run: (em, now) => noticeUpcomingCharges(em, now) };
