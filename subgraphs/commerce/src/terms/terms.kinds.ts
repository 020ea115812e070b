/**
 * The shop's legal documents and what a member does with each, as data (docs/decisions/terms-and-consent.md).
 *
 * - `consent`: `required` — sign-up needs it, and a new version of it, once in effect, is asked
 *   again (pendingConsents); `optional` — the member may agree or withdraw at any time (the
 *   account screen), each change kept in the history; `none` — a document the shop publishes
 *   (the privacy policy, 개인정보 보호법 제30조) that is shown, not agreed to.
 * - `path`: the web page that shows the current version (and the older ones).
 * - `file`: the first version's text (effective 2021-10-06, spec "Terms and retention"), under
 *   subgraphs/commerce/data/terms/; the migration stores it.
 */
export const TERMS_KINDS = ['TERMS_OF_USE', 'PRIVACY_COLLECTION', 'PRIVACY_POLICY', 'MARKETING', 'NIGHT_MARKETING'] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];
export type ConsentRule = 'required' | 'optional' | 'none';

export interface TermsKindInfo {
  kind: TermsKind;
  title: string;
  consent: ConsentRule;
  path: string | null;
  file: string;
  /** A consent that only means something with another one (night-time marketing needs marketing). */
  requires?: TermsKind;
}

export const TERMS_KIND_INFO: Record<TermsKind, TermsKindInfo> = {
  TERMS_OF_USE: { kind: 'TERMS_OF_USE', title: '이용약관', consent: 'required', path: '/terms', file: 'terms-of-use.md' },
  PRIVACY_COLLECTION: { kind: 'PRIVACY_COLLECTION', title: '개인정보 수집·이용 동의', consent: 'required', path: null, file: 'privacy-collection.md' },
  PRIVACY_POLICY: { kind: 'PRIVACY_POLICY', title: '개인정보 처리방침', consent: 'none', path: '/privacy', file: 'privacy-policy.md' },
  MARKETING: { kind: 'MARKETING', title: '마케팅 정보 수신 동의', consent: 'optional', path: null, file: 'marketing.md' },
  NIGHT_MARKETING: { kind: 'NIGHT_MARKETING', title: '야간 광고성 정보 수신 동의', consent: 'optional', path: null, file: 'night-marketing.md', requires: 'MARKETING' },
};

/** The kinds a member agrees to (or not), in the order the sign-up form lists them. */
export const CONSENT_KINDS = TERMS_KINDS.filter((kind) => TERMS_KIND_INFO[kind].consent !== 'none');
export const REQUIRED_KINDS = TERMS_KINDS.filter((kind) => TERMS_KIND_INFO[kind].consent === 'required');

/** The first versions' effective date (spec section 9: "Privacy policy and terms of use effective 6 Oct 2021"). */
export const FIRST_EFFECTIVE_DATE = '2021-10-06';

/**
 * How far ahead a new version is announced (spec: "Changes to the terms are announced 7 days
 * ahead, or 30 days ahead if unfavourable"; 약관의 규제에 관한 법률 and the standard e-commerce
 * terms of the Fair Trade Commission say the same). The database holds it too
 * (terms_documents_notice_period_check).
 */
export const NOTICE_DAYS = { normal: 7, disadvantageous: 30 } as const;

/** Night-time for advertising messages (정보통신망법 제50조 ③: 오후 9시부터 그다음 날 오전 8시까지), Korean time. */
export const NIGHT_HOURS = { from: 21, to: 8 } as const;
