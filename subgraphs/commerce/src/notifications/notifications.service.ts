import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, isId, parseInput, z, type Identity, type Page } from '@shop/kit';
import { NotificationEntity, type Notification } from './notification.entity.js';
import { deliveryAllowed, deliveryAllowedSql } from './notification-settings.service.js';
import { queuePushes } from './push.service.js';

/** Push categories of spec section 9, with their Korean names. */
export const NOTIFICATION_CATEGORIES = {
  cheering: '응원',
  intake_reminder: '영양제 섭취 알림',
  marketing: '마케팅',
  event: '이벤트',
  notice: '공지',
  request: '요청',
  food_approval: '음식 등록 승인·반려',
  ingredient_approval: '식재료 등록 승인·반려',
  supplement_approval: '영양제 등록 승인·반려',
} as const;
export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORIES;

const categorySchema = z.enum(Object.keys(NOTIFICATION_CATEGORIES) as [NotificationCategory, ...NotificationCategory[]], { error: '알림 종류를 확인해주세요.' });

/**
 * What other modules call to notify a user (reminders, approvals, events...). The stored
 * notification is the delivery (the app's list and its push are made from it): a category the
 * member turned off in their push settings is not delivered, and null is returned.
 */
export async function notify(
  em: EntityManager,
  userId: string,
  category: NotificationCategory,
  title: string,
  body: string,
  link: string | null = null,
  now = new Date(),
): Promise<Notification | null> {
  if (!(category in NOTIFICATION_CATEGORIES)) throw new AppError('BAD_USER_INPUT', '알림 종류를 확인해주세요.');
  if (!(await deliveryAllowed(em, userId, category))) return null;
  const notification = em.create(NotificationEntity, { userId, category, title, body, link });
  await em.flush();
  // The push to the member's devices follows the commit (push.service.ts).
  await queuePushes(em, [notification], now);
  return notification;
}

export async function myNotifications(
  em: EntityManager,
  identity: Identity,
  rawCategory: string | null | undefined,
  page: { offset: number; limit: number },
): Promise<Page<Notification> & { unread: number }> {
  const category = rawCategory ? parseInput(categorySchema, rawCategory, 'category') : undefined;
  const where = { userId: identity.userId, ...(category ? { category } : {}) };
  const [items, total] = await em.findAndCount(NotificationEntity, where, { orderBy: { id: 'desc' }, ...page });
  const unread = await em.count(NotificationEntity, { ...where, readAt: null });
  return { items, total, unread };
}

/** Marks the caller's notifications read (the given ones, or all); others' ids are ignored. */
export async function markRead(em: EntityManager, identity: Identity, ids: string[] | null | undefined, now = new Date()): Promise<number> {
  return em.nativeUpdate(NotificationEntity, { userId: identity.userId, readAt: null, ...(ids?.length ? { id: { $in: ids } } : {}) }, { readAt: now });
}

const deliverySchema = z
  .array(
    z.object({
      sourceKey: z.string().min(1).max(60),
      userId: z.string().refine(isId, '회원 번호를 확인해주세요.'),
      category: categorySchema,
      title: z.string().min(1).max(120),
      body: z.string().min(1),
      link: z.string().max(200).nullish(),
    }),
  )
  .max(500, '한 번에 500개까지 전달할 수 있습니다.');

/**
 * Notifications another service owes users (nutrition's outbox: intake reminders, approvals).
 * Idempotent by `sourceKey`: a delivery retried after a lost answer is stored once. Items of a
 * category the member turned off are dropped (notify()). Returns how many of the given items are
 * handled (stored, already there, or dropped): none of them needs to be sent again.
 */
export async function deliverNotifications(em: EntityManager, raw: unknown, now = new Date()): Promise<number> {
  const items = parseInput(deliverySchema, raw);
  if (!items.length) return 0;
  // One insert with `on conflict do nothing`: a retry racing the first delivery waits for it and
  // then stores nothing, instead of failing the whole batch on the unique source key.
  const rows = items.map((i) => ({ user_id: i.userId, category: i.category, title: i.title, body: i.body, link: i.link ?? null, source_key: i.sourceKey }));
  const stored = await em.execute<{ id: string; userId: string; category: string }[]>(
    `insert into commerce.notifications (user_id, category, title, body, link, source_key, created_at)
     select x.user_id, x.category, x.title, x.body, x.link, x.source_key, ?
       from jsonb_to_recordset(?::jsonb) as x(user_id bigint, category text, title text, body text, link text, source_key text)
      where ${deliveryAllowedSql('x')}
     on conflict (source_key) do nothing
     returning id::text as "id", user_id::text as "userId", category`,
    [now, JSON.stringify(rows)],
  );
  // Pushes only for the newly stored ones: a retried delivery is not pushed twice.
  await queuePushes(em, stored, now);
  return items.length;
}
