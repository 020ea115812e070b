import { config } from '@shop/kit';
import { httpSender } from './http.js';
import { sandboxSender } from './sandbox.js';
import type { MessageSender } from './types.js';

export type { MessageSender, OutgoingMessage } from './types.js';

let sender: MessageSender | undefined;

/** The configured sender: the sandbox unless SMS_PROVIDER=http. */
export function messageSender(): MessageSender {
  sender ??= config().SMS_PROVIDER === 'http' ? httpSender() : sandboxSender;
  return sender;
}

/** Tests swap the sender (e.g. to prove sandbox-only queries refuse under the real one). */
export function setMessageSender(next: MessageSender | undefined): void {
  sender = next;
}
