import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { dayjs, koreanDate, resetConfig, type Identity } from '@shop/kit';
import { assertBusinessInfo, businessInfo, DEMO_BUSINESS_INFO } from '@shop/kit/business-info.js';
import { commerce } from '../schema.js';
import { CsEntryEntity } from '../inquiries/inquiry.entities.js';
import { UserEntity } from '../users/user.entity.js';
import { sendCode, verifyCode } from '../sms/sms.service.js';
import { lastCode, randomPhone } from '../sms/sms.testing.js';
import { TermsConsentEntity, TermsConsentHistoryEntity, TermsDocumentEntity } from './terms.entities.js';
import { deleteCsEntry } from '../inquiries/inquiries.service.js';
import { announcementInForce, earliestEffectiveDate, isNightTime, mayAdvertise, pendingConsents, publishTermsVersion, termsPublishingRules, updateConsents } from './terms.service.js';
import { TERMS_KINDS } from './terms.kinds.js';
import { AGREED } from './terms.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const AUTH = 'tokenDto { accessToken } user { id nickname }';
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ${AUTH} } }`;
const DOCUMENT = 'query ($k: TermsKind!, $v: Int) { termsDocument(kind: $k, version: $v) { id kind version title effectiveOn body consent path inEffect } }';
const MY_CONSENTS = '{ myConsents { kind required agreed agreedVersion changedAt current { version } } }';
const UPDATE = 'mutation ($a: [AgreementInput!]!) { updateConsents(agreements: $a) { kind agreed agreedVersion } }';
const PUBLISH = 'mutation ($i: PublishTermsInput!) { publishTermsVersion(input: $i) { id kind version effectiveOn noticeId } }';
const admin: Identity = { userId: '2', role: 'admin' };

function member(overrides: Record<string, unknown> = {}) {
  const id = unique('tm').slice(0, 20);
  return { loginId: id, password: 'secret123', nickname: `약관${id.slice(-8)}`, birthday: '1990-01-01', agreements: AGREED, ...overrides };
}

async function signedUp(overrides: Record<string, unknown> = {}): Promise<Identity> {
  const { signUp } = await api.ok<{ signUp: { user: { id: string } } }>(SIGN_UP, { input: member(overrides) });
  return { userId: signUp.user.id, role: 'member' };
}

/** Runs `work` in a transaction that is rolled back: versions published there never reach other tests. */
async function inRolledBack(work: (em: EntityManager) => Promise<void>): Promise<void> {
  const ROLLBACK = new Error('rollback');
  await expect(
    api.em().transactional(async (em) => {
      await work(em as EntityManager);
      throw ROLLBACK;
    }),
  ).rejects.toBe(ROLLBACK);
}

const days = (n: number, from = new Date()) => dayjs(from).add(n, 'day').toDate();

describe('documents (spec: effective 2021-10-06)', () => {
  it('serves the version in effect of each kind, its first version effective 2021-10-06, and a page path', async () => {
    for (const [kind, path, consent] of [
      ['TERMS_OF_USE', '/terms', 'REQUIRED'],
      ['PRIVACY_POLICY', '/privacy', 'NONE'],
      ['PRIVACY_COLLECTION', null, 'REQUIRED'],
      ['MARKETING', null, 'OPTIONAL'],
      ['NIGHT_MARKETING', null, 'OPTIONAL'],
    ] as const) {
      const { termsDocument } = await api.ok<{ termsDocument: any }>(DOCUMENT, { k: kind, v: 1 });
      expect(termsDocument).toMatchObject({ kind, version: 1, effectiveOn: '2021-10-06', path, consent, inEffect: true });
      expect(termsDocument.body.length).toBeGreaterThan(200);
    }
    const current = await api.ok<{ termsDocument: any }>(DOCUMENT, { k: 'TERMS_OF_USE' });
    expect(current.termsDocument.body).toContain('2021년 10월 6일부터 시행');
  });

  it('the privacy policy lists what is collected, the retention periods, the processors and the officer from configuration', async () => {
    const saved = process.env.PRIVACY_OFFICER_NAME;
    process.env.PRIVACY_OFFICER_NAME = '시험 보호책임자';
    resetConfig();
    try {
      const { termsDocument } = await api.ok<{ termsDocument: { body: string } }>(DOCUMENT, { k: 'PRIVACY_POLICY' });
      for (const expected of [
        '휴대폰 번호',
        '배송지 주소',
        '5년',
        '3년',
        '3개월',
        '1년 동안 로그인하지 않은',
        '전자지급결제대행사',
        '택배사',
        '문자 발송 대행사',
        '시험 보호책임자',
        DEMO_BUSINESS_INFO.csEmail,
      ]) {
        expect(termsDocument.body).toContain(expected);
      }
      expect(termsDocument.body).not.toMatch(/\{\{\w+\}\}/);
    } finally {
      if (saved === undefined) delete process.env.PRIVACY_OFFICER_NAME;
      else process.env.PRIVACY_OFFICER_NAME = saved;
      resetConfig();
    }
  });

  it('an unknown version is a 404, an unknown kind a refusal', async () => {
    const missing = await api.exec(DOCUMENT, { k: 'TERMS_OF_USE', v: 9999 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const wrong = await api.exec(DOCUMENT, { k: 'COOKIES' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('sign-up agreements', () => {
  it('refuses a sign-up without the required agreements, naming each, and writes nothing', async () => {
    const input = member({ agreements: undefined });
    const refused = await api.exec(SIGN_UP, { input });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'TERMS_AGREEMENT_REQUIRED',
      fields: [{ field: 'agreements.TERMS_OF_USE' }, { field: 'agreements.PRIVACY_COLLECTION' }],
    });
    expect(refused.errors?.[0]?.message).toContain('이용약관');
    const declined = await api.exec(SIGN_UP, {
      input: {
        ...input,
        agreements: [
          { kind: 'TERMS_OF_USE', agreed: true },
          { kind: 'PRIVACY_COLLECTION', agreed: false },
        ],
      },
    });
    expect(declined.errors?.[0]?.extensions).toMatchObject({
      code: 'TERMS_AGREEMENT_REQUIRED',
      fields: [{ field: 'agreements.PRIVACY_COLLECTION', message: '개인정보 수집·이용 동의에 동의해주세요.' }],
    });
    expect(await api.em().count(UserEntity, { loginId: input.loginId })).toBe(0);
  });

  it('records the versions agreed to, the optional answers and the time, with a history row each', async () => {
    const before = new Date();
    const me = await signedUp({ agreements: [...AGREED, { kind: 'MARKETING', version: 1, agreed: true }] });
    const rows = await api.em().find(TermsConsentEntity, { userId: me.userId }, { orderBy: { kind: 'asc' } });
    expect(rows.map((r) => [r.kind, r.agreed])).toEqual([
      ['MARKETING', true],
      ['NIGHT_MARKETING', false],
      ['PRIVACY_COLLECTION', true],
      ['TERMS_OF_USE', true],
    ]);
    for (const row of rows) expect(row.changedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const history = await api.em().find(TermsConsentHistoryEntity, { userId: me.userId });
    expect(history).toHaveLength(4);
    expect(new Set(history.map((h) => h.source))).toEqual(new Set(['sign_up']));
    const { myConsents } = await api.ok<{ myConsents: any[] }>(MY_CONSENTS, {}, me);
    expect(myConsents.find((c) => c.kind === 'TERMS_OF_USE')).toMatchObject({ required: true, agreed: true, agreedVersion: 1 });
    expect(myConsents.find((c) => c.kind === 'NIGHT_MARKETING')).toMatchObject({ required: false, agreed: false });
  });

  it('refuses night-time marketing without marketing, and an agreement to a version not in effect', async () => {
    const night = await api.exec(SIGN_UP, { input: member({ agreements: [...AGREED, { kind: 'NIGHT_MARKETING', agreed: true }] }) });
    expect(night.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'agreements.NIGHT_MARKETING' }] });
    const old = await api.exec(SIGN_UP, { input: member({ agreements: [{ kind: 'TERMS_OF_USE', version: 7, agreed: true }, AGREED[1]] }) });
    expect(old.errors?.[0]?.extensions).toMatchObject({ code: 'TERMS_VERSION_OUTDATED', fields: [{ field: 'agreements.TERMS_OF_USE' }] });
  });

  it('checks the password confirmation on the server, naming passwordConfirm', async () => {
    const refused = await api.exec(SIGN_UP, { input: member({ passwordConfirm: 'secret124' }) });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'passwordConfirm' }] });
    await api.ok(SIGN_UP, { input: member({ passwordConfirm: 'secret123' }) });
  });

  it('phone sign-up needs them too, and a refusal does not spend the verification', async () => {
    const phone = randomPhone();
    await sendCode(api.em(), phone, 'SIGN_UP');
    const token = await verifyCode(api.em(), phone, 'SIGN_UP', await lastCode(api, phone));
    const PHONE = `mutation ($i: PhoneSignUpInput!) { signUpByPhone(input: $i) { ${AUTH} } }`;
    const base = { verificationToken: token, nickname: unique('폰약관').slice(0, 20), birthday: '1990-01-01' };
    const refused = await api.exec(PHONE, { i: base });
    expect(refused.errors?.[0]?.extensions?.code).toBe('TERMS_AGREEMENT_REQUIRED');
    const joined = await api.ok<{ signUpByPhone: { user: { id: string } } }>(PHONE, { i: { ...base, agreements: AGREED } });
    expect(await api.em().count(TermsConsentEntity, { userId: joined.signUpByPhone.user.id, agreed: true })).toBe(2);
  });
});

describe('changing consents', () => {
  it('turns marketing and night-time marketing on and off, keeps the history; withdrawing marketing withdraws night-time', async () => {
    const me = await signedUp();
    await api.ok(UPDATE, { a: [{ kind: 'MARKETING', version: 1, agreed: true }] }, me);
    const both = await api.ok<{ updateConsents: any[] }>(UPDATE, { a: [{ kind: 'NIGHT_MARKETING', version: 1, agreed: true }] }, me);
    expect(both.updateConsents.filter((c) => c.agreed).map((c) => c.kind)).toEqual(['TERMS_OF_USE', 'PRIVACY_COLLECTION', 'MARKETING', 'NIGHT_MARKETING']);
    const off = await api.ok<{ updateConsents: any[] }>(UPDATE, { a: [{ kind: 'MARKETING', agreed: false }] }, me);
    expect(off.updateConsents.filter((c) => c.agreed).map((c) => c.kind)).toEqual(['TERMS_OF_USE', 'PRIVACY_COLLECTION']);
    const history = await api.ok<{ myConsentHistory: any[] }>('{ myConsentHistory { kind agreed source } }', {}, me);
    expect(history.myConsentHistory.slice(0, 4)).toEqual([
      { kind: 'NIGHT_MARKETING', agreed: false, source: 'account' },
      { kind: 'MARKETING', agreed: false, source: 'account' },
      { kind: 'NIGHT_MARKETING', agreed: true, source: 'account' },
      { kind: 'MARKETING', agreed: true, source: 'account' },
    ]);
    // The same answer again changes nothing.
    await api.ok(UPDATE, { a: [{ kind: 'MARKETING', agreed: false }] }, me);
    expect(await api.em().count(TermsConsentHistoryEntity, { userId: me.userId })).toBe(8);
  });

  it('refuses withdrawing a required agreement (leaving does that), naming it; guests and strangers cannot change any', async () => {
    const me = await signedUp();
    const refused = await api.exec(UPDATE, { a: [{ kind: 'TERMS_OF_USE', agreed: false }] }, me);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TERMS_AGREEMENT_REQUIRED', fields: [{ field: 'agreements.TERMS_OF_USE' }] });
    expect((await api.em().findOneOrFail(TermsConsentEntity, { userId: me.userId, kind: 'TERMS_OF_USE' })).agreed).toBe(true);
    expect((await api.exec(UPDATE, { a: [{ kind: 'MARKETING', agreed: true }] }, { userId: me.userId, role: 'guest' })).errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    expect((await api.exec(UPDATE, { a: [{ kind: 'MARKETING', agreed: true }] }, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('leaving removes the consents and their history', async () => {
    const me = await signedUp({ agreements: [...AGREED, { kind: 'MARKETING', agreed: true }] });
    await api.ok('mutation { leave(password: "secret123") }', {}, me);
    expect(await api.em().count(TermsConsentEntity, { userId: me.userId })).toBe(0);
    expect(await api.em().count(TermsConsentHistoryEntity, { userId: me.userId })).toBe(0);
  });
});

describe('publishing a new version (spec: announced 7 days ahead, 30 if unfavourable)', () => {
  const now = new Date();
  const today = koreanDate(now);
  it.each([
    [false, 6, false],
    [false, 7, true],
    [true, 29, false],
    [true, 30, true],
  ])('disadvantageous %s, effective in %i days: accepted %s', async (disadvantageous, inDays, accepted) => {
    await inRolledBack(async (em) => {
      const effectiveOn = dayjs(today).add(inDays, 'day').format('YYYY-MM-DD');
      const input = { kind: 'TERMS_OF_USE', summary: '배송 기간 안내를 고칩니다.', body: '# 이용약관\n\n새 본문', effectiveOn, disadvantageous };
      if (!accepted) {
        await expect(publishTermsVersion(em, input, now)).rejects.toMatchObject({ extensions: { code: 'TERMS_NOTICE_TOO_SHORT', fields: [{ field: 'effectiveOn' }] } });
        return;
      }
      const published = await publishTermsVersion(em, input, now);
      expect(published).toMatchObject({ version: 2, effectiveOn });
      const notice = await em.findOneOrFail(CsEntryEntity, { id: published.noticeId! });
      expect(notice).toMatchObject({ kind: 'notice', title: `[이용약관 개정 안내] ${effectiveOn} 시행` });
      expect(notice.body).toContain('이용약관이');
      expect(notice.body).toContain(disadvantageous ? '30일 전' : '7일 전');
    });
    expect(earliestEffectiveDate(today, disadvantageous)).toBe(
      dayjs(today)
        .add(disadvantageous ? 30 : 7, 'day')
        .format('YYYY-MM-DD'),
    );
  });

  it('keeps the notice of a version until the version takes effect; then an admin may remove it', async () => {
    await inRolledBack(async (em) => {
      const effectiveOn = dayjs(today).add(10, 'day').format('YYYY-MM-DD');
      const published = await publishTermsVersion(
        em,
        { kind: 'PRIVACY_POLICY', summary: '보관 기간 안내를 고칩니다.', body: '# 개인정보 처리방침\n\n새 본문', effectiveOn, disadvantageous: false },
        now,
      );
      await expect(deleteCsEntry(em, published.noticeId!)).rejects.toMatchObject({ extensions: { code: 'TERMS_NOTICE_IN_USE' } });
      expect(await em.count(CsEntryEntity, { id: published.noticeId! })).toBe(1);
      // The day it takes effect the announcement has done its work.
      expect(await announcementInForce(em, { id: published.noticeId! }, dayjs(effectiveOn).add(9, 'hour').toDate())).toBeNull();
      expect((await announcementInForce(em, { id: published.noticeId! }, now))?.message).toBe(`개인정보 처리방침 개정 안내는 시행일(${effectiveOn})부터 지울 수 있습니다.`);
    });
  });

  describe('the publishing rules the admin form reads (termsPublishingRules)', () => {
    const RULES =
      '{ termsPublishingRules { kind title normal { noticeDays earliestEffectiveOn limitedByLatest } disadvantageous { noticeDays earliestEffectiveOn limitedByLatest } latest { version } latestSource } }';
    const before = (date: string) => dayjs(date).subtract(1, 'day').format('YYYY-MM-DD');
    const input = (kind: string, effectiveOn: string, disadvantageous: boolean) => ({ kind, summary: '안내 문구를 고칩니다.', body: '# 새 본문', effectiveOn, disadvantageous });

    it.each(TERMS_KINDS.flatMap((kind) => [false, true].map((disadvantageous) => [kind, disadvantageous] as const)))(
      '%s, disadvantageous %s: the earliest date is accepted, the day before refused naming effectiveOn',
      async (kind, disadvantageous) => {
        await inRolledBack(async (em) => {
          const rule = (await termsPublishingRules(em, now)).find((r) => r.kind === kind)!;
          const { earliestEffectiveOn } = disadvantageous ? rule.disadvantageous : rule.normal;
          await expect(publishTermsVersion(em, input(kind, before(earliestEffectiveOn), disadvantageous), now)).rejects.toMatchObject({ extensions: { fields: [{ field: 'effectiveOn' }] } });
          const published = await publishTermsVersion(em, input(kind, earliestEffectiveOn, disadvantageous), now);
          expect(published).toMatchObject({ kind, effectiveOn: earliestEffectiveOn, version: (rule.latest?.version ?? 0) + 1 });
        });
      },
    );

    it('counts the notice days from today, and moves past a version already announced further out', async () => {
      await inRolledBack(async (em) => {
        const first = (await termsPublishingRules(em, now)).find((r) => r.kind === 'MARKETING')!;
        expect(first).toMatchObject({ title: '마케팅 정보 수신 동의', normal: { noticeDays: 7 }, disadvantageous: { noticeDays: 30 } });
        // A version another test left announced further out than the notice period moves the date past it.
        for (const [rule, days] of [
          [first.normal, 7],
          [first.disadvantageous, 30],
        ] as const) {
          const byNotice = dayjs(today).add(days, 'day').format('YYYY-MM-DD');
          expect(rule.earliestEffectiveOn).toBe(rule.limitedByLatest ? dayjs(first.latest!.effectiveOn).add(1, 'day').format('YYYY-MM-DD') : byNotice);
          if (rule.limitedByLatest) expect(rule.earliestEffectiveOn > byNotice).toBe(true);
        }
        const announced = dayjs(first.disadvantageous.earliestEffectiveOn).add(10, 'day').format('YYYY-MM-DD');
        const v = await publishTermsVersion(em, { ...input('MARKETING', announced, false), body: '{{businessName}}의 마케팅 안내' }, now);
        const after = (await termsPublishingRules(em, now)).find((r) => r.kind === 'MARKETING')!;
        const next = dayjs(announced).add(1, 'day').format('YYYY-MM-DD');
        expect(after).toMatchObject({
          normal: { noticeDays: 7, earliestEffectiveOn: next, limitedByLatest: true },
          disadvantageous: { noticeDays: 30, earliestEffectiveOn: next, limitedByLatest: true },
          latest: { id: v.id, version: v.version },
          // The stored text, placeholders as written: the next version keeps them.
          latestSource: '{{businessName}}의 마케팅 안내',
        });
        await expect(publishTermsVersion(em, input('MARKETING', announced, false), now)).rejects.toMatchObject({ extensions: { fields: [{ field: 'effectiveOn' }] } });
        expect(await publishTermsVersion(em, input('MARKETING', next, false), now)).toMatchObject({ effectiveOn: next });
      });
    });

    it('through the API: every kind for admins, refused to members and anonymous callers', async () => {
      const { termsPublishingRules: rules } = await api.ok<{ termsPublishingRules: any[] }>(RULES, {}, admin);
      expect(rules.map((r) => r.kind)).toEqual([...TERMS_KINDS]);
      const terms = rules.find((r) => r.kind === 'TERMS_OF_USE');
      expect(terms).toMatchObject({ title: '이용약관', normal: { noticeDays: 7 }, disadvantageous: { noticeDays: 30 } });
      expect(terms.latestSource).toContain('{{businessName}}');
      expect(terms.normal.earliestEffectiveOn >= earliestEffectiveDate(koreanDate(), false)).toBe(true);
      expect((await api.exec(RULES, {}, { userId: '1', role: 'member' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await api.exec(RULES, {}, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  it('the database holds the notice period too, and versions only move forward', async () => {
    await inRolledBack(async (em) => {
      await expect(
        em.execute(`insert into commerce.terms_documents (kind, version, title, body, effective_on, disadvantageous, published_at) values ('TERMS_OF_USE', 2, '이용약관', '본문', ?, false, ?)`, [
          dayjs(today).add(3, 'day').format('YYYY-MM-DD'),
          now,
        ]),
      ).rejects.toThrow(/terms_documents_notice_period_check/);
    });
    await inRolledBack(async (em) => {
      const first = await publishTermsVersion(
        em,
        { kind: 'MARKETING', summary: '앱 푸시를 추가합니다.', body: '새 본문', effectiveOn: dayjs(today).add(10, 'day').format('YYYY-MM-DD'), disadvantageous: false },
        now,
      );
      expect(first.version).toBe(2);
      await expect(
        publishTermsVersion(em, { kind: 'MARKETING', summary: '다시 고칩니다.', body: '또 새 본문', effectiveOn: dayjs(today).add(8, 'day').format('YYYY-MM-DD'), disadvantageous: false }, now),
      ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'effectiveOn' }] } });
    });
  });

  it('a new required version in effect asks members again at their next visit; agreeing to it clears that', async () => {
    const me = await signedUp();
    await inRolledBack(async (em) => {
      const effectiveOn = dayjs(today).add(7, 'day').format('YYYY-MM-DD');
      const v2 = await publishTermsVersion(em, { kind: 'TERMS_OF_USE', summary: '적립금 안내를 고칩니다.', body: '# 이용약관 2', effectiveOn, disadvantageous: false }, now);
      expect(await pendingConsents(em, me.userId, now)).toEqual([]);
      expect(await pendingConsents(em, me.userId, days(6, now))).toEqual([]);
      const later = days(8, now);
      expect((await pendingConsents(em, me.userId, later)).map((d) => [d.kind, d.version])).toEqual([['TERMS_OF_USE', 2]]);
      await expect(updateConsents(em, me, [{ kind: 'TERMS_OF_USE', version: 1, agreed: true }], later)).rejects.toMatchObject({ extensions: { code: 'TERMS_VERSION_OUTDATED' } });
      await updateConsents(em, me, [{ kind: 'TERMS_OF_USE', version: 2, agreed: true }], later);
      expect(await pendingConsents(em, me.userId, later)).toEqual([]);
      const renewal = await em.findOneOrFail(TermsConsentHistoryEntity, { userId: me.userId, kind: 'TERMS_OF_USE', source: 'renewal' });
      expect(renewal.documentId).toBe(v2.id);
    });
  });

  it('accounts from before consents were kept are asked too; guests are not', async () => {
    const fresh = await signedUp();
    await api.em().nativeDelete(TermsConsentEntity, { userId: fresh.userId });
    const { pendingConsents: pending } = await api.ok<{ pendingConsents: { kind: string }[] }>('{ pendingConsents { kind } }', {}, fresh);
    expect(pending.map((d) => d.kind)).toEqual(['TERMS_OF_USE', 'PRIVACY_COLLECTION']);
    expect((await api.ok<{ pendingConsents: unknown[] }>('{ pendingConsents { kind } }', {}, { userId: fresh.userId, role: 'guest' })).pendingConsents).toEqual([]);
  });

  it('through the API: only admins publish, with the notice in the same transaction', async () => {
    const latest = await api.em().findOne(TermsDocumentEntity, { kind: 'PRIVACY_POLICY' }, { orderBy: { version: 'desc' } });
    const floor = dayjs(today).add(7, 'day');
    const effectiveOn = (latest && dayjs(latest.effectiveOn).isAfter(floor) ? dayjs(latest.effectiveOn).add(1, 'day') : floor).format('YYYY-MM-DD');
    const input = { kind: 'PRIVACY_POLICY', summary: '위탁 업체를 추가합니다.', body: '# 개인정보 처리방침\n\n{{businessName}}', effectiveOn, disadvantageous: false };
    expect((await api.exec(PUBLISH, { i: input }, { userId: '1', role: 'member' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notices = await api.em().count(CsEntryEntity, { kind: 'notice' });
    const tooSoon = await api.exec(PUBLISH, { i: { ...input, disadvantageous: true } }, admin);
    expect(tooSoon.errors?.[0]?.extensions?.code).toBe('TERMS_NOTICE_TOO_SHORT');
    expect(await api.em().count(CsEntryEntity, { kind: 'notice' })).toBe(notices);
    const { publishTermsVersion: published } = await api.ok<{ publishTermsVersion: any }>(PUBLISH, { i: input }, admin);
    expect(published.noticeId).toBeTruthy();
    const versions = await api.ok<{ termsVersions: any[] }>('query { termsVersions(kind: PRIVACY_POLICY) { version effectiveOn inEffect body } }');
    expect(versions.termsVersions[0]).toMatchObject({ version: published.version, effectiveOn, inEffect: false, body: `# 개인정보 처리방침\n\n${businessInfo().businessName}` });
    // Not in effect yet: the current privacy policy is still the one before.
    const current = await api.ok<{ termsDocument: { version: number } }>(DOCUMENT, { k: 'PRIVACY_POLICY' });
    expect(current.termsDocument.version).toBeLessThan(published.version);
  });
});

describe('advertising consent at night (정보통신망법 제50조)', () => {
  it.each([
    ['2026-11-27T12:00:00+09:00', false],
    ['2026-11-27T20:59:00+09:00', false],
    ['2026-11-27T21:00:00+09:00', true],
    ['2026-11-28T07:59:00+09:00', true],
    ['2026-11-28T08:00:00+09:00', false],
  ])('%s is night: %s', (at, night) => {
    expect(isNightTime(new Date(at))).toBe(night);
  });

  it('marketing reaches a member by day with marketing consent, at night only with the night-time consent', async () => {
    const noon = new Date('2026-11-27T12:00:00+09:00');
    const night = new Date('2026-11-27T22:00:00+09:00');
    const none = await signedUp();
    const day = await signedUp({ agreements: [...AGREED, { kind: 'MARKETING', agreed: true }] });
    const all = await signedUp({ agreements: [...AGREED, { kind: 'MARKETING', agreed: true }, { kind: 'NIGHT_MARKETING', agreed: true }] });
    const em = api.em();
    expect([await mayAdvertise(em, none.userId, noon), await mayAdvertise(em, day.userId, noon), await mayAdvertise(em, all.userId, noon)]).toEqual([false, true, true]);
    expect([await mayAdvertise(em, none.userId, night), await mayAdvertise(em, day.userId, night), await mayAdvertise(em, all.userId, night)]).toEqual([false, false, true]);
  });
});

describe('business information (사업자 정보) from configuration', () => {
  it('serves the configured values, demo values where unset outside production', async () => {
    const saved = process.env.BUSINESS_NAME;
    process.env.BUSINESS_NAME = '주식회사 시험상점';
    resetConfig();
    try {
      const { businessInfo: info } = await api.ok<{ businessInfo: any }>('{ businessInfo { businessName registrationNumber mailOrderNumber csPhone privacyOfficerName verificationUrl } }');
      expect(info).toMatchObject({ businessName: '주식회사 시험상점', registrationNumber: DEMO_BUSINESS_INFO.registrationNumber, privacyOfficerName: DEMO_BUSINESS_INFO.privacyOfficerName });
      expect(info.verificationUrl).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=0000000000');
    } finally {
      if (saved === undefined) delete process.env.BUSINESS_NAME;
      else process.env.BUSINESS_NAME = saved;
      resetConfig();
    }
  });

  it('production refuses to start without them, naming the variables', async () => {
    const { loadConfig } = await import('@shop/kit');
    const production = loadConfig({ ...process.env, NODE_ENV: 'development' });
    expect(() => assertBusinessInfo({ ...production, NODE_ENV: 'production', BUSINESS_NAME: undefined, CS_PHONE: undefined })).toThrow(/BUSINESS_NAME, .*CS_PHONE/);
    const complete = Object.fromEntries(
      [
        'BUSINESS_NAME',
        'BUSINESS_REPRESENTATIVE',
        'BUSINESS_REGISTRATION_NUMBER',
        'BUSINESS_MAIL_ORDER_NUMBER',
        'BUSINESS_ADDRESS',
        'BUSINESS_HOSTING_PROVIDER',
        'CS_PHONE',
        'CS_HOURS',
        'CS_EMAIL',
        'PRIVACY_OFFICER_NAME',
        'PRIVACY_OFFICER_CONTACT',
      ].map((k) => [k, '값']),
    );
    expect(() => assertBusinessInfo({ ...production, ...complete, NODE_ENV: 'production' })).not.toThrow();
  });
});
