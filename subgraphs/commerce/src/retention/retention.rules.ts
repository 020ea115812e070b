import { dayjs } from '@shop/kit';

const DORMANCY_NOTICE_DAYS_BEFORE = 30;

/**
 * Every retention period of spec section 9 in one table, with its legal basis, what it covers and
 * the job that applies it (retention.jobs.ts). Periods are calendar months counted back from the
 * job's `now` (Korean dates and UTC agree on month arithmetic to the day for these purposes).
 * docs/decisions/retention.md explains each choice.
 */
export const RETENTION_PERIODS = [
  {
    key: 'CONTRACT_RECORDS',
    label: '계약·청약철회·대금결제·재화등의 공급에 관한 기록',
    months: 60,
    basis: '전자상거래 등에서의 소비자보호에 관한 법률 제6조, 같은 법 시행령 제6조 제1항 제2호(계약 또는 청약철회 등에 관한 기록 5년)·제3호(대금결제 및 재화등의 공급에 관한 기록 5년)',
    covers: 'orders (lines, shipments, refunds, status history), payments (and their events): deleted 5 years after the order last changed',
    job: 'retention-contract-records',
  },
  {
    key: 'COMPLAINT_RECORDS',
    label: '소비자의 불만 또는 분쟁처리에 관한 기록',
    months: 36,
    basis: '전자상거래 등에서의 소비자보호에 관한 법률 시행령 제6조 제1항 제4호(소비자의 불만 또는 분쟁처리에 관한 기록 3년)',
    covers: 'one-to-one inquiries and event inquiries (with their attached files): deleted 3 years after they were answered (or asked, when never answered)',
    job: 'retention-complaint-records',
  },
  {
    key: 'ACCESS_LOGS',
    label: '접속 기록 (로그기록자료)',
    months: 3,
    basis: '통신비밀보호법 제15조의2 제2항, 같은 법 시행령 제41조 제2항 제2호(법 제2조 제11호 마목의 로그기록자료 3개월)',
    covers: 'the usage log (usage_logs: which page or search an account or visitor opened, and when): deleted after 3 months',
    job: 'retention-access-logs',
  },
  {
    key: 'DORMANCY',
    label: '휴면 계정 분리 (1년 미이용)',
    months: 12,
    basis:
      '구 개인정보 보호법 제39조의6 제1항 및 구 시행령 제48조의5(1년 동안 이용하지 않은 이용자의 개인정보 파기 또는 분리 보관; 2023. 3. 14. 법률 제19234호로 삭제, 2023. 9. 15. 시행). 개정 후 법적 의무는 없지만 스펙 9절("Dormant accounts are separated after 1 year")이 요구합니다.',
    covers: 'member accounts without a login for 12 months: personal data moved to dormant_accounts and blanked in users',
    job: 'retention-dormancy',
  },
  {
    key: 'DORMANCY_NOTICE',
    label: '휴면 전환 사전 안내 (분리 30일 전)',
    months: 12,
    daysBefore: DORMANCY_NOTICE_DAYS_BEFORE,
    basis: '구 개인정보 보호법 제39조의6 제2항(기간 만료 30일 전까지 분리 사실, 만료일, 항목을 알림; 2023년 개정으로 삭제). 스펙의 휴면 분리를 따르므로 안내도 지킵니다.',
    covers: 'accounts that will be separated within 30 days: one SMS per period of inactivity (the phone on file)',
    job: 'retention-dormancy-notice',
  },
  {
    key: 'DORMANT_KEEP',
    label: '휴면 계정 보관 (분리 후 5년)',
    months: 60,
    basis: '스펙 9절("then kept 5 years"): 법정 보존 기간이 아니라 이 쇼핑몰의 방침입니다. 그 뒤 계정은 탈퇴처럼 닫힙니다.',
    covers: 'dormant_accounts rows 5 years after separation: the row goes and the account is closed like a leave (lifecycle userDeleted)',
    job: 'retention-dormant-accounts',
  },
] as const;

export type RetentionKey = (typeof RETENTION_PERIODS)[number]['key'];

/** Days before separation the dormancy notice goes out (the law's "30일 전까지"). */
export const DORMANCY_NOTICE_DAYS = DORMANCY_NOTICE_DAYS_BEFORE;

export const retentionPeriod = (key: RetentionKey) => RETENTION_PERIODS.find((p) => p.key === key)!;

/** The instant before which records of `key` are past their period at `now`. */
export function retentionCutoff(key: RetentionKey, now: Date): Date {
  return dayjs(now).subtract(retentionPeriod(key).months, 'month').toDate();
}

/** Accounts last active at or before this instant are separated as dormant at `now`. */
export const dormancyCutoff = (now: Date) => retentionCutoff('DORMANCY', now);
/** Accounts last active at or before this instant get the notice at `now` (separation within 30 days). */
export const dormancyNoticeCutoff = (now: Date) => dayjs(dormancyCutoff(now)).add(DORMANCY_NOTICE_DAYS, 'day').toDate();
