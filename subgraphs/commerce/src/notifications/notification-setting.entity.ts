import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A member's choice for one push category they may turn on or off (settings.ts
 * `SETTABLE_CATEGORIES`). No row: the category's default.
 */
export const NotificationSettingEntity = defineEntity({
  name: 'NotificationSetting',
  tableName: 'notification_settings',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    category: p.string().length(30),
    enabled: p.boolean(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['userId', 'category'] }],
  checks: [{ name: 'notification_settings_category_check', expression: `"category" in ('marketing', 'event', 'notice', 'intake_reminder', 'cheering')` }],
});
export type NotificationSetting = InferEntity<typeof NotificationSettingEntity>;
