import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { NOTIFICATION_CATEGORIES, notify } from './notifications.service.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('notifications', () => {
  it('has exactly the push categories of spec section 9', () => {
    expect(Object.keys(NOTIFICATION_CATEGORIES)).toEqual(['cheering', 'intake_reminder', 'marketing', 'event', 'notice', 'request', 'food_approval', 'ingredient_approval', 'supplement_approval']);
  });

  it("lists a user's notifications newest first by category, and marks only their own read", async () => {
    const me = { userId: '8400001', role: 'member' as const };
    const other = { userId: '8400002', role: 'member' as const };
    const em = api.em();
    await notify(em, me.userId, 'notice', '공지', '점검 안내');
    const reminder = (await notify(em, me.userId, 'intake_reminder', '영양제 드실 시간이에요', '비타민D 1정'))!;
    const foreign = (await notify(em, other.userId, 'event', '이벤트', '다른 사람 것'))!;
    const LIST = 'query ($c: String) { myNotifications(category: $c) { total unread items { id category title readAt } } }';
    const all = await api.ok<{ myNotifications: { total: number; unread: number; items: { id: string; category: string }[] } }>(LIST, {}, me);
    expect(all.myNotifications).toMatchObject({ total: 2, unread: 2 });
    expect(all.myNotifications.items[0].id).toBe(reminder.id);
    const reminders = await api.ok<{ myNotifications: { total: number } }>(LIST, { c: 'intake_reminder' }, me);
    expect(reminders.myNotifications.total).toBe(1);
    const marked = await api.ok<{ markNotificationsRead: number }>('mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) }', { ids: [reminder.id, foreign.id] }, me);
    expect(marked.markNotificationsRead).toBe(1);
    expect((await api.ok<{ myNotifications: { unread: number } }>(LIST, {}, me)).myNotifications.unread).toBe(1);
    expect((await api.ok<{ myNotifications: { unread: number } }>(LIST, {}, other)).myNotifications.unread).toBe(1);
    expect((await api.exec(LIST, { c: 'spam' }, me)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.exec(LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
