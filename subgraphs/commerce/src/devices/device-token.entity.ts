import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Push tokens of a user's app installations (`/user/app/add`). */
export const DeviceTokenEntity = defineEntity({
  name: 'DeviceToken',
  tableName: 'device_tokens',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    token: p.string().length(512).unique(),
    platform: p.string().length(10),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  checks: [{ name: 'device_tokens_platform_check', expression: `"platform" in ('ios', 'android', 'web')` }],
});
export type DeviceToken = InferEntity<typeof DeviceTokenEntity>;
