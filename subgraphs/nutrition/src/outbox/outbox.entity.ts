import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Notifications nutrition owes a user (intake reminders, approve/reject of submissions), written
 * in the same transaction as the change that causes them and delivered to commerce (which owns
 * notifications) by the outbox job. A row is delivered once (`deliveredAt`).
 */
export const OutgoingNotificationEntity = defineEntity({
  name: 'OutgoingNotification',
  tableName: 'outgoing_notifications',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    /** A push category of spec section 9 (commerce NOTIFICATION_CATEGORIES). */
    category: p.string().length(30),
    title: p.string().length(100),
    body: p.text(),
    link: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    deliveredAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
  },
  indexes: [{ properties: ['deliveredAt'] }],
});
export type OutgoingNotification = InferEntity<typeof OutgoingNotificationEntity>;
