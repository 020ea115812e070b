import type { ScheduledJob } from '@shop/kit';
import { closeLongDormant, noticeDormancy, separateDormant } from './dormancy.service.js';
import { purgeAccessLogs, purgeComplaintRecords, purgeContractRecords } from './records.service.js';
import type { RetentionKey } from './retention.rules.js';

/**
 * One job per retention period (retention.rules.ts names each period's job), every night in Korean
 * time, staggered. Each is idempotent: run twice, the second finds nothing left to do.
 */
export const RETENTION_JOBS: Record<RetentionKey, ScheduledJob> = {
  CONTRACT_RECORDS: { name: 'retention-contract-records', cron: '10 4 * * *', run: (em, now) => purgeContractRecords(em, now) },
  COMPLAINT_RECORDS: { name: 'retention-complaint-records', cron: '15 4 * * *', run: (em, now) => purgeComplaintRecords(em, now) },
  ACCESS_LOGS: { name: 'retention-access-logs', cron: '20 4 * * *', run: (em, now) => purgeAccessLogs(em, now) },
  DORMANCY: { name: 'retention-dormancy', cron: '30 4 * * *', run: (em, now) => separateDormant(em, now) },
  // 10:00: a text in the morning, not at night.
  DORMANCY_NOTICE: { name: 'retention-dormancy-notice', cron: '0 10 * * *', run: (em, now) => noticeDormancy(em, now) },
  DORMANT_KEEP: { name: 'retention-dormant-accounts', cron: '40 4 * * *', run: (em, now) => closeLongDormant(em, now) },
};
