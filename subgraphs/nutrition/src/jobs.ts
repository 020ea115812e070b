import type { ScheduledJob } from '@shop/kit';
import { commerceSink, deliverOutbox } from './outbox/outbox.delivery.js';
import { sendDueReminders } from './supplements/reminders.job.js';

/** Scheduled work of the nutrition subgraph (pg-boss, Korean time). */
export const nutritionJobs: ScheduledJob[] = [
  { name: 'intake-reminders', cron: '* * * * *', run: (em, now) => sendDueReminders(em, now) },
  { name: 'notification-outbox', cron: '* * * * *', run: (em) => deliverOutbox(em, commerceSink()) },
];
