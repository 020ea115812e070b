import type { ScheduledJob } from '@shop/kit';
import { deleteExpiredUsage } from './usage-log.service.js';

/** Every night at 04:20 Korean time, usage entries older than USAGE_RETENTION_DAYS go. */
export const usageRetentionJob: ScheduledJob = { name: 'usage-log-retention', cron: '20 4 * * *', run: (em, now) => deleteExpiredUsage(em, now) };
