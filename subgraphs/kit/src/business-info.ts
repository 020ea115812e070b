import { config, type Config } from './config.js';

/** The shop's business facts (사업자 정보): footer, terms and privacy policy. */
export interface BusinessInfo {
  /** 상호 */
  businessName: string;
  /** 대표자 */
  representative: string;
  /** 사업자등록번호 */
  registrationNumber: string;
  /** 통신판매업 신고번호 */
  mailOrderNumber: string;
  /** 사업장 주소 */
  address: string;
  /** 호스팅 서비스 제공자 (전자상거래법 제10조) */
  hostingProvider: string;
  /** 고객센터 전화, 운영 시간, 이메일 */
  csPhone: string;
  csHours: string;
  csEmail: string;
  /** 개인정보 보호책임자 and how to reach them */
  privacyOfficerName: string;
  privacyOfficerContact: string;
}

const SETTINGS: Record<keyof BusinessInfo, keyof Config> = {
  businessName: 'BUSINESS_NAME',
  representative: 'BUSINESS_REPRESENTATIVE',
  registrationNumber: 'BUSINESS_REGISTRATION_NUMBER',
  mailOrderNumber: 'BUSINESS_MAIL_ORDER_NUMBER',
  address: 'BUSINESS_ADDRESS',
  hostingProvider: 'BUSINESS_HOSTING_PROVIDER',
  csPhone: 'CS_PHONE',
  csHours: 'CS_HOURS',
  csEmail: 'CS_EMAIL',
  privacyOfficerName: 'PRIVACY_OFFICER_NAME',
  privacyOfficerContact: 'PRIVACY_OFFICER_CONTACT',
};

/**
 * DEMO VALUES for development and tests only: no real business. The registration and mail-order
 * numbers are all zeros, the phone number is a 0000 number and the addresses use example.com, so
 * nobody mistakes the demo for a real shop. A merchant sets every BUSINESS_*, CS_* and
 * PRIVACY_OFFICER_* variable (README "Configuration"); production refuses to start without them.
 */
export const DEMO_BUSINESS_INFO: BusinessInfo = {
  businessName: '(데모) 주식회사 영양가게',
  representative: '(데모) 김대표',
  registrationNumber: '000-00-00000',
  mailOrderNumber: '제0000-데모-0000호',
  address: '(데모) 서울특별시 중구 예시로 1, 0층',
  hostingProvider: '(데모) 예시 클라우드',
  csPhone: '02-0000-0000',
  csHours: '평일 10:00~17:00 (점심 12:00~13:00, 주말·공휴일 휴무)',
  csEmail: 'help@example.com',
  privacyOfficerName: '(데모) 박보호 이사',
  privacyOfficerContact: 'privacy@example.com, 02-0000-0000',
};

/** The variables a merchant has not set. */
export function missingBusinessSettings(cfg: Config = config()): string[] {
  return Object.values(SETTINGS).filter((name) => !cfg[name]);
}

/** The business facts from configuration; outside production, demo values fill what is unset. */
export function businessInfo(cfg: Config = config()): BusinessInfo {
  return Object.fromEntries(
    (Object.entries(SETTINGS) as [keyof BusinessInfo, keyof Config][]).map(([field, name]) => [field, (cfg[name] as string | undefined) ?? DEMO_BUSINESS_INFO[field]]),
  ) as unknown as BusinessInfo;
}

/** Production shows the merchant's own facts or does not start (the law requires them on every page). */
export function assertBusinessInfo(cfg: Config = config()): void {
  if (cfg.NODE_ENV !== 'production') return;
  const missing = missingBusinessSettings(cfg);
  if (missing.length) throw new Error(`Production needs the shop's business information (사업자 정보): set ${missing.join(', ')} (README "Configuration").`);
}
