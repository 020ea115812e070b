import { SandboxMessageEntity } from './sandbox-message.entity.js';
import type { MessageSender } from './types.js';

/**
 * Behaves like the provider from the caller's side (accepts the same messages, fails on the same
 * bad numbers) but delivers into `sandbox_messages`. Default in development and tests.
 */
export const sandboxSender: MessageSender = {
  name: 'sandbox',
  async send(em, message) {
    if (!/^01\d{8,9}$/.test(message.phone)) throw new Error('sandbox: invalid recipient');
    em.create(SandboxMessageEntity, { channel: message.channel, phone: message.phone, text: message.text });
    await em.flush();
  },
};
