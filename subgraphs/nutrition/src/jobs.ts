import type { ScheduledJob } from '@shop/kit';
import { sendDueReminders } from './supplements/reminders.job.js';

/**
 * Scheduled work of the nutrition subgraph (pg-boss, Korean time). The kit adds the outbox
 * sweeper (`kit-outbox`), which delivers the reminders' notifications to commerce.
 */
export const nutritionJobs: ScheduledJob[] = [{ name: 'intake-reminders', cron: '* * * * *', run: (em, now) => sendDueReminders(em, now) }];
