import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { SYSTEM_IDENTITY } from '@shop/kit';
import { commerce } from '../schema.js';
import { commerceLifecycle } from '../lifecycle.js';
import { NotificationEntity } from './notification.entity.js';
import { NotificationSettingEntity } from './notification-setting.entity.js';
import { notify } from './notifications.service.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const MINE = '{ myNotificationSettings { category title enabled } }';
const UPDATE = 'mutation ($i: [NotificationSettingInput!]!) { updateNotificationSettings(input: $i) { category enabled } }';
type Setting = { category: string; enabled: boolean };
const enabledOf = (settings: Setting[]) => Object.fromEntries(settings.map((s) => [s.category, s.enabled]));

describe('push settings', () => {
  it("start with marketing off (consent first) and the rest on, and change only the caller's", async () => {
    const me = testIdentity();
    const other = testIdentity();
    const { myNotificationSettings } = await api.ok<{ myNotificationSettings: (Setting & { title: string })[] }>(MINE, {}, me);
    expect(myNotificationSettings.map((s) => [s.category, s.title, s.enabled])).toEqual([
      ['marketing', '마케팅 정보 알림', false],
      ['event', '이벤트 알림', true],
      ['notice', '공지 알림', true],
      ['intake_reminder', '영양제 섭취 알림', true],
      ['cheering', '응원 알림', true],
    ]);
    const { updateNotificationSettings } = await api.ok<{ updateNotificationSettings: Setting[] }>(
      UPDATE,
      {
        i: [
          { category: 'marketing', enabled: true },
          { category: 'event', enabled: false },
        ],
      },
      me,
    );
    expect(enabledOf(updateNotificationSettings)).toEqual({ marketing: true, event: false, notice: true, intake_reminder: true, cheering: true });
    await api.ok(UPDATE, { i: [{ category: 'event', enabled: true }] }, me);
    expect(enabledOf((await api.ok<{ myNotificationSettings: Setting[] }>(MINE, {}, me)).myNotificationSettings)).toMatchObject({ marketing: true, event: true });
    expect(enabledOf((await api.ok<{ myNotificationSettings: Setting[] }>(MINE, {}, other)).myNotificationSettings)).toMatchObject({ marketing: false, event: true });
    expect(await api.em().count(NotificationSettingEntity, { userId: me.userId })).toBe(2);
  });

  it.each([
    ['a category that is not settable', [{ category: 'request', enabled: false }], 'input.0.category'],
    ['an unknown category', [{ category: 'spam', enabled: false }], 'input.0.category'],
    [
      'one category twice',
      [
        { category: 'event', enabled: false },
        { category: 'event', enabled: true },
      ],
      'input',
    ],
    ['nothing', [], 'input'],
  ])('refuses %s naming the field', async (_, input, field) => {
    const result = await api.exec(UPDATE, { i: input }, testIdentity());
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field }] });
  });

  it('needs a signed-in caller', async () => {
    expect((await api.exec(MINE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.exec(UPDATE, { i: [{ category: 'event', enabled: false }] })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('delivery follows the settings', () => {
  it('notify() delivers nothing in a category the member turned off, marketing only after opting in, and replies always', async () => {
    const me = testIdentity();
    await api.ok(UPDATE, { i: [{ category: 'event', enabled: false }] }, me);
    const em = api.em();
    expect(await notify(em, me.userId, 'event', '새 이벤트', '가을 건강 설문')).toBeNull();
    expect(await notify(em, me.userId, 'marketing', '기획전', '면역 기획전')).toBeNull();
    expect(await notify(em, me.userId, 'notice', '공지', '점검 안내')).not.toBeNull();
    expect(await notify(em, me.userId, 'request', '답변', '이벤트 문의에 답변이 등록되었습니다.')).not.toBeNull();
    await api.ok(UPDATE, { i: [{ category: 'marketing', enabled: true }] }, me);
    expect(await notify(api.em(), me.userId, 'marketing', '기획전', '면역 기획전')).not.toBeNull();
    const stored = await api.em().find(NotificationEntity, { userId: me.userId }, { orderBy: { id: 'asc' } });
    expect(stored.map((n) => n.category)).toEqual(['notice', 'request', 'marketing']);
  });

  it('deliveries from other services skip members who turned the category off, and count as handled', async () => {
    const off = testIdentity();
    const on = testIdentity();
    await api.ok(UPDATE, { i: [{ category: 'intake_reminder', enabled: false }] }, off);
    const items = [off, on].map((user) => ({ sourceKey: unique('nutrition:'), userId: user.userId, category: 'intake_reminder', title: '영양제 드실 시간이에요', body: '비타민D' }));
    const { deliverNotifications } = await api.ok<{ deliverNotifications: number }>('mutation ($i: [NotificationDeliveryInput!]!) { deliverNotifications(items: $i) }', { i: items }, SYSTEM_IDENTITY);
    expect(deliverNotifications).toBe(2);
    expect(await api.em().count(NotificationEntity, { userId: off.userId })).toBe(0);
    expect(await api.em().count(NotificationEntity, { userId: on.userId })).toBe(1);
  });

  it('are removed when the member leaves', async () => {
    const me = testIdentity();
    await api.ok(UPDATE, { i: [{ category: 'cheering', enabled: false }] }, me);
    // As the lifecycle event arrives: in its mutation's transaction.
    await api.em().transactional((tx) => commerceLifecycle.userDeleted(tx as never, { userId: me.userId }));
    expect(await api.em().count(NotificationSettingEntity, { userId: me.userId })).toBe(0);
  });
});
