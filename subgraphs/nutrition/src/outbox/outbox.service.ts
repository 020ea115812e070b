import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAnswer, callSubgraph, enqueue, schemaOf, type OutboxHandlers } from '@shop/kit';

/** Push categories nutrition sends (spec section 9; commerce owns the full list). */
export type NutritionNotificationCategory = 'intake_reminder' | 'food_approval' | 'ingredient_approval' | 'supplement_approval' | 'cheering';

export interface NutritionNotification {
  userId: string;
  category: NutritionNotificationCategory;
  title: string;
  body: string;
  link: string | null;
  /** Commerce stores each key once, so a delivery retried after a lost answer shows once. */
  sourceKey?: string;
}

export const NOTIFICATION_TOPIC = 'notification.deliver';

/**
 * Queues a notification for a user in the caller's transaction (kit outbox), so a change and its
 * notification commit together; it is delivered to commerce, which owns notifications, right
 * after the commit, and retried by the outbox sweeper if commerce cannot take it then.
 */
export async function enqueueNotification(em: EntityManager, userId: string, category: NutritionNotificationCategory, title: string, body: string, link: string | null = null): Promise<void> {
  const notification: NutritionNotification = { userId, category, title, body, link };
  await enqueue(em, NOTIFICATION_TOPIC, notification);
}

/** Notifications queued for a user, delivered or not (newest last). */
export async function queuedNotifications(em: EntityManager, userId: string, category?: string): Promise<(NutritionNotification & { status: string })[]> {
  const rows = await em.execute<{ payload: NutritionNotification; status: string }[]>(
    `select "payload", "status" from "${schemaOf(em)}"."kit_outbox" where "topic" = ? and "payload"->>'userId' = ? ${category ? `and "payload"->>'category' = ?` : ''} order by "id"`,
    category ? [NOTIFICATION_TOPIC, userId, category] : [NOTIFICATION_TOPIC, userId],
  );
  return rows.map((r) => ({ ...r.payload, status: r.status }));
}

const DELIVER = `mutation Deliver($items: [NotificationDeliveryInput!]!) { deliverNotifications(items: $items) }`;

/**
 * Delivers one queued notification to commerce's system-only `deliverNotifications` (the
 * subgraph, not the gateway), after the answer of the change that queued it (kit `afterAnswer`).
 */
export function notificationDelivery(commerceUrl: () => string | undefined = () => process.env.SUBGRAPH_COMMERCE_URL): OutboxHandlers {
  return {
    [NOTIFICATION_TOPIC]: afterAnswer(async (_em, payload: NutritionNotification, item) => {
      const { userId, category, title, body, link } = payload;
      await callSubgraph(commerceUrl() ?? 'commerce', {
        query: DELIVER,
        variables: { items: [{ sourceKey: payload.sourceKey ?? `nutrition:o${item.id}`, userId, category, title, body, link }] },
        timeoutMs: 10_000,
      });
    }),
  };
}
