import type { ScheduledJob } from '@shop/kit';
import { expireDueLots, noticeExpiringLots } from './points.service.js';

/** Every hour at :20: lots past their expiry close with an `expire` entry. */
export const pointsExpiryJob: ScheduledJob = { name: 'points-expiry', cron: '20 * * * *', run: (em, now) => expireDueLots(em, now) };
/** Every day at 10:00 KST: members whose points expire within POINTS_EXPIRY_NOTICE_DAYS are told, once per lot. */
export const pointsNoticeJob: ScheduledJob = { name: 'points-expiry-notice', cron: '0 1 * * *', run: (em, now) => noticeExpiringLots(em, now) };
