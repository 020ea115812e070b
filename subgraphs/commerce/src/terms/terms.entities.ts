import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CONSENT_KINDS, NOTICE_DAYS, TERMS_KINDS } from './terms.kinds.js';

const kindList = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');

/**
 * One version of a legal document (이용약관, 개인정보 처리방침 ...). Versions count from 1 per kind
 * and never change once published; the version in effect on a day is the one with the latest
 * `effectiveOn` on or before it. A later version is announced ahead (NOTICE_DAYS; the CHECK holds
 * it for every version after the first) with a notice in the customer-service center (`noticeId`).
 * `body` is Markdown; `{{...}}` placeholders are the shop's business facts from configuration
 * (business-info.ts), filled in when the text is served.
 */
export const TermsDocumentEntity = defineEntity({
  name: 'TermsDocument',
  tableName: 'terms_documents',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    kind: p.string().length(30),
    version: p.integer(),
    title: p.string().length(100),
    /** What changed, for the announcement (empty for the first version). */
    summary: p.text().nullable(),
    body: p.text(),
    /** Korean calendar date from which this version applies. */
    effectiveOn: p.date(),
    /** Whether the change disadvantages members (30 days' notice instead of 7). */
    disadvantageous: p.boolean().default(false),
    publishedAt: p.datetime(),
    /** The customer-service notice that announced it (cs_entries). */
    noticeId: p.bigint('string').nullable(),
  },
  uniques: [
    { name: 'terms_documents_kind_version_unique', properties: ['kind', 'version'] },
    { name: 'terms_documents_kind_effective_on_unique', properties: ['kind', 'effectiveOn'] },
    // The target of the consents' (document, kind) foreign key: a consent names a version of its own kind.
    { name: 'terms_documents_id_kind_unique', properties: ['id', 'kind'] },
  ],
  checks: [
    { name: 'terms_documents_kind_check', expression: `"kind" in (${kindList(TERMS_KINDS)})` },
    { name: 'terms_documents_version_check', expression: '"version" >= 1' },
    { name: 'terms_documents_title_check', expression: `btrim("title") <> ''` },
    { name: 'terms_documents_body_check', expression: `char_length(btrim("body")) between 1 and 100000` },
    {
      name: 'terms_documents_notice_period_check',
      expression: `"version" = 1 or "effective_on" >= ("published_at" at time zone 'Asia/Seoul')::date + case when "disadvantageous" then ${NOTICE_DAYS.disadvantageous} else ${NOTICE_DAYS.normal} end`,
    },
  ],
});
export type TermsDocument = InferEntity<typeof TermsDocumentEntity>;

/**
 * A member's standing answer to one consent kind: agreed or not, to which version, since when.
 * One row per (member, kind); every change also goes to terms_consent_history.
 */
export const TermsConsentEntity = defineEntity({
  name: 'TermsConsent',
  tableName: 'terms_consents',
  properties: {
    userId: p.bigint('string').primary(),
    kind: p.string().length(30).primary(),
    documentId: p.bigint('string'),
    agreed: p.boolean(),
    changedAt: p.datetime(),
  },
  checks: [{ name: 'terms_consents_kind_check', expression: `"kind" in (${kindList(CONSENT_KINDS)})` }],
});
export type TermsConsent = InferEntity<typeof TermsConsentEntity>;

export const CONSENT_SOURCES = ['sign_up', 'account', 'renewal'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Every consent given or withdrawn, append-only: who, which version, yes or no, when, where (sign-up, the account screen, a renewal). */
export const TermsConsentHistoryEntity = defineEntity({
  name: 'TermsConsentHistory',
  tableName: 'terms_consent_history',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    kind: p.string().length(30),
    documentId: p.bigint('string'),
    agreed: p.boolean(),
    source: p.string().length(20),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'terms_consent_history_user_index', properties: ['userId', 'createdAt'] }],
  checks: [
    { name: 'terms_consent_history_kind_check', expression: `"kind" in (${kindList(CONSENT_KINDS)})` },
    { name: 'terms_consent_history_source_check', expression: `"source" in ('sign_up', 'account', 'renewal')` },
  ],
});
export type TermsConsentHistory = InferEntity<typeof TermsConsentHistoryEntity>;

export const termsEntities = [TermsDocumentEntity, TermsConsentEntity, TermsConsentHistoryEntity];
