import type { ScheduledJob } from '@shop/kit';
import { runCooperateSchedule } from './cooperate.service.js';

/** Every minute: scheduled events open at their start, open events close at their end (commerce's price follows the period anyway). */
export const cooperateScheduleJob: ScheduledJob = { name: 'cooperate-schedule', cron: '* * * * *', run: (em, now) => runCooperateSchedule(em, now) };
