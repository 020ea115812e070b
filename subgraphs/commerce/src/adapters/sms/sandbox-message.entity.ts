import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What the sandbox provider "delivered"; read by developers and tests instead of a phone. */
export const SandboxMessageEntity = defineEntity({
  name: 'SandboxMessage',
  tableName: 'sandbox_messages',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    channel: p.string().length(10),
    phone: p.string().length(20).index(),
    text: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type SandboxMessage = InferEntity<typeof SandboxMessageEntity>;
