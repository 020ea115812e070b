import { config } from '@shop/kit';
import { fcmSender, parseServiceAccount } from './http.js';
import { sandboxPushSender } from './sandbox.js';
import type { PushSender } from './types.js';

export { PushRetryLater, type PushMessage, type PushOutcome, type PushSender } from './types.js';

let sender: PushSender | null | undefined;

/** The configured push sender: the FCM sandbox (default outside production), FCM, or null (PUSH_PROVIDER=off). */
export function pushSender(): PushSender | null {
  if (sender !== undefined) return sender;
  const c = config();
  if (c.PUSH_PROVIDER === 'off') sender = null;
  else if (c.PUSH_PROVIDER === 'fcm') {
    if (!c.FCM_SERVICE_ACCOUNT) throw new Error('PUSH_PROVIDER=fcm needs FCM_SERVICE_ACCOUNT (the Firebase service account key file or its JSON)');
    sender = fcmSender(parseServiceAccount(c.FCM_SERVICE_ACCOUNT), { apiUrl: c.FCM_API_URL, tokenUrl: c.FCM_TOKEN_URL });
  } else sender = sandboxPushSender();
  return sender;
}

/** Tests swap the sender; undefined restores the configured one. */
export function setPushSender(next: PushSender | null | undefined): void {
  sender = next;
}
