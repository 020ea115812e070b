import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayjs } from '@shop/kit';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { messageSender } from '../adapters/sms/index.js';
import { UserEntity } from '../users/user.entity.js';
import { NotificationEntity } from '../notifications/notification.entity.js';
import { UsageLogEntity } from '../usage-log/usage-log.entity.js';
import { OrderEntity } from '../orders/order.entities.js';
import { ReviewEntity } from '../reviews/review.entities.js';
import { orderedLine, WRITE_REVIEW } from '../reviews/reviews.testing.js';
import { stockedProduct } from '../orders/orders.testing.js';
import { makeMember, TEST_PASSWORD } from '../restrictions/restrictions.testing.js';
import { createTestEvent } from '../events/events.testing.js';
import { lastCode } from '../sms/sms.testing.js';
import { retentionModule } from './retention.module.js';
import { RETENTION_JOBS } from './retention.jobs.js';
import { RETENTION_PERIODS, retentionCutoff } from './retention.rules.js';
import { DormantAccountEntity } from './dormant-account.entity.js';
import { DORMANCY_NOTICE, closeLongDormant, noticeDormancy, sendDormancyNotice, separateDormant } from './dormancy.service.js';
import { purgeAccessLogs, purgeComplaintRecords, purgeContractRecords } from './records.service.js';
import { DAY, loginVerification } from './retention.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const LOGIN = 'mutation ($l: String!, $p: String!) { login(loginId: $l, password: $p) { user { id phone } } }';
const RESTORE =
  'mutation ($l: String!, $p: String!, $t: String!) { restoreDormantAccount(loginId: $l, password: $p, verificationToken: $t) { tokenDto { accessToken } user { id nickname phone email } } }';
const ago = (now: Date, months: number, days = 0) => dayjs(now).subtract(months, 'month').add(days, 'day').toDate();

describe('the retention table', () => {
  it('has the spec’s periods, each with its legal basis and its own scheduled job', () => {
    const months = Object.fromEntries(RETENTION_PERIODS.map((p) => [p.key, p.months]));
    expect(months).toEqual({ CONTRACT_RECORDS: 60, COMPLAINT_RECORDS: 36, ACCESS_LOGS: 3, DORMANCY: 12, DORMANCY_NOTICE: 12, DORMANT_KEEP: 60 });
    for (const period of RETENTION_PERIODS) {
      expect(period.basis.length, period.key).toBeGreaterThan(10);
      expect(RETENTION_JOBS[period.key].name).toBe(period.job);
    }
    expect(retentionModule.jobs?.map((j) => j.name).sort()).toEqual(RETENTION_PERIODS.map((p) => p.job).sort());
    expect(RETENTION_PERIODS.find((p) => p.key === 'DORMANCY')!.basis).toContain('2023');
  });

  it('is public with its legal basis (the privacy policy’s table)', async () => {
    const { retentionPeriods } = await api.ok<{ retentionPeriods: { key: string; months: number; basis: string }[] }>('{ retentionPeriods { key months basis job } }');
    expect(retentionPeriods.find((p) => p.key === 'ACCESS_LOGS')).toMatchObject({ months: 3 });
    expect(retentionPeriods.find((p) => p.key === 'CONTRACT_RECORDS')!.basis).toContain('시행령 제6조');
  });
});

describe('access logs: 3 months', () => {
  it('access logs older than 3 months are gone; younger ones stay', async () => {
    const now = new Date(Date.UTC(1991, 6, 15, 3));
    const em = api.em();
    const old = em.create(UsageLogEntity, { action: 'home', actionType: 'view', href: '/', createdAt: ago(now, 3, -1) });
    const edge = em.create(UsageLogEntity, { action: 'home', actionType: 'view', href: '/', createdAt: ago(now, 3, 1) });
    await em.flush();
    expect(await RETENTION_JOBS.ACCESS_LOGS.run(api.em(), now)).toBeGreaterThanOrEqual(1);
    expect(await api.em().findOne(UsageLogEntity, { id: old.id })).toBeNull();
    expect(await api.em().findOne(UsageLogEntity, { id: edge.id })).not.toBeNull();
    // Run again: nothing left to do.
    expect(await purgeAccessLogs(api.em(), now)).toBe(0);
    await api.em().nativeDelete(UsageLogEntity, { id: edge.id });
  });
});

describe('contract and payment records: 5 years', () => {
  it('an order (its lines, payment, review) goes 5 years after it last changed; a younger one stays', async () => {
    const now = new Date(Date.UTC(1992, 2, 10, 3));
    const { identity } = await makeMember(api.em());
    const stocked = await stockedProduct(api.em(), 10);
    const oldLine = await orderedLine(api, identity, stocked);
    const keptLine = await orderedLine(api, identity, stocked);
    await api.ok(WRITE_REVIEW, { i: { orderLineId: oldLine.lineId, rating: 4, content: '오래된 주문의 리뷰입니다. 좋아요.' } }, identity);
    const em = api.em();
    await em.execute(
      `insert into commerce.payments (merchant_uid, order_id, user_id, pay_method, name, amount, cancelled_amount, status, created_at, updated_at) values (?, ?, ?, 'card', '테스트', 1000, 0, 'ready', now(), now())`,
      [`ret_${oldLine.orderId}`, oldLine.orderId, identity.userId],
    );
    await em.execute('update commerce.orders set updated_at = ? where id = ?', [ago(now, 60, -1), oldLine.orderId]);
    await em.execute('update commerce.orders set updated_at = ? where id = ?', [ago(now, 60, 1), keptLine.orderId]);

    expect(await RETENTION_JOBS.CONTRACT_RECORDS.run(api.em(), now)).toBe(1);
    expect(await api.em().findOne(OrderEntity, { id: oldLine.orderId })).toBeNull();
    expect(await api.em().findOne(OrderEntity, { id: keptLine.orderId })).not.toBeNull();
    const [left] = await api.em().execute<{ lines: string; payments: string; reviews: string }[]>(
      `select (select count(*) from commerce.order_lines where order_id = ?)::text as lines, (select count(*) from commerce.payments where order_id = ?)::text as payments,
              (select count(*) from commerce.reviews where order_line_id = ?)::text as reviews`,
      [oldLine.orderId, oldLine.orderId, oldLine.lineId],
    );
    expect(left).toEqual({ lines: '0', payments: '0', reviews: '0' });
    expect(await api.em().count(ReviewEntity, { userId: identity.userId })).toBe(0);
    expect(await purgeContractRecords(api.em(), now)).toBe(0);
    await api.em().execute('update commerce.orders set updated_at = now() where id = ?', [keptLine.orderId]);
  });
});

describe('complaint records: 3 years', () => {
  it('inquiries and event inquiries go 3 years after they were answered (or asked); younger ones stay', async () => {
    const now = new Date(Date.UTC(1993, 4, 20, 3));
    const { identity } = await makeMember(api.em());
    const em = api.em();
    const insert = (created: Date, answered: Date | null) =>
      em.execute<{ id: string }[]>(
        `insert into commerce.inquiries (user_id, category, title, content, answer, answered_at, created_at) values (?, 'order', '문의', '배송이 늦어요', ?, ?, ?) returning id::text as id`,
        [identity.userId, answered ? '답변' : null, answered, created],
      );
    const [gone] = await insert(ago(now, 40), ago(now, 36, -1));
    const [answeredLate] = await insert(ago(now, 40), ago(now, 36, 1));
    const [neverAnswered] = await insert(ago(now, 36, -2), null);
    const event = await createTestEvent(api.em());
    const [eventGone] = await em.execute<{ id: string }[]>(`insert into commerce.event_inquiries (event_code, user_id, content, created_at) values (?, ?, '이벤트 문의', ?) returning id::text as id`, [
      event.code,
      identity.userId,
      ago(now, 37),
    ]);
    expect(await RETENTION_JOBS.COMPLAINT_RECORDS.run(api.em(), now)).toBe(3);
    const ids = async (table: string, list: string[]) =>
      (await api.em().execute<{ id: string }[]>(`select id::text as id from commerce.${table} where id in (${list.map(() => '?').join(', ')})`, list)).map((r) => r.id);
    expect(await ids('inquiries', [gone!.id, answeredLate!.id, neverAnswered!.id])).toEqual([answeredLate!.id]);
    expect(await ids('event_inquiries', [eventGone!.id])).toEqual([]);
    expect(await purgeComplaintRecords(api.em(), now)).toBe(0);
    await api.em().execute('delete from commerce.inquiries where id = ?', [answeredLate!.id]);
  });
});

describe('dormant accounts: separated after a year, kept 5 years', () => {
  it('a 366-day-unused account is dormant and restored by login; a 364-day one is not', async () => {
    const now = new Date(Date.UTC(1995, 5, 1, 3));
    const { user } = await makeMember(api.em(), { lastLoginAt: new Date(now.getTime() - 366 * DAY) });
    const { user: recent } = await makeMember(api.em(), { lastLoginAt: new Date(now.getTime() - 364 * DAY) });
    const personal = { nickname: user.nickname, phone: user.phone, email: user.email, birthday: user.birthday, gender: user.gender };

    expect(await RETENTION_JOBS.DORMANCY.run(api.em(), now)).toBe(1);
    const separated = await api.em().findOneOrFail(UserEntity, { id: user.id });
    expect(separated).toMatchObject({ phone: null, email: null, birthday: null, gender: null, nickname: `휴면회원${user.id}`, loginId: user.loginId });
    expect(separated.dormantAt?.getTime()).toBe(now.getTime());
    expect(await api.em().findOneOrFail(DormantAccountEntity, { userId: user.id })).toMatchObject({ ...personal, separatedAt: now });
    expect((await api.em().findOneOrFail(UserEntity, { id: recent.id })).dormantAt).toBeNull();
    expect(await separateDormant(api.em(), now)).toBe(0);

    // Login: the password is right, the account is dormant: the SMS step.
    const refused = await api.exec(LOGIN, { l: user.loginId, p: TEST_PASSWORD });
    expect(refused.errors?.[0]?.extensions?.code).toBe('DORMANT_ACCOUNT');
    // A wrong password says nothing about dormancy.
    expect((await api.exec(LOGIN, { l: user.loginId, p: 'wrong1234' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Another phone's verification does not restore it.
    const { user: stranger } = await makeMember(api.em());
    const wrongPhone = await api.exec(RESTORE, { l: user.loginId, p: TEST_PASSWORD, t: await loginVerification(api, stranger.phone!) });
    expect(wrongPhone.errors?.[0]?.extensions?.code).toBe('SMS_VERIFICATION_INVALID');

    const { restoreDormantAccount } = await api.ok<{ restoreDormantAccount: { tokenDto: { accessToken: string }; user: { nickname: string; phone: string; email: string } } }>(RESTORE, {
      l: user.loginId,
      p: TEST_PASSWORD,
      t: await loginVerification(api, user.phone!),
    });
    expect(restoreDormantAccount.tokenDto.accessToken).toBeTruthy();
    expect(restoreDormantAccount.user).toMatchObject({ nickname: personal.nickname, phone: personal.phone, email: personal.email });
    const restored = await api.em().findOneOrFail(UserEntity, { id: user.id });
    expect(restored).toMatchObject({ ...personal, dormantAt: null });
    expect(await api.em().findOne(DormantAccountEntity, { userId: user.id })).toBeNull();
    // And logs in as usual again.
    expect((await api.ok<{ login: { user: { id: string } } }>(LOGIN, { l: user.loginId, p: TEST_PASSWORD })).login.user.id).toBe(user.id);
  });

  it('a phone login restores a dormant phone account (the code is the SMS check)', async () => {
    const now = new Date(Date.UTC(1980, 1, 1, 3));
    const { user } = await makeMember(api.em(), { provider: 'phone', loginId: null, lastLoginAt: new Date(now.getTime() - 400 * DAY) });
    expect(await separateDormant(api.em(), now)).toBe(1);
    await api.ok('mutation ($p: String!) { sendSmsCode(phone: $p, purpose: LOGIN) { expiresAt } }', { p: user.phone });
    const { loginByPhone } = await api.ok<{ loginByPhone: { user: { id: string; phone: string } } }>(
      'mutation ($p: String!, $c: String!) { loginByPhone(phone: $p, code: $c) { user { id phone } } }',
      { p: user.phone, c: await lastCode(api, user.phone!) },
    );
    expect(loginByPhone.user).toEqual({ id: user.id, phone: user.phone });
    expect((await api.em().findOneOrFail(UserEntity, { id: user.id })).dormantAt).toBeNull();
  });

  it('is told by SMS and in 알림 30 days before separation, once per period of inactivity', async () => {
    const now = new Date(Date.UTC(1960, 3, 1, 1));
    const { user: soon } = await makeMember(api.em(), { lastLoginAt: ago(now, 12, 29) });
    const { user: later } = await makeMember(api.em(), { lastLoginAt: ago(now, 12, 31) });
    expect(await RETENTION_JOBS.DORMANCY_NOTICE.run(api.em(), now)).toBe(1);
    expect(await noticeDormancy(api.em(), now)).toBe(0);
    const [item] = await api
      .em()
      .execute<{ payload: { userId: string; separatesOn: string } }[]>(`select payload from commerce.kit_outbox where topic = ? and payload->>'userId' = ?`, [DORMANCY_NOTICE, soon.id]);
    expect(item!.payload.userId).toBe(soon.id);
    expect((await api.em().findOneOrFail(UserEntity, { id: later.id })).dormancyNoticedAt).toBeNull();
    await sendDormancyNotice(api.em(), item!.payload);
    const [message] = await messageSender().delivered!(soon.phone!);
    expect(message!.text).toContain('휴면 계정으로 전환됩니다');
    expect(message!.text).toContain(`${Number(item!.payload.separatesOn.slice(5, 7))}월`);
    // Also in 알림 (and pushed to the app), once.
    const notes = await api.em().find(NotificationEntity, { userId: soon.id, title: '휴면 계정 전환 안내' });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ category: 'notice', body: message!.text.replace('[영양제 쇼핑몰] ', '') });
    // Out of the later tests' way (their clocks would separate these accounts).
    await api.em().nativeUpdate(UserEntity, { id: { $in: [soon.id, later.id] } }, { leftAt: new Date() });
  });

  it('tells an account without a phone (a social sign-up) in its 알림, and sends no SMS', async () => {
    const now = new Date(Date.UTC(1961, 3, 1, 1));
    const { user } = await makeMember(api.em(), { provider: 'kakao', loginId: null, passwordHash: null, phone: null, socialId: `kakao-${Date.now()}`, lastLoginAt: ago(now, 12, 29) });
    expect(await noticeDormancy(api.em(), now)).toBe(1);
    expect(await noticeDormancy(api.em(), now)).toBe(0);
    const notes = await api.em().find(NotificationEntity, { userId: user.id });
    expect(notes.map((n) => [n.category, n.title])).toEqual([['notice', '휴면 계정 전환 안내']]);
    expect(notes[0]!.body).toContain('휴면 계정으로 전환됩니다');
    const [item] = await api
      .em()
      .execute<{ payload: { userId: string; separatesOn: string } }[]>(`select payload from commerce.kit_outbox where topic = ? and payload->>'userId' = ?`, [DORMANCY_NOTICE, user.id]);
    await sendDormancyNotice(api.em(), item!.payload); // nothing to text: no phone
    await api.em().nativeUpdate(UserEntity, { id: user.id }, { leftAt: new Date() });
  });

  it('after 5 years apart the account is closed like a leave and its kept data deleted; before, it stays', async () => {
    const separatedAt = new Date(Date.UTC(1970, 5, 1, 3));
    const { user } = await makeMember(api.em(), { lastLoginAt: new Date(separatedAt.getTime() - 400 * DAY) });
    expect(await separateDormant(api.em(), separatedAt)).toBe(1);
    expect(await closeLongDormant(api.em(), dayjs(separatedAt).add(60, 'month').subtract(1, 'day').toDate())).toBe(0);
    expect(await api.em().findOne(DormantAccountEntity, { userId: user.id })).not.toBeNull();
    const end = dayjs(separatedAt).add(60, 'month').add(1, 'day').toDate();
    expect(await RETENTION_JOBS.DORMANT_KEEP.run(api.em(), end)).toBe(1);
    expect(await api.em().findOne(DormantAccountEntity, { userId: user.id })).toBeNull();
    const closed = await api.em().findOneOrFail(UserEntity, { id: user.id });
    expect(closed.leftAt?.getTime()).toBe(end.getTime());
    expect(closed).toMatchObject({ loginId: null, passwordHash: null, phone: null, email: null });
    const events = await api.em().execute<{ n: string }[]>(`select count(*)::text as n from commerce.kit_outbox where payload::text like ?`, [`%"userId": "${user.id}"%`]);
    expect(Number(events[0]!.n)).toBeGreaterThanOrEqual(1);
    expect(retentionCutoff('DORMANT_KEEP', end).getTime()).toBeGreaterThan(separatedAt.getTime());
  });
});
