import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { outboxHandlersOf, processOutboxItem, type Identity } from '@shop/kit';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { injectFcmFault, unregisterFcmToken, type RunningFcmSandbox } from '@shop/sandboxes/fcm-sandbox.js';
import { commerce } from '../schema.js';
import { createTestUser } from '../cart/cart.testing.js';
import { registerAppToken } from '../devices/devices.service.js';
import { updateConsents } from '../terms/terms.service.js';
import { inProcessFcmSandbox } from '../adapters/push/sandbox.js';
import { notify } from './notifications.service.js';
import { updateSettings } from './notification-settings.service.js';
import { PUSH_TOPIC, sendPush } from './push.service.js';
import { isNightTime } from '../terms/terms.service.js';

/** Pushes through the FCM sandbox (which checks the OAuth token and the message as FCM does), after the commit. */
let api: TestSubgraph;
let fcm: RunningFcmSandbox;
const handlers = outboxHandlersOf(commerce);
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
  fcm = await inProcessFcmSandbox();
});
afterAll(() => api.close());

/** 2026-11-27 at the given Korean hour. */
const kst = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 27, hour - 9, minute));
const token = () => `fcm-test-${Math.random().toString(36).slice(2)}-${Date.now()}`;

async function memberWithDevices(count = 1): Promise<{ member: Identity; tokens: string[] }> {
  const member = await createTestUser(api.em());
  const tokens = Array.from({ length: count }, token);
  for (const t of tokens) await registerAppToken(api.em(), member, { token: t, platform: 'android' });
  return { member, tokens };
}

/** The push items queued for a notification (their outbox ids). */
async function pushItems(notificationId: string): Promise<string[]> {
  const rows = await api.em().execute<{ id: string }[]>(`select id::text from commerce.kit_outbox where topic = ? and payload->>'notificationId' = ? order by id`, [PUSH_TOPIC, notificationId]);
  return rows.map((r) => r.id);
}

const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) =>
  api
    .em()
    .fork()
    .transactional((em) => work(em as EntityManager));
const deliveredTo = (t: string) => fcm.delivered.filter((d) => d.token === t);

describe('push delivery', () => {
  it("delivers a notification to each of the member's devices after the commit, once", async () => {
    const { member, tokens } = await memberWithDevices(2);
    const notification = (await inTransaction((em) => notify(em, member.userId, 'notice', '서비스 점검 안내', '오늘 밤 2시부터 점검합니다.', '/notice/1')))!;
    const items = await pushItems(notification.id);
    expect(items).toHaveLength(2);
    for (const id of items) expect(await processOutboxItem(api.em(), handlers, id)).toBe('done');
    for (const t of tokens) {
      expect(deliveredTo(t)).toHaveLength(1);
      expect(deliveredTo(t)[0]).toMatchObject({
        notification: { title: '서비스 점검 안내', body: '오늘 밤 2시부터 점검합니다.' },
        data: { notificationId: notification.id, category: 'notice', link: '/notice/1' },
      });
    }
    // A processed item is not sent again.
    expect(await processOutboxItem(api.em(), handlers, items[0]!)).toBe('skipped');
    expect(deliveredTo(tokens[0]!)).toHaveLength(1);
  });

  it('20 workers racing for one push item send it once', async () => {
    const { member, tokens } = await memberWithDevices(1);
    const notification = (await inTransaction((em) => notify(em, member.userId, 'notice', '동시 처리', '한 번만')))!;
    const [id] = await pushItems(notification.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => processOutboxItem(api.em(), handlers, id!)));
    expect(results.filter((r) => r === 'done')).toHaveLength(1);
    expect(deliveredTo(tokens[0]!)).toHaveLength(1);
  });
});

describe('advertising and the night (정보통신망법 제50조)', () => {
  async function marketingMember(night: boolean) {
    const { member, tokens } = await memberWithDevices(1);
    await inTransaction((em) => updateSettings(em, member, [{ category: 'marketing', enabled: true }]));
    await inTransaction((em) =>
      updateConsents(em, member, [
        { kind: 'MARKETING', agreed: true },
        { kind: 'NIGHT_MARKETING', agreed: night },
      ]),
    );
    return { member, token: tokens[0]! };
  }

  it('knows the night: 21:00 to 08:00 Korean time', () => {
    expect([kst(20, 59), kst(21), kst(23, 59), kst(0), kst(7, 59), kst(8)].map(isNightTime)).toEqual([false, true, true, true, true, false]);
  });

  it('sends marketing at 22:00 KST only with the night-time consent; in the day with marketing consent, marked (광고)', async () => {
    const day = await marketingMember(false);
    const atNight = (await inTransaction((em) => notify(em, day.member.userId, 'marketing', '주말 특가', '비타민 20% 할인', null, kst(22))))!;
    expect(await pushItems(atNight.id)).toHaveLength(0);

    const atNoon = (await inTransaction((em) => notify(em, day.member.userId, 'marketing', '주말 특가', '비타민 20% 할인', null, kst(12))))!;
    const [item] = await pushItems(atNoon.id);
    // Queued at noon but its send falls at 22:00 (a retry): withheld, not sent.
    const deviceTokenId = (await api.em().execute<{ payload: { deviceTokenId: string } }[]>(`select payload from commerce.kit_outbox where id = ?`, [item]))[0]!.payload.deviceTokenId;
    expect(await sendPush(api.em(), { notificationId: atNoon.id, deviceTokenId }, kst(22))).toBe('withheld');
    expect(deliveredTo(day.token)).toHaveLength(0);
    expect(await sendPush(api.em(), { notificationId: atNoon.id, deviceTokenId }, kst(12))).toBe('sent');
    expect(deliveredTo(day.token)[0]!.notification).toEqual({ title: '(광고) 주말 특가', body: '비타민 20% 할인' });

    const night = await marketingMember(true);
    const withConsent = (await inTransaction((em) => notify(em, night.member.userId, 'marketing', '심야 특가', '오늘 밤만', null, kst(22))))!;
    expect(await pushItems(withConsent.id)).toHaveLength(1);
    // Not advertising: a notice goes at night without any consent.
    const notice = (await inTransaction((em) => notify(em, day.member.userId, 'notice', '배송 안내', '출고되었습니다', null, kst(22))))!;
    expect(await pushItems(notice.id)).toHaveLength(1);
  });

  it('does not push marketing to a member without marketing consent, even with the setting on', async () => {
    const { member } = await memberWithDevices(1);
    await inTransaction((em) => updateSettings(em, member, [{ category: 'marketing', enabled: true }]));
    const notification = (await inTransaction((em) => notify(em, member.userId, 'marketing', '특가', '할인', null, kst(12))))!;
    expect(await pushItems(notification.id)).toHaveLength(0);
  });
});

describe('FCM failures', () => {
  it('removes a token FCM answers UNREGISTERED for, keeping the member’s other devices', async () => {
    const { member, tokens } = await memberWithDevices(2);
    await unregisterFcmToken(fcm.url, tokens[0]!);
    const notification = (await inTransaction((em) => notify(em, member.userId, 'notice', '안내', '앱을 지운 기기')))!;
    for (const id of await pushItems(notification.id)) expect(await processOutboxItem(api.em(), handlers, id)).toBe('done');
    const left = await api.em().execute<{ token: string }[]>(`select token from commerce.device_tokens where user_id = ?`, [member.userId]);
    expect(left.map((r) => r.token)).toEqual([tokens[1]]);
    expect(deliveredTo(tokens[0]!)).toHaveLength(0);
    expect(deliveredTo(tokens[1]!)).toHaveLength(1);
  });

  it('retries a 503 with the outbox backoff and delivers on the next attempt', async () => {
    const { member, tokens } = await memberWithDevices(1);
    const notification = (await inTransaction((em) => notify(em, member.userId, 'notice', '재시도', 'FCM이 잠시 멈춤')))!;
    const [id] = await pushItems(notification.id);
    const now = new Date();
    await injectFcmFault(fcm.url, 'unavailable');
    expect(await processOutboxItem(api.em(), handlers, id!, now)).toBe('retry');
    expect(deliveredTo(tokens[0]!)).toHaveLength(0);
    const [row] = await api.em().execute<{ attempts: number; available_at: Date; last_error: string }[]>(`select attempts, available_at, last_error from commerce.kit_outbox where id = ?`, [id]);
    expect(row).toMatchObject({ attempts: 1 });
    expect(row!.last_error).toContain('503');
    expect(new Date(row!.available_at).getTime()).toBeGreaterThan(now.getTime());
    // Not before its time; then delivered.
    expect(await processOutboxItem(api.em(), handlers, id!, now)).toBe('skipped');
    expect(await processOutboxItem(api.em(), handlers, id!, new Date(now.getTime() + 11_000))).toBe('done');
    expect(deliveredTo(tokens[0]!)).toHaveLength(1);
  });
});
