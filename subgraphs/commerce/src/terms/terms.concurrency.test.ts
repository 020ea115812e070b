import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayjs, koreanDate, type Identity } from '@shop/kit';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { TermsConsentEntity, TermsConsentHistoryEntity, TermsDocumentEntity } from './terms.entities.js';
import { AGREED } from './terms.testing.js';

/** The consent and publishing rules hit by 20 requests at once, each on its own connection. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const UPDATE = 'mutation ($a: [AgreementInput!]!) { updateConsents(agreements: $a) { kind agreed } }';

async function member(): Promise<Identity> {
  const id = unique('tc').slice(0, 20);
  const { signUp } = await api.ok<{ signUp: { user: { id: string } } }>('mutation ($i: SignUpInput!) { signUp(input: $i) { user { id } } }', {
    i: { loginId: id, password: 'secret123', nickname: `동의${id.slice(-8)}`, birthday: '1990-01-01', agreements: AGREED },
  });
  return { userId: signUp.user.id, role: 'member' };
}

describe('consents under concurrency', () => {
  it(`${RACERS} identical consent changes at once: one state row, one history row`, async () => {
    const me = await member();
    const answers = await Promise.all(Array.from({ length: RACERS }, () => api.exec(UPDATE, { a: [{ kind: 'MARKETING', version: 1, agreed: true }] }, me)));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const rows = await api.em().find(TermsConsentEntity, { userId: me.userId, kind: 'MARKETING' });
    expect(rows.map((r) => r.agreed)).toEqual([true]);
    const history = await api.em().find(TermsConsentHistoryEntity, { userId: me.userId, kind: 'MARKETING' }, { orderBy: { id: 'asc' } });
    expect(history.map((h) => [h.source, h.agreed])).toEqual([
      ['sign_up', false],
      ['account', true],
    ]);
  });

  it(`${RACERS} opposite changes at once: the history alternates exactly with the final state`, async () => {
    const me = await member();
    await Promise.all(Array.from({ length: RACERS }, (_, i) => api.ok(UPDATE, { a: [{ kind: 'MARKETING', agreed: i % 2 === 0 }] }, me)));
    const [row] = await api.em().find(TermsConsentEntity, { userId: me.userId, kind: 'MARKETING' });
    const history = await api.em().find(TermsConsentHistoryEntity, { userId: me.userId, kind: 'MARKETING' }, { orderBy: { id: 'asc' } });
    // Every recorded change flips the one before it, and the last one is the state.
    for (let i = 1; i < history.length; i++) expect(history[i]!.agreed).toBe(!history[i - 1]!.agreed);
    expect(history.at(-1)!.agreed).toBe(row!.agreed);
  });

  it(`${RACERS} admins publishing the same kind at once: exactly one new version and one notice`, async () => {
    const admin: Identity = { userId: '2', role: 'admin' };
    const latest = await api.em().findOne(TermsDocumentEntity, { kind: 'NIGHT_MARKETING' }, { orderBy: { version: 'desc' } });
    const floor = dayjs(koreanDate()).add(7, 'day');
    const effectiveOn = (latest && dayjs(latest.effectiveOn).isAfter(floor) ? dayjs(latest.effectiveOn).add(1, 'day') : floor).format('YYYY-MM-DD');
    const PUBLISH = 'mutation ($i: PublishTermsInput!) { publishTermsVersion(input: $i) { version noticeId } }';
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        api.exec<{ publishTermsVersion: { version: number; noticeId: string } }>(
          PUBLISH,
          { i: { kind: 'NIGHT_MARKETING', summary: `야간 수신 시간을 고칩니다 ${i}`, body: '# 야간 광고성 정보 수신 동의\n\n새 본문', effectiveOn, disadvantageous: false } },
          admin,
        ),
      ),
    );
    const published = answers.filter((a) => !a.errors);
    expect(published).toHaveLength(1);
    for (const refused of answers.filter((a) => a.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'effectiveOn' }] });
    expect(await api.em().count(TermsDocumentEntity, { kind: 'NIGHT_MARKETING', effectiveOn })).toBe(1);
    expect(published[0]!.data!.publishTermsVersion.version).toBe((latest?.version ?? 0) + 1);
  });
});
