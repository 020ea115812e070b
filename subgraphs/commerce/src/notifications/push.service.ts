import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue, logger } from '@shop/kit';
import { pushSender, PushRetryLater } from '../adapters/push/index.js';
import { advertisingAudience } from '../terms/terms.service.js';

/**
 * Push notifications to the member's registered devices (devices/), through FCM HTTP v1 (or its
 * sandbox), after the commit that created the notification (docs/decisions/messaging.md).
 *
 * - A stored notification is the delivery (notifications.service.ts notify / deliverNotifications):
 *   the member's push settings already decided whether it exists. Each (notification, device) is
 *   one outbox item (`push.send`), so a retry repeats only the device that failed, and a
 *   notification is pushed to a device at most once.
 * - Advertising (the `marketing` category: 광고성 정보, 정보통신망법 제50조) needs the member's
 *   marketing consent; between 21:00 and 08:00 KST also the separate night-time consent
 *   (제50조 ③; the rule: terms.service.ts advertisingAudience). Checked when queued and again when sent (a retry may fall into the
 *   night); the title carries "(광고)" (제50조 ④).
 * - FCM's UNREGISTERED / INVALID_ARGUMENT remove the device token; 429 and 5xx throw, and the
 *   outbox retries with its backoff (10 s, 1 min, 5 min, 30 min; then parked as dead).
 */
export const PUSH_TOPIC = 'push.send';
/** Categories that are advertising. */
export const ADVERTISING_CATEGORIES: readonly string[] = ['marketing'];

export interface PushPayload {
  notificationId: string;
  deviceTokenId: string;
}

/**
 * Queues the pushes of stored notifications (in the caller's transaction): one outbox item per
 * notification and device of its member. Advertising without the consents it needs now is not
 * queued. Three queries whatever the number of notifications.
 */
export async function queuePushes(em: EntityManager, notifications: { id: string; userId: string; category: string }[], now = new Date()): Promise<number> {
  if (!notifications.length || pushSender() === null) return 0;
  const userIds = [...new Set(notifications.map((n) => n.userId))];
  const advertising = notifications.filter((n) => ADVERTISING_CATEGORIES.includes(n.category));
  const audience = await advertisingAudience(
    em,
    advertising.map((n) => n.userId),
    now,
  );
  const devices = await em.execute<{ id: string; user_id: string }[]>(
    `select id::text, user_id::text from commerce.device_tokens where user_id in (select jsonb_array_elements_text(?::jsonb)::bigint) order by id`,
    [JSON.stringify(userIds)],
  );
  let queued = 0;
  for (const notification of notifications) {
    if (ADVERTISING_CATEGORIES.includes(notification.category) && !audience.has(notification.userId)) continue;
    for (const device of devices.filter((d) => d.user_id === notification.userId)) {
      const payload: PushPayload = { notificationId: notification.id, deviceTokenId: device.id };
      if (await enqueue(em, PUSH_TOPIC, payload, { dedupeKey: `${PUSH_TOPIC}:${notification.id}:${device.id}` })) queued += 1;
    }
  }
  return queued;
}

export type PushResult = 'sent' | 'token-removed' | 'gone' | 'withheld' | 'off';

/**
 * The outbox handler: one notification to one device. A notification or device gone since is
 * nothing to do; advertising that may not go now (consent withdrawn, night without night-time
 * consent) is withheld, not retried.
 */
export async function sendPush(em: EntityManager, payload: PushPayload, now = new Date()): Promise<PushResult> {
  const sender = pushSender();
  if (!sender) return 'off';
  const [row] = await em.execute<{ user_id: string; category: string; title: string; body: string; link: string | null; token: string }[]>(
    `select n.user_id::text, n.category, n.title, n.body, n.link, d.token
       from commerce.notifications n join commerce.device_tokens d on d.user_id = n.user_id
      where n.id = ? and d.id = ?`,
    [payload.notificationId, payload.deviceTokenId],
  );
  if (!row) return 'gone';
  const advertising = ADVERTISING_CATEGORIES.includes(row.category);
  if (advertising && !(await advertisingAudience(em, [row.user_id], now)).has(row.user_id)) return 'withheld';
  const title = advertising && !row.title.startsWith('(광고)') ? `(광고) ${row.title}` : row.title;
  const data: Record<string, string> = { notificationId: payload.notificationId, category: row.category, ...(row.link ? { link: row.link } : {}) };
  try {
    const outcome = await sender.send({ token: row.token, title, body: row.body, data });
    if (outcome === 'sent') return 'sent';
  } catch (error) {
    if (error instanceof PushRetryLater) logger.warn({ status: error.status, notificationId: payload.notificationId }, 'push not delivered now; the outbox retries it');
    throw error;
  }
  // The app was uninstalled or the token is malformed: it will never work again.
  await em.execute(`delete from commerce.device_tokens where id = ? and token = ?`, [payload.deviceTokenId, row.token]);
  return 'token-removed';
}
