import { afterAnswer, type ModuleDefinition } from '@shop/kit';
import { PUSH_TOPIC, sendPush, type PushPayload } from './push.service.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { notificationsConstraints } from './notifications.constraints.js';

/** Notifications, push settings, and the pushes to members' devices (FCM, after the commit). */
export const notificationsModule: ModuleDefinition = {
  name: 'notifications',
  resolvers: [NotificationsResolver],
  constraints: notificationsConstraints,
  outbox: {
    // FCM is another service: the answer does not wait for it (kit outbox afterAnswer).
    [PUSH_TOPIC]: afterAnswer((em, payload: PushPayload) => sendPush(em, payload)),
  },
};
