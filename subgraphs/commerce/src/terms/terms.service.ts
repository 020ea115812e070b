import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, NotFound, dayjs, koreanDate, lockKey, parseInput, withParticle, z, type Identity } from '@shop/kit';
import { addCsEntry } from '../inquiries/inquiries.service.js';
import { TermsConsentEntity, TermsConsentHistoryEntity, TermsDocumentEntity, type ConsentSource, type TermsConsent, type TermsConsentHistory, type TermsDocument } from './terms.entities.js';
import { CONSENT_KINDS, NIGHT_HOURS, NOTICE_DAYS, REQUIRED_KINDS, TERMS_KINDS, TERMS_KIND_INFO, type TermsKind } from './terms.kinds.js';

// ---------------------------------------------------------------------------------------------
// Documents

/** The version of every kind in effect on a Korean date (the latest effective on or before it). */
export async function documentsInEffect(em: EntityManager, today = koreanDate()): Promise<Map<TermsKind, TermsDocument>> {
  const rows = await em.find(TermsDocumentEntity, { effectiveOn: { $lte: today } }, { orderBy: { kind: 'asc', effectiveOn: 'desc' } });
  const current = new Map<TermsKind, TermsDocument>();
  for (const row of rows) if (!current.has(row.kind as TermsKind)) current.set(row.kind as TermsKind, row);
  return current;
}

const kindSchema = z.enum(TERMS_KINDS, { error: '문서 종류를 확인해주세요.' });

/** The version in effect of one kind, or a given version. */
export async function termsDocument(em: EntityManager, rawKind: string, version: number | null | undefined, today = koreanDate()): Promise<TermsDocument> {
  const kind = parseInput(kindSchema, rawKind, 'kind');
  const row =
    version == null ? await em.findOne(TermsDocumentEntity, { kind, effectiveOn: { $lte: today } }, { orderBy: { effectiveOn: 'desc' } }) : await em.findOne(TermsDocumentEntity, { kind, version });
  if (!row) throw NotFound(version == null ? `${TERMS_KIND_INFO[kind].title} 문서가 없습니다.` : `${TERMS_KIND_INFO[kind].title} ${version}번째 버전이 없습니다.`);
  return row;
}

/** Every version of a kind, newest first, announced ones (not in effect yet) included. */
export async function termsVersions(em: EntityManager, rawKind: string): Promise<TermsDocument[]> {
  const kind = parseInput(kindSchema, rawKind, 'kind');
  return em.find(TermsDocumentEntity, { kind }, { orderBy: { version: 'desc' } });
}

const publishSchema = z.object({
  kind: kindSchema,
  title: z.string().trim().min(1, '제목을 입력해주세요.').max(100, '제목은 100자 이하로 써주세요.').nullish(),
  summary: z.string().trim().min(5, '바뀌는 내용을 5자 이상 써주세요.').max(2000, '바뀌는 내용은 2,000자 이하로 써주세요.'),
  body: z.string().trim().min(1, '본문을 입력해주세요.').max(100_000, '본문은 100,000자 이하로 써주세요.'),
  effectiveOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '시행일은 YYYY-MM-DD 형식입니다.')
    .refine((s) => dayjs(s).isValid() && dayjs(s).format('YYYY-MM-DD') === s, '시행일을 확인해주세요.'),
  disadvantageous: z.boolean({ error: '회원에게 불리한 변경인지 알려주세요.' }),
});

/** How many days before it takes effect a change is announced (NOTICE_DAYS). */
export function noticeDays(disadvantageous: boolean): number {
  return disadvantageous ? NOTICE_DAYS.disadvantageous : NOTICE_DAYS.normal;
}

/** The first day a version published on `today` may take effect, as far as the notice period goes. */
export function earliestEffectiveDate(today: string, disadvantageous: boolean): string {
  return dayjs(today).add(noticeDays(disadvantageous), 'day').format('YYYY-MM-DD');
}

/** The first day a new version may take effect after the latest one: the day after (one version a day). */
function dayAfter(date: string): string {
  return dayjs(date).add(1, 'day').format('YYYY-MM-DD');
}

async function latestVersion(em: EntityManager, kind: TermsKind): Promise<TermsDocument | null> {
  return em.findOne(TermsDocumentEntity, { kind }, { orderBy: { version: 'desc' } });
}

export interface TermsNoticeRuleView {
  noticeDays: number;
  /** The first effective date publishTermsVersion accepts today. */
  earliestEffectiveOn: string;
  /** The latest version's effective date, not the notice period, sets it. */
  limitedByLatest: boolean;
}

export interface TermsPublishingRuleView {
  kind: TermsKind;
  title: string;
  normal: TermsNoticeRuleView;
  disadvantageous: TermsNoticeRuleView;
  latest: TermsDocument | null;
  /** The latest version's stored text, placeholders as written: what the operator edits into the next one. */
  latestSource: string | null;
}

/**
 * What the admin's publishing form needs, per kind: the notice periods and the first effective
 * date publishTermsVersion accepts today in each case (the notice period, and after the latest
 * version's effective date), so the screen never holds the rule itself.
 */
export async function termsPublishingRules(em: EntityManager, now = new Date()): Promise<TermsPublishingRuleView[]> {
  const today = koreanDate(now);
  // Every kind's latest version in one statement.
  const latestRows = await em.execute<{ id: string }[]>(`select distinct on (kind) id from commerce.terms_documents order by kind, version desc`);
  const latestOf = new Map((latestRows.length ? await em.find(TermsDocumentEntity, { id: { $in: latestRows.map((r) => r.id) } }) : []).map((d) => [d.kind, d]));
  const rules: TermsPublishingRuleView[] = [];
  for (const kind of TERMS_KINDS) {
    const latest = latestOf.get(kind) ?? null;
    const rule = (disadvantageous: boolean): TermsNoticeRuleView => {
      const notice = earliestEffectiveDate(today, disadvantageous);
      const afterLatest = latest ? dayAfter(latest.effectiveOn) : null;
      const limitedByLatest = afterLatest !== null && afterLatest > notice;
      return { noticeDays: noticeDays(disadvantageous), earliestEffectiveOn: limitedByLatest ? afterLatest : notice, limitedByLatest };
    };
    rules.push({ kind, title: TERMS_KIND_INFO[kind].title, normal: rule(false), disadvantageous: rule(true), latest, latestSource: latest?.body ?? null });
  }
  return rules;
}

/**
 * An admin publishes a new version: it takes effect no sooner than 7 days after today (30 when it
 * disadvantages members; spec section 9), later than every version before it, and is announced in
 * the same transaction by a notice in the customer-service center. Versions of a kind are numbered
 * under a lock on the kind (the unique (kind, version) index holds it too).
 */
export async function publishTermsVersion(em: EntityManager, raw: unknown, now = new Date()): Promise<TermsDocument> {
  const input = parseInput(publishSchema, raw);
  const today = koreanDate(now);
  const earliest = earliestEffectiveDate(today, input.disadvantageous);
  if (input.effectiveOn < earliest) {
    const days = noticeDays(input.disadvantageous);
    const message = input.disadvantageous
      ? `회원에게 불리한 변경은 시행 ${days}일 전에 알려야 합니다. 시행일을 ${earliest} 이후로 정해주세요.`
      : `약관 변경은 시행 ${days}일 전에 알려야 합니다. 시행일을 ${earliest} 이후로 정해주세요.`;
    throw new AppError('TERMS_NOTICE_TOO_SHORT', message, { fields: [{ field: 'effectiveOn', message }] });
  }
  await lockKey(em, `terms-documents:${input.kind}`);
  const latest = await latestVersion(em, input.kind);
  if (latest && input.effectiveOn < dayAfter(latest.effectiveOn)) {
    throw BadInput([{ field: 'effectiveOn', message: `시행일은 ${latest.version}번째 버전의 시행일(${latest.effectiveOn})보다 뒤여야 합니다.` }]);
  }
  const title = input.title ?? TERMS_KIND_INFO[input.kind].title;
  const notice = await addCsEntry(em, { kind: 'notice', title: `[${title} 개정 안내] ${input.effectiveOn} 시행`, body: announcement(title, input) });
  const document = em.create(TermsDocumentEntity, {
    kind: input.kind,
    version: (latest?.version ?? 0) + 1,
    title,
    summary: input.summary,
    body: input.body,
    effectiveOn: input.effectiveOn,
    disadvantageous: input.disadvantageous,
    publishedAt: now,
    noticeId: notice.id,
  });
  await em.flush();
  return document;
}

/**
 * A notice announcing a version that is not in effect yet stays until it is: the announcement is the
 * notice period (전자상거래법 and the terms' own 변경 조항; spec section 9). After that day an admin
 * may remove it (the version keeps its link until then; `notice_id` is set null on delete).
 */
export async function announcementInForce(em: EntityManager, entry: { id: string }, now = new Date()): Promise<AppError | null> {
  const [announced] = await em.execute<{ title: string; effective_on: string }[]>(
    `select title, effective_on::text as effective_on from commerce.terms_documents where notice_id = ? and effective_on > ? order by effective_on limit 1`,
    [entry.id, koreanDate(now)],
  );
  if (!announced) return null;
  return new AppError('TERMS_NOTICE_IN_USE', `${announced.title} 개정 안내는 시행일(${announced.effective_on})부터 지울 수 있습니다.`);
}

function announcement(title: string, input: { kind: TermsKind; summary: string; effectiveOn: string; disadvantageous: boolean }): string {
  const info = TERMS_KIND_INFO[input.kind];
  const lines = [
    `${withParticle(title, '이', '가')} ${input.effectiveOn}부터 바뀝니다.`,
    '',
    `바뀌는 내용: ${input.summary}`,
    '',
    input.disadvantageous
      ? `회원님께 불리한 내용이 포함되어 있어 시행 ${NOTICE_DAYS.disadvantageous}일 전에 알려 드립니다. 바뀐 내용에 동의하지 않으시면 시행일 전까지 회원 탈퇴로 이용계약을 해지하실 수 있습니다.`
      : `시행 ${NOTICE_DAYS.normal}일 전에 알려 드립니다.`,
  ];
  if (info.consent === 'required') lines.push('', '시행일 뒤 처음 방문하실 때 바뀐 내용에 대한 동의를 여쭙니다.');
  if (info.path) lines.push('', `전문은 ${info.path} 에서 볼 수 있습니다.`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Consents

const agreementSchema = z.object({
  kind: z.enum(CONSENT_KINDS, { error: '동의 항목을 확인해주세요.' }),
  version: z.number({ error: '동의한 문서의 버전을 보내주세요.' }).int().positive('동의한 문서의 버전을 확인해주세요.').nullish(),
  agreed: z.boolean({ error: '동의 여부를 보내주세요.' }),
});
const agreementsSchema = z
  .array(agreementSchema, { error: '동의 항목을 보내주세요.' })
  .max(CONSENT_KINDS.length, '동의 항목이 너무 많습니다.')
  .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, '같은 동의 항목이 두 번 있습니다.');
export type AgreementInput = z.infer<typeof agreementSchema>;

const field = (kind: TermsKind) => `agreements.${kind}`;

/** What a member's consents become: per kind, agreed or not, to which version. */
export type ConsentPlan = Map<TermsKind, { agreed: boolean; document: TermsDocument }>;

function outdated(kind: TermsKind, document: TermsDocument): AppError {
  const title = TERMS_KIND_INFO[kind].title;
  const message = `${withParticle(title, '이', '가')} 바뀌었습니다(${document.effectiveOn} 시행). 바뀐 내용을 확인하고 다시 동의해주세요.`;
  return new AppError('TERMS_VERSION_OUTDATED', message, { fields: [{ field: field(kind), message }] });
}

/**
 * Checks a sign-up's agreements before anything is written: every required kind agreed to in the
 * version in effect (refusing or leaving one out is a 400 naming `agreements.<KIND>`), an agreement
 * to an older version a 409 (the form was open while a new version took effect), night-time
 * marketing only with marketing. Optional kinds left out count as not agreed.
 */
export async function checkSignUpAgreements(em: EntityManager, raw: unknown, now = new Date()): Promise<ConsentPlan> {
  const items = parseInput(agreementsSchema, raw ?? [], 'agreements');
  const current = await documentsInEffect(em, koreanDate(now));
  const missing = REQUIRED_KINDS.filter((kind) => !items.find((i) => i.kind === kind)?.agreed);
  if (missing.length) {
    const fields = missing.map((kind) => ({ field: field(kind), message: `${TERMS_KIND_INFO[kind].title}에 동의해주세요.` }));
    throw new AppError('TERMS_AGREEMENT_REQUIRED', `필수 항목에 동의해주세요: ${missing.map((k) => TERMS_KIND_INFO[k].title).join(', ')}`, { fields });
  }
  const plan: ConsentPlan = new Map();
  for (const kind of CONSENT_KINDS) {
    const document = current.get(kind);
    if (!document) throw NotFound(`${TERMS_KIND_INFO[kind].title} 문서가 없습니다.`);
    const item = items.find((i) => i.kind === kind);
    const agreed = item?.agreed ?? false;
    if (agreed && item?.version != null && item.version !== document.version) throw outdated(kind, document);
    plan.set(kind, { agreed, document });
  }
  assertNightNeedsMarketing(plan);
  return plan;
}

function assertNightNeedsMarketing(plan: ConsentPlan): void {
  for (const kind of CONSENT_KINDS) {
    const needs = TERMS_KIND_INFO[kind].requires;
    if (needs && plan.get(kind)?.agreed && !plan.get(needs)?.agreed) {
      const message = `${withParticle(TERMS_KIND_INFO[kind].title, '은', '는')} ${withParticle(TERMS_KIND_INFO[needs].title, '을', '를')} 해야 할 수 있습니다.`;
      throw BadInput([{ field: field(kind), message }]);
    }
  }
}

/**
 * Writes a plan: each kind whose answer or version differs from the stored one (or has none) is
 * upserted and a history row added; an unchanged kind writes nothing. The caller holds the
 * member's consent lock (or is creating the member).
 */
async function applyPlan(em: EntityManager, userId: string, plan: ConsentPlan, source: (kind: TermsKind) => ConsentSource, now: Date): Promise<void> {
  const stored = new Map((await em.find(TermsConsentEntity, { userId })).map((row) => [row.kind as TermsKind, row]));
  for (const [kind, { agreed, document }] of plan) {
    const before = stored.get(kind);
    if (before && before.agreed === agreed && before.documentId === document.id) continue;
    await em.execute(
      `insert into commerce.terms_consents (user_id, kind, document_id, agreed, changed_at) values (?, ?, ?, ?, ?)
         on conflict (user_id, kind) do update set document_id = excluded.document_id, agreed = excluded.agreed, changed_at = excluded.changed_at`,
      [userId, kind, document.id, agreed, now],
    );
    em.create(TermsConsentHistoryEntity, { userId, kind, documentId: document.id, agreed, source: source(kind), createdAt: now });
  }
  await em.flush();
}

/** The sign-up's consents, in its transaction (users.service `registerMember`). */
export async function recordSignUpConsents(em: EntityManager, userId: string, plan: ConsentPlan, now = new Date()): Promise<void> {
  await lockKey(em, `terms-consents:${userId}`);
  await applyPlan(em, userId, plan, () => 'sign_up', now);
}

const updateSchema = agreementsSchema.refine((items) => items.length > 0, '바꿀 동의 항목을 보내주세요.');

/**
 * A member changes consents: optional kinds (marketing, night-time marketing) on or off; required
 * kinds only agreed to again, in the version in effect (a renewal after a new version, see
 * pendingConsents); withdrawing a required one is refused (leaving the shop withdraws them).
 * Withdrawing marketing withdraws night-time marketing too. Serialised per member, so the same
 * change sent many times at once is written once.
 */
export async function updateConsents(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<void> {
  const items = parseInput(updateSchema, raw, 'agreements');
  await lockKey(em, `terms-consents:${identity.userId}`);
  const current = await documentsInEffect(em, koreanDate(now));
  const stored = await em.find(TermsConsentEntity, { userId: identity.userId });
  const documents = await documentsById(
    em,
    stored.map((row) => row.documentId),
  );
  const plan: ConsentPlan = new Map();
  for (const row of stored) {
    const document = documents.get(row.documentId);
    if (document) plan.set(row.kind as TermsKind, { agreed: row.agreed, document });
  }
  for (const item of items) {
    const info = TERMS_KIND_INFO[item.kind];
    const document = current.get(item.kind);
    if (!document) throw NotFound(`${info.title} 문서가 없습니다.`);
    if (info.consent === 'required' && !item.agreed) {
      const message = `${withParticle(info.title, '은', '는')} 필수 동의 항목이라 철회할 수 없습니다. 원하지 않으시면 회원 탈퇴로 철회할 수 있습니다.`;
      throw new AppError('TERMS_AGREEMENT_REQUIRED', message, { fields: [{ field: field(item.kind), message }] });
    }
    if (item.agreed && item.version != null && item.version !== document.version) throw outdated(item.kind, document);
    // Withdrawing keeps the version that was agreed to (what is withdrawn); agreeing takes the one in effect.
    const kept = plan.get(item.kind);
    plan.set(item.kind, { agreed: item.agreed, document: item.agreed || !kept ? document : kept.document });
  }
  for (const kind of CONSENT_KINDS) {
    const needs = TERMS_KIND_INFO[kind].requires;
    const entry = plan.get(kind);
    if (needs && entry?.agreed && !plan.get(needs)?.agreed && !items.some((i) => i.kind === kind)) plan.set(kind, { ...entry, agreed: false });
  }
  assertNightNeedsMarketing(plan);
  const changed: ConsentPlan = new Map([...plan].filter(([kind]) => items.some((i) => i.kind === kind) || TERMS_KIND_INFO[kind].requires));
  await applyPlan(em, identity.userId, changed, (kind) => (TERMS_KIND_INFO[kind].consent === 'required' ? 'renewal' : 'account'), now);
}

async function documentsById(em: EntityManager, ids: string[]): Promise<Map<string, TermsDocument>> {
  if (!ids.length) return new Map();
  return new Map((await em.find(TermsDocumentEntity, { id: { $in: [...new Set(ids)] } })).map((d) => [d.id, d]));
}

export interface MyConsentView {
  kind: TermsKind;
  title: string;
  required: boolean;
  agreed: boolean;
  /** The version the answer was given to (null: never asked, an account from before consents were kept). */
  agreedDocument: TermsDocument | null;
  changedAt: Date | null;
  /** The version in effect now. */
  current: TermsDocument;
}

/** A member's answer for every consent kind, with the version in effect. */
export async function myConsents(em: EntityManager, userId: string, now = new Date()): Promise<MyConsentView[]> {
  const current = await documentsInEffect(em, koreanDate(now));
  const stored = new Map((await em.find(TermsConsentEntity, { userId })).map((row) => [row.kind, row]));
  const documents = await documentsById(
    em,
    [...stored.values()].map((row) => row.documentId),
  );
  return CONSENT_KINDS.flatMap((kind) => {
    const document = current.get(kind);
    if (!document) return [];
    const row: TermsConsent | undefined = stored.get(kind);
    return [
      {
        kind,
        title: TERMS_KIND_INFO[kind].title,
        required: TERMS_KIND_INFO[kind].consent === 'required',
        agreed: row?.agreed ?? false,
        agreedDocument: row ? (documents.get(row.documentId) ?? null) : null,
        changedAt: row?.changedAt ?? null,
        current: document,
      },
    ];
  });
}

/**
 * The required documents a member has not agreed to in the version in effect: after a new version
 * takes effect, everyone who agreed to an older one (and accounts from before consents were kept)
 * is asked again at their next visit (the web's banner; docs/decisions/terms-and-consent.md).
 */
export async function pendingConsents(em: EntityManager, userId: string, now = new Date()): Promise<TermsDocument[]> {
  const current = await documentsInEffect(em, koreanDate(now));
  const stored = new Map((await em.find(TermsConsentEntity, { userId, kind: { $in: [...REQUIRED_KINDS] } })).map((row) => [row.kind, row]));
  return REQUIRED_KINDS.flatMap((kind) => {
    const document = current.get(kind);
    const row = stored.get(kind);
    return document && !(row?.agreed && row.documentId === document.id) ? [document] : [];
  });
}

/** A member's consent changes, newest first. */
export function consentHistory(em: EntityManager, userId: string, limit = 30): Promise<TermsConsentHistory[]> {
  return em.find(TermsConsentHistoryEntity, { userId }, { orderBy: { id: 'desc' }, limit: Math.min(Math.max(limit, 1), 100) });
}

/**
 * Which of many members advertising may reach at a moment: marketing consent, and during the night
 * (21:00-08:00 Korean time) the night-time consent too, which counts only with marketing
 * (정보통신망법 제50조). One query whatever the number of members. For every sender of push, SMS
 * and 알림톡 advertising (notifications, messaging): the rule lives here only.
 */
export async function advertisingAudience(em: EntityManager, userIds: readonly string[], at = new Date()): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await em.find(TermsConsentEntity, { userId: { $in: [...new Set(userIds)] }, kind: { $in: ['MARKETING', 'NIGHT_MARKETING'] }, agreed: true });
  const agreed = (userId: string, kind: TermsKind) => rows.some((row) => row.userId === userId && row.kind === kind);
  const night = isNightTime(at);
  return new Set(userIds.filter((id) => agreed(id, 'MARKETING') && (!night || agreed(id, 'NIGHT_MARKETING'))));
}

/** Whether advertising may reach one member at a moment (advertisingAudience). */
export async function mayAdvertise(em: EntityManager, userId: string, at = new Date()): Promise<boolean> {
  return (await advertisingAudience(em, [userId], at)).has(userId);
}

/** 21:00 up to 08:00 in Korea. */
export function isNightTime(at: Date): boolean {
  const hour = dayjs(at).tz('Asia/Seoul').hour();
  return hour >= NIGHT_HOURS.from || hour < NIGHT_HOURS.to;
}
