import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingQueries, startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import { dayjs, koreanDate, type Identity } from '@shop/kit';
import { DEMO_PRODUCT_LINES } from '@shop/kit/demo-catalog.js';
import { nutrition } from '../schema.js';
import { queuedNotifications } from '../outbox/outbox.service.js';
import { ADHERENCE_TIERS } from '../rules/rules.js';
import { IntakeEntity, RegimenEntity, SupplementEntity, SupplementNutrientEntity } from './supplement.entities.js';
import { seedSupplements } from './supplements.seed.js';

// Every intake change queues a recompute of that day's score (kit outbox): read what this file's
// profiles queued since the mark (other test files write to the same outbox).
const ourProfiles = new Set<string>();
let outboxMark = '0';
const recomputed = {
  async reset() {
    outboxMark = String((await api.em().execute<{ m: string | null }[]>('select max(id) as m from nutrition.kit_outbox'))[0].m ?? '0');
  },
  async list(): Promise<[string, string][]> {
    const rows = await api
      .em()
      .execute<{ p: string; d: string }[]>(`select payload->>'profileId' as p, payload->>'date' as d from nutrition.kit_outbox where topic = 'score.recompute' and id > ? order by id`, [outboxMark]);
    return rows.filter((r) => ourProfiles.has(r.p)).map((r) => [r.p, r.d]);
  },
};

const counter = countingQueries();
let api: TestSubgraph;
const member = (): Identity => testIdentity();
const admin: Identity = { userId: '1', role: 'admin' };
const today = koreanDate();
const daysAgo = (n: number) => dayjs(today).subtract(n, 'day').format('YYYY-MM-DD');

beforeAll(async () => {
  api = await startTestSubgraph(nutrition, counter.overrides);
  await seedSupplements(api.em());
});
afterAll(() => api.close());
beforeEach(() => recomputed.reset());

const codeOf = (result: { errors?: { extensions?: Record<string, any> }[] }) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: { errors?: { extensions?: Record<string, any> }[] }) => (result.errors?.[0]?.extensions?.fields as { field: string; message: string }[] | undefined) ?? [];

async function addProfile(owner: Identity, name = '엄마'): Promise<string> {
  const data = await api.ok<{ addProfile: { id: string } }>('mutation ($input: ProfileInput!) { addProfile(input: $input) { id } }', { input: { name, gender: 2, birthday: '1980-05-05' } }, owner);
  ourProfiles.add(data.addProfile.id);
  return data.addProfile.id;
}

/** The seeded supplement of a demo line (approved, with the line's nutrients). */
async function seeded(lineIndex: number): Promise<string> {
  return (await api.em().findOneOrFail(SupplementEntity, { productId: String(lineIndex + 1) })).id;
}

const REGIMEN_FIELDS = 'id profileId supplementId alramCnt reminderTimes startDate memo';
const ADD_REGIMEN = `mutation ($input: RegimenInput!) { addRegimen(input: $input) { ${REGIMEN_FIELDS} } }`;
const MARK = 'mutation ($id: ID!, $date: LocalDate) { markIntake(regimenId: $id, date: $date) { regimenId date eatCnt } }';
const UNDO = 'mutation ($id: ID!, $date: LocalDate) { undoIntake(regimenId: $id, date: $date) { regimenId date eatCnt } }';
const SUBMIT = 'mutation ($input: SupplementInput!) { submitSupplement(input: $input) { id name status submittedBy nutrients { code name unit amount } } }';
const REVIEW = 'mutation ($id: ID!, $approve: Boolean!, $reason: String) { reviewSupplement(id: $id, approve: $approve, reason: $reason) { id status rejectReason } }';
const SEARCH =
  'query ($q: String!, $offset: Int, $limit: Int) { searchSupplements(query: $q, offset: $offset, limit: $limit) { total items { id name status productId nutrients { code name unit amount } } } }';

async function addRegimen(owner: Identity, input: Record<string, unknown>) {
  return (await api.ok<{ addRegimen: { id: string; reminderTimes: string[]; alramCnt: number } }>(ADD_REGIMEN, { input }, owner)).addRegimen;
}

async function submit(owner: Identity, input: Record<string, unknown>) {
  return (await api.ok<{ submitSupplement: { id: string; name: string; status: string } }>(SUBMIT, { input }, owner)).submitSupplement;
}

describe('tracking catalog', () => {
  it('seeds one approved supplement per demo product line, once', async () => {
    await seedSupplements(api.em());
    const em = api.em();
    const rows = await em.find(SupplementEntity, { productId: { $ne: null } }, { orderBy: { productId: 'asc' } });
    expect(rows).toHaveLength(DEMO_PRODUCT_LINES.length);
    for (const [lineIndex, line] of DEMO_PRODUCT_LINES.entries()) {
      const row = rows.find((r) => r.productId === String(lineIndex + 1))!;
      expect(row).toMatchObject({ name: line.name, status: 'approved', dailyServing: '1일 1회' });
      const nutrients = await em.find(SupplementNutrientEntity, { supplementId: row.id }, { orderBy: { id: 'asc' } });
      expect(nutrients.map((n) => [n.nutrientCode, Number(n.amount)])).toEqual(line.nutrients.map(([code, amount]) => [code, amount]));
    }
  });

  it.each([
    ['루테인', '루테인 지아잔틴'],
    ['홍삼', '6년근 홍삼정 에브리타임'],
    ['ㅋㄹㄱ', '저분자 피쉬 콜라겐'],
    ['눈건강', '루테인 지아잔틴'],
  ])('finds %s in Korean (trigram, two-syllable and initial-consonant search)', async (query, name) => {
    const data = await api.ok<{ searchSupplements: { items: { name: string }[] } }>(SEARCH, { q: query });
    expect(data.searchSupplements.items.map((s) => s.name)).toContain(name);
  });

  it('shows nutrient contents with Korean names and catalog units, supplement-only codes included', async () => {
    const id = await seeded(DEMO_PRODUCT_LINES.findIndex((l) => l.name === '루테인 지아잔틴'));
    const data = await api.ok<{ supplement: { name: string; product: { id: string }; nutrients: unknown[] } }>(
      'query ($id: ID!) { supplement(id: $id) { name product { id } nutrients { code name unit amount } } }',
      { id },
    );
    expect(data.supplement.nutrients).toEqual([
      { code: 'lutein', name: '루테인', unit: 'mg', amount: 20 },
      { code: 'zeaxanthin', name: '지아잔틴', unit: 'mg', amount: 4 },
      { code: 'vitamin_a', name: '비타민A', unit: 'µg RAE', amount: 700 },
    ]);
    expect(data.supplement.product.id).toBe(String(DEMO_PRODUCT_LINES.findIndex((l) => l.name === '루테인 지아잔틴') + 1));
  });

  it('shows a pending submission to its submitter (and admins) only', async () => {
    const alice = member();
    const bob = member();
    const name = `테스트영양제${alice.userId}`;
    const created = await submit(alice, { name, nutrients: [{ code: 'vitamin_c', amount: 500, unit: 'mg' }] });
    expect(created.status).toBe('pending');
    const search = async (who: Identity | null) => (await api.ok<{ searchSupplements: { total: number } }>(SEARCH, { q: name }, who)).searchSupplements.total;
    expect(await search(alice)).toBe(1);
    expect(await search(bob)).toBe(0);
    expect(await search(null)).toBe(0);
    const read = 'query ($id: ID!) { supplement(id: $id) { id } }';
    expect(codeOf(await api.exec(read, { id: created.id }, bob))).toBe('NOT_FOUND');
    expect(codeOf(await api.exec(read, { id: created.id }, null))).toBe('NOT_FOUND');
    expect((await api.ok<{ supplement: { id: string } }>(read, { id: created.id }, admin)).supplement.id).toBe(created.id);
  });

  it('stores submitted amounts in catalog units (1 g of vitamin C is 1000 mg)', async () => {
    const owner = member();
    const created = await api.ok<{ submitSupplement: { nutrients: { code: string; unit: string; amount: number }[] } }>(
      SUBMIT,
      {
        input: {
          name: '비타민C 분말',
          nutrients: [
            { code: 'vitamin_c', amount: 1, unit: 'g' },
            { code: 'lutein', amount: 0.03, unit: 'g' },
            { code: 'vitamin_d', amount: 25, unit: 'mcg' },
          ],
        },
      },
      owner,
    );
    expect(created.submitSupplement.nutrients).toEqual([
      { code: 'vitamin_c', name: '비타민C', unit: 'mg', amount: 1000 },
      { code: 'lutein', name: '루테인', unit: 'mg', amount: 30 },
      { code: 'vitamin_d', name: '비타민D', unit: 'µg', amount: 25 },
    ]);
  });

  it.each([
    [[{ code: 'lutein', amount: 31, unit: 'mg' }], 'nutrients.0.amount', '루테인은 하루 30mg까지 입력할 수 있습니다.'],
    [[{ code: 'lutein', amount: 0.0301, unit: 'g' }], 'nutrients.0.amount', '루테인은 하루 30mg까지 입력할 수 있습니다.'],
    [[{ code: 'chrome', amount: 201, unit: 'µg' }], 'nutrients.0.amount', '크롬은 하루 200µg까지 입력할 수 있습니다.'],
    [[{ code: 'probiotics', amount: 101, unit: '억 CFU' }], 'nutrients.0.amount', '프로바이오틱스(보장균수)는 하루 100억 CFU까지 입력할 수 있습니다.'],
    [[{ code: 'astaxanthin', amount: 13, unit: 'mg' }], 'nutrients.0.amount', '아스타잔틴은 하루 12mg까지 입력할 수 있습니다.'],
    [[{ code: 'unobtainium', amount: 1, unit: 'mg' }], 'nutrients.0.code', '알 수 없는 영양소입니다.'],
    [[{ code: 'vitamin_d', amount: 1000, unit: 'IU' }], 'nutrients.0.unit', '비타민D의 단위는 µg입니다.'],
    [[{ code: 'vitamin_c', amount: 0, unit: 'mg' }], 'nutrients.0.amount', '함량은 0보다 커야 합니다.'],
    [
      [
        { code: 'zinc', amount: 8, unit: 'mg' },
        { code: 'zinc', amount: 2, unit: 'mg' },
      ],
      'nutrients.1.code',
      '아연이 두 번 입력되었습니다.',
    ],
    [[], 'nutrients', '영양소 함량을 하나 이상 입력해주세요.'],
  ])('refuses nutrients %j (%s) and writes nothing', async (nutrients, field, message) => {
    const owner = member();
    const result = await api.exec(SUBMIT, { input: { name: '한도 초과 영양제', nutrients } }, owner);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result)).toContainEqual({ field, message });
    expect(await api.em().count(SupplementEntity, { submittedBy: owner.userId })).toBe(0);
  });

  it.each([
    ['lutein', 30, 'mg'],
    ['collagen', 3270, 'mg'],
    ['l_arginine', 5000, 'mg'],
    ['chrome', 200, 'µg'],
  ])('accepts %s at exactly its limit (%d %s)', async (code, amount, unit) => {
    const created = await submit(member(), { name: `한도 ${code}`, nutrients: [{ code, amount, unit }] });
    expect(created.status).toBe('pending');
  });

  it('refuses guests and anonymous callers on submissions', async () => {
    const input = { name: '게스트 영양제', nutrients: [{ code: 'vitamin_c', amount: 100, unit: 'mg' }] };
    expect(codeOf(await api.exec(SUBMIT, { input }, testIdentity('guest')))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(SUBMIT, { input }, null))).toBe('UNAUTHENTICATED');
  });
});

describe('approval by an admin', () => {
  it('approves a submission, tells the submitter, and makes it searchable for everyone', async () => {
    const owner = member();
    const name = `승인테스트${owner.userId} 오메가`;
    const created = await submit(owner, { name, brandName: '우리집', nutrients: [{ code: 'omega_3_fatty_acids', amount: 600, unit: 'mg' }] });
    const queue = await api.ok<{ adminSupplements: { items: { id: string }[] } }>('query ($q: String) { adminSupplements(status: "pending", query: $q) { total items { id } } }', { q: name }, admin);
    expect(queue.adminSupplements.items.map((s) => s.id)).toEqual([created.id]);
    expect(codeOf(await api.exec('{ adminSupplements { total } }', {}, owner))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(REVIEW, { id: created.id, approve: true }, owner))).toBe('FORBIDDEN');

    const reviewed = await api.ok<{ reviewSupplement: { status: string } }>(REVIEW, { id: created.id, approve: true }, admin);
    expect(reviewed.reviewSupplement.status).toBe('approved');
    const notices = await queuedNotifications(api.em(), owner.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ category: 'supplement_approval', title: '영양제 등록 승인', body: `등록 신청하신 ${name}가 승인되었어요. 이제 검색할 수 있어요.` });
    const search = await api.ok<{ searchSupplements: { items: { id: string }[] } }>(SEARCH, { q: name }, member());
    expect(search.searchSupplements.items.map((s) => s.id)).toEqual([created.id]);
    expect(codeOf(await api.exec(REVIEW, { id: created.id, approve: false, reason: '중복' }, admin))).toBe('CONFLICT');
  });

  it('rejects only with a reason, and the notice carries it with the right particle', async () => {
    const owner = member();
    const created = await submit(owner, { name: '마그네슘 플러스', nutrients: [{ code: 'magnesium', amount: 300, unit: 'mg' }] });
    const noReason = await api.exec(REVIEW, { id: created.id, approve: false }, admin);
    expect(codeOf(noReason)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(noReason)[0].field).toBe('reason');
    expect(await queuedNotifications(api.em(), owner.userId)).toHaveLength(0);
    const rejected = await api.ok<{ reviewSupplement: { status: string; rejectReason: string } }>(REVIEW, { id: created.id, approve: false, reason: '성분표 사진이 필요합니다.' }, admin);
    expect(rejected.reviewSupplement).toMatchObject({ status: 'rejected', rejectReason: '성분표 사진이 필요합니다.' });
    const [notice] = await queuedNotifications(api.em(), owner.userId);
    expect(notice.body).toBe('등록 신청하신 마그네슘 플러스가 반려되었어요. 사유: 성분표 사진이 필요합니다.');
    // A rejected submission cannot be tracked.
    const profileId = await addProfile(owner);
    expect(codeOf(await api.exec(ADD_REGIMEN, { input: { profileId, supplementId: created.id } }, owner))).toBe('NOT_FOUND');
  });

  it('counts allergens of approved supplements only', async () => {
    const owner = member();
    const soy = `대두${owner.userId}`;
    const milk = `우유${owner.userId}`;
    const first = await submit(owner, { name: '식물성 단백질', allergens: [soy, milk, soy], nutrients: [{ code: 'protein', amount: 20, unit: 'g' }] });
    const second = await submit(owner, { name: '두유 칼슘', allergens: [soy], nutrients: [{ code: 'calcium', amount: 300, unit: 'mg' }] });
    await submit(owner, { name: '우유 단백질 (검토 중)', allergens: [milk], nutrients: [{ code: 'protein', amount: 20, unit: 'g' }] });
    for (const id of [first.id, second.id]) await api.ok(REVIEW, { id, approve: true }, admin);
    const data = await api.ok<{ supplementAllergens: { allergen: string; count: number }[] }>('{ supplementAllergens { allergen count } }', {}, admin);
    expect(data.supplementAllergens.filter((a) => a.allergen.endsWith(owner.userId))).toEqual([
      { allergen: soy, count: 2 },
      { allergen: milk, count: 1 },
    ]);
    expect(codeOf(await api.exec('{ supplementAllergens { allergen } }', {}, owner))).toBe('FORBIDDEN');
  });
});

describe('regimen and reminders', () => {
  it("adds a supplement to a profile and lists it with the supplement and today's intakes", async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const supplementId = await seeded(1);
    const regimen = await addRegimen(owner, { profileId, supplementId, alramCnt: 2, reminderTimes: ['20:00', '08:30'], memo: '식후' });
    expect(regimen.reminderTimes).toEqual(['08:30', '20:00']);
    await api.ok(MARK, { id: regimen.id }, owner);
    const data = await api.ok<{ regimens: any[] }>('query ($p: ID!) { regimens(profileId: $p) { id alramCnt startDate memo eatCnt supplement { name } } }', { p: profileId }, owner);
    expect(data.regimens).toEqual([{ id: regimen.id, alramCnt: 2, startDate: today, memo: '식후', eatCnt: 1, supplement: { name: DEMO_PRODUCT_LINES[1].name } }]);
    expect(codeOf(await api.exec(ADD_REGIMEN, { input: { profileId, supplementId } }, owner))).toBe('CONFLICT');
  });

  it("says the schedule and the day's cap from the regimen's own fields (one source for both, issue 21)", async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const twice = await addRegimen(owner, { profileId, supplementId: await seeded(1), alramCnt: 2, reminderTimes: ['20:00', '08:30'] });
    const none = await addRegimen(owner, { profileId, supplementId: await seeded(2) });
    const data = await api.ok<{ regimens: { id: string; schedule: string; dailyCap: number }[] }>('query ($p: ID!) { regimens(profileId: $p) { id schedule dailyCap } }', { p: profileId }, owner);
    const byId = new Map(data.regimens.map((r) => [r.id, r]));
    expect(byId.get(twice.id)).toMatchObject({ schedule: '하루 2회 · 08:30, 20:00', dailyCap: 2 });
    expect(byId.get(none.id)).toMatchObject({ schedule: '하루 1회 · 알림 없음', dailyCap: 1 });
    // The cap is the one marking enforces: a third mark of the twice-a-day entry is refused.
    await api.ok(MARK, { id: twice.id }, owner);
    await api.ok(MARK, { id: twice.id }, owner);
    expect(codeOf(await api.exec(MARK, { id: twice.id }, owner))).toBe('CONFLICT');
  });

  it.each([
    [{ alramCnt: 11 }, 'alramCnt'],
    [{ alramCnt: -1 }, 'alramCnt'],
    [{ alramCnt: 2, reminderTimes: ['08:00'] }, 'reminderTimes'],
    [{ alramCnt: 1, reminderTimes: ['08:00', '09:00'] }, 'reminderTimes'],
    [{ alramCnt: 2, reminderTimes: ['08:00', '08:00'] }, 'reminderTimes'],
    [{ alramCnt: 1, reminderTimes: ['24:00'] }, 'reminderTimes.0'],
    [{ alramCnt: 1, reminderTimes: ['8:00'] }, 'reminderTimes.0'],
    [{ reminderTimes: ['08:00'] }, 'reminderTimes'],
    [{ startDate: '2026-02-30' }, 'startDate'],
  ])('refuses reminders %j (field %s) and writes nothing', async (fields, field) => {
    const owner = member();
    const profileId = await addProfile(owner);
    const result = await api.exec(ADD_REGIMEN, { input: { profileId, supplementId: await seeded(2), ...fields } }, owner);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result).map((f) => f.field)).toContain(field);
    expect(await api.em().count(RegimenEntity, { profileId })).toBe(0);
  });

  it.each([
    ['', '알림 시간을 입력해주세요.'],
    ['25:00', '알림 시간은 00:00부터 23:59 사이의 시각(시:분)으로 입력해주세요.'],
  ])('says in Korean what is wrong with the reminder time %j (not the format code HH:mm)', async (time, message) => {
    const owner = member();
    const result = await api.exec(ADD_REGIMEN, { input: { profileId: await addProfile(owner), supplementId: await seeded(2), alramCnt: 1, reminderTimes: [time] } }, owner);
    expect(fieldsOf(result).find((f) => f.field === 'reminderTimes.0')?.message).toBe(message);
  });

  it.each([
    [0, []],
    [1, ['00:00']],
    [10, ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '23:59']],
    [3, null],
  ])('accepts %i reminders at %j', async (alramCnt, reminderTimes) => {
    const owner = member();
    const regimen = await addRegimen(owner, { profileId: await addProfile(owner), supplementId: await seeded(3), alramCnt, reminderTimes });
    expect(regimen).toMatchObject({ alramCnt, reminderTimes: reminderTimes ?? [] });
  });

  it('sets and clears reminders; an edit must keep one time per reminder', async () => {
    const owner = member();
    const regimen = await addRegimen(owner, { profileId: await addProfile(owner), supplementId: await seeded(4), alramCnt: 1, reminderTimes: ['09:00'] });
    const set = await api.ok<{ setReminders: { alramCnt: number; reminderTimes: string[] } }>(
      'mutation ($id: ID!) { setReminders(regimenId: $id, alramCnt: 3, reminderTimes: ["21:00", "07:00", "12:00"]) { alramCnt reminderTimes } }',
      { id: regimen.id },
      owner,
    );
    expect(set.setReminders).toEqual({ alramCnt: 3, reminderTimes: ['07:00', '12:00', '21:00'] });
    const edit = await api.exec('mutation ($id: ID!) { editRegimen(id: $id, input: { alramCnt: 2 }) { id } }', { id: regimen.id }, owner);
    expect(fieldsOf(edit)[0].field).toBe('reminderTimes');
    const cleared = await api.ok<{ clearReminders: { alramCnt: number; reminderTimes: string[] } }>(
      'mutation ($id: ID!) { clearReminders(regimenId: $id) { alramCnt reminderTimes } }',
      { id: regimen.id },
      owner,
    );
    expect(cleared.clearReminders).toEqual({ alramCnt: 0, reminderTimes: [] });
    const edited = await api.ok<{ editRegimen: { alramCnt: number; memo: string } }>(
      'mutation ($id: ID!) { editRegimen(id: $id, input: { alramCnt: 2, memo: "아침 저녁" }) { alramCnt memo } }',
      { id: regimen.id },
      owner,
    );
    expect(edited.editRegimen).toEqual({ alramCnt: 2, memo: '아침 저녁' });
  });

  it('deletes an entry with its intakes', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const regimen = await addRegimen(owner, { profileId, supplementId: await seeded(5), startDate: daysAgo(3) });
    await api.ok(MARK, { id: regimen.id, date: daysAgo(1) }, owner);
    await api.ok(MARK, { id: regimen.id, date: today }, owner);
    await recomputed.reset();
    await api.ok('mutation ($id: ID!) { deleteRegimen(id: $id) }', { id: regimen.id }, owner);
    expect(await api.em().count(RegimenEntity, { id: regimen.id })).toBe(0);
    expect(await api.em().count(IntakeEntity, { regimenId: regimen.id })).toBe(0);
    expect((await recomputed.list()).sort()).toEqual(
      [
        [profileId, daysAgo(1)],
        [profileId, today],
      ].sort(),
    );
  });
});

describe('intake marks (eat_cnt)', () => {
  it.each([0, 1, 3])('with %i reminders allows max(alramCnt, 1) marks a day, and refuses one more', async (alramCnt) => {
    const owner = member();
    const profileId = await addProfile(owner);
    const regimen = await addRegimen(owner, { profileId, supplementId: await seeded(6), alramCnt, startDate: daysAgo(2) });
    const cap = Math.max(alramCnt, 1);
    for (let n = 1; n <= cap; n++) {
      const mark = await api.ok<{ markIntake: { eatCnt: number; date: string } }>(MARK, { id: regimen.id, date: daysAgo(1) }, owner);
      expect(mark.markIntake).toMatchObject({ eatCnt: n, date: daysAgo(1) });
    }
    const over = await api.exec(MARK, { id: regimen.id, date: daysAgo(1) }, owner);
    expect(codeOf(over)).toBe('CONFLICT');
    expect(over.errors?.[0].message).toContain(`하루 ${cap}회까지`);
    const [row] = await api.em().find(IntakeEntity, { regimenId: regimen.id });
    expect(row).toMatchObject({ intakeDate: daysAgo(1), eatCnt: cap, profileId, userId: owner.userId });
    expect(await recomputed.list()).toEqual(Array.from({ length: cap }, () => [profileId, daysAgo(1)]));
  });

  it('counts each Korean date apart and undoes marks down to none', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const regimen = await addRegimen(owner, { profileId, supplementId: await seeded(7), alramCnt: 2, startDate: daysAgo(5) });
    await api.ok(MARK, { id: regimen.id, date: daysAgo(1) }, owner);
    await api.ok(MARK, { id: regimen.id, date: daysAgo(1) }, owner);
    await api.ok(MARK, { id: regimen.id }, owner);
    const day = await api.ok<{ intakesOfDate: any[] }>(
      'query ($p: ID!, $d: LocalDate) { intakesOfDate(profileId: $p, date: $d) { regimenId eatCnt regimen { supplement { name } } } }',
      { p: profileId, d: daysAgo(1) },
      owner,
    );
    expect(day.intakesOfDate).toEqual([{ regimenId: regimen.id, eatCnt: 2, regimen: { supplement: { name: DEMO_PRODUCT_LINES[7].name } } }]);
    await recomputed.reset();
    expect((await api.ok<{ undoIntake: { eatCnt: number } }>(UNDO, { id: regimen.id, date: daysAgo(1) }, owner)).undoIntake.eatCnt).toBe(1);
    expect((await api.ok<{ undoIntake: { eatCnt: number } }>(UNDO, { id: regimen.id, date: daysAgo(1) }, owner)).undoIntake.eatCnt).toBe(0);
    expect(await api.em().count(IntakeEntity, { regimenId: regimen.id, intakeDate: daysAgo(1) })).toBe(0);
    expect(codeOf(await api.exec(UNDO, { id: regimen.id, date: daysAgo(1) }, owner))).toBe('NOT_FOUND');
    expect(await api.em().count(IntakeEntity, { regimenId: regimen.id, intakeDate: today })).toBe(1);
    expect(await recomputed.list()).toEqual([
      [profileId, daysAgo(1)],
      [profileId, daysAgo(1)],
    ]);
  });

  it.each([
    ['the future', () => dayjs(today).add(1, 'day').format('YYYY-MM-DD'), '미래 날짜에는 섭취를 기록할 수 없습니다.'],
    ['before the start date', () => daysAgo(3), '이전에는 섭취를 기록할 수 없습니다.'],
  ])('refuses a mark in %s and writes nothing', async (_label, date, message) => {
    const owner = member();
    const regimen = await addRegimen(owner, { profileId: await addProfile(owner), supplementId: await seeded(8), startDate: daysAgo(2) });
    const result = await api.exec(MARK, { id: regimen.id, date: date() }, owner);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result)[0]).toMatchObject({ field: 'date' });
    expect(fieldsOf(result)[0].message).toContain(message);
    expect(await api.em().count(IntakeEntity, { regimenId: regimen.id })).toBe(0);
    expect(await recomputed.list()).toEqual([]);
  });
});

describe('adherence (Σ eat_cnt / Σ alram_cnt)', () => {
  const tier = (percent: number) => [...ADHERENCE_TIERS].reverse().find((t) => percent >= t.fromPercent)!.message;
  const ADHERENCE = 'query ($p: ID!, $from: LocalDate, $to: LocalDate) { regimens(profileId: $p) { adherence(from: $from, to: $to) { from to days eatCnt alramCnt percent message } } }';

  it.each([
    // alramCnt, days, marks -> percent, tier start
    [1, 2, 1, 50, 50],
    [2, 2, 3, 75, 75],
    [10, 10, 99, 99, 99],
    [10, 10, 98, 98, 75],
    [10, 10, 74, 74, 50],
    [10, 10, 49, 49, 0],
    [2, 3, 4, 66.6, 50],
    [1, 4, 0, 0, 0],
    [2, 2, 4, 100, 99],
  ])('%i reminders a day over %i days with %i marks is %s percent (tier from %s)', async (alramCnt, days, marks, percent, tierFrom) => {
    const owner = member();
    const profileId = await addProfile(owner);
    const regimen = await addRegimen(owner, { profileId, supplementId: await seeded(9), alramCnt, startDate: daysAgo(days) });
    // Marks fill the days from the first on, each up to its cap; the window ends yesterday.
    for (let left = marks, day = days; left > 0; day--) {
      for (let n = 0; n < alramCnt && left > 0; n++, left--) await api.ok(MARK, { id: regimen.id, date: daysAgo(day) }, owner);
    }
    const data = await api.ok<{ regimens: { adherence: any }[] }>(ADHERENCE, { p: profileId, from: daysAgo(days), to: daysAgo(1) }, owner);
    expect(data.regimens[0].adherence).toEqual({ from: daysAgo(days), to: daysAgo(1), days, eatCnt: marks, alramCnt: alramCnt * days, percent, message: tier(tierFrom) });
    expect(tier(tierFrom)).toBe(ADHERENCE_TIERS.find((t) => t.fromPercent === tierFrom)!.message);
  });

  it('counts only the days from the start date up to today, and has no percent without reminders', async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const regimen = await addRegimen(owner, { profileId, supplementId: await seeded(10), alramCnt: 1, startDate: daysAgo(1) });
    await api.ok(MARK, { id: regimen.id, date: daysAgo(1) }, owner);
    const window = { p: profileId, from: daysAgo(10), to: dayjs(today).add(10, 'day').format('YYYY-MM-DD') };
    const data = await api.ok<{ regimens: { adherence: any }[] }>(ADHERENCE, window, owner);
    expect(data.regimens[0].adherence).toMatchObject({ days: 2, eatCnt: 1, alramCnt: 2, percent: 50 });
    await api.ok('mutation ($id: ID!) { clearReminders(regimenId: $id) { id } }', { id: regimen.id }, owner);
    const none = await api.ok<{ regimens: { adherence: any }[] }>(ADHERENCE, window, owner);
    expect(none.regimens[0].adherence).toMatchObject({ days: 2, eatCnt: 1, alramCnt: 0, percent: null, message: null });
  });

  it.each([
    [{ from: daysAgo(1), to: daysAgo(2) }, 'from'],
    [{ from: daysAgo(400), to: daysAgo(1) }, 'from'],
  ])('refuses the window %j', async (window, field) => {
    const owner = member();
    const profileId = await addProfile(owner);
    await addRegimen(owner, { profileId, supplementId: await seeded(11) });
    const result = await api.exec(ADHERENCE, { p: profileId, ...window }, owner);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result)[0].field).toBe(field);
  });
});

describe('ownership and roles', () => {
  it("keeps another member out of a profile's regimen for every operation, and writes nothing", async () => {
    const alice = member();
    const bob = member();
    const profileId = await addProfile(alice);
    const regimen = await addRegimen(alice, { profileId, supplementId: await seeded(12), alramCnt: 1, reminderTimes: ['08:00'] });
    const attempts: [string, Record<string, unknown>][] = [
      [ADD_REGIMEN, { input: { profileId, supplementId: await seeded(13) } }],
      ['mutation ($id: ID!) { editRegimen(id: $id, input: { memo: "x" }) { id } }', { id: regimen.id }],
      ['mutation ($id: ID!) { deleteRegimen(id: $id) }', { id: regimen.id }],
      ['mutation ($id: ID!) { setReminders(regimenId: $id, alramCnt: 0) { id } }', { id: regimen.id }],
      ['mutation ($id: ID!) { clearReminders(regimenId: $id) { id } }', { id: regimen.id }],
      [MARK, { id: regimen.id }],
      [UNDO, { id: regimen.id }],
      ['query ($p: ID!) { regimens(profileId: $p) { id } }', { p: profileId }],
      ['query ($p: ID!) { intakesOfDate(profileId: $p) { eatCnt } }', { p: profileId }],
    ];
    for (const [query, variables] of attempts) {
      expect(codeOf(await api.exec(query, variables, bob)), query).toBe('FORBIDDEN');
      expect(codeOf(await api.exec(query, variables, null)), query).toBe('UNAUTHENTICATED');
    }
    const em = api.em();
    expect(await em.findOneOrFail(RegimenEntity, { id: regimen.id })).toMatchObject({ alramCnt: 1, memo: null });
    expect(await em.count(RegimenEntity, { profileId })).toBe(1);
    expect(await em.count(IntakeEntity, { regimenId: regimen.id })).toBe(0);
    const other = await api.ok<{ regimensOfAllProfiles: unknown[] }>('{ regimensOfAllProfiles { profile { id } } }', {}, bob);
    expect(other.regimensOfAllProfiles).toEqual([]);
  });

  it("lets an admin read a member's regimen but not write it; guests cannot write", async () => {
    const owner = member();
    const profileId = await addProfile(owner);
    const regimen = await addRegimen(owner, { profileId, supplementId: await seeded(14) });
    const read = await api.ok<{ regimens: { id: string }[] }>('query ($p: ID!) { regimens(profileId: $p) { id } }', { p: profileId }, admin);
    expect(read.regimens.map((r) => r.id)).toEqual([regimen.id]);
    expect(codeOf(await api.exec(MARK, { id: regimen.id }, admin))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(ADD_REGIMEN, { input: { profileId, supplementId: await seeded(15) } }, admin))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(MARK, { id: regimen.id }, { userId: owner.userId, role: 'guest' }))).toBe('FORBIDDEN');
    expect(await api.em().count(IntakeEntity, { regimenId: regimen.id })).toBe(0);
  });

  it("lets a member track their own pending submission but not someone else's", async () => {
    const alice = member();
    const bob = member();
    const pending = await submit(alice, { name: '직접 만든 영양제', nutrients: [{ code: 'vitamin_c', amount: 200, unit: 'mg' }] });
    await addRegimen(alice, { profileId: await addProfile(alice), supplementId: pending.id });
    const result = await api.exec(ADD_REGIMEN, { input: { profileId: await addProfile(bob), supplementId: pending.id } }, bob);
    expect(codeOf(result)).toBe('NOT_FOUND');
  });
});

describe('batched loading (no N+1)', () => {
  const ALL = '{ regimensOfAllProfiles { profile { id name } regimens { id eatCnt adherence { percent } supplement { name nutrients { code name amount } } } } }';

  async function family(profiles: number, perProfile: number): Promise<Identity> {
    const owner = member();
    for (let p = 0; p < profiles; p++) {
      const profileId = await addProfile(owner, `가족${p}`);
      for (let s = 0; s < perProfile; s++) {
        const regimen = await addRegimen(owner, { profileId, supplementId: await seeded(s), alramCnt: 1, startDate: daysAgo(2) });
        await api.ok(MARK, { id: regimen.id }, owner);
      }
    }
    return owner;
  }

  it('loads 5 or 50 regimens of all profiles with their supplements in the same number of statements', async () => {
    const small = await family(5, 1);
    const large = await family(10, 5);
    counter.reset();
    const five = await api.ok<{ regimensOfAllProfiles: { regimens: { eatCnt: number }[] }[] }>(ALL, {}, small);
    const fewStatements = counter.count();
    counter.reset();
    const fifty = await api.ok<{ regimensOfAllProfiles: { regimens: { eatCnt: number; supplement: { nutrients: unknown[] } }[] }[] }>(ALL, {}, large);
    expect(five.regimensOfAllProfiles.flatMap((p) => p.regimens)).toHaveLength(5);
    expect(fifty.regimensOfAllProfiles.flatMap((p) => p.regimens)).toHaveLength(50);
    expect(fifty.regimensOfAllProfiles.flatMap((p) => p.regimens).every((r) => r.eatCnt === 1 && r.supplement.nutrients.length > 0)).toBe(true);
    expect(counter.count()).toBe(fewStatements);
  });

  it("loads a profile's regimen of 5 or 20 entries, and search pages of 5 or 24, in the same number of statements", async () => {
    const owner = member();
    const few = await addProfile(owner, '다섯');
    const many = await addProfile(owner, '스물');
    for (let s = 0; s < 20; s++) {
      if (s < 5) await addRegimen(owner, { profileId: few, supplementId: await seeded(s) });
      await addRegimen(owner, { profileId: many, supplementId: await seeded(s) });
    }
    const ONE = 'query ($p: ID!) { regimens(profileId: $p) { id eatCnt adherence { percent } supplement { name nutrients { code } } } }';
    const statements = async (query: string, variables: Record<string, unknown>) => {
      counter.reset();
      await api.ok(query, variables, owner);
      return counter.count();
    };
    expect(await statements(ONE, { p: many })).toBe(await statements(ONE, { p: few }));
    expect(await statements(SEARCH, { q: '', limit: 24 })).toBe(await statements(SEARCH, { q: '', limit: 5 }));
  });
});
