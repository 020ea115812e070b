import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const NotificationEntity = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    category: p.string().length(30),
    title: p.string().length(120),
    body: p.text(),
    /** Where tapping the notification leads (an in-app path). */
    link: p.string().length(200).nullable(),
    readAt: p.datetime().nullable(),
    /** Set when another service delivered it (e.g. `nutrition:42`): a retried delivery is not shown twice. */
    sourceKey: p.string().length(60).nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['userId', 'createdAt'] }],
});
export type Notification = InferEntity<typeof NotificationEntity>;
