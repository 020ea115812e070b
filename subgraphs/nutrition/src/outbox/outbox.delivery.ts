import type { EntityManager } from '@mikro-orm/postgresql';
import { logger, signIdentity } from '@shop/kit';
import { OutgoingNotificationEntity, type OutgoingNotification } from './outbox.entity.js';

/** Where queued notifications go: commerce, which owns users' notification lists. */
export interface NotificationSink {
  deliver(items: OutgoingNotification[]): Promise<void>;
}

/** The system identity of scheduled work: user 0 acting as an admin, signed like the gateway's. */
export const SYSTEM_IDENTITY = { userId: '0', role: 'admin' } as const;

const DELIVER = `mutation Deliver($items: [NotificationDeliveryInput!]!) { deliverNotifications(items: $items) }`;

/** Delivers to commerce's `deliverNotifications` over HTTP (the subgraph, not the gateway). */
export function commerceSink(url = process.env.SUBGRAPH_COMMERCE_URL): NotificationSink {
  if (!url) throw new Error('SUBGRAPH_COMMERCE_URL is required to deliver notifications');
  return {
    async deliver(items) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-identity': await signIdentity(SYSTEM_IDENTITY) },
        body: JSON.stringify({
          query: DELIVER,
          variables: {
            items: items.map((n) => ({ sourceKey: `nutrition:${n.id}`, userId: n.userId, category: n.category, title: n.title, body: n.body, link: n.link })),
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const result = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
      if (!response.ok || !result || result.errors?.length) throw new Error(`commerce refused the notifications: ${response.status} ${result?.errors?.[0]?.message ?? ''}`);
    },
  };
}

export const OUTBOX_BATCH = 100;

/**
 * Sends undelivered notifications in batches, oldest first. Rows are locked (skip locked) while a
 * batch is sent, so two workers never send the same row; commerce stores each `sourceKey` once,
 * so a batch retried after a lost answer is not shown twice. A failed batch stays queued.
 */
export async function deliverOutbox(em: EntityManager, sink: NotificationSink, batch = OUTBOX_BATCH): Promise<number> {
  let delivered = 0;
  for (;;) {
    const sent = await em.transactional(async (tx) => {
      const rows = await tx.getConnection().execute<{ id: string }[]>(
        'select id from nutrition.outgoing_notifications where delivered_at is null order by id limit ? for update skip locked',
        [batch],
        'all',
        tx.getTransactionContext(),
      );
      if (!rows.length) return 0;
      const items = await tx.find(OutgoingNotificationEntity, { id: { $in: rows.map((r) => String(r.id)) } }, { orderBy: { id: 'asc' } });
      try {
        await sink.deliver(items);
      } catch (error) {
        logger.warn({ err: error, count: items.length }, 'notification delivery failed; will retry');
        for (const item of items) item.attempts += 1;
        return -1;
      }
      const now = new Date();
      for (const item of items) item.deliveredAt = now;
      return items.length;
    });
    if (sent <= 0) return delivered;
    delivered += sent;
    if (sent < batch) return delivered;
  }
}
